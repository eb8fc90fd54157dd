import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Memoises a chunk's download: every caller shares one promise, and a failed download is forgotten so the
 * next caller (the next visit of the route, the next click) tries again.
 */
export function sharedLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** A lazily loaded component that can be fetched ahead of its first render (on hover, on focus). */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/** `React.lazy` with a `preload()`: the component's chunk is not in the entry, and arrives when first wanted. */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  const fetchComponent = sharedLoader(load);
  return Object.assign(
    lazy(() => fetchComponent().then((component) => ({ default: component }))),
    { preload: fetchComponent },
  );
}

/** A route's page, loaded on first use; `preload()` fetches it ahead so its first render needs no wait. */
export interface LoadablePage {
  (): React.JSX.Element;
  preload(): Promise<unknown>;
}

/**
 * Like `React.lazy`, except that a page already loaded (see {@link LoadablePage.preload}) renders at once
 * instead of suspending for a tick: the landing page then paints in the same frame as the shell, with no
 * spinner in between. Each mount decides once which of the two it renders, so it is never remounted.
 */
export function loadablePage(load: () => Promise<ComponentType>): LoadablePage {
  let loaded: ComponentType | undefined;
  const fetchPage = sharedLoader(() =>
    load().then((component) => {
      loaded = component;
      return component;
    }),
  );
  const Lazy = lazy(() => fetchPage().then((component) => ({ default: component })));
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload: fetchPage });
}
