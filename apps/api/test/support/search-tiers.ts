/**
 * The tier of a search score: the inverse of the packing in `scoreOf` (src/catalogue/search/search-index.ts),
 * so the search tests can say which tier each match landed in. The server orders by the whole score
 * and never needs the tier alone.
 */
export function tierOf(score: number): number {
  return Math.floor(score / 0x100000 / 256 / 2 / 32 / 2);
}
