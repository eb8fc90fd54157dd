/**
 * The dashboard's rules (docs/product/shell-and-dashboard.md#dashboard): which cards show, the
 * advertisement filter, the recent-activity lists and their times. Copy is the product's, verbatim.
 */
import type { CountryCode } from '@riskatlas/domain';

export const dashboardCopy = {
  advertisementsFailed: 'Failed to load advertisements.',
  reportsFailed: 'Failed to load user reports',
  noData: 'No Data',
  natcatCard: 'Enter your location to generate Natural Catastrophe analysis.',
} as const;

/** docs/product/shell-and-dashboard.md#recent-activities: search history and recent reports show at most 10, newest first. */
export const RECENT_LIMIT = 10;
/** docs/product/shell-and-dashboard.md#recent-activities: a report item older than 6 days shows its date; otherwise a relative time. */
export const RELATIVE_TIME_MAX_DAYS = 6;
/** docs/product/shell-and-dashboard.md#advertisements: ad carousel autoplay 5000 ms with fade. */
export const AD_AUTOPLAY_MS = 5000;

export type DashboardCard =
  | 'recent-activities'
  | 'advertisements'
  | 'profile'
  | 'cip'
  | 'cpd'
  | 'knowledge'
  | 'support-services'
  | 'help-with-claims'
  | 'talk-to-team'
  | 'feedback'
  | 'tailored-report'
  | 'natcat'
  | 'general-information';

export interface CardContext {
  country: CountryCode;
  appTheme: 'default' | 'natcat';
  /** The variant whose dashboard shows only the help and talk-to-team cards. */
  helpOnly?: boolean;
}

/** docs/product/shell-and-dashboard.md: gb and others get the UK view (support services only, no points); au and nz the full set. */
export function isUkView(country: CountryCode): boolean {
  return country === 'gb' || country === 'others';
}

export function dashboardCards({ country, appTheme, helpOnly = false }: CardContext): DashboardCard[] {
  if (helpOnly) return ['help-with-claims', 'talk-to-team'];
  const uk = isUkView(country);
  return [
    'recent-activities',
    // The /general-info pages are for au and nz only (docs/product/shell-and-dashboard.md#main-menu-items), so is their card.
    ...(uk ? [] : (['general-information'] as const)),
    'advertisements',
    'profile',
    ...(uk ? [] : (['cip', 'cpd'] as const)),
    ...(appTheme === 'natcat' ? (['natcat'] as const) : []),
    'tailored-report',
    'knowledge',
    ...(uk ? [] : (['help-with-claims'] as const)),
    'support-services',
    'feedback',
  ];
}

/** docs/product/shell-and-dashboard.md: CIP links to /points?type=cip; CPD to type=cpdnz in nz and type=cpd in the other non-UK countries. */
export function pointsLink(kind: 'cip' | 'cpd', country: CountryCode): string {
  if (kind === 'cip') return '/points?type=cip';
  return country === 'nz' ? '/points?type=cpdnz' : '/points?type=cpd';
}

export interface AdvertisementLike {
  scope: 'main' | 'white_label';
  countries: CountryCode[];
  applied_apps: string[];
}

/**
 * docs/product/shell-and-dashboard.md#advertisements: kept only if applied to all apps or to rc; shown only for the matching scope and, for the
 * main-product scope, a matching country.
 */
export function visibleAdvertisements<T extends AdvertisementLike>(ads: readonly T[], scope: T['scope'], country: CountryCode): T[] {
  return ads.filter(
    (ad) =>
      (ad.applied_apps.includes('all') || ad.applied_apps.includes('rc')) &&
      ad.scope === scope &&
      (scope !== 'main' || ad.countries.includes(country)),
  );
}

export interface SavedReportLike {
  id: number;
  industry_id: number;
  report_type: 'tailored' | 'underwriter';
  last_updated_on: string;
}

/** Underwriters see their underwriter reports, everyone else their tailored reports; newest 10. */
export function recentReports<T extends SavedReportLike>(reports: readonly T[], underwriter: boolean): T[] {
  const kind = underwriter ? 'underwriter' : 'tailored';
  return reports
    .filter((report) => report.report_type === kind)
    .sort((a, b) => Date.parse(b.last_updated_on) - Date.parse(a.last_updated_on))
    .slice(0, RECENT_LIMIT);
}

export function recentReportsTitle(underwriter: boolean): string {
  return underwriter ? 'My underwriter reports' : 'My tailored reports';
}

/** docs/product/shell-and-dashboard.md#recent-activities: /industries/{industry_id}/report/tailored-report?tmpl={id} (underwriter: underwriter-report). */
export function reportLink(report: SavedReportLike): string {
  const page = report.report_type === 'underwriter' ? 'underwriter-report' : 'tailored-report';
  return `/industries/${report.industry_id}/report/${page}?tmpl=${report.id}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', DAY_MS],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

function formatDate(date: Date, format: string): string {
  const parts: Record<string, string> = {
    DD: String(date.getDate()).padStart(2, '0'),
    MM: String(date.getMonth() + 1).padStart(2, '0'),
    YYYY: String(date.getFullYear()),
  };
  return format.replace(/DD|MM|YYYY/g, (token) => parts[token]!);
}

/** "5 minutes ago", "yesterday", "6 days ago"; older than 6 days, the date in the user's format. */
export function reportTime(updatedOn: string, now: Date, dateFormat = 'DD/MM/YYYY'): string {
  const date = new Date(updatedOn);
  const elapsed = now.getTime() - date.getTime();
  if (elapsed > RELATIVE_TIME_MAX_DAYS * DAY_MS) return formatDate(date, dateFormat);
  const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return relative.format(0, 'minute');
}
