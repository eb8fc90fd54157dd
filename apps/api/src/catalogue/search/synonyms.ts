import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { searchName } from '../load.js';

/** Typed words (normalised, split), the catalogue words each stands for, and the trades they name. */
export interface Synonym {
  words: string[];
  replacements: string[][];
  /**
   * ANZSIC codes (class, group or subdivision) whose industries brokers call by these words: the typed
   * and replacement words count as those industries' trade words in ranking (see trade-words.ts).
   */
  trades: string[];
}

const SYNONYMS_FILE = fileURLToPath(new URL('../data/synonyms.txt', import.meta.url));

const words = (text: string) => searchName(text).trim().split(' ').filter(Boolean);

/**
 * Parses the synonyms data file: `typed words => catalogue words | other catalogue words @code code`,
 * where the replacements or the ANZSIC codes (not both) may be left out.
 */
export function parseSynonyms(text: string): Synonym[] {
  const synonyms: Synonym[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = /^(.+?)\s*=>\s*([^@]*?)\s*(?:@\s*([\d\s]+))?$/.exec(line);
    const trades = match?.[3]?.trim().split(/\s+/) ?? [];
    const replacements = (match?.[2] ?? '')
      .split('|')
      .map(words)
      .filter((replacement) => replacement.length > 0);
    if (!match || (replacements.length === 0 && trades.length === 0)) {
      throw new Error(`synonyms.txt line ${index + 1}: expected "words => replacement | replacement @ANZSIC code"`);
    }
    synonyms.push({ words: words(match[1]!), replacements, trades });
  });
  return synonyms;
}

let shipped: Synonym[] | null = null;

/** The synonyms shipped with the catalogue data, read once per process. */
export function catalogueSynonyms(): Synonym[] {
  shipped ??= parseSynonyms(readFileSync(SYNONYMS_FILE, 'utf8'));
  return shipped;
}

/**
 * The query's words with every synonym phrase found in them replaced, one alternative per replacement
 * (the literal words are not among them).
 */
export function expandSynonyms(query: readonly string[], synonyms: readonly Synonym[]): string[][] {
  const alternatives: string[][] = [];
  for (const synonym of synonyms) {
    const length = synonym.words.length;
    for (let start = 0; start + length <= query.length; start += 1) {
      if (!synonym.words.every((word, offset) => query[start + offset] === word)) continue;
      for (const replacement of synonym.replacements) {
        alternatives.push([...query.slice(0, start), ...replacement, ...query.slice(start + length)]);
      }
    }
  }
  return alternatives;
}
