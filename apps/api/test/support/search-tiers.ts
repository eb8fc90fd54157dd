/**
 * The tier and meaning of a search score: the inverse of the packing in `scoreOf`
 * (src/catalogue/search/search-index.ts), so the search tests can say where each match landed. The
 * server orders by the whole score and never needs them alone.
 */
const aboveMeaning = (score: number) => Math.floor(score / 0x100000 / 256 / 2 / 32 / 2 / 2 / 2);

export function tierOf(score: number): number {
  return Math.floor(aboveMeaning(score) / 4);
}

export function meaningOf(score: number): number {
  return aboveMeaning(score) % 4;
}
