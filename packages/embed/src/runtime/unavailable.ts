import { UNAVAILABLE_MESSAGE } from '../protocol';

/** The error state of a widget whose chunk could not be loaded (no React to render with); the element has warned. */
export function showUnavailable(root: ShadowRoot): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'all:initial;display:block;font:14px/1.5 system-ui,sans-serif;color:#5c1a1a;padding:12px';
  message.textContent = UNAVAILABLE_MESSAGE;
  root.replaceChildren(message);
}
