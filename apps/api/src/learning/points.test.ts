import { describe, expect, it } from 'vitest';
import { earningAttempts, isPointsDay, periodContaining, quizEarnsPoints, type GradedAttempt } from './points.js';

describe('periodContaining', () => {
  it.each([
    ['cip', '2025-01-01', '2025-01-01', '2025-12-31'],
    ['cip', '2026-12-31', '2026-01-01', '2026-12-31'],
    ['cpdnz', '2026-01-01', '2026-01-01', '2026-12-31'],
    ['cpd', '2025-01-01', '2025-01-01', '2026-12-31'],
    ['cpd', '2026-12-31', '2025-01-01', '2026-12-31'],
    ['cpd', '2024-12-31', '2023-01-01', '2024-12-31'],
    ['cpd', '2027-01-01', '2027-01-01', '2028-12-31'],
  ] as const)('%s on %s is %s – %s', (type, day, start, end) => {
    expect(periodContaining(type, day)).toMatchObject({ start, end });
  });

  it('gives the day after the end for range queries', () => {
    expect(periodContaining('cpd', '2026-06-01').endExclusive).toBe('2027-01-01');
  });
});

describe('quizEarnsPoints', () => {
  it('needs half of all the questions right, answered or not', () => {
    expect(quizEarnsPoints({ correct: 3, questionCount: 6 })).toBe(true);
    expect(quizEarnsPoints({ correct: 2, questionCount: 6 })).toBe(false);
    expect(quizEarnsPoints({ correct: 3, questionCount: 5 })).toBe(true);
    // Issue #26: one question answered, right, of six.
    expect(quizEarnsPoints({ correct: 1, questionCount: 6 })).toBe(false);
    expect(quizEarnsPoints({ correct: 0, questionCount: 0 })).toBe(false);
  });
});

describe('earningAttempts', () => {
  const passed = (fields: Partial<GradedAttempt> & { id: number }) => ({
    course_id: 1,
    industry_id: null,
    country: 'au',
    correct: 5,
    questionCount: 5,
    ...fields,
  });

  it('counts the first pass of each quiz in the period only', () => {
    const attempts = [
      passed({ id: 1, correct: 1 }),
      passed({ id: 2 }),
      passed({ id: 3 }),
      passed({ id: 4, course_id: 2 }),
      passed({ id: 5, course_id: null, industry_id: 7 }),
      passed({ id: 6, course_id: null, industry_id: 7 }),
    ];
    expect(earningAttempts('cip', 'au', attempts).map((attempt) => attempt.id)).toEqual([2, 4, 5]);
  });

  it("counts only in the schemes of the user's own country, and only attempts taken for that country", () => {
    const attempts = [
      passed({ id: 1, country: 'au' }),
      passed({ id: 2, country: 'nz', course_id: 2 }),
      passed({ id: 3, country: 'gb', course_id: 3 }),
    ];
    expect(earningAttempts('cip', 'au', attempts).map((attempt) => attempt.id)).toEqual([1]);
    expect(earningAttempts('cpd', 'au', attempts).map((attempt) => attempt.id)).toEqual([1]);
    expect(earningAttempts('cpdnz', 'au', attempts)).toEqual([]);
    expect(earningAttempts('cpdnz', 'nz', attempts).map((attempt) => attempt.id)).toEqual([2]);
    // Rows stored before the quiz start refused a foreign country (issue #26) earn a gb user nothing.
    for (const type of ['cip', 'cpd', 'cpdnz'] as const) {
      expect(earningAttempts(type, 'gb', attempts)).toEqual([]);
      expect(earningAttempts(type, 'others', attempts)).toEqual([]);
    }
  });
});

describe('isPointsDay', () => {
  it.each(['1000-01-01', '2026-02-28', '2024-02-29', '9998-12-31'])('accepts %s', (day) => {
    expect(isPointsDay(day)).toBe(true);
  });

  it.each([
    '0000-01-01',
    '0999-12-31',
    '9999-01-01',
    '10000-01-01',
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-1-01',
    '2026-01-01T00:00:00Z',
    '',
  ])('refuses %s', (day) => {
    expect(isPointsDay(day)).toBe(false);
  });
});
