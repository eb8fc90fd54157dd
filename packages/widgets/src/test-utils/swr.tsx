import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

/** Wraps `ui` in a fresh SWR cache, so a test fetches again rather than reading the previous test's answer. */
export function withFreshCache(ui: ReactElement): ReactElement {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{ui}</SWRConfig>;
}
