/**
 * Continuing-education points (reports spec §9). The limits are data so they can follow the
 * professional bodies' rules; which quizzes earn points is this product's rule, stated here.
 */
export type PointsType = 'cip' | 'cpd' | 'cpdnz';

export interface PointsScheme {
  /** Length of one period in calendar years; two-year periods start in odd years. */
  years: number;
  maximum: number;
  minimumRequired: number;
  /** The quiz countries whose quizzes count towards this scheme. */
  countries: readonly string[];
}

export const POINTS_SCHEMES: Record<PointsType, PointsScheme> = {
  cip: { years: 1, maximum: 15, minimumRequired: 25, countries: ['au'] },
  cpd: { years: 2, maximum: 20, minimumRequired: 50, countries: ['au'] },
  cpdnz: { years: 1, maximum: 10, minimumRequired: 10, countries: ['nz'] },
};

/** A completed quiz earns this many points when at least PASS_PERCENT of its answered questions are right. */
export const POINTS_PER_QUIZ = 1;
export const PASS_PERCENT = 50;

export function quizEarnsPoints(attempt: { correct: number; answered: number }): boolean {
  return attempt.answered > 0 && attempt.correct * 100 >= PASS_PERCENT * attempt.answered;
}

export interface PeriodDates {
  start: string;
  end: string;
  /** The day after `end`, for half-open range queries. */
  endExclusive: string;
}

/** The period of a scheme that contains `day` (YYYY-MM-DD); calendar years, two-year ones starting odd. */
export function periodContaining(type: PointsType, day: string): PeriodDates {
  const { years } = POINTS_SCHEMES[type];
  const year = Number(day.slice(0, 4));
  const first = year - ((((year - 1) % years) + years) % years);
  const last = first + years - 1;
  return { start: `${first}-01-01`, end: `${last}-12-31`, endExclusive: `${last + 1}-01-01` };
}

/** Today as YYYY-MM-DD in UTC: the server's calendar. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
