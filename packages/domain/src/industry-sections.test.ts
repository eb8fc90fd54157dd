import { describe, expect, it } from 'vitest';
import type { CountryCode } from './countries';
import {
  industrySections,
  industrySectionTitles,
  marketHref,
  sectionForRoute,
  UNDERWRITER_REPORT_TITLE,
  type SectionAudience,
  type SectionIndustry,
  type SectionKey,
} from './industry-sections';

const adviser = (country: CountryCode, extra: Partial<SectionAudience> = {}): SectionAudience => ({
  country,
  appTheme: 'default',
  roles: ['Adviser'],
  ssoToken: 'c3NvOjQy',
  ...extra,
});

const plain: SectionIndustry = { id: 15468, has_market: false, quizzes: [] };
const rich: SectionIndustry = {
  id: 15468,
  has_market: true,
  quizzes: [
    { quiz_id: 1, country: 'au' },
    { quiz_id: 2, country: 'nz' },
    { quiz_id: 3, country: 'gb' },
  ],
};

const keys = (audience: SectionAudience, industry: SectionIndustry): SectionKey[] =>
  industrySections(audience, industry).map((section) => section.key);

const ALL: CountryCode[] = ['au', 'nz', 'gb', 'others'];

// "The spec" in these tests means the product rules of docs/product/industry-search-and-pages.md.
describe('industrySections: one test per row of the spec table', () => {
  it.each(ALL)('report, hazard index, exposures, checklist, materials, related industries and codes for %s', (country) => {
    const shown = keys(adviser(country), plain);
    for (const key of [
      'report',
      'hazard-index',
      'significant-exposures',
      'risk-checklist',
      'materials-equipments',
      'related-industries',
      'codes',
    ] as const) {
      expect(shown).toContain(key);
    }
  });

  it('NatCat only in the NatCat theme, in every country', () => {
    for (const country of ALL) {
      expect(keys(adviser(country), plain)).not.toContain('natcat-profile');
      expect(keys(adviser(country, { appTheme: 'natcat' }), plain)).toContain('natcat-profile');
    }
  });

  it.each([
    ['au', true],
    ['nz', true],
    ['gb', false],
    ['others', false],
  ] as const)('Risk & Assessment and Media in %s: %s', (country, shown) => {
    expect(keys(adviser(country), plain).includes('risk-assessment')).toBe(shown);
    expect(keys(adviser(country), plain).includes('media')).toBe(shown);
  });

  it.each([
    ['au', true],
    ['nz', false],
    ['gb', false],
    ['others', false],
  ] as const)('Endorsement List in %s: %s', (country, shown) => {
    expect(keys(adviser(country), plain).includes('endorsements')).toBe(shown);
  });

  it('Test Your Knowledge in au and nz only when the industry has a quiz for the user country', () => {
    expect(keys(adviser('au'), rich)).toContain('quiz');
    expect(keys(adviser('nz'), rich)).toContain('quiz');
    expect(keys(adviser('gb'), rich)).not.toContain('quiz');
    expect(keys(adviser('others'), rich)).not.toContain('quiz');
    expect(keys(adviser('au'), plain)).not.toContain('quiz');
    expect(keys(adviser('nz'), { ...plain, quizzes: [{ quiz_id: 1, country: 'au' }] })).not.toContain('quiz');
  });

  it('The Market in au only, only when the industry has a market, as an external link with the sso token', () => {
    for (const country of ['nz', 'gb', 'others'] as const) expect(keys(adviser(country), rich)).not.toContain('market');
    expect(keys(adviser('au'), plain)).not.toContain('market');
    const market = industrySections(adviser('au'), rich).find((section) => section.key === 'market');
    expect(market).toEqual({ key: 'market', title: 'The Market', href: marketHref(15468, 'c3NvOjQy') });
    const url = new URL(market && 'href' in market ? market.href : '');
    expect(url.searchParams.get('industry')).toBe('15468');
    expect(url.searchParams.get('token')).toBe('c3NvOjQy');
  });

  it('keeps the table order with the spec titles', () => {
    const sections = industrySections(adviser('au', { appTheme: 'natcat' }), rich);
    expect(sections.map((section) => section.title)).toEqual([
      'Report',
      'Hazard Index',
      'NatCat',
      'Significant Exposures',
      'Risk Checklist',
      'Materials & Equipments',
      'Risk & Assessment',
      'Related Industries',
      'Industry Codes',
      'Endorsement List',
      'Media',
      'Test Your Knowledge',
      'The Market',
    ]);
  });

  it('GB menu lacks Risk & Assessment, Endorsements and Media', () => {
    const titles = industrySections(adviser('gb'), rich).map((section) => section.title);
    expect(titles).not.toContain(industrySectionTitles['risk-assessment']);
    expect(titles).not.toContain(industrySectionTitles.endorsements);
    expect(titles).not.toContain(industrySectionTitles.media);
  });

  it('an underwriter sees the report entry as "Underwriter Report (coming soon)", still routed to report', () => {
    const [report] = industrySections(adviser('au', { roles: ['Underwriter'] }), plain);
    expect(report).toEqual({ key: 'report', title: UNDERWRITER_REPORT_TITLE, route: 'report' });
    expect(UNDERWRITER_REPORT_TITLE).toBe('Underwriter Report (coming soon)');
  });
});

describe('sectionForRoute', () => {
  const au = industrySections(adviser('au'), plain);
  const gb = industrySections(adviser('gb'), plain);

  it('finds the section of a route and of its sub-routes', () => {
    expect(sectionForRoute(au, 'hazard-index')?.key).toBe('hazard-index');
    expect(sectionForRoute(au, 'risk-assessment/cyber-risks')?.key).toBe('risk-assessment');
    expect(sectionForRoute(au, 'risk-description')?.key).toBe('risk-assessment');
  });

  it('answers null for unknown sections and for sections the user may not open', () => {
    expect(sectionForRoute(au, 'no-such-section')).toBeNull();
    expect(sectionForRoute(gb, 'endorsements')).toBeNull();
    expect(sectionForRoute(gb, 'risk-description')).toBeNull();
    expect(sectionForRoute(au, 'market')).toBeNull();
  });
});
