/**
 * Continuing-education points (docs/product/learning-and-points.md#points-schemes). The limits are data so they can follow the
 * professional bodies' rules; which quizzes earn points is this product's rule, stated here.
 */
import { periodStartYear, pointsSchemes, type PointsType } from '@riskatlas/domain';

export type { PointsType };

/** The schemes' periods, limits and countries, as the points page and the certificate show them. */
export const POINTS_SCHEMES = pointsSchemes;

/**
 * A completed quiz earns this many points when at least PASS_PERCENT of ALL its questions are right.
 * Counting only the answered ones let a single right answer earn a point (issue #26); the result the
 * points page shows (percentage among answered questions, docs/product/learning-and-points.md#quizzes) is a display figure, not this rule.
 */
export const POINTS_PER_QUIZ = 1;
export const PASS_PERCENT = 50;

export function quizEarnsPoints(attempt: { correct: number; questionCount: number }): boolean {
  return attempt.questionCount > 0 && attempt.correct * 100 >= PASS_PERCENT * attempt.questionCount;
}

/** A user earns in the schemes of their own country only: CIP and CPD in Australia, CPD NZ in New Zealand. */
export function schemeAppliesTo(type: PointsType, userCountry: string): boolean {
  return (POINTS_SCHEMES[type].countries as readonly string[]).includes(userCountry);
}

/** What the earning rules read of a completed attempt. */
export interface GradedAttempt {
  course_id: number | null;
  industry_id: number | null;
  country: string;
  correct: number;
  questionCount: number;
}

/** The quiz an attempt is of: the same course's or the same industry's quiz is one quiz, whatever the attempt. */
function quizKey(attempt: GradedAttempt): string {
  return attempt.course_id !== null ? `course ${attempt.course_id}` : `industry ${String(attempt.industry_id)}`;
}

/**
 * The attempts of one period that earn points, given oldest first: only in a scheme of the user's own
 * country, only attempts taken for that country (older rows may hold another country, from before the
 * quiz start refused it), each passing, and only the first pass of each quiz, so passing the same quiz
 * again earns nothing more in the period.
 */
export function earningAttempts<Attempt extends GradedAttempt>(
  type: PointsType,
  userCountry: string,
  attemptsOldestFirst: readonly Attempt[],
): Attempt[] {
  if (!schemeAppliesTo(type, userCountry)) return [];
  const counted = new Set<string>();
  return attemptsOldestFirst.filter((attempt) => {
    if (attempt.country !== userCountry || !quizEarnsPoints(attempt)) return false;
    const key = quizKey(attempt);
    if (counted.has(key)) return false;
    counted.add(key);
    return true;
  });
}

export interface PeriodDates {
  start: string;
  end: string;
  /** The day after `end`, for half-open range queries. */
  endExclusive: string;
}

/**
 * The days a period may be asked for: real calendar dates whose whole period (a two-year CPD period runs
 * a year past) keeps four-digit years, the form PostgreSQL's dates and the contract's `date` share.
 * Year 0000, for one, is no PostgreSQL date: it used to answer 500.
 */
export const FIRST_POINTS_DAY = '1000-01-01';
export const LAST_POINTS_DAY = '9998-12-31';

/** Whether `day` is a YYYY-MM-DD calendar date a period may be computed for. */
export function isPointsDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || day < FIRST_POINTS_DAY || day > LAST_POINTS_DAY) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

/** The period of a scheme that contains `day` (YYYY-MM-DD); calendar years, two-year ones starting odd. */
export function periodContaining(type: PointsType, day: string): PeriodDates {
  const scheme = POINTS_SCHEMES[type];
  const first = periodStartYear(scheme, Number(day.slice(0, 4)));
  const last = first + scheme.years - 1;
  return { start: `${first}-01-01`, end: `${last}-12-31`, endExclusive: `${last + 1}-01-01` };
}

/** Today as YYYY-MM-DD in UTC: the server's calendar. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
