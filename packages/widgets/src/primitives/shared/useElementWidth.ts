import { useLayoutEffect, useState } from 'react';

/**
 * The client width of an element (content and padding), kept current with a ResizeObserver (disconnected when the element
 * goes). Returns a callback ref for the element, so one that mounts later (after loading, on a mode
 * switch) is measured too, and the width: `0` until measured; without ResizeObserver (server, jsdom)
 * the width read once.
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setWidth(element.clientWidth);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
