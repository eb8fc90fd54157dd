import { describe, expect, it } from 'vitest';
import {
  completeAttempt,
  completedBetween,
  findAttempt,
  listAttempts,
  startAttempt,
  type AttemptFilter,
} from '../src/db/repositories/quiz-attempts.js';
import type { StoredQuizQuestion } from '../src/db/rows.js';
import { periodContaining } from '../src/learning/points.js';
import { gradeAnswers } from '../src/learning/quiz.js';
import type { TestDatabase } from './support/database.js';
import { createUser, useMigratedDatabase } from './support/user-data.js';

/**
 * Quiz attempts against a real database: an attempt is recorded with its questions as served, graded
 * once, and only ever read, graded, listed or counted for points through the user who took it.
 */
let database: TestDatabase;
let db: TestDatabase['db'];

useMigratedDatabase((opened) => {
  database = opened;
  db = opened.db;
});

const QUESTIONS: StoredQuizQuestion[] = [
  {
    id: 1,
    question: 'Which class has the highest hazard rating for Coffee Shop?',
    comment: '<p>Public Liability is rated 61 out of 100.</p>',
    answers: [
      { id: 11, answer: 'Motor', is_correct: false },
      { id: 12, answer: 'Public Liability', is_correct: true },
    ],
  },
  {
    id: 2,
    question: 'Which class has the lowest hazard rating for Coffee Shop?',
    comment: '<p>Crime is rated 5 out of 100.</p>',
    answers: [
      { id: 21, answer: 'Crime', is_correct: true },
      { id: 22, answer: 'Cyber Risks', is_correct: false },
    ],
  },
  {
    id: 3,
    question: "Is a customer's fall covered by public liability?",
    comment: '<p>Yes.</p>',
    answers: [
      { id: 31, answer: 'Yes', is_correct: true },
      { id: 32, answer: 'No', is_correct: false },
    ],
  },
];

const courseQuiz = (userId: number, country = 'au') =>
  startAttempt(db, { userId, courseId: 9, industryId: null, country, questions: QUESTIONS });

/** Sets when an attempt started and (null: not yet) was submitted. */
async function setTimes(attemptId: number, timeStart: string, timeEnd: string | null) {
  await db.query('UPDATE quiz_attempts SET time_start = $2, time_end = $3 WHERE id = $1', [attemptId, timeStart, timeEnd]);
}

describe('quiz attempts repository', () => {
  it('starts an attempt with the questions exactly as served, ungraded, and shows it to its owner only', async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const before = Date.now();
    const attempt = await courseQuiz(userId);
    expect(attempt).toEqual({
      id: expect.any(Number),
      course_id: 9,
      industry_id: null,
      country: 'au',
      time_start: expect.any(Date),
      time_end: null,
      questions: QUESTIONS,
      correct: 0,
      answered: 0,
    });
    expect(attempt).not.toHaveProperty('user_id');
    expect(attempt.time_start.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(attempt.time_start.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(await findAttempt(db, userId, attempt.id)).toEqual(attempt);
    expect(await findAttempt(db, otherId, attempt.id)).toBeUndefined();
    expect(await findAttempt(db, userId, attempt.id + 10_000)).toBeUndefined();
  });

  it('starts an industry quiz for a country', async () => {
    const userId = await createUser(database);
    const attempt = await startAttempt(db, { userId, courseId: null, industryId: 101, country: 'nz', questions: QUESTIONS.slice(0, 2) });
    expect(attempt).toMatchObject({ course_id: null, industry_id: 101, country: 'nz', questions: QUESTIONS.slice(0, 2), time_end: null });
    expect(await findAttempt(db, userId, attempt.id)).toEqual(attempt);
  });

  it('records the graded answers once, and only for the user who took the quiz', async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const attempt = await courseQuiz(userId);
    // Question 1 right, question 2 wrong, question 3 left unanswered.
    const graded = gradeAnswers(attempt.questions, [
      { question_id: 1, answer_id: 12 },
      { question_id: 2, answer_id: 22 },
    ]);
    expect(await completeAttempt(db, otherId, attempt.id, graded)).toBeUndefined();
    expect(await findAttempt(db, userId, attempt.id)).toEqual(attempt);

    const completed = await completeAttempt(db, userId, attempt.id, graded);
    expect(completed).toEqual({
      ...attempt,
      time_end: expect.any(Date),
      questions: [{ ...QUESTIONS[0], chosen: 12 }, { ...QUESTIONS[1], chosen: 22 }, QUESTIONS[2]],
      correct: 1,
      answered: 2,
    });
    expect(completed!.time_end!.getTime()).toBeGreaterThanOrEqual(attempt.time_start.getTime());
    expect(await findAttempt(db, userId, attempt.id)).toEqual(completed);

    // A second submission (or the loser of a race) changes nothing.
    const allRight = gradeAnswers(attempt.questions, [
      { question_id: 1, answer_id: 12 },
      { question_id: 2, answer_id: 21 },
      { question_id: 3, answer_id: 31 },
    ]);
    expect(await completeAttempt(db, userId, attempt.id, allRight)).toBeUndefined();
    expect(await findAttempt(db, userId, attempt.id)).toEqual(completed);
  });

  it("lists the owner's attempts newest first, by submission or else start, then by id, filtered and paged", async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const completedEarly = await courseQuiz(userId, 'au');
    const started = await courseQuiz(userId, 'au');
    const completedNz = await courseQuiz(userId, 'nz');
    const startedNz = await courseQuiz(userId, 'nz');
    const completedLate = await courseQuiz(userId, 'au');
    const theirs = await courseQuiz(otherId, 'au');
    // Started first but submitted on the 5th: it sorts by its submission.
    await setTimes(completedEarly.id, '2026-01-01T09:00:00Z', '2026-01-05T09:00:00Z');
    await setTimes(started.id, '2026-01-03T09:00:00Z', null);
    await setTimes(completedNz.id, '2026-01-02T09:00:00Z', '2026-01-04T09:00:00Z');
    await setTimes(startedNz.id, '2026-01-06T09:00:00Z', null);
    // Submitted in the same instant as completedEarly: the newer id comes first.
    await setTimes(completedLate.id, '2026-01-04T09:00:00Z', '2026-01-05T09:00:00Z');
    await setTimes(theirs.id, '2026-01-07T09:00:00Z', null);

    const filter: AttemptFilter = { userId, status: undefined, country: undefined, limit: 10, offset: 0 };
    const ids = async (change: Partial<AttemptFilter>) => (await listAttempts(db, { ...filter, ...change })).map((attempt) => attempt.id);
    expect(await ids({})).toEqual([startedNz.id, completedLate.id, completedEarly.id, completedNz.id, started.id]);
    expect(await ids({ status: 'completed' })).toEqual([completedLate.id, completedEarly.id, completedNz.id]);
    expect(await ids({ status: 'started' })).toEqual([startedNz.id, started.id]);
    expect(await ids({ country: 'nz' })).toEqual([startedNz.id, completedNz.id]);
    expect(await ids({ status: 'completed', country: 'au' })).toEqual([completedLate.id, completedEarly.id]);
    expect(await ids({ limit: 2, offset: 1 })).toEqual([completedLate.id, completedEarly.id]);
    expect(await ids({ limit: 10, offset: 4 })).toEqual([started.id]);
    expect(await ids({ limit: 10, offset: 5 })).toEqual([]);
    expect(await ids({ userId: otherId })).toEqual([theirs.id]);

    const [newest] = await listAttempts(db, { ...filter, limit: 1 });
    expect(newest).toEqual({ ...startedNz, time_start: new Date('2026-01-06T09:00:00Z') });
    expect(newest).not.toHaveProperty('user_id');
  });

  it("counts for points the owner's attempts submitted within the period in its countries, oldest first", async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const period = periodContaining('cip', '2026-06-15');
    expect(period).toMatchObject({ start: '2026-01-01', endExclusive: '2027-01-01' });

    const attempt = async (country: string, timeEnd: string | null, owner = userId) => {
      const started = await courseQuiz(owner, country);
      const grade = gradeAnswers(started.questions, [
        { question_id: 1, answer_id: 12 },
        { question_id: 2, answer_id: 21 },
        { question_id: 3, answer_id: 32 },
      ]);
      if (timeEnd !== null) await completeAttempt(db, owner, started.id, grade);
      await setTimes(started.id, '2025-06-01T00:00:00Z', timeEnd);
      return started.id;
    };
    const lastMoment = await attempt('au', '2026-12-31T23:59:59Z');
    const firstMoment = await attempt('au', '2026-01-01T00:00:00Z');
    const newZealand = await attempt('nz', '2026-03-01T12:00:00Z');
    await attempt('au', '2027-01-01T00:00:00Z');
    await attempt('au', '2025-12-31T23:59:59Z');
    await attempt('au', null);
    await attempt('au', '2026-05-01T00:00:00Z', otherId);

    expect(await completedBetween(db, userId, ['au'], period.start, period.endExclusive)).toEqual([
      {
        id: firstMoment,
        course_id: 9,
        industry_id: null,
        country: 'au',
        time_end: new Date('2026-01-01T00:00:00Z'),
        correct: 2,
        questionCount: 3,
      },
      {
        id: lastMoment,
        course_id: 9,
        industry_id: null,
        country: 'au',
        time_end: new Date('2026-12-31T23:59:59Z'),
        correct: 2,
        questionCount: 3,
      },
    ]);
    expect((await completedBetween(db, userId, ['au', 'nz'], period.start, period.endExclusive)).map((row) => row.id)).toEqual([
      firstMoment,
      newZealand,
      lastMoment,
    ]);
    expect(await completedBetween(db, userId, ['gb'], period.start, period.endExclusive)).toEqual([]);
  });

  it('counts every question the quiz asked, answered or not', async () => {
    const userId = await createUser(database);
    const started = await courseQuiz(userId);
    await completeAttempt(db, userId, started.id, gradeAnswers(started.questions, [{ question_id: 1, answer_id: 12 }]));
    await setTimes(started.id, '2026-02-01T00:00:00Z', '2026-02-02T00:00:00Z');
    expect(await completedBetween(db, userId, ['au'], '2026-02-01', '2026-02-03')).toMatchObject([
      { id: started.id, correct: 1, questionCount: 3 },
    ]);
  });

  it('orders attempts submitted in the same instant by id when counting points', async () => {
    const userId = await createUser(database);
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const started = await courseQuiz(userId);
      await setTimes(started.id, '2026-02-01T00:00:00Z', '2026-02-02T00:00:00Z');
      ids.push(started.id);
    }
    const rows = await completedBetween(db, userId, ['au'], '2026-02-01', '2026-02-03');
    expect(rows.map((row) => row.id)).toEqual(ids);
  });
});
