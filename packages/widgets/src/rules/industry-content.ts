/**
 * How the industry sections arrange what the API sends (docs/product/industry-search-and-pages.md#sections,
 * and #indicative-rates): checklist grouping, endorsement grouping, code ordering, media grouping and the
 * indicative rate per country.
 */
import type { Schema } from '@riskatlas/api-client';

/** The provider's own industry code taxonomy and ANZSIC 2006 (the contract's taxonomy ids). */
export const PROVIDER_TAXONOMY_ID = 4;
export const ANZSIC_2006_TAXONOMY_ID = 8;

export interface Group<Item> {
  name: string;
  items: Item[];
}

function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Group<Item>[] {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([name, list]) => ({ name, items: list }));
}

/** Checklist items de-duplicated by id (first wins) and grouped by section name, in first-seen order. */
export function groupChecklist<Item extends { id: number; section_name: string }>(items: readonly Item[]): Group<Item>[] {
  const seen = new Set<number>();
  const unique = items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  return groupBy(unique, (item) => item.section_name);
}

/**
 * Exposures grouped by insurance class, in the order the API sent them (docs/product/industry-search-and-pages.md#significant-exposures-and-materials).
 */
export function groupExposures<Item extends { insurance_class: { name: string } }>(items: readonly Item[]): Group<Item>[] {
  return groupBy(items, (item) => item.insurance_class.name);
}

/**
 * An exposure's own heading under its class's heading, or null when it would only repeat the class's
 * name (the API titles a class's one exposure after the class): a reader should not meet the same
 * heading twice in a row.
 */
export function exposureHeading(groupName: string, title: string): string | null {
  const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return normalise(title) === normalise(groupName) ? null : title;
}

/** Endorsements grouped by type name, groups sorted by type name. */
export function groupEndorsements<Item extends { type_name: string }>(items: readonly Item[]): Group<Item>[] {
  return groupBy(items, (item) => item.type_name).sort((a, b) => a.name.localeCompare(b.name));
}

function taxonomyRank(id: number): number {
  if (id === PROVIDER_TAXONOMY_ID) return 0;
  if (id === ANZSIC_2006_TAXONOMY_ID) return 1;
  return 2;
}

/**
 * Industry codes grouped by taxonomy: the provider's own first, ANZSIC 2006 second, then the rest
 * (in the order the API sent them).
 */
export function groupIndustryCodes(
  classifications: readonly Schema<'IndustryClassification'>[],
): Group<Schema<'IndustryClassification'>>[] {
  const groups = groupBy(classifications, (item) => String(item.taxonomy.id));
  const ranked = groups.map((group, index) => ({ group, index, rank: taxonomyRank(Number(group.name)) }));
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.map(({ group }) => ({ name: group.items[0]?.taxonomy.name ?? group.name, items: group.items }));
}

/** Media items grouped by the part of `content_type` before the slash (`image/png` → `image`). */
export function groupMedia<Item extends { content_type: string }>(items: readonly Item[]): Group<Item>[] {
  return groupBy(items, (item) => item.content_type.split('/')[0] ?? item.content_type);
}

export interface CountryRate {
  country: Schema<'CountryCode'>;
  /** The weighted average, rounded to 2 decimals. */
  rate: number;
  /** The rate as shown: always two decimals. */
  label: string;
}

/**
 * The indicative rate per country: the weighted average of `avg` by `weight`, shown to 2 decimals,
 * sorted by country. A country whose weights sum to zero has no rate and is left out.
 */
export function indicativeRates(rates: readonly Schema<'IndicativeRate'>[]): CountryRate[] {
  const totals = new Map<Schema<'CountryCode'>, { sum: number; weight: number }>();
  for (const { country, avg, weight } of rates) {
    const total = totals.get(country) ?? { sum: 0, weight: 0 };
    total.sum += avg * weight;
    total.weight += weight;
    totals.set(country, total);
  }
  return [...totals]
    .filter(([, total]) => total.weight > 0)
    .map(([country, total]) => {
      const rate = Math.round((total.sum / total.weight) * 100) / 100;
      return { country, rate, label: rate.toFixed(2) };
    })
    .sort((a, b) => a.country.localeCompare(b.country));
}

/** The risk assessment document key's class part: the class id left-padded with zeros to 3 characters. */
export function paddedClassId(classId: number): string {
  return String(classId).padStart(3, '0');
}

/** The empty states of the industry sections (docs/product/messages.md#empty-states), verbatim. */
export const industryEmptyCopy = {
  writeUp: 'No industry write up',
  hazardIndex: 'No Hazard Index',
  checklist: 'No Risk Checklist',
  related: 'No Related Industries',
  endorsements: 'No industry specific endorsements available',
  noData: 'No Data',
  noContent: "Currently we don't have any content for this section.",
  riskData: 'No risk data',
  comingSoon: 'Coming soon...',
} as const;

/** The industry navigation bar's placeholder while the industry loads (docs/product/industry-search-and-pages.md#industry-navigation-bar). */
export const LOADING_INDUSTRY = 'Loading Industry ...';
