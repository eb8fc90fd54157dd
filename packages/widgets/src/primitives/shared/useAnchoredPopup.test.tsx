import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeUnder, useAnchoredPopup } from './useAnchoredPopup';

/** jsdom has no layout: boxes come from the test. */
function box(element: HTMLElement, rect: () => { left: number; top: number; width: number; height: number }) {
  element.getBoundingClientRect = () => {
    const { left, top, width, height } = rect();
    return { left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) };
  };
}

function viewportHeight(height: number) {
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(height);
}

afterEach(() => vi.restoreAllMocks());

describe('placeUnder', () => {
  /** A popup whose containing block starts at (originX, originY) on screen, `height` tall. */
  function popupAt(originX: number, originY: number, height: number) {
    const popup = document.createElement('div');
    box(popup, () => ({
      left: originX + (parseFloat(popup.style.left) || 0),
      top: originY + (parseFloat(popup.style.top) || 0),
      width: parseFloat(popup.style.width) || 0,
      height,
    }));
    return popup;
  }

  it('hangs the popup 4 px under the anchor, left-aligned and as wide, wherever its containing block is', () => {
    viewportHeight(800);
    const anchor = document.createElement('div');
    box(anchor, () => ({ left: 120, top: 100, width: 300, height: 40 }));
    const popup = popupAt(50, 30, 200);
    placeUnder(anchor, popup, 4, 8);
    expect(popup.style.position).toBe('absolute');
    expect(popup.style.width).toBe('300px');
    expect(popup.getBoundingClientRect().left).toBe(120);
    expect(popup.getBoundingClientRect().top).toBe(144);
  });

  it('flips above when the bottom has no room and the top has more', () => {
    viewportHeight(600);
    const anchor = document.createElement('div');
    box(anchor, () => ({ left: 0, top: 500, width: 200, height: 40 }));
    const popup = popupAt(0, 0, 200);
    placeUnder(anchor, popup, 4, 8);
    expect(popup.getBoundingClientRect().top).toBe(296);
  });

  it('stays below when neither side fits and below overflows less', () => {
    viewportHeight(300);
    const anchor = document.createElement('div');
    box(anchor, () => ({ left: 0, top: 60, width: 200, height: 40 }));
    const popup = popupAt(0, 0, 400);
    placeUnder(anchor, popup, 4, 8);
    expect(popup.getBoundingClientRect().top).toBe(104);
  });
});

function Dropdown({ onDismiss }: { onDismiss: () => void }) {
  const [open, setOpen] = useState(true);
  const { setAnchor, setPopup } = useAnchoredPopup({
    open,
    onDismiss: () => {
      onDismiss();
      setOpen(false);
    },
  });
  return (
    <div>
      <div ref={setAnchor}>anchor</div>
      {open ? <div ref={setPopup}>popup</div> : null}
      <p>outside</p>
    </div>
  );
}

const press = (element: Element) =>
  act(() => {
    element.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
  });

describe('useAnchoredPopup', () => {
  it('closes on a press outside the anchor and the popup, not on one inside either', () => {
    const onDismiss = vi.fn();
    render(<Dropdown onDismiss={onDismiss} />);
    press(screen.getByText('anchor'));
    press(screen.getByText('popup'));
    expect(onDismiss).not.toHaveBeenCalled();
    press(screen.getByText('outside'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('popup')).toBeNull();
  });

  it('stops listening once closed or unmounted', () => {
    const onDismiss = vi.fn();
    const removed = vi.spyOn(document, 'removeEventListener');
    const { unmount } = render(<Dropdown onDismiss={onDismiss} />);
    press(screen.getByText('outside'));
    press(screen.getByText('outside'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    unmount();
    expect(removed).toHaveBeenCalledWith('pointerdown', expect.any(Function));
  });

  it('places an open popup inside a shadow root under its anchor', () => {
    viewportHeight(800);
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    root.append(container);
    render(<Dropdown onDismiss={() => undefined} />, { container });
    const popup = root.querySelector('div > div:nth-child(2)') as HTMLElement;
    expect(popup.textContent).toBe('popup');
    expect(popup.style.position).toBe('absolute');
    host.remove();
  });
});
