// `react` for the embed runtime: preact/compat plus the React 19.2 hook it lacks (useEffectEvent,
// used by NatCatPanel and NatCatChart). Everything else is preact/compat's own.
import { useCallback, useLayoutEffect, useRef } from 'preact/compat';

// @ts-expect-error preact/compat's types use `export =`; the module itself has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

/** A stable function that always calls the latest `handler` (React's useEffectEvent). */
export function useEffectEvent<Args extends unknown[], Result>(handler: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
