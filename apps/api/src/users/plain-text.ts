import { badRequest } from '../errors.js';

/**
 * `<` followed by a letter, `/`, `!` or `?`: where an HTML parser begins a tag, an end tag, a comment
 * or a declaration. Any other `<` (`1 < 2`, `<3`, `<=`) is text to every parser.
 */
const MARKUP = /<[a-zA-Z/!?]/;

/** Whether text holds anything an HTML parser would read as markup. */
export function containsMarkup(text: string): boolean {
  return MARKUP.test(text);
}

export const plainTextMessage = (label: string) => `${label} must be plain text, without HTML tags.`;

/**
 * A plain-text field, returned as given, or refused (400) when it holds markup (issue #26). Refused
 * rather than stripped, as the API refuses unknown fields rather than dropping them: a user who typed
 * `Smith & Sons <Pty>` learns the name was not saved instead of finding `Smith & Sons` saved. Such a
 * field is text wherever it is shown (the portal, reports, emails), so it never needs markup.
 */
export function plainText(label: string, value: string): string {
  if (containsMarkup(value)) throw badRequest(plainTextMessage(label));
  return value;
}
