// `swr/infinite` for the embed runtime, on the shim's useEntry (see ./swr.ts): pages fetched one
// after another from `getKey(index, previousPage)`, each kept by its key so that `setSize(size + 1)`
// fetches only the new page; `revalidateFirstPage` (default true) re-fetches page 1 on every
// revalidation, `revalidateAll` every page, and `mutate()` without data every page once.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { serialize, useEntry, type Config, type Entry } from './swr';

type GetKey = (index: number, previousPage: unknown) => unknown;

interface InfiniteConfig extends Config {
  initialSize: number;
  revalidateAll: boolean;
  revalidateFirstPage: boolean;
}

export default function useSWRInfinite(getKey: GetKey, fetcher: ((key: unknown) => unknown) | null, options?: Partial<InfiniteConfig>) {
  const { initialSize = 1, revalidateAll = false, revalidateFirstPage = true, ...config } = options ?? {};
  let firstKey: unknown = null;
  try {
    firstKey = getKey(0, null);
  } catch {
    firstKey = null;
  }
  const firstHashed = serialize(firstKey);
  const latest = useRef({ getKey, fetcher, revalidateAll, revalidateFirstPage });
  useLayoutEffect(() => {
    latest.current = { getKey, fetcher, revalidateAll, revalidateFirstPage };
  });

  const loadPages = useCallback(
    async (_key: unknown, entry: Entry) => {
      const { getKey: currentGetKey, fetcher: currentFetcher, revalidateAll: everyPage, revalidateFirstPage: firstPage } = latest.current;
      const cached = (entry.pages ??= new Map());
      const force = entry.forceAll;
      entry.forceAll = false;
      const hadData = entry.state.data !== undefined;
      const pages: unknown[] = [];
      let previous: unknown = null;
      for (let index = 0; index < (entry.size ?? initialSize); index += 1) {
        const pageKey = currentGetKey(index, previous);
        const hashed = serialize(pageKey);
        if (!hashed) break;
        let page = cached.get(hashed);
        if (everyPage || force || page === undefined || (firstPage && index === 0 && hadData)) {
          page = await currentFetcher!(pageKey);
          cached.set(hashed, page);
        }
        pages.push(page);
        previous = page;
      }
      return pages;
    },
    [initialSize],
  );

  const { entry, state, data, mutate } = useEntry(firstHashed && `$inf$${firstHashed}`, firstKey, fetcher ? loadPages : null, config);
  const size = entry?.size ?? initialSize;

  /** Sets the page count and shows the pages already cached, then fetches the missing ones. */
  const setSize = useCallback(
    (next: number | ((current: number) => number)) => {
      if (!entry) return Promise.resolve(undefined);
      const count = typeof next === 'function' ? next(entry.size ?? initialSize) : next;
      if (typeof count !== 'number') return Promise.resolve(undefined);
      entry.size = count;
      const pages: unknown[] = [];
      let previous: unknown = null;
      for (let index = 0; index < count; index += 1) {
        const page = entry.pages?.get(serialize(latest.current.getKey(index, previous)));
        if (page === undefined) return mutate(entry.state.data);
        pages.push(page);
        previous = page;
      }
      return mutate(pages);
    },
    [entry, initialSize, mutate],
  );

  return { data, error: state.error, isLoading: state.isLoading, isValidating: state.isValidating, mutate, size, setSize };
}
