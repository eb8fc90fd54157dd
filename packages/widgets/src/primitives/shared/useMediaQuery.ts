import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current. Listens on the `MediaQueryList` itself (not the
 * document), and the listener goes with the component. Without `matchMedia` (server, old jsdom) it
 * answers `false`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, read, () => false);
}
