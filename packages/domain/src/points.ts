/**
 * Points periods and limits (docs/product/learning-and-points.md#points-schemes). The limits are data, not code, so they can follow the
 * professional bodies' current rules without touching the period logic. The API counts earned points
 * with the same schemes the points page and the certificate show.
 */
import type { CountryCode } from './countries';

export type PointsType = 'cip' | 'cpd' | 'cpdnz';
export const POINTS_TYPES: readonly PointsType[] = ['cip', 'cpd', 'cpdnz'];
export type PeriodChoice = 'current' | 'last';

export interface PointsScheme {
  label: string;
  /** The professional body, named by its role as the certificate names it (docs/product/learning-and-points.md#points-schemes). */
  bodyRole: string;
  /** Length of one period in calendar years. */
  years: number;
  /** Most points this product may award in one period. */
  maximum: number;
  /** The body's minimum per period. */
  minimumRequired: number;
  /** The quiz countries whose quizzes count towards this scheme. */
  countries: readonly CountryCode[];
}

export const pointsSchemes: Record<PointsType, PointsScheme> = {
  cip: {
    label: 'CIP',
    bodyRole: 'the professional body for insurance and financial services professionals',
    years: 1,
    maximum: 15,
    minimumRequired: 25,
    countries: ['au'],
  },
  cpd: {
    label: 'CPD',
    bodyRole: 'the national association of insurance brokers',
    years: 2,
    maximum: 20,
    minimumRequired: 50,
    countries: ['au'],
  },
  cpdnz: {
    label: 'CPD NZ',
    bodyRole: 'the association of insurance brokers in New Zealand',
    years: 1,
    maximum: 10,
    minimumRequired: 10,
    countries: ['nz'],
  },
};

export interface PointsPeriodDates {
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day, YYYY-MM-DD: the `until` of the points calls. */
  end: string;
}

/**
 * The first year of the period containing `year`. One-year schemes start every year; the two-year
 * window starts in odd years (2025–2026, 2027–2028), so an even year belongs to the window that
 * began the year before.
 */
export function periodStartYear(scheme: PointsScheme, year: number): number {
  if (scheme.years === 1) return year;
  const offset = (((year - 1) % scheme.years) + scheme.years) % scheme.years;
  return year - offset;
}

/** The current or last period of a points type on `today` (local calendar date). */
export function pointsPeriod(type: PointsType, choice: PeriodChoice, today: Date): PointsPeriodDates {
  const scheme = pointsSchemes[type];
  const first = periodStartYear(scheme, today.getFullYear()) - (choice === 'last' ? scheme.years : 0);
  return { start: `${first}-01-01`, end: `${first + scheme.years - 1}-12-31` };
}

/** The points type an unknown `?type=` falls back to. */
export function parsePointsType(value: string | null | undefined): PointsType {
  return POINTS_TYPES.find((t) => t === value) ?? 'cip';
}
