import { defaultTheme, ThemeProvider } from '@riskatlas/theme';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_FEATURES } from '../rules/home';
import { ENQUIRY_HREF, HomePage } from './HomePage';

function renderHome(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  return render(
    <ThemeProvider theme={defaultTheme}>
      <HomePage />
    </ThemeProvider>,
  );
}

describe('HomePage', () => {
  it('has the banner with the enquiry link and all seven features', () => {
    renderHome(1280);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enquire about subscribing' })).toHaveAttribute('href', ENQUIRY_HREF);
    const titles = screen.getAllByRole('heading', { level: 3, hidden: true }).map((heading) => heading.textContent);
    expect(titles).toEqual(HOME_FEATURES.map((feature) => feature.title));
  });

  it('shows 3 features at 1280 px, 2 at 800 px, 1 at 400 px, and steps through them', async () => {
    const wide = renderHome(1280);
    expect(wide.container.querySelector('[data-per-view]')).toHaveAttribute('data-per-view', '3');
    wide.unmount();
    renderHome(400);
    const track = document.querySelector('[data-per-view]')!;
    expect(track).toHaveAttribute('data-per-view', '1');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Previous features' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next features' }));
    expect(within(track as HTMLElement).getByRole('heading', { name: 'Hazard Index' })).toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
      fireEvent(window, new Event('resize'));
    });
    expect(track).toHaveAttribute('data-per-view', '2');
  });

  it('reveals the parallax about section past the window height plus 500 px', () => {
    renderHome(1280);
    const section = screen.getByTestId('parallax-about');
    expect(section).toHaveAttribute('data-visible', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: window.innerHeight + 501 });
      fireEvent.scroll(window);
    });
    expect(section).toHaveAttribute('data-visible', 'true');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  describe('statistics counters', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('wait at zero until the statistics come into view, then count up to the figures', async () => {
      let reveal: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
            reveal = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
      renderHome(400);
      const statistics = screen.getByRole('region', { name: 'Statistics' });
      const figures = () =>
        within(statistics)
          .getAllByRole('term')
          .map((term) => term.textContent);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(figures()).toEqual(['0+', '0']);
      act(() => reveal([{ isIntersecting: true }]));
      await vi.waitFor(() => expect(figures()).toEqual(['7,000+', '14']), { timeout: 5000 });
    });
  });
});
