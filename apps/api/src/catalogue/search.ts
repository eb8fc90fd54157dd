import type { CatalogueSnapshot, IndustryEntry } from './snapshot.js';

export interface IndustrySearch {
  q?: string;
  code?: string;
  /** Browse by name: only names starting with this letter (any case); ignored with `q` or `code`. */
  initial?: string;
  taxonomy: number;
  /** Only industries with a quiz (for `quizCountry` when given). */
  withQuizOnly: boolean;
  quizCountry?: string;
  /** Only industries open to trial users. */
  trialOnly: boolean;
  page: number;
  pageSize: number;
}

export interface SearchPage {
  items: IndustryEntry[];
  hasNext: boolean;
}

/**
 * Industry search over the snapshot's in-memory index: a keyword ranks by the index's tiers (see
 * SearchIndex), a code matches exactly first, then by prefix, in the chosen taxonomy. Aliases stand
 * for their industry and are never listed; no query lists every industry by name (or
 * those with one initial letter).
 */
export function searchIndustries(catalogue: CatalogueSnapshot, search: IndustrySearch): SearchPage {
  const keep = (entry: IndustryEntry) =>
    (!search.trialOnly || entry.trial) &&
    (!search.withQuizOnly ||
      (search.quizCountry ? entry.quizzes.some((quiz) => quiz.country === search.quizCountry) : entry.quizzes.length > 0));

  let candidates: Iterable<IndustryEntry>;
  if (search.q !== undefined) {
    candidates = (function* () {
      for (const { id } of catalogue.searchIndex.search(search.q!)) yield catalogue.industry(id)!;
    })();
  } else if (search.code !== undefined) {
    candidates = catalogue.industriesByCodePrefix(search.taxonomy, search.code);
  } else if (search.initial !== undefined) {
    candidates = catalogue.industriesByInitial(search.initial);
  } else {
    candidates = catalogue.industries;
  }
  // Only one row past the page is needed to know whether there is a next page.
  const start = (search.page - 1) * search.pageSize;
  const items: IndustryEntry[] = [];
  let kept = 0;
  for (const entry of candidates) {
    if (!keep(entry)) continue;
    if (kept >= start) {
      if (items.length === search.pageSize) return { items, hasNext: true };
      items.push(entry);
    }
    kept += 1;
  }
  return { items, hasNext: false };
}
