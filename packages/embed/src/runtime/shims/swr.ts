// `swr` for the embed runtime (issue #11's 35 KB budget): the part of SWR 2's API that
// @riskatlas/api-client uses, with SWR's defaults and semantics, in a fraction of its size. The npm
// packages and the portal keep the real SWR; the embed's vite config maps `swr` here.
//
// Kept from SWR: one cache per `SWRConfig provider` (the page-wide one by default) shared by every
// hook with the same key; requests deduplicated for `dedupingInterval`; revalidation on mount
// (`revalidateIfStale`), on focus (throttled) and on reconnect; error retries with SWR's
// exponential backoff while the page is visible and online; `keepPreviousData`; deep-equal data
// kept by reference; bound and global `mutate` (key or filter, data, `{revalidate}`), whose data
// wins over answers to requests that started before it.
import { createContext, createElement, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

type Fetcher = (key: unknown) => unknown;
/** A fetcher inside the shim also gets the key's entry (useSWRInfinite keeps its pages there). */
export type EntryFetcher = (key: unknown, entry: Entry) => unknown;

export interface State {
  data?: unknown;
  error?: unknown;
  isValidating: boolean;
  isLoading: boolean;
}

export interface Config {
  shouldRetryOnError: boolean | ((error: unknown) => boolean);
  errorRetryInterval: number;
  errorRetryCount?: number;
  revalidateOnFocus: boolean;
  revalidateOnReconnect: boolean;
  revalidateIfStale: boolean;
  revalidateOnMount?: boolean;
  dedupingInterval: number;
  focusThrottleInterval: number;
  keepPreviousData: boolean;
  compare: (a: unknown, b: unknown) => boolean;
  fetcher?: Fetcher;
  onSuccess?: (data: unknown, key: string, config: Config) => void;
  onError?: (error: unknown, key: string, config: Config) => void;
  provider?: (cache: Map<string, unknown>) => Map<string, unknown>;
}

interface Flight {
  seq: number;
  promise: Promise<unknown>;
  /** When it succeeded: it serves deduplicated calls for `dedupingInterval` more. */
  doneAt?: number;
  settled: boolean;
}

let sequence = 0;

type Revalidate = (options?: { dedupe?: boolean; retryCount?: number }) => Promise<unknown>;

/** One key's shared state: what its hooks show, its request in flight, and its mounted hooks. */
export interface Entry {
  key: unknown;
  state: State;
  listeners: Set<() => void>;
  /** The mounted hooks' revalidate functions; the first one answers focus, reconnect and mutate. */
  revalidators: Revalidate[];
  flight?: Flight;
  /** The sequence number of the last mutate: answers to requests started before it are dropped. */
  mutatedAt: number;
  /** useSWRInfinite: page count, pages by key, and "re-fetch every page next time". */
  size?: number;
  pages?: Map<string, unknown>;
  forceAll?: boolean;
}

/** SWR's data comparison (dequal/lite): plain objects, arrays and dates by value, the rest by identity. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || a.constructor !== b.constructor) return false;
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((value, index) => deepEqual(value, (b as unknown[])[index]));
  if (a.constructor !== Object && a.constructor !== undefined) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual((a as never)[key], (b as never)[key]))
  );
}

const defaults: Config = {
  shouldRetryOnError: true,
  errorRetryInterval: 5000,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  revalidateIfStale: true,
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  keepPreviousData: false,
  compare: deepEqual,
};

/** A key as a string, object keys sorted (SWR's stable hash); '' for "no request". */
export function serialize(key: unknown): string {
  if (typeof key === 'function') {
    try {
      key = key();
    } catch {
      return '';
    }
  }
  if (key === null || key === undefined || key === false || (Array.isArray(key) && key.length === 0)) return '';
  if (typeof key === 'string') return key;
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) && value.constructor === Object
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

const active = () => document.visibilityState !== 'hidden' && navigator.onLine !== false;

/** A cache: the provider's Map holds one {@link Entry} per serialized key. */
export class Store {
  constructor(readonly map: Map<string, unknown>) {}

  entry(hashed: string, key: unknown): Entry {
    let entry = this.map.get(hashed) as Entry | undefined;
    if (!entry) {
      entry = { key, state: { isValidating: false, isLoading: false }, listeners: new Set(), revalidators: [], mutatedAt: 0 };
      this.map.set(hashed, entry);
    }
    return entry;
  }
}

export function setState(entry: Entry, patch: Partial<State>): void {
  entry.state = { ...entry.state, ...patch };
  for (const listener of [...entry.listeners]) listener();
}

/** Starts (or joins, within the dedupe window) the request for `entry`; the answer lands in the entry. */
function request(entry: Entry, fetcher: EntryFetcher, config: Config, dedupe: boolean): { promise: Promise<unknown>; started: boolean } {
  const current = entry.flight;
  if (dedupe && current && (!current.settled || (current.doneAt !== undefined && Date.now() - current.doneAt < config.dedupingInterval))) {
    return { promise: current.promise, started: false };
  }
  const flight: Flight = { seq: ++sequence, settled: false, promise: Promise.resolve() };
  entry.flight = flight;
  setState(entry, { isValidating: true, isLoading: entry.state.data === undefined });
  const settle = (patch: Partial<State>, succeeded: boolean) => {
    flight.settled = true;
    if (succeeded) flight.doneAt = Date.now();
    // A newer request, or a mutate after this one started, owns the state now.
    if (entry.flight !== flight || entry.mutatedAt > flight.seq) return;
    setState(entry, { ...patch, isValidating: false, isLoading: false });
  };
  flight.promise = Promise.resolve()
    .then(() => fetcher(entry.key, entry))
    .then(
      (data) => {
        settle({ data: config.compare(entry.state.data, data) ? entry.state.data : data, error: undefined }, true);
        return data;
      },
      (error: unknown) => {
        settle({ error }, false);
        throw error;
      },
    );
  return { promise: flight.promise, started: true };
}

/** Sets `entry`'s data (a value, a promise, or a function of the current data); then revalidates unless told not to. */
async function mutateEntry(entry: Entry, args: unknown[]): Promise<unknown> {
  // Without new data every page of an infinite list is fetched again (SWR's `_i`).
  const revalidate = (everyPage: boolean) => {
    entry.flight = undefined;
    entry.forceAll = everyPage;
    return entry.revalidators[0]?.();
  };
  if (args.length === 0) {
    await revalidate(true);
    return entry.state.data;
  }
  const [value, options] = args as [unknown, { revalidate?: boolean; populateCache?: boolean } | boolean | undefined];
  entry.mutatedAt = ++sequence;
  const data = await (typeof value === 'function' ? (value as (current: unknown) => unknown)(entry.state.data) : value);
  const { revalidate: revalidateAfter = true, populateCache = true } =
    typeof options === 'boolean' ? { revalidate: options } : (options ?? {});
  if (populateCache) setState(entry, { data, error: undefined });
  if (revalidateAfter) await revalidate(data === undefined);
  return data;
}

/** `mutate(keyOrFilter, data?, options?)` over a store, as SWR's global mutate. */
function mutateStore(store: Store, target: unknown, rest: unknown[]): Promise<unknown> {
  if (typeof target === 'function') {
    const filter = target as (key: unknown) => boolean;
    const entries = [...store.map.entries()].filter(([hashed, entry]) => !hashed.startsWith('$inf$') && filter((entry as Entry).key));
    return Promise.all(entries.map(([, entry]) => mutateEntry(entry as Entry, rest)));
  }
  const hashed = serialize(target);
  return hashed ? mutateEntry(store.entry(hashed, target), rest) : Promise.resolve(undefined);
}

// Focus and reconnect revalidation: listeners on the page only while some hook is mounted.
const mounted = new Set<{ focus: () => void; reconnect: () => void }>();
const onFocus = () => {
  if (active()) for (const hook of [...mounted]) hook.focus();
};
const onOnline = () => {
  for (const hook of [...mounted]) hook.reconnect();
};
function watchPage(hook: { focus: () => void; reconnect: () => void }): () => void {
  if (mounted.size === 0) {
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    window.addEventListener('online', onOnline);
  }
  mounted.add(hook);
  return () => {
    mounted.delete(hook);
    if (mounted.size > 0) return;
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
    window.removeEventListener('online', onOnline);
  };
}

const globalStore = new Store(new Map());
const ConfigContext = createContext<{ store: Store; config: Partial<Config> }>({ store: globalStore, config: {} });

/** SWRConfig: `provider` gives the tree below its own cache; other options become its hooks' defaults. */
export function SWRConfig({ value, children }: { value?: Partial<Config>; children?: ReactNode }) {
  const parent = useContext(ConfigContext);
  const [store] = useState(() => (value?.provider ? new Store(value.provider(parent.store.map)) : parent.store));
  const context = useMemo(() => ({ store, config: { ...parent.config, ...value } }), [store, parent.config, value]);
  return createElement(ConfigContext.Provider, { value: context }, children);
}

/** The tree's configuration, its cache and a global `mutate` bound to that cache. */
export function useSWRConfig() {
  const { store, config } = useContext(ConfigContext);
  return useMemo(
    () => ({ ...defaults, ...config, cache: store.map, mutate: (target: unknown, ...rest: unknown[]) => mutateStore(store, target, rest) }),
    [store, config],
  );
}

/** The page-wide cache's global mutate. */
export const mutate = (target: unknown, ...rest: unknown[]) => mutateStore(globalStore, target, rest);

/** The hook behind useSWR and useSWRInfinite: one entry per serialized key, kept fresh as SWR does. */
export function useEntry(hashed: string, key: unknown, fetcher: EntryFetcher | null | undefined, options: Partial<Config> | undefined) {
  const { store, config: treeConfig } = useContext(ConfigContext);
  const config: Config = { ...defaults, ...treeConfig, ...options };
  const fetch = fetcher ?? (config.fetcher && ((current: unknown) => config.fetcher!(current)));
  const entry = hashed ? store.entry(hashed, key) : undefined;
  const [, rerender] = useState(0);
  const latest = useRef({ fetch, config, entry });
  useLayoutEffect(() => {
    latest.current = { fetch, config, entry };
  });
  // Until the mount effect has run for this key, report the request it is about to start (as SWR).
  const mountedKey = useRef<string | null>(null);

  const shouldRevalidateOnMount = (current: Entry) =>
    config.revalidateOnMount ?? (current.state.data === undefined || config.revalidateIfStale);

  const revalidate = useCallback<Revalidate>(
    async ({ dedupe = false, retryCount = 0 } = {}) => {
      const { fetch: currentFetch, config: currentConfig, entry: current } = latest.current;
      if (!current || !currentFetch) return undefined;
      const { promise, started } = request(current, currentFetch, currentConfig, dedupe);
      try {
        const data = await promise;
        if (started) currentConfig.onSuccess?.(data, hashed, currentConfig);
        return data;
      } catch (error) {
        if (!started) return undefined;
        currentConfig.onError?.(error, hashed, currentConfig);
        const retry = currentConfig.shouldRetryOnError;
        const retries = typeof retry === 'function' ? retry(error) : retry;
        const { errorRetryCount, errorRetryInterval, revalidateOnFocus, revalidateOnReconnect } = currentConfig;
        if (
          retries &&
          (!revalidateOnFocus || !revalidateOnReconnect || active()) &&
          !(errorRetryCount !== undefined && retryCount + 1 > errorRetryCount)
        ) {
          const count = retryCount + 1;
          const wait = Math.floor((Math.random() + 0.5) * (1 << Math.min(count, 8))) * errorRetryInterval;
          setTimeout(() => void current.revalidators[0]?.({ dedupe: true, retryCount: count }), wait);
        }
        return undefined;
      }
    },
    [hashed],
  );

  useLayoutEffect(() => {
    if (!entry) return undefined;
    let nextFocus = 0;
    const listener = () => rerender((count) => count + 1);
    entry.listeners.add(listener);
    entry.revalidators.push(revalidate);
    const first = () => entry.revalidators[0] === revalidate;
    const stopWatching = watchPage({
      focus: () => {
        const { revalidateOnFocus, focusThrottleInterval } = latest.current.config;
        if (!first() || !revalidateOnFocus || Date.now() < nextFocus) return;
        nextFocus = Date.now() + focusThrottleInterval;
        void revalidate({ dedupe: true });
      },
      reconnect: () => {
        if (first() && latest.current.config.revalidateOnReconnect && active()) void revalidate({ dedupe: true });
      },
    });
    mountedKey.current = hashed;
    if (shouldRevalidateOnMount(entry)) {
      // Cached data shows at once and refreshes after paint; without data the request starts now.
      if (entry.state.data === undefined) void revalidate({ dedupe: true });
      else requestAnimationFrame(() => void revalidate({ dedupe: true }));
    }
    rerender((count) => count + 1);
    return () => {
      entry.listeners.delete(listener);
      entry.revalidators.splice(entry.revalidators.indexOf(revalidate), 1);
      stopWatching();
    };
  }, [entry, revalidate]);

  const pending = !!entry && !!fetch && mountedKey.current !== hashed && shouldRevalidateOnMount(entry) && !entry.flight;
  const state: State = entry
    ? pending
      ? { ...entry.state, isValidating: true, isLoading: entry.state.data === undefined }
      : entry.state
    : { isValidating: false, isLoading: false };

  // keepPreviousData: a new key shows the last key's data until its own arrives.
  const previous = useRef<unknown>(undefined);
  const data = config.keepPreviousData && state.data === undefined ? previous.current : state.data;
  useLayoutEffect(() => {
    if (state.data !== undefined) previous.current = state.data;
  });

  const boundMutate = useCallback((...args: unknown[]) => (entry ? mutateEntry(entry, args) : Promise.resolve(undefined)), [entry]);
  return { entry, state, data, mutate: boundMutate };
}

/** `useSWR(key, fetcher, config)`: `{data, error, isLoading, isValidating, mutate}`. */
export default function useSWR(key: unknown, fetcher?: Fetcher | null, config?: Partial<Config>) {
  const { state, data, mutate: boundMutate } = useEntry(serialize(key), key, fetcher && ((current) => fetcher(current)), config);
  return { data, error: state.error, isLoading: state.isLoading, isValidating: state.isValidating, mutate: boundMutate };
}
