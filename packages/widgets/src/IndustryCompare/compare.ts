/**
 * The pure rules of the industry comparison (docs/product/compare.md): which lines the chosen industries
 * share, which only one has, how the classes are ordered and how the URL carries the choice. Only the
 * widget needs them (the API compares nothing), so they live beside it.
 */

/** At most this many industries side by side (docs/product/compare.md#choosing-industries). */
export const COMPARE_MAX = 4;
/** The comparison shows from this many industries on (docs/product/compare.md#choosing-industries). */
export const COMPARE_MIN = 2;

/** One industry's lines (exposures or questions). */
export interface IndustryLines<T> {
  industryId: number;
  items: readonly T[];
}

/** A line some but not all of the industries have, with the industries that have it. */
export interface PartlySharedLine<T> {
  item: T;
  industryIds: number[];
}

/** The lines sorted into shared (in every industry), partly shared (more than one, not all) and unique (one industry only). */
export interface SharedAndUnique<T> {
  shared: T[];
  partly: PartlySharedLine<T>[];
  unique: { industryId: number; items: T[] }[];
}

/**
 * Splits the industries' lines by `key` into those every industry has, those several (not all) have and
 * those only one has. A line an industry lists twice counts once. Each list keeps the order the lines
 * first appear in, industry by industry; every industry gets its unique list, even an empty one.
 */
export function sharedAndUnique<T>(lists: readonly IndustryLines<T>[], key: (item: T) => string | number): SharedAndUnique<T> {
  const seen = new Map<string | number, { item: T; industryIds: number[] }>();
  for (const { industryId, items } of lists) {
    for (const item of items) {
      const k = key(item);
      const entry = seen.get(k);
      if (!entry) seen.set(k, { item, industryIds: [industryId] });
      else if (!entry.industryIds.includes(industryId)) entry.industryIds.push(industryId);
    }
  }
  const all = new Set(lists.map((list) => list.industryId)).size;
  const result: SharedAndUnique<T> = { shared: [], partly: [], unique: lists.map(({ industryId }) => ({ industryId, items: [] })) };
  for (const { item, industryIds } of seen.values()) {
    if (industryIds.length === all && all > 1) result.shared.push(item);
    else if (industryIds.length > 1) result.partly.push({ item, industryIds });
    else result.unique.find((list) => list.industryId === industryIds[0])?.items.push(item);
  }
  return result;
}

/** One insurance class's row of the comparison: each industry's rating (null when it has none) and their spread. */
export interface ClassComparison {
  classId: number;
  name: string;
  /** Ratings in the order of the industries; null where an industry has no rating for the class. */
  ratings: (number | null)[];
  /** Highest minus lowest known rating: 0 with fewer than two. */
  spread: number;
}

/**
 * The classes of the hazard chart (docs/product/compare.md#hazard-index): every class any industry is rated in,
 * those where the industries differ most first; equal spreads keep the catalogue's order (the order the
 * classes first appear in).
 */
export function compareHazard(indexes: readonly (readonly { id: number; name: string; rating: number }[])[]): ClassComparison[] {
  const classes = new Map<number, string>();
  for (const entries of indexes) for (const entry of entries) if (!classes.has(entry.id)) classes.set(entry.id, entry.name);
  const rows = [...classes].map(([classId, name], order) => {
    const ratings = indexes.map((entries) => entries.find((entry) => entry.id === classId)?.rating ?? null);
    const known = ratings.filter((rating): rating is number => rating !== null);
    const spread = known.length > 1 ? Math.max(...known) - Math.min(...known) : 0;
    return { row: { classId, name, ratings, spread }, order };
  });
  rows.sort((a, b) => b.row.spread - a.row.spread || a.order - b.order);
  return rows.map(({ row }) => row);
}

/**
 * The industry ids an address's `ids` parameter names (docs/product/compare.md#sharing-a-comparison): positive
 * integers, comma-separated, each once, at most {@link COMPARE_MAX}; anything else is dropped.
 */
export function parseCompareIds(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (!/^[1-9]\d{0,9}$/.test(text)) continue;
    const id = Number(text);
    if (id > 2_147_483_647 || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === COMPARE_MAX) break;
  }
  return ids;
}

/** Adds an industry to the choice: already chosen, or with the choice full, the choice is unchanged. */
export function addCompareId(ids: readonly number[], id: number): number[] {
  if (ids.includes(id) || ids.length >= COMPARE_MAX) return [...ids];
  return [...ids, id];
}
