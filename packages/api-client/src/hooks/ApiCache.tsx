import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * A cache of its own for the hooks below it. SWR's default cache is global to the page; stories,
 * tests and separate embeds on one page each need theirs, so one's answers never show in another.
 */
export function IsolatedApiCache({ children }: { children?: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}
