import sanitizeHtml from 'sanitize-html';

/**
 * The rich text the product stores (hazard comments, descriptions, answers) may only use what its
 * editor produces: paragraphs, emphasis, headings, lists and links. Everything else, scripts, styles,
 * event handlers, frames and `javascript:` URLs, is removed before it is stored, so no client has to
 * trust what an import or a user sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
