import { searchName } from './load.js';
import type { CatalogueSnapshot, IndustryEntry } from './snapshot.js';

export interface IndustrySearch {
  q?: string;
  code?: string;
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

const byName = (a: IndustryEntry, b: IndustryEntry) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

/**
 * Industry search over the in-memory catalogue: every word must start a word of the name (or of an
 * alias, which then stands for its industry); names that begin with the whole query rank first.
 * A code search matches the code's prefix in the chosen taxonomy. Aliases are never listed.
 */
export function searchIndustries(catalogue: CatalogueSnapshot, search: IndustrySearch): SearchPage {
  const keep = (entry: IndustryEntry) =>
    (!search.trialOnly || entry.trial) &&
    (!search.withQuizOnly ||
      (search.quizCountry ? entry.quizzes.some((quiz) => quiz.country === search.quizCountry) : entry.quizzes.length > 0));

  let matches: IndustryEntry[];
  const words = search.q === undefined ? [] : searchName(search.q).trim().split(' ').filter(Boolean);
  if (words.length > 0) {
    const prefix = ` ${words.join(' ')}`;
    const patterns = words.map((word) => ` ${word}`);
    const rank = new Map<IndustryEntry, number>();
    for (const entry of catalogue.searchEntries) {
      if (!patterns.every((pattern) => entry.search_name.includes(pattern))) continue;
      const target = entry.alias_of === null ? entry : catalogue.industry(entry.alias_of);
      if (!target || !keep(target)) continue;
      const entryRank = entry.search_name.startsWith(prefix) ? 0 : 1;
      rank.set(target, Math.min(rank.get(target) ?? 1, entryRank));
    }
    matches = [...rank.keys()].sort((a, b) => rank.get(a)! - rank.get(b)! || byName(a, b));
  } else if (search.code !== undefined) {
    const code = search.code;
    const codeOf = (entry: IndustryEntry) => entry.codes.get(search.taxonomy);
    matches = catalogue.industries
      .filter((entry) => codeOf(entry)?.startsWith(code) && keep(entry))
      .sort((a, b) => (codeOf(a)! < codeOf(b)! ? -1 : codeOf(a)! > codeOf(b)! ? 1 : byName(a, b)));
  } else if (search.q !== undefined) {
    matches = [];
  } else {
    matches = catalogue.industries.filter(keep);
  }
  const start = (search.page - 1) * search.pageSize;
  return { items: matches.slice(start, start + search.pageSize), hasNext: matches.length > start + search.pageSize };
}
