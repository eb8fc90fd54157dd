/**
 * The restricted demo persona (docs/product/accounts-and-access.md#restricted-demo): its token reaches only the API's allow-list
 * (apps/api/src/auth/demo-allow-list.ts), so the portal offers it only what that list opens.
 * The industries are named from the API (ids shift when the catalogue is re-seeded; names must not go
 * stale); the demo e2e test opens each one and reads the same name back.
 */
import type { IndustrySection } from '@riskatlas/domain';

export const DEMO_ROLE = 'Demo';

export const DEMO_INDUSTRY_IDS = [15468, 21383, 21991] as const;

export const DEMO_COURSE = { id: 25, name: 'Natural Catastrophe Risk in Australia and New Zealand' } as const;

export function isDemoUser(roles: readonly string[]): boolean {
  return roles.includes(DEMO_ROLE);
}

/**
 * The industry sections whose data the demo allow-list opens for its industries. The others would be
 * refused by the API (quiz questions, NatCat, the PDF export behind Report) or lead out of the list
 * (Related Industries links to other industries, The Market signs in elsewhere), so they are not offered.
 */
const DEMO_SECTION_KEYS: ReadonlySet<IndustrySection['key']> = new Set([
  'hazard-index',
  'significant-exposures',
  'risk-checklist',
  'materials-equipments',
  'risk-assessment',
  'codes',
  'endorsements',
  'media',
]);

/** The sections of an industry's menu the demo persona can use, in the menu's order. */
export function demoSections(sections: readonly IndustrySection[]): IndustrySection[] {
  return sections.filter((section) => DEMO_SECTION_KEYS.has(section.key));
}
