/**
 * Which industries a line of content (checklist question, exposure, endorsement, material) applies to, and
 * how specifically. The grammar is documented in docs/catalogue.md ("Content relevance"):
 *
 *   `*`                 every industry
 *   `C,F`               ANZSIC divisions
 *   `11,117,1174`       ANZSIC subdivision (2 digits), group (3) or class (4)
 *   `~bak,oven`         industries whose name has a word starting with a keyword
 *   `!69` / `!~soft`    exclusions: never where the code or word matches, whatever else matches
 *
 * Inclusions combine with OR; any exclusion vetoes. `* !K,M` is every industry but divisions K and M.
 *
 * Storage keeps the two arrays the catalogue has always had (so the database and the import format keep
 * their columns): `divisions` holds every ANZSIC code, `keywords` every word, exclusions prefixed with `!`.
 */
export interface Relevance {
  /** ANZSIC codes (division letter, 2-, 3- or 4-digit code); `!` marks an exclusion. */
  divisions: string[];
  /** Name-word prefixes; `!` marks an exclusion. */
  keywords: string[];
}

export class RelevanceError extends Error {}

const CODE = /^(?:[A-S]|\d{2,4})$/;
const KEYWORD = /^[a-z0-9]{3,40}$/;

/**
 * How specifically a line names an industry, highest first: its ANZSIC class, group, subdivision or a word
 * of its name is "trade-specific"; a division or everyone is "generic".
 */
export const RANK = { class: 5, group: 4, subdivision: 3, word: 3, division: 1, everyone: 0 } as const;
/** Lines at or above this rank name the industry's own trade (see docs/catalogue.md, "Specificity"). */
export const TRADE_RANK = RANK.subdivision;

export function parseRelevance(text: string): Relevance {
  const trimmed = text.trim();
  const relevance: Relevance = { divisions: [], keywords: [] };
  let everyone = false;
  for (const part of trimmed.split(/\s+/).filter(Boolean)) {
    if (part === '*') {
      everyone = true;
      continue;
    }
    const excluded = part.startsWith('!');
    const body = excluded ? part.slice(1) : part;
    const words = body.startsWith('~');
    const items = (words ? body.slice(1) : body)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length === 0) throw new RelevanceError(`empty term "${part}" in "${text}"`);
    for (const item of items) {
      const value = words ? item.toLowerCase() : item.toUpperCase();
      if (words ? !KEYWORD.test(value) : !CODE.test(value))
        throw new RelevanceError(`bad ${words ? 'keyword' : 'ANZSIC code'} "${item}" in "${text}"`);
      const list = words ? relevance.keywords : relevance.divisions;
      const stored = excluded ? `!${value}` : value;
      if (!list.includes(stored)) list.push(stored);
    }
  }
  const positive = includes(relevance);
  if (everyone && positive) throw new RelevanceError(`"*" with inclusions in "${text}": name either everyone or some`);
  if (!everyone && !positive) throw new RelevanceError(`empty relevance "${text}"`);
  return relevance;
}

function includes(relevance: Relevance): boolean {
  return relevance.divisions.some((code) => !code.startsWith('!')) || relevance.keywords.some((word) => !word.startsWith('!'));
}

/** A line with no inclusions: it applies to every industry its exclusions leave. */
export function isGeneric(relevance: Relevance): boolean {
  return !includes(relevance);
}

export interface RelevanceSubject {
  division: string;
  /** The 4-digit ANZSIC class; without it only divisions and words can match. */
  anzsicClass?: string;
  /** The catalogue's folded, space-padded name (" bakery baking on premises "). */
  searchName: string;
}

function codeRank(code: string, industry: RelevanceSubject): number {
  if (/^[A-S]$/.test(code)) return code === industry.division ? RANK.division : -1;
  if (!industry.anzsicClass?.startsWith(code)) return -1;
  return code.length === 4 ? RANK.class : code.length === 3 ? RANK.group : RANK.subdivision;
}

function wordMatches(word: string, industry: RelevanceSubject): boolean {
  return industry.searchName.includes(` ${word}`);
}

/** The rank at which a line applies to an industry (see RANK), or -1 where it does not apply. */
export function matchRank(relevance: Relevance, industry: RelevanceSubject): number {
  let best = includes(relevance) ? -1 : RANK.everyone;
  for (const code of relevance.divisions) {
    if (code.startsWith('!')) {
      if (codeRank(code.slice(1), industry) >= 0) return -1;
    } else best = Math.max(best, codeRank(code, industry));
  }
  for (const word of relevance.keywords) {
    if (word.startsWith('!')) {
      if (wordMatches(word.slice(1), industry)) return -1;
    } else if (wordMatches(word, industry)) best = Math.max(best, RANK.word);
  }
  return best;
}

export function appliesTo(relevance: Relevance, industry: RelevanceSubject): boolean {
  return matchRank(relevance, industry) >= 0;
}

/** The relevance written back in the file grammar (for messages and the lint). */
export function formatRelevance(relevance: Relevance): string {
  const codes = relevance.divisions.filter((code) => !code.startsWith('!'));
  const words = relevance.keywords.filter((word) => !word.startsWith('!'));
  const notCodes = relevance.divisions.filter((code) => code.startsWith('!')).map((code) => code.slice(1));
  const notWords = relevance.keywords.filter((word) => word.startsWith('!')).map((word) => word.slice(1));
  const parts = [
    codes.length ? codes.join(',') : '',
    words.length ? `~${words.join(',')}` : '',
    notCodes.length ? `!${notCodes.join(',')}` : '',
    notWords.length ? `!~${notWords.join(',')}` : '',
  ].filter(Boolean);
  return [isGeneric(relevance) ? '*' : '', ...parts].filter(Boolean).join(' ');
}
