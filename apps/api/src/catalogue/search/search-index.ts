import { searchName } from '../load.js';
import { boundedEditDistance, typoBudget } from './edit-distance.js';
import { expandSynonyms, type Synonym } from './synonyms.js';
import { VocabularyTrie } from './vocabulary-trie.js';

/** What the index needs of an industry or alias. */
export interface Searchable {
  id: number;
  name: string;
  alias_of: number | null;
  /** The ANZSIC class, whose trade words say what the business is. */
  anzsic_class?: string;
}

/** Ranking tiers, best first: the whole name as typed, then every word as typed (or its start), then typos. */
export const TIER = { exactName: 0, literal: 1, typo: 2 } as const;

/**
 * How well a match says what the business is, best first: a query word is the head of the name (its
 * last noun, "construction" in "Hospital construction") and one of the industry's trade words; the head
 * only; a trade word only; or the words only qualify the name ("hospital" in "Hospital construction").
 */
export const MEANING = { headAndTrade: 0, head: 1, trade: 2, modifier: 3 } as const;

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

/** What a vocabulary word is to a document (bits): the head of its name, another name word, a trade word. */
const ROLE = { head: 1, name: 2, trade: 4 } as const;

/**
 * Heads that name the premises or the form of business rather than the trade: the word before them is
 * a head too ("Chemist shop", "Hospital cleaning contractor").
 */
const GENERIC_HEADS = new Set([
  'shop',
  'store',
  'outlet',
  'service',
  'services',
  'centre',
  'center',
  'contractor',
  'contractors',
  'company',
  'business',
  'operator',
  'operation',
  'clinic',
  'unit',
  'agency',
  'facility',
  'franchise',
  'provider',
  'practice',
  'firm',
  'specialist',
  'kiosk',
]);
/** Words after which a name only qualifies its head ("Service station with workshop", "Hospital in the home service"). */
const QUALIFIERS = new Set(['with', 'for', 'in', 'of', 'on', 'at', 'from', 'by', 'to', 'under', 'without', 'and']);

/**
 * The head words of a name: the last word before any " - " qualifier, bracket or qualifying preposition,
 * plus the word before it when that last word is generic.
 */
export function headWords(name: string): string[] {
  const words = queryWords(name.split(/\s+-\s+|\(/)[0]!);
  const cut = words.findIndex((word, index) => index > 0 && QUALIFIERS.has(word));
  const core = cut > 0 ? words.slice(0, cut) : words;
  const head = core.slice(-1);
  if (core.length > 1 && GENERIC_HEADS.has(head[0]!)) head.push(core[core.length - 2]!);
  return head;
}

const RESULT_CACHE_SIZE = 2_000;
const NO_MATCH = 0x7fff;
const NO_TRADE_WORDS = (): readonly string[] => [];
/** Word costs: a whole word beats a word's start, which beats any typo; each edit costs TYPO. */
const COST = { word: 0, start: 1, typo: 2 } as const;
/** Endings a broker adds to a trade's word ("farming", "removals"): the stem also matches, as one typo. */
const ENDINGS = ['ing', 'ers', 'er', 'es', 's'];
const MIN_STEM = 4;
/** The shortest query word whose start, not only the whole word, matches trade words. */
const MIN_TRADE_PREFIX = 4;

/** Splits text the way names are indexed: accents and punctuation folded, lower case. */
export function queryWords(text: string): string[] {
  return searchName(text).trim().split(' ').filter(Boolean);
}

/**
 * One number that orders matches: tier, then meaning (MEANING), then names holding every query word
 * (not only as trade words), then literal before synonym, then names starting with the query, then edit
 * cost, then names whose first word the query starts (`leads`), then fewer words, then name order. The
 * tests read the tier and meaning back out (test/support/search-tiers.ts): change both together.
 * Plain arguments rather than an object: it runs for every matching document.
 */
function scoreOf(
  tier: number,
  meaning: number,
  inName: boolean,
  synonym: boolean,
  namePrefix: boolean,
  cost: number,
  leads: boolean,
  words: number,
  nameRank: number,
): number {
  let packed = tier * 4 + meaning;
  packed = packed * 2 + (inName ? 0 : 1);
  packed = packed * 2 + (synonym ? 1 : 0);
  packed = packed * 2 + (namePrefix ? 0 : 1);
  packed = packed * 32 + Math.min(cost, 31);
  packed = packed * 2 + (leads ? 0 : 1);
  packed = packed * 256 + Math.min(words, 255);
  return packed * 0x100000 + nameRank;
}

/**
 * An inverted index over industry and alias names and their trade words (ANZSIC class and group titles,
 * and the everyday names of the synonyms data), built once per catalogue snapshot. A query's words
 * must each match a word of the name or a trade word: as typed or as its start, or within the typo
 * budget (one edit from 4 letters, two from 8; the last word may be an unfinished word). Industries
 * rank by tier (exact name, words as typed, typo-tolerant), then by what the matched words are to the
 * business (MEANING: the head of its name and its trade outrank a modifier), then as `scoreOf` says.
 * Aliases rank their industry and are never returned themselves.
 */
export class SearchIndex {
  private readonly docs: Doc[] = [];
  /** Every distinct word, sorted. */
  private readonly vocabulary: string[];
  /** Documents per vocabulary word. */
  private readonly postings: Int32Array[];
  /** Per vocabulary word, beside `postings`: what the word is to each document (ROLE bits). */
  private readonly roles: Uint8Array[];
  /** Per vocabulary word: how many of its postings, which come first, hold it in the name (the rest as a trade word only). */
  private readonly inNameCounts: Int32Array;
  private readonly trie: VocabularyTrie;
  /** Synonyms lines with replacements, by their first typed word. */
  private readonly synonymsByFirstWord = new Map<string, Synonym[]>();
  private readonly results = new Map<string, Ranked[]>();
  /** Per query word: cost per document (NO_MATCH where none), reused between queries. */
  private readonly docCosts: Int16Array[] = [];
  /** Per query word: ROLE bits of its matching words per document, reused between queries. */
  private readonly docRoles: Uint8Array[] = [];

  constructor(
    entries: Iterable<Searchable>,
    synonyms: readonly Synonym[],
    /** Position of a canonical industry in name order, for ties. */
    nameRank: (id: number) => number,
    /** An ANZSIC class's trade words (see trade-words.ts). */
    tradeWordsOf: (anzsicClass: string) => readonly string[] = NO_TRADE_WORDS,
  ) {
    for (const synonym of synonyms) {
      if (synonym.replacements.length === 0) continue;
      const first = synonym.words[0]!;
      const list = this.synonymsByFirstWord.get(first);
      if (list) list.push(synonym);
      else this.synonymsByFirstWord.set(first, [synonym]);
    }
    const postings = new Map<string, { docs: number[]; roles: number[] }>();
    for (const entry of entries) {
      const words = queryWords(entry.name);
      const target = entry.alias_of ?? entry.id;
      const docIndex = this.docs.push({ target, targetRank: nameRank(target), name: words.join(' '), words }) - 1;
      const roles = new Map<string, number>();
      const mark = (word: string, role: number) => roles.set(word, (roles.get(word) ?? 0) | role);
      for (const word of words) mark(word, ROLE.name);
      for (const word of headWords(entry.name)) mark(word, ROLE.head);
      if (entry.anzsic_class) for (const word of tradeWordsOf(entry.anzsic_class)) mark(word, ROLE.trade);
      for (const [word, role] of roles) {
        const list = postings.get(word);
        if (list) {
          list.docs.push(docIndex);
          list.roles.push(role);
        } else postings.set(word, { docs: [docIndex], roles: [role] });
      }
    }
    this.vocabulary = [...postings.keys()].sort();
    this.postings = [];
    this.roles = [];
    this.inNameCounts = new Int32Array(this.vocabulary.length);
    this.vocabulary.forEach((word, vocabularyIndex) => {
      const { docs, roles } = postings.get(word)!;
      const order = docs.map((_, at) => at);
      const inName = (at: number) => (roles[at]! & (ROLE.head | ROLE.name)) !== 0;
      // Stable: name postings first, each part in document order.
      order.sort((a, b) => Number(inName(b)) - Number(inName(a)) || a - b);
      this.postings.push(Int32Array.from(order, (at) => docs[at]!));
      this.roles.push(Uint8Array.from(order, (at) => roles[at]!));
      this.inNameCounts[vocabularyIndex] = order.filter(inName).length;
    });
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
    // Only the lines whose first typed word is in the query can apply.
    const lines = new Set<Synonym>();
    for (const word of words) for (const synonym of this.synonymsByFirstWord.get(word) ?? []) lines.add(synonym);
    if (lines.size > 0) for (const alternative of expandSynonyms(words, [...lines])) consider(alternative, true);
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
      let inName = true;
      let head = false;
      let headAndTrade = false;
      let trade = false;
      for (let index = 0; index < words.length; index += 1) {
        const wordCost = this.docCosts[index]![docIndex]!;
        if (wordCost === NO_MATCH) {
          all = false;
          break;
        }
        cost += wordCost;
        if (wordCost >= COST.typo) typo = true;
        const role = this.docRoles[index]![docIndex]!;
        if ((role & (ROLE.name | ROLE.head)) === 0) inName = false;
        if (role & ROLE.head) head = true;
        if (role & ROLE.trade) trade = true;
        if ((role & (ROLE.head | ROLE.trade)) === (ROLE.head | ROLE.trade)) headAndTrade = true;
      }
      if (!all) continue;
      const doc = this.docs[docIndex]!;
      const tier = typo ? TIER.typo : doc.name === phrase ? TIER.exactName : TIER.literal;
      const meaning = headAndTrade ? MEANING.headAndTrade : head ? MEANING.head : trade ? MEANING.trade : MEANING.modifier;
      const first = words[0]!;
      const leads =
        doc.words[0]!.startsWith(first) ||
        (typo && boundedEditDistance(first, doc.words[0]!, typoBudget(first), true) <= typoBudget(first));
      const score = scoreOf(tier, meaning, inName, synonym, doc.name.startsWith(phrase), cost, leads, doc.words.length, doc.targetRank);
      const previous = best.get(doc.target);
      if (previous === undefined || score < previous) best.set(doc.target, score);
    }
    // Leave the cost and role arrays clean for the next query.
    touched.forEach((docs, index) => {
      const costs = this.docCosts[index]!;
      const roles = this.docRoles[index]!;
      for (const docIndex of docs) {
        costs[docIndex] = NO_MATCH;
        roles[docIndex] = 0;
      }
    });
  }

  /**
   * Writes the cost of the query word for every document with a matching word into `docCosts[slot]`
   * (see COST): the word itself, a word starting with it, or else a word within the typo budget (the
   * word being typed, the last, may also be an unfinished, mistyped word); and a word starting with its stem.
   * Returns the documents written.
   */
  private fillCosts(slot: number, word: string, last: boolean): number[] {
    while (this.docCosts.length <= slot) {
      this.docCosts.push(new Int16Array(this.docs.length).fill(NO_MATCH));
      this.docRoles.push(new Uint8Array(this.docs.length));
    }
    const costs = this.docCosts[slot]!;
    const docRoles = this.docRoles[slot]!;
    const touched: number[] = [];
    // A word of two or three letters being typed starts too many trade words (products, property…) to
    // say anything about a trade, and would touch most of the catalogue: it matches names only.
    const tradeToo = word.length >= MIN_TRADE_PREFIX;
    const add = (from: number, to: number, edits: number, whole = tradeToo) => {
      for (let vocabularyIndex = from; vocabularyIndex < to; vocabularyIndex += 1) {
        const docs = this.postings[vocabularyIndex]!;
        const roles = this.roles[vocabularyIndex]!;
        const end = whole ? docs.length : this.inNameCounts[vocabularyIndex]!;
        for (let at = 0; at < end; at += 1) {
          const docIndex = docs[at]!;
          const previous = costs[docIndex]!;
          if (previous === NO_MATCH) touched.push(docIndex);
          if (edits < previous) costs[docIndex] = edits;
          docRoles[docIndex] = docRoles[docIndex]! | roles[at]!;
        }
      }
    };
    const [from, to] = this.prefixRange(word);
    if (from < to && this.vocabulary[from] === word) {
      add(from, from + 1, COST.word, true);
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
