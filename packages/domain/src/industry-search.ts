/** Industry search rules (docs/product/industry-search-and-pages.md#finding-an-industry). */
import type { IndustrySearchQuery } from './contract';
import type { CountryCode } from './countries';

/** Pause after the last keystroke before searching (docs/product/industry-search-and-pages.md#search-input). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Load the next page when the dropdown is scrolled within this many px of its bottom (docs/product/industry-search-and-pages.md#search-results). */
export const LOAD_MORE_THRESHOLD_PX = 10;
/** Industries per page (docs/product/industry-search-and-pages.md#search-results). */
export const INDUSTRY_PAGE_SIZE = 100;

/** The search copy (docs/product/industry-search-and-pages.md#search-failures-and-no-results), verbatim. */
export const industrySearchCopy = {
  noResults: 'No industry found matching the provided keyword.',
  noQuizResults:
    'Sorry but this Knowledge Test is not currently available - try another keyword or click here to request a new Test for this Industry.',
  requestTest: 'Request a Test',
  browse: 'Browse',
  placeholder: 'Search by keyword or code',
  label: 'Search industries',
} as const;

/** Where "Request a Test" writes to; docs/product/industry-search-and-pages.md names a mail button, not an address. */
export const REQUEST_TEST_MAILTO = 'mailto:support@riskatlas.app?subject=Request%20a%20new%20Knowledge%20Test';

export interface SearchOptions {
  quizOnly: boolean;
  trial: boolean;
  country?: CountryCode;
  taxonomy?: 4 | 8 | 12;
}

/**
 * The query for a typed value (docs/product/industry-search-and-pages.md#search-input): empty text is no search (null); a value that parses as a
 * number is a code search; anything else is a keyword search with the quiz-only flag. The trial
 * flag is sent for trial users on both.
 */
export function industrySearchQuery(text: string, options: SearchOptions): IndustrySearchQuery | null {
  const value = text.trim();
  if (value === '') return null;
  const common: IndustrySearchQuery = { pagesize: INDUSTRY_PAGE_SIZE };
  if (options.trial) common.trial = true;
  if (options.country) common.country = options.country;
  if (options.taxonomy) common.taxonomy = options.taxonomy;
  if (/^\d{1,8}$/.test(value)) return { ...common, code: value };
  return { ...common, q: value, ...(options.quizOnly ? { withQuizOnly: true } : {}) };
}

/** Where choosing an industry goes: its page, or its quiz in quiz-only mode. */
export function industryTarget(industryId: number, quizOnly: boolean): string {
  return quizOnly ? `/industries/${industryId}/quiz` : `/industries/${industryId}`;
}

/** Whether the user is already at the target (then selecting does not navigate). */
export function alreadyAt(currentPath: string, target: string): boolean {
  const normalise = (path: string) => path.replace(/\/+$/, '');
  const current = normalise(currentPath);
  // The industry page redirects to one of its sections, which still counts as being there.
  return (
    current === normalise(target) ||
    (!target.endsWith('/quiz') && current.startsWith(`${normalise(target)}/`) && !current.endsWith('/quiz'))
  );
}

/** Whether a scroll position is within the load-more distance of the bottom. */
export function nearBottom({
  scrollTop,
  clientHeight,
  scrollHeight,
}: {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= LOAD_MORE_THRESHOLD_PX;
}
