import { lazy, useState, type ComponentType } from 'react';

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
  let pending: Promise<ComponentType> | undefined;
  const fetchPage = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed download may be retried by the next visit of the route.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => fetchPage().then((component) => ({ default: component })));
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload: fetchPage });
}
