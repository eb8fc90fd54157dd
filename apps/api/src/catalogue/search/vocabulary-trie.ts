/**
 * The index's words in a trie, for typo-tolerant lookup: one walk shares the edit-distance rows of a
 * common prefix between every word under it and abandons a branch as soon as no word below can be
 * within the budget (a Levenshtein-automaton walk, with adjacent swaps counted as one edit).
 */
interface TrieNode {
  children: Map<number, TrieNode>;
  /** Index of the word ending here in the sorted vocabulary, or -1. */
  word: number;
  /** The words below (and at) this node: a range of the sorted vocabulary. */
  from: number;
  to: number;
}

const MAX_DEPTH = 64;

export class VocabularyTrie {
  private readonly root: TrieNode = { children: new Map(), word: -1, from: 0, to: 0 };
  // Reused rows, one per depth, so a walk allocates nothing.
  private readonly rows = Array.from({ length: MAX_DEPTH + 2 }, () => new Int32Array(MAX_DEPTH + 1));
  private readonly path = new Int32Array(MAX_DEPTH + 1);

  /** @param vocabulary sorted, distinct words */
  constructor(vocabulary: readonly string[]) {
    vocabulary.forEach((word, index) => {
      let node = this.root;
      for (let depth = 0; depth < word.length && depth < MAX_DEPTH; depth += 1) {
        const code = word.charCodeAt(depth);
        let child = node.children.get(code);
        if (!child) {
          child = { children: new Map(), word: -1, from: index, to: index + 1 };
          node.children.set(code, child);
        }
        child.to = index + 1;
        node = child;
      }
      node.word = index;
    });
    this.root.to = vocabulary.length;
  }

  /**
   * Calls `found(from, to, edits)` for the vocabulary words within `budget` edits of `query`; with
   * `prefix`, for every word that starts with a string within `budget` edits of it (a whole range at a
   * time). A word may be reported more than once; the caller keeps its lowest cost.
   */
  near(query: string, budget: number, prefix: boolean, found: (from: number, to: number, edits: number) => void): void {
    const n = Math.min(query.length, MAX_DEPTH);
    const first = this.rows[0]!;
    for (let i = 0; i <= n; i += 1) first[i] = i;
    for (const [code, child] of this.root.children) this.walk(child, code, 1, query, n, budget, prefix, budget + 1, found);
  }

  private walk(
    node: TrieNode,
    code: number,
    depth: number,
    query: string,
    n: number,
    budget: number,
    prefix: boolean,
    /** The lowest cost an ancestor reported its whole range at (prefix mode): only better is news. */
    reported: number,
    found: (from: number, to: number, edits: number) => void,
  ): void {
    if (depth > MAX_DEPTH) return;
    this.path[depth] = code;
    const above = this.rows[depth - 1]!;
    const twoAbove = depth > 1 ? this.rows[depth - 2]! : null;
    const row = this.rows[depth]!;
    row[0] = depth;
    let rowMin = depth;
    for (let i = 1; i <= n; i += 1) {
      const qc = query.charCodeAt(i - 1);
      let cost = above[i - 1]! + (qc === code ? 0 : 1);
      if (above[i]! + 1 < cost) cost = above[i]! + 1;
      if (row[i - 1]! + 1 < cost) cost = row[i - 1]! + 1;
      if (twoAbove && i > 1 && qc === this.path[depth - 1] && query.charCodeAt(i - 2) === code && twoAbove[i - 2]! + 1 < cost) {
        cost = twoAbove[i - 2]! + 1;
      }
      row[i] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    const distance = row[n]!;
    if (distance <= budget) {
      if (prefix) {
        // Every word below starts with this string, so they all match at this cost; a descendant is
        // reported again only if it matches more cheaply.
        if (distance < reported) {
          found(node.from, node.to, distance);
          reported = distance;
        }
        if (distance === 0) return;
      } else if (node.word >= 0) {
        found(node.word, node.word + 1, distance);
      }
    }
    if (rowMin > budget) return;
    for (const [childCode, child] of node.children) this.walk(child, childCode, depth + 1, query, n, budget, prefix, reported, found);
  }
}
