import { badRequest } from '../errors.js';
import { htmlNestingExceeds } from '../html/nesting-depth.js';
import { sanitizeRichText } from '../html/sanitize.js';

/** docs/product/account-and-settings.md#profile-description: About Me and About Us hold at most 300 words. */
export const MAX_DESCRIPTION_WORDS = 300;
export const WORD_LIMIT_MESSAGE = 'The maximum number of words is 300';

/**
 * Words of an HTML text once tags are stripped. A tag separates words (`<p>a</p><p>b</p>` is two),
 * as does a non-breaking space; the portal's counter uses the same rule.
 */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
  return text === '' ? 0 : text.split(/\s+/).length;
}

/**
 * Rich text from a user nests no deeper than its editor makes it (lists within lists, a few levels);
 * deeper is refused before the sanitiser, whose time grows with the square of the nesting, reads it.
 */
export const MAX_RICH_TEXT_NESTING = 64;
export const RICH_TEXT_TOO_DEEP_MESSAGE = 'The text is nested too deeply.';

/** Rich text from a user as stored: within the nesting limit (400 otherwise), cleaned with the allow-list. */
export function cleanRichText(html: string): string {
  if (htmlNestingExceeds(html, MAX_RICH_TEXT_NESTING)) throw badRequest(RICH_TEXT_TOO_DEEP_MESSAGE);
  return sanitizeRichText(html);
}

/** A description as stored: cleaned rich text within the word limit, '' when empty. */
export function cleanDescription(html: string | null | undefined): string {
  const clean = cleanRichText(html ?? '');
  if (countWords(clean) > MAX_DESCRIPTION_WORDS) throw badRequest(WORD_LIMIT_MESSAGE);
  return countWords(clean) === 0 ? '' : clean;
}
