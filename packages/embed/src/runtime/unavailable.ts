import { UNAVAILABLE_MESSAGE, UNAVAILABLE_WARNING } from '../protocol';

let warned = false;

/** Warns once per page, however many widgets could not reach Risk Atlas. */
export function warnUnavailable(): void {
  if (warned) return;
  warned = true;
  console.warn(UNAVAILABLE_WARNING);
}

/** The error state of a widget whose chunk could not be loaded (no React to render with). */
export function showUnavailable(root: ShadowRoot): void {
  warnUnavailable();
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'all:initial;display:block;font:14px/1.5 system-ui,sans-serif;color:#5c1a1a;padding:12px';
  message.textContent = UNAVAILABLE_MESSAGE;
  root.replaceChildren(message);
}
