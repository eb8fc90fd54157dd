/**
 * The industry page's section menu (docs/product/industry-search-and-pages.md#industry-sections): which sub-pages a user
 * sees for an industry, in the table's order. One pure function, so the menu, the router's guard
 * for unknown sections and the tests all agree.
 */
import type { Schema } from './contract';
import type { CountryCode } from './countries';

export type SectionKey =
  | 'report'
  | 'hazard-index'
  | 'natcat-profile'
  | 'significant-exposures'
  | 'risk-checklist'
  | 'materials-equipments'
  | 'risk-assessment'
  | 'related-industries'
  | 'codes'
  | 'endorsements'
  | 'media'
  | 'quiz'
  | 'market';

/** A menu item: an in-app route under `/industries/{id}/`, or an external link opened in a new tab. */
export type IndustrySection =
  { key: Exclude<SectionKey, 'market'>; title: string; route: string } | { key: 'market'; title: string; href: string };

/** The titles of the sections table (docs/product/industry-search-and-pages.md#industry-sections), verbatim. */
export const industrySectionTitles: Record<SectionKey, string> = {
  report: 'Report',
  'hazard-index': 'Hazard Index',
  'natcat-profile': 'NatCat',
  'significant-exposures': 'Significant Exposures',
  'risk-checklist': 'Risk Checklist',
  'materials-equipments': 'Materials & Equipments',
  'risk-assessment': 'Risk & Assessment',
  'related-industries': 'Related Industries',
  codes: 'Industry Codes',
  endorsements: 'Endorsement List',
  media: 'Media',
  quiz: 'Test Your Knowledge',
  market: 'The Market',
};

/** What an underwriter sees in place of "Report" (docs/product/industry-search-and-pages.md#industry-sections). */
export const UNDERWRITER_REPORT_TITLE = 'Underwriter Report (coming soon)';

/**
 * Where The Market lives. docs/product/industry-search-and-pages.md does not name it; a deployment passes its own. The link carries
 * the industry id and the user's `sso_token`, never the bearer token (that one must not leave the app).
 */
export const DEFAULT_MARKET_URL = 'https://market.riskatlas.app/';

export interface SectionAudience {
  country: CountryCode;
  appTheme: Schema<'AppTheme'>;
  roles: readonly string[];
  /** The user's `sso_token` (base64), the Market's session credential. */
  ssoToken: string;
}

export interface SectionIndustry {
  id: number;
  has_market: boolean;
  quizzes: readonly { quiz_id: number; country: CountryCode }[];
}

/**
 * The parts of the product open only in some countries (docs/product/shell-and-dashboard.md#main-menu-items,
 * docs/product/industry-search-and-pages.md#industry-sections and
 * docs/product/shell-and-dashboard.md#points-badge). A section missing here is open in every country
 * (report, hazard index, exposures, checklist, materials, related industries, codes, courses, NatCat).
 * The portal hides these pages and sends their routes to /not-found; the API refuses their data.
 */
export const COUNTRY_SECTIONS = {
  endorsements: { title: industrySectionTitles.endorsements, countries: ['au'] },
  'risk-assessment': { title: industrySectionTitles['risk-assessment'], countries: ['au', 'nz'] },
  media: { title: industrySectionTitles.media, countries: ['au', 'nz'] },
  /** The industry quiz (Test Your Knowledge); course quizzes belong to Short Courses, open everywhere. */
  quiz: { title: industrySectionTitles.quiz, countries: ['au', 'nz'] },
  'general-info': { title: 'General Information', countries: ['au', 'nz'] },
  /** Continuing-education points and the completed quizzes that earn them. */
  points: { title: 'Points', countries: ['au', 'nz'] },
} as const satisfies Record<string, { title: string; countries: readonly CountryCode[] }>;

export type CountrySection = keyof typeof COUNTRY_SECTIONS;

/** Whether users of this country see the section. */
export function sectionOpenIn(section: CountrySection, country: CountryCode): boolean {
  return (COUNTRY_SECTIONS[section].countries as readonly CountryCode[]).includes(country);
}

/** The Market link: the industry id and the user's sso_token as query parameters. */
export function marketHref(industryId: number, ssoToken: string, marketUrl: string = DEFAULT_MARKET_URL): string {
  const url = new URL(marketUrl);
  url.searchParams.set('industry', String(industryId));
  url.searchParams.set('token', ssoToken);
  return url.toString();
}

/** Whether an industry has a quiz for this country. */
export function hasQuizFor(industry: SectionIndustry, country: CountryCode): boolean {
  return industry.quizzes.some((quiz) => quiz.country === country);
}

/**
 * The sections a user may open for an industry, in menu order. Rows of the sections table:
 * report, hazard index, exposures, checklist, materials, related industries and codes for everyone;
 * NatCat only in the NatCat theme; risk & assessment and media in au and nz; endorsements in au;
 * the quiz in au and nz when the industry has one for the user's country; The Market in au when
 * the industry has one. Underwriters see the report entry as "Underwriter Report (coming soon)".
 */
export function industrySections(
  audience: SectionAudience,
  industry: SectionIndustry,
  { marketUrl = DEFAULT_MARKET_URL }: { marketUrl?: string } = {},
): IndustrySection[] {
  const { country } = audience;
  const open = (section: CountrySection) => sectionOpenIn(section, country);
  const route = (key: Exclude<SectionKey, 'market'>, title = industrySectionTitles[key]): IndustrySection => ({ key, title, route: key });
  const sections: (IndustrySection | false)[] = [
    route('report', audience.roles.includes('Underwriter') ? UNDERWRITER_REPORT_TITLE : industrySectionTitles.report),
    route('hazard-index'),
    audience.appTheme === 'natcat' && route('natcat-profile'),
    route('significant-exposures'),
    route('risk-checklist'),
    route('materials-equipments'),
    open('risk-assessment') && route('risk-assessment'),
    route('related-industries'),
    route('codes'),
    open('endorsements') && route('endorsements'),
    open('media') && route('media'),
    open('quiz') && hasQuizFor(industry, country) && route('quiz'),
    country === 'au' &&
      industry.has_market && {
        key: 'market',
        title: industrySectionTitles.market,
        href: marketHref(industry.id, audience.ssoToken, marketUrl),
      },
  ];
  return sections.filter((section): section is IndustrySection => section !== false);
}

/**
 * The section a sub-route belongs to (`risk-assessment/cyber-risks` → `risk-assessment`), or null when
 * the user may not open it, so the router can send unknown or hidden sections to /not-found.
 * `risk-description` belongs to Risk & Assessment.
 */
export function sectionForRoute(sections: readonly IndustrySection[], path: string): IndustrySection | null {
  const [first = ''] = path.split('/');
  const key = first === 'risk-description' ? 'risk-assessment' : first;
  return sections.find((section) => 'route' in section && section.route === key) ?? null;
}
