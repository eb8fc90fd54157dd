/**
 * Which insurance classes a user sees, from docs/product/industry-search-and-pages.md#insurance-class-filter and
 * docs/product/industry-search-and-pages.md#active-classes. One module, used by every class list: the hazard
 * index, general information, the dashboard carousel, the risk assessment menu and the report builder.
 */
import type { CountryCode } from './countries';

/** Slugs hidden from class lists in Australia. */
const HIDDEN_IN_AU: readonly string[] = ['core'];
/** Slugs hidden from class lists (and hazard index entries) outside Australia. */
const HIDDEN_ELSEWHERE: readonly string[] = ['core', 'employer_liability', 'employer_liability_workers_compensation'];

/** Slugs that have an icon of their own (docs/product/industry-search-and-pages.md#class-icons); any other slug uses the generic class icon. */
export const CLASS_SLUGS_WITH_ICONS = [
  'property_damage',
  'business_interruption',
  'crime',
  'marine_including_inland_transit',
  'motor',
  'public_liability',
  'product_liability',
  'professional_indemnity',
  'management_liability',
  'employer_liability_workers_compensation',
  'equipment_breakdown',
  'machinery_and_engineering',
  'cyber_risks',
  'corporate_travel',
  'product_recall_product_contamination',
  'commercial_lines',
  'personal_lines',
  'home_contents',
  'deterioration_of_stock_in_cold_storage',
] as const;

export type ClassIconSlug = (typeof CLASS_SLUGS_WITH_ICONS)[number];

/** The icon a class slug uses: its own when docs/product/hazard-index.md lists one, else `null` (the generic icon). */
export function classIconSlug(slug: string): ClassIconSlug | null {
  return (CLASS_SLUGS_WITH_ICONS as readonly string[]).includes(slug) ? (slug as ClassIconSlug) : null;
}

/** The route segment of a class: its slug with underscores turned into hyphens. */
export function classRoute(slug: string): string {
  return slug.replaceAll('_', '-');
}

/** Whether a class belongs in a class list for this country (core in au; core and the employer classes elsewhere). */
export function classShownInCountry(slug: string, country: CountryCode): boolean {
  return !(country === 'au' ? HIDDEN_IN_AU : HIDDEN_ELSEWHERE).includes(slug);
}

/**
 * A class list for a country. `personal: false` (the default) is the non-personal list, which leaves
 * personal lines classes out; `personal: true` lists only personal lines classes.
 */
export function filterInsuranceClasses<Class extends { slug: string; personal: boolean }>(
  classes: readonly Class[],
  { country, personal = false }: { country: CountryCode; personal?: boolean },
): Class[] {
  return classes.filter((item) => item.personal === personal && classShownInCountry(item.slug, country));
}

/** Hazard index entries for a country: every entry in au; elsewhere without core and the employer classes. */
export function filterHazardIndexEntries<Entry extends { slug: string }>(entries: readonly Entry[], country: CountryCode): Entry[] {
  if (country === 'au') return [...entries];
  return entries.filter((entry) => !HIDDEN_ELSEWHERE.includes(entry.slug));
}

/**
 * Whether a class is active for a user: always when the user is not restricted (`documents_assessments`
 * is null); otherwise only when the class id is in that list. Inactive classes are shown greyed out.
 */
export function classActive(classId: number, documentsAssessments: readonly number[] | null): boolean {
  return documentsAssessments === null || documentsAssessments.includes(classId);
}

/**
 * Only the active classes of a list (docs/product/industry-search-and-pages.md#active-classes): what a
 * restricted user may open, tailor, comment on or print. The hazard index alone still shows the others,
 * greyed out.
 */
export function activeClasses<Entry extends { id: number }>(
  entries: readonly Entry[],
  documentsAssessments: readonly number[] | null,
): Entry[] {
  return entries.filter((entry) => classActive(entry.id, documentsAssessments));
}
