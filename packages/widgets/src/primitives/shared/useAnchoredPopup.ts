import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface AnchoredPopupOptions {
  /** Whether the popup is shown: it is positioned and dismissable only while open. */
  open: boolean;
  /** Called on a press outside both the anchor and the popup. */
  onDismiss: () => void;
  /** Gap in px between the anchor and the popup. Default `4`. */
  gap?: number;
  /** Room in px the popup keeps from the viewport's edge before it flips above. Default `8`. */
  padding?: number;
}

export interface AnchoredPopup {
  /** Callback ref for the element the popup hangs from (its width is the popup's width). */
  setAnchor: (element: HTMLElement | null) => void;
  /** Callback ref for the popup itself (rendered through a portal, anywhere in the tree). */
  setPopup: (element: HTMLElement | null) => void;
}

/**
 * Places `popup` under `anchor`, left-aligned and as wide, or above it when there is more room there
 * than below. The popup is absolutely positioned wherever its portal put it: its containing block's
 * origin is read back from where it landed, so transformed or positioned ancestors on a partner page
 * do not throw it off.
 */
export function placeUnder(anchor: HTMLElement, popup: HTMLElement, gap: number, padding: number): void {
  const anchorBox = anchor.getBoundingClientRect();
  popup.style.position = 'absolute';
  // Pinned to the containing block's origin until the first placement, so it can be read back.
  if (popup.style.left === '') Object.assign(popup.style, { left: '0px', top: '0px' });
  popup.style.width = `${anchorBox.width}px`;
  const current = popup.getBoundingClientRect();
  const originX = current.left - parseFloat(popup.style.left);
  const originY = current.top - parseFloat(popup.style.top);
  const below = anchorBox.bottom + gap;
  const above = anchorBox.top - gap - current.height;
  const overflowBelow = below + current.height - (document.documentElement.clientHeight - padding);
  const overflowAbove = padding - above;
  // Below unless it overflows and above overflows less (the best fit when neither fits).
  const top = overflowBelow > 0 && overflowAbove < overflowBelow ? above : below;
  popup.style.left = `${anchorBox.left - originX}px`;
  popup.style.top = `${top - originY}px`;
}

/** The shadow roots around `node`, innermost first: scroll events inside them never reach `window`. */
function shadowRootsAround(node: Node): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  for (let root = node.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) roots.push(root);
  return roots;
}

/** True when the press hit `element`'s own scrollbar rather than its content. */
function onScrollbar(event: PointerEvent, element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement) || element.clientWidth === 0) return false;
  return event.offsetX > element.clientWidth || event.offsetY > element.clientHeight;
}

/**
 * A dropdown anchored to a field: positioned while open and kept in place as the page scrolls, the
 * window resizes or either element changes size; a press outside both closes it (a press on a
 * scrollbar does not). Listeners exist only while it is open, and go with the component.
 */
export function useAnchoredPopup({ open, onDismiss, gap = 4, padding = 8 }: AnchoredPopupOptions): AnchoredPopup {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [popup, setPopup] = useState<HTMLElement | null>(null);
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });

  useLayoutEffect(() => {
    if (!open || !anchor || !popup) return undefined;
    const update = () => placeUnder(anchor, popup, gap, padding);
    update();
    const scrollTargets: EventTarget[] = [window, ...shadowRootsAround(anchor)];
    for (const target of scrollTargets) target.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resizes?.observe(anchor);
    resizes?.observe(popup);
    return () => {
      for (const target of scrollTargets) target.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
      resizes?.disconnect();
    };
  }, [open, anchor, popup, gap, padding]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if ((anchor && path.includes(anchor)) || (popup && path.includes(popup)) || onScrollbar(event, path[0] ?? null)) return;
      dismiss.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, anchor, popup]);

  return { setAnchor, setPopup };
}
