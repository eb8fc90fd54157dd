import type { Country } from '../db/rows.js';

/**
 * The parts of the product open only in some countries (docs/product/shell-and-dashboard.md#main-menu-items, the
 * table of docs/product/industry-search-and-pages.md#industry-sections, and docs/product/shell-and-dashboard.md#points-badge). A section missing here is open in every country
 * (report, hazard index, exposures, checklist, materials, related industries, codes, courses, NatCat).
 * The portal hides these pages and sends their routes to /not-found; the API refuses their data.
 */
export const COUNTRY_SECTIONS = {
  endorsements: { title: 'Endorsement List', countries: ['au'] },
  'risk-assessment': { title: 'Risk & Assessment', countries: ['au', 'nz'] },
  media: { title: 'Media', countries: ['au', 'nz'] },
  /** The industry quiz (Test Your Knowledge); course quizzes belong to Short Courses, open everywhere. */
  quiz: { title: 'Test Your Knowledge', countries: ['au', 'nz'] },
  'general-info': { title: 'General Information', countries: ['au', 'nz'] },
  /** Continuing-education points and the completed quizzes that earn them. */
  points: { title: 'Points', countries: ['au', 'nz'] },
} as const satisfies Record<string, { title: string; countries: readonly Country[] }>;

export type CountrySection = keyof typeof COUNTRY_SECTIONS;

/** Whether users of this country see the section. */
export function sectionOpenIn(section: CountrySection, country: Country): boolean {
  return (COUNTRY_SECTIONS[section].countries as readonly Country[]).includes(country);
}
