import type { Queryable } from '../client.js';
import type { QuizAttemptRow, StoredQuizQuestion } from '../rows.js';

export type QuizAttempt = Omit<QuizAttemptRow, 'user_id'>;

const COLUMNS = 'id, course_id, industry_id, country, time_start, time_end, questions, correct, answered';

/** Starts a quiz for the user with the questions exactly as served; returns the new attempt. */
export async function startAttempt(
  db: Queryable,
  attempt: { userId: number; courseId: number | null; industryId: number | null; country: string; questions: StoredQuizQuestion[] },
): Promise<QuizAttempt> {
  const { rows } = await db.query<QuizAttempt>(
    `INSERT INTO quiz_attempts (user_id, course_id, industry_id, country, time_start, questions)
     VALUES ($1, $2, $3, $4, now(), $5::jsonb)
     RETURNING ${COLUMNS}`,
    [attempt.userId, attempt.courseId, attempt.industryId, attempt.country, JSON.stringify(attempt.questions)],
  );
  return rows[0]!;
}

/** The user's attempt, or undefined when it does not exist or belongs to someone else. */
export async function findAttempt(db: Queryable, userId: number, attemptId: number): Promise<QuizAttempt | undefined> {
  const { rows } = await db.query<QuizAttempt>(`SELECT ${COLUMNS} FROM quiz_attempts WHERE id = $1 AND user_id = $2`, [attemptId, userId]);
  return rows[0];
}

/**
 * Records the graded answers once: only a started attempt of this user is updated, so a second
 * submission (or a race of two) changes nothing and answers undefined.
 */
export async function completeAttempt(
  db: Queryable,
  userId: number,
  attemptId: number,
  graded: { questions: StoredQuizQuestion[]; correct: number; answered: number },
): Promise<QuizAttempt | undefined> {
  const { rows } = await db.query<QuizAttempt>(
    `UPDATE quiz_attempts SET time_end = now(), questions = $3::jsonb, correct = $4, answered = $5
      WHERE id = $1 AND user_id = $2 AND time_end IS NULL
      RETURNING ${COLUMNS}`,
    [attemptId, userId, JSON.stringify(graded.questions), graded.correct, graded.answered],
  );
  return rows[0];
}

export interface AttemptFilter {
  userId: number;
  status: 'completed' | 'started' | undefined;
  country: string | undefined;
  limit: number;
  offset: number;
}

/** The user's attempts, newest first (by submission, then by start). */
export async function listAttempts(db: Queryable, filter: AttemptFilter): Promise<QuizAttempt[]> {
  const { rows } = await db.query<QuizAttempt>(
    `SELECT ${COLUMNS} FROM quiz_attempts
      WHERE user_id = $1
        AND ($2::text IS NULL OR ($2 = 'completed') = (time_end IS NOT NULL))
        AND ($3::text IS NULL OR country = $3)
      ORDER BY coalesce(time_end, time_start) DESC, id DESC
      LIMIT $4 OFFSET $5`,
    [filter.userId, filter.status ?? null, filter.country ?? null, filter.limit, filter.offset],
  );
  return rows;
}

/** A completed attempt as the points rules read it. */
export type CompletedAttempt = Pick<QuizAttempt, 'id' | 'course_id' | 'industry_id' | 'country' | 'time_end' | 'correct'> & {
  /** How many questions the quiz asked, answered or not. */
  questionCount: number;
};

/** Completed attempts in the given countries submitted within [start, end) (dates), oldest first. */
export async function completedBetween(
  db: Queryable,
  userId: number,
  countries: readonly string[],
  start: string,
  endExclusive: string,
): Promise<CompletedAttempt[]> {
  const { rows } = await db.query<CompletedAttempt>(
    `SELECT id, course_id, industry_id, country, time_end, correct, jsonb_array_length(questions) AS "questionCount"
       FROM quiz_attempts
      WHERE user_id = $1 AND country = ANY($2::text[]) AND time_end IS NOT NULL
        AND time_end >= $3::date AND time_end < $4::date
      ORDER BY time_end, id`,
    [userId, countries, start, endExclusive],
  );
  return rows;
}
