/** Longest word the distance rows are sized for; longer words are cut (no industry word comes near). */
const MAX_LENGTH = 64;
// Reused rows: the distance runs thousands of times per query, so it allocates nothing.
let before = new Int32Array(MAX_LENGTH + 1);
let previous = new Int32Array(MAX_LENGTH + 1);
let current = new Int32Array(MAX_LENGTH + 1);

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transposition, each one edit), bounded:
 * answers `max + 1` as soon as the distance is known to exceed `max`, so a scan over the vocabulary
 * stays cheap. With `prefix`, the distance from `query` to the closest prefix of `word` (what a user
 * who has not finished typing means).
 */
export function boundedEditDistance(query: string, word: string, max: number, prefix = false): number {
  const n = Math.min(query.length, MAX_LENGTH);
  const m = Math.min(prefix ? Math.min(word.length, n + max) : word.length, MAX_LENGTH);
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  for (let j = 0; j <= m; j += 1) previous[j] = j;
  for (let i = 1; i <= n; i += 1) {
    current[0] = i;
    let rowMin = i;
    const qc = query.charCodeAt(i - 1);
    const qBefore = i > 1 ? query.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= m; j += 1) {
      const wc = word.charCodeAt(j - 1);
      let cost = previous[j - 1]! + (qc === wc ? 0 : 1);
      const deletion = previous[j]! + 1;
      if (deletion < cost) cost = deletion;
      const insertion = current[j - 1]! + 1;
      if (insertion < cost) cost = insertion;
      if (j > 1 && qc === word.charCodeAt(j - 2) && qBefore === wc) {
        const swap = before[j - 2]! + 1;
        if (swap < cost) cost = swap;
      }
      current[j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    if (rowMin > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  let distance = previous[m]!;
  if (prefix) for (let j = Math.max(0, n - max); j < m; j += 1) if (previous[j]! < distance) distance = previous[j]!;
  return distance > max ? max + 1 : distance;
}

/** The typo budget of the ranking rules: one edit for words of 4 letters or more, two for 8 or more. */
export function typoBudget(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}
