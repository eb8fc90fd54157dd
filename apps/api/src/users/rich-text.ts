import { badRequest } from '../errors.js';
import { sanitizeRichText } from '../html/sanitize.js';

/** Spec (reports-natcat-learning §5): About Me and About Us hold at most 300 words. */
export const MAX_DESCRIPTION_WORDS = 300;
export const WORD_LIMIT_MESSAGE = 'The maximum number of words is 300';

/**
 * Words of an HTML text once tags are stripped. A tag separates words (`<p>a</p><p>b</p>` is two),
 * as does a non-breaking space; the portal's counter uses the same rule.
 */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|&#160;|\u00a0/gi, ' ').trim();
  return text === '' ? 0 : text.split(/\s+/).length;
}

/** A description as stored: cleaned with the rich-text allow-list, within the word limit, '' when empty. */
export function cleanDescription(html: string | null | undefined): string {
  const clean = sanitizeRichText(html ?? '');
  if (countWords(clean) > MAX_DESCRIPTION_WORDS) throw badRequest(WORD_LIMIT_MESSAGE);
  return countWords(clean) === 0 ? '' : clean;
}
