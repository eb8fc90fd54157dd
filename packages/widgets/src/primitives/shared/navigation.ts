import type { MouseEvent } from 'react';

/**
 * A left click without modifier keys: the only click a widget may turn into in-app navigation.
 * Ctrl/Cmd/Shift/middle clicks keep the browser's behaviour (new tab, new window).
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An onClick for an in-app link: hands `href` to `onNavigate` (the host's router) on a plain click. */
export function routerClick(href: string, onNavigate: ((href: string) => void) | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };
}
