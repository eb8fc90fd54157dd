import { TAXONOMY } from '../types.js';
import { queryWords } from './search-index.js';
import type { Synonym } from './synonyms.js';

/** What trade-word building needs of a classification node (a catalogue classification or its row). */
export interface ClassificationTitle {
  taxonomy_id: number;
  code: string;
  name: string;
  parent_code: string | null;
}

/**
 * Words of ANZSIC titles that say nothing about what a business is: joining words, "n.e.c.", and the
 * activity words that end thousands of titles ("Services", "Manufacturing", "Wholesaling", "Product"):
 * a query for "service station" must not find every services class, and a name says "manufacturing"
 * where it matters.
 */
const TITLE_STOPWORDS = new Set([
  'and',
  'or',
  'the',
  'of',
  'for',
  'to',
  'in',
  'on',
  'other',
  'except',
  'n',
  'e',
  'c',
  'nec',
  'not',
  'elsewhere',
  'classified',
  'service',
  'services',
  'activities',
  'general',
  'o',
  'manufacturing',
  'product',
  'products',
  'goods',
  'wholesaling',
  'retailing',
  'operation',
  'operations',
  'basic',
  'non',
  'based',
  'specialised',
  'support',
  'completion',
  'miscellaneous',
]);

/** A title's words, without an "(except …)" clause, which names what the class is not. */
function titleWords(title: string): string[] {
  return queryWords(title.replace(/\(\s*except[^)]*\)?/gi, ' ')).filter((word) => !TITLE_STOPWORDS.has(word));
}

/**
 * The trade words of each ANZSIC class: the words of its class and group titles and the everyday names
 * of every synonyms line that names the class (or its group or subdivision) with `@code`. They tell the index
 * what an industry is, whatever its name stresses: a "Day surgery centre" is a hospital (class 8401),
 * "Hospital construction" is not. See docs/catalogue.md, "Industry search and content".
 */
export function tradeWords(
  classifications: Iterable<ClassificationTitle>,
  synonyms: readonly Synonym[],
): (anzsicClass: string) => readonly string[] {
  const titles = new Map<string, { name: string; parent: string | null }>();
  for (const node of classifications) {
    if (node.taxonomy_id === TAXONOMY.anzsic) titles.set(node.code, { name: node.name, parent: node.parent_code });
  }
  const cache = new Map<string, readonly string[]>();
  return (anzsicClass) => {
    let words = cache.get(anzsicClass);
    if (words) return words;
    const found = new Set<string>();
    const node = titles.get(anzsicClass);
    if (node) {
      for (const word of titleWords(node.name)) found.add(word);
      const group = node.parent === null ? undefined : titles.get(node.parent);
      if (group) for (const word of titleWords(group.name)) found.add(word);
    }
    for (const synonym of synonyms) {
      if (!synonym.trades.some((code) => anzsicClass.startsWith(code))) continue;
      // A sole replacement is another name for the same trade ("chemist => pharmacy"); of several
      // ("tradie => plumber | electrician | …") each names one trade only, so none is the class's.
      const names = synonym.replacements.length === 1 ? [...synonym.words, ...synonym.replacements[0]!] : synonym.words;
      for (const word of names) if (!TITLE_STOPWORDS.has(word)) found.add(word);
    }
    words = [...found];
    cache.set(anzsicClass, words);
    return words;
  };
}
