import { useEffect } from 'react';

/** docs/product/industry-search-and-pages.md#industry-routes: industry pages scroll to the address's hash anchor after one second (the section has rendered by then). */
export const ANCHOR_SCROLL_DELAY_MS = 1000;

export function useAnchorScroll(hash: string) {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' }), ANCHOR_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
