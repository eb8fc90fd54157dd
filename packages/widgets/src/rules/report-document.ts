import type { ReportSectionKey } from '@riskatlas/domain';
import { format } from 'date-fns';

/** docs/product/reports.md#page-breaks: the printable page's height in layout units and the room a table needs. */
export const REPORT_PAGE_HEIGHT = 922;
export const REPORT_TABLE_BREAK_THRESHOLD = 220;
/** docs/product/reports.md#charts: width of the captured hazard chart image. */
export const REPORT_CHART_IMAGE_WIDTH = 680;
/** A4 at 96 px per inch: the preview lays pages out at the printed width so measurements match. */
export const REPORT_PAGE_WIDTH_PX = 794;
/** docs/product/reports.md#insured-business-name: the cover's name until the user gives one. */
export const DEFAULT_INSURED_BUSINESS_NAME = 'Insured Business Name';
/** docs/product/reports.md#insured-business-name: the insured business name is saved after this pause. */
export const INSURED_NAME_SAVE_DELAY_MS = 500;
/** docs/product/reports.md#quick-report: drawer width and the width above which it starts open. */
export const REPORT_DRAWER_WIDTH = 300;
export const REPORT_DRAWER_OPEN_MIN_WIDTH = 768;

/** docs/product/reports.md#download: the downloaded files' names. */
export const REPORT_FILE_NAMES = {
  adviser: 'Insurance Risk Report.pdf',
  underwriter: 'Risk Consideration Report.pdf',
  natcat: 'Natural Catastrophe Report.pdf',
} as const;

/** The cover titles: the underwriter's report is the Risk Consideration Report (docs/product/reports.md#underwriter-report). */
export const REPORT_COVER_TITLES = { adviser: 'Insurance Risk Report', underwriter: 'Risk Consideration Report' } as const;

/** docs/product/reports.md#download, verbatim. */
export const reportDownloadCopy = {
  download: 'Download',
  downloading: 'Downloading',
  patience: 'Thanks for your patience.',
  success: 'Download successfully',
  failed: 'Download failed',
} as const;

export const reportCommentTitles = { adviser: 'Advisor Comment', underwriter: 'Underwriter Comment' } as const;

/** The report's name: the cover's insured business name, or the default while it is blank. */
export function reportName(insuredBusinessName: string | null | undefined): string {
  const name = insuredBusinessName?.trim();
  return name ? name : DEFAULT_INSURED_BUSINESS_NAME;
}

/** The cover date, `DD MMMM YYYY` (e.g. "05 March 2026"). */
export function coverDate(date: Date): string {
  return format(date, 'dd MMMM yyyy');
}

/**
 * The sections that start a printed page (docs/pdf.md#pages): the report's long parts. Every other
 * section follows the one before it on the same page, so the short front sections (profiles,
 * introduction, about, purpose, under insurance) share pages instead of leaving each one mostly blank.
 */
const PAGE_START_SECTIONS: ReadonlySet<ReportSectionKey> = new Set([
  'report-hazard-assessment',
  'report-significant-exposures',
  'report-natural-catastrophe',
  'report-risk-checklist',
]);

/** Whether a content section starts a printed page; the first section of the body always does. */
export function startsReportPage(key: ReportSectionKey, first: boolean): boolean {
  return first || PAGE_START_SECTIONS.has(key);
}

/**
 * The page-break rule (docs/product/reports.md#page-breaks): which tables get a break before them. `tableTops` are the
 * tables' positions from the top of the section that starts their page (with the sections that follow it
 * there), in order, as laid out without breaks. A table is pushed to the next page when less than `threshold` of the page remains above it;
 * each break moves every later table down by the space it skipped.
 */
export function tablePageBreaks(
  tableTops: readonly number[],
  pageHeight = REPORT_PAGE_HEIGHT,
  threshold = REPORT_TABLE_BREAK_THRESHOLD,
): boolean[] {
  let shift = 0;
  return tableTops.map((top) => {
    const position = top + shift;
    const used = position % pageHeight;
    const remaining = pageHeight - used;
    // A table already at the top of a page needs no break.
    if (used === 0 || remaining >= threshold) return false;
    shift += remaining;
    return true;
  });
}

/**
 * Indemnity periods and their multipliers for the Indicative Rate of Insurable Gross Profit (docs/product/reports.md#indicative-sum-insured:
 * the rate gives the sum insured for up to 12 months; longer periods multiply it, 1.5 for 18 months —
 * the period's months over twelve).
 */
export const INDEMNITY_PERIODS: readonly { months: number; multiplier: number }[] = [
  { months: 12, multiplier: 1 },
  { months: 18, multiplier: 1.5 },
  { months: 24, multiplier: 2 },
  { months: 36, multiplier: 3 },
];

/** The multiplier of an indemnity period: 1 up to 12 months, months ÷ 12 beyond. */
export function indemnityMultiplier(months: number): number {
  if (!Number.isFinite(months) || months <= 0) throw new RangeError('The indemnity period must be a positive number of months.');
  return months <= 12 ? 1 : months / 12;
}

/**
 * Turnover × Rate = Indicative Sum Insured (docs/product/reports.md#indicative-sum-insured), times the indemnity period's multiplier; the
 * rate is a percentage. Whole currency units.
 */
export function indicativeSumInsured(turnover: number, ratePercent: number, indemnityMonths = 12): number {
  if (!Number.isFinite(turnover) || turnover < 0) throw new RangeError('Turnover must be zero or more.');
  if (!Number.isFinite(ratePercent) || ratePercent < 0) throw new RangeError('The rate must be zero or more.');
  return Math.round(((turnover * ratePercent) / 100) * indemnityMultiplier(indemnityMonths));
}
