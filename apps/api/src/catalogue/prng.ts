/** FNV-1a: a stable 32-bit hash so every generated figure depends only on names, never on run order. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: small, fast and good enough for seeding shades of a domain model. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The catalogue's fixed seed: change it and every shaded rating changes. */
export const CATALOGUE_SEED = 20061;

/** A uniform number in [0, 1) determined by the given parts alone. */
export function stableUnit(...parts: (string | number)[]): number {
  return createRandom(hashString(`${CATALOGUE_SEED}|${parts.join('|')}`))();
}
