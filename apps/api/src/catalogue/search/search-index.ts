import { searchName } from '../load.js';
import { boundedEditDistance, typoBudget } from './edit-distance.js';
import { expandSynonyms, type Synonym } from './synonyms.js';
import { VocabularyTrie } from './vocabulary-trie.js';

/** What the index needs of an industry or alias. */
export interface Searchable {
  id: number;
  name: string;
  alias_of: number | null;
}

/** Ranking tiers, best first. */
export const TIER = { exactName: 0, namePrefix: 1, wordPrefix: 2, typo: 3 } as const;

/** A canonical industry id with the rank of its best-matching name (its own or an alias's); lower is better. */
export interface Ranked {
  id: number;
  score: number;
}

interface Doc {
  /** The canonical industry this name stands for. */
  target: number;
  /** The target's position in name order. */
  targetRank: number;
  name: string;
  words: string[];
}

const RESULT_CACHE_SIZE = 2_000;
const NO_MATCH = 0x7fff;
/** Word costs: a whole word beats a word's start, which beats any typo; each edit costs TYPO. */
const COST = { word: 0, start: 1, typo: 2 } as const;
/** Endings a broker adds to a trade's word ("farming", "removals"): the stem also matches, as one typo. */
const ENDINGS = ['ing', 'ers', 'er', 'es', 's'];
const MIN_STEM = 4;

/** Splits text the way names are indexed: accents and punctuation folded, lower case. */
export function queryWords(text: string): string[] {
  return searchName(text).trim().split(' ').filter(Boolean);
}

/**
 * One number that orders matches: tier, then literal before synonym, then edit cost, then names whose
 * first word the query starts, then fewer words, then name order. The tests read the tier back out
 * (test/support/search-tiers.ts): change both together.
 */
function scoreOf(tier: number, synonym: boolean, cost: number, leads: boolean, words: number, nameRank: number): number {
  const key = (((tier * 2 + (synonym ? 1 : 0)) * 32 + Math.min(cost, 31)) * 2 + (leads ? 0 : 1)) * 256 + Math.min(words, 255);
  return key * 0x100000 + nameRank;
}

/**
 * An inverted index over industry and alias names, built once per catalogue snapshot. A query's words
 * must each match a word of the name: as typed or as its start (cost 0), or within the typo budget
 * (one edit from 4 letters, two from 8; the last word may be an unfinished word). Industries rank by
 * tier (exact name, name prefix, every word a word prefix, typo-tolerant) and then as `scoreOf` says.
 * Aliases rank their industry and are never returned themselves.
 */
export class SearchIndex {
  private readonly docs: Doc[] = [];
  /** Every distinct word, sorted. */
  private readonly vocabulary: string[];
  /** Documents per vocabulary word. */
  private readonly postings: Int32Array[];
  private readonly trie: VocabularyTrie;
  private readonly results = new Map<string, Ranked[]>();
  /** Per query word: cost per document (NO_MATCH where none), reused between queries. */
  private readonly docCosts: Int16Array[] = [];

  constructor(
    entries: Iterable<Searchable>,
    private readonly synonyms: readonly Synonym[],
    /** Position of a canonical industry in name order, for ties. */
    nameRank: (id: number) => number,
  ) {
    const postings = new Map<string, number[]>();
    for (const entry of entries) {
      const words = queryWords(entry.name);
      const target = entry.alias_of ?? entry.id;
      const docIndex = this.docs.push({ target, targetRank: nameRank(target), name: words.join(' '), words }) - 1;
      for (const word of new Set(words)) {
        const list = postings.get(word);
        if (list) list.push(docIndex);
        else postings.set(word, [docIndex]);
      }
    }
    this.vocabulary = [...postings.keys()].sort();
    this.postings = this.vocabulary.map((word) => Int32Array.from(postings.get(word)!));
    this.trie = new VocabularyTrie(this.vocabulary);
  }

  /** Ranked canonical industry ids for a keyword query; repeated queries are answered from a bounded cache. */
  search(text: string): readonly Ranked[] {
    const words = queryWords(text);
    const key = words.join(' ');
    const cached = this.results.get(key);
    if (cached) {
      // Refresh recency: a Map iterates in insertion order, so the oldest key is evicted first.
      this.results.delete(key);
      this.results.set(key, cached);
      return cached;
    }
    const ranked = this.rank(words);
    this.results.set(key, ranked);
    if (this.results.size > RESULT_CACHE_SIZE) this.results.delete(this.results.keys().next().value!);
    return ranked;
  }

  /** The ranking itself, uncached (what the benchmark measures). */
  rank(words: readonly string[]): Ranked[] {
    if (words.length === 0) return [];
    const best = new Map<number, number>();
    const consider = (alternative: readonly string[], synonym: boolean) => this.match(alternative, synonym, best);
    consider(words, false);
    for (const alternative of expandSynonyms(words, this.synonyms)) consider(alternative, true);
    const ranked: Ranked[] = [];
    for (const [id, score] of best) ranked.push({ id, score });
    return ranked.sort((a, b) => a.score - b.score);
  }

  /** Adds the targets of the documents matching every word to `best`, keeping each target's best score. */
  private match(words: readonly string[], synonym: boolean, best: Map<number, number>): void {
    const touched: number[][] = [];
    words.forEach((word, index) => {
      touched.push(this.fillCosts(index, word, index === words.length - 1));
    });
    let rarest = 0;
    for (let index = 1; index < words.length; index += 1) if (touched[index]!.length < touched[rarest]!.length) rarest = index;
    const phrase = words.join(' ');
    for (const docIndex of touched[rarest]!) {
      let cost = 0;
      let typo = false;
      let all = true;
      for (let index = 0; index < words.length; index += 1) {
        const wordCost = this.docCosts[index]![docIndex]!;
        if (wordCost === NO_MATCH) {
          all = false;
          break;
        }
        cost += wordCost;
        if (wordCost >= COST.typo) typo = true;
      }
      if (!all) continue;
      const doc = this.docs[docIndex]!;
      const tier = typo
        ? TIER.typo
        : doc.name === phrase
          ? TIER.exactName
          : doc.name.startsWith(phrase)
            ? TIER.namePrefix
            : TIER.wordPrefix;
      const first = words[0]!;
      const leads =
        doc.words[0]!.startsWith(first) ||
        (typo && boundedEditDistance(first, doc.words[0]!, typoBudget(first), true) <= typoBudget(first));
      const score = scoreOf(tier, synonym, cost, leads, doc.words.length, doc.targetRank);
      const previous = best.get(doc.target);
      if (previous === undefined || score < previous) best.set(doc.target, score);
    }
    // Leave the cost arrays clean for the next query.
    touched.forEach((docs, index) => {
      const costs = this.docCosts[index]!;
      for (const docIndex of docs) costs[docIndex] = NO_MATCH;
    });
  }

  /**
   * Writes the cost of the query word for every document with a matching word into `docCosts[slot]`
   * (see COST): the word itself, a word starting with it, or else a word within the typo budget (the
   * word being typed, the last, may also be an unfinished, mistyped word); and a word starting with its stem.
   * Returns the documents written.
   */
  private fillCosts(slot: number, word: string, last: boolean): number[] {
    while (this.docCosts.length <= slot) this.docCosts.push(new Int16Array(this.docs.length).fill(NO_MATCH));
    const costs = this.docCosts[slot]!;
    const touched: number[] = [];
    const add = (from: number, to: number, edits: number) => {
      for (let vocabularyIndex = from; vocabularyIndex < to; vocabularyIndex += 1) {
        for (const docIndex of this.postings[vocabularyIndex]!) {
          const previous = costs[docIndex]!;
          if (previous === NO_MATCH) touched.push(docIndex);
          if (edits < previous) costs[docIndex] = edits;
        }
      }
    };
    const [from, to] = this.prefixRange(word);
    if (from < to && this.vocabulary[from] === word) {
      add(from, from + 1, COST.word);
      add(from + 1, to, COST.start);
    } else {
      add(from, to, COST.start);
    }
    // A word that starts some word of the catalogue is taken as typed: typos are looked for only when
    // nothing starts with it (which also keeps a typed, correct word from pulling in look-alikes).
    const budget = from === to ? typoBudget(word) : 0;
    if (budget > 0) {
      this.trie.near(word, budget, last, (rangeFrom, rangeTo, edits) => {
        if (edits > 0) add(rangeFrom, rangeTo, edits * COST.typo);
      });
    }
    const ending = ENDINGS.find((suffix) => word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM);
    if (ending) {
      const [stemFrom, stemTo] = this.prefixRange(word.slice(0, -ending.length));
      add(stemFrom, stemTo, COST.typo);
    }
    return touched;
  }

  /** The vocabulary range of words starting with `word`. */
  private prefixRange(word: string): [number, number] {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.vocabulary[middle]! < word) low = middle + 1;
      else high = middle;
    }
    let end = low;
    while (end < this.vocabulary.length && this.vocabulary[end]!.startsWith(word)) end += 1;
    return [low, end];
  }
}
