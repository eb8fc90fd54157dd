import { useSyncExternalStore } from 'react';

/**
 * What the browser knows and a pre-rendered page cannot (the window's width, the visitor's motion
 * preference, whether this is the browser at all), read so that hydration renders exactly what the
 * server rendered, then the browser's value straight after. Each hook is `useSyncExternalStore` with a
 * server snapshot: React uses that while hydrating and on the server, and the live value otherwise.
 */

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true from then on (and at once in a page rendered in the browser). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width in CSS pixels; null before hydration, where only CSS knows it. */
export function useViewportWidth(): number | null {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => null,
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the visitor asked for reduced motion; false before hydration (the CSS has its own media query). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}
