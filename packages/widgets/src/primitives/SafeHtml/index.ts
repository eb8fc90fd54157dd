export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { htmlHasText, sanitizeHtml } from './sanitize';
