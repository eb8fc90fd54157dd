import DOMPurify from 'dompurify';

/**
 * The only HTML a widget renders: what the API or a user wrote, cleaned to an allow-list of text
 * formatting. Scripts, event handlers, styles, forms, frames, embedded documents and any URL that is
 * not http(s), mailto or a same-document anchor are removed. Links open in a new tab without an opener.
 */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];
const SAFE_URL = /^(?:https?:|mailto:|#)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // A private instance: hooks added here never reach a host page's own DOMPurify.
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
    if (node.hasAttribute('href') && !href?.trim().startsWith('#')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = created;
  return created;
}

/** Cleans HTML for rendering. Without a DOM (server rendering) it returns the text with every tag removed. */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return html.replace(/<[^>]*>/g, '');
  return instance().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'], ALLOW_DATA_ATTR: false });
}

/** Whether HTML has any visible text once cleaned (an editor's `<p></p>` has none). */
export function htmlHasText(html: string): boolean {
  return (
    sanitizeHtml(html)
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}
