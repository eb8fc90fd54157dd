import { describe, expect, it } from 'vitest';
import { quizDuration, quizValidationCopy, quizResultPercent, unansweredQuestions } from './quiz';

const q = (answered: boolean | null, correct: boolean) => ({
  answers: [
    { is_correct: correct, user_answered: answered === true },
    { is_correct: !correct, user_answered: false },
  ],
});

// "The spec" in these tests means the product rules of docs/product/learning-and-points.md.
describe('quizResultPercent', () => {
  it('counts correct answers among the answered questions only', () => {
    expect(quizResultPercent([q(true, true), q(true, false), q(null, false), q(true, true)])).toBe(67);
    expect(quizResultPercent([q(true, true), q(true, true)])).toBe(100);
    expect(quizResultPercent([q(null, true)])).toBe(0);
    expect(quizResultPercent([])).toBe(0);
  });
});

describe('quizDuration', () => {
  it('shows hours, minutes and seconds', () => {
    expect(quizDuration('2026-01-01T10:00:00Z', '2026-01-01T11:02:03Z')).toBe('1h 2m 3s');
    expect(quizDuration('2026-01-01T10:00:00Z', '2026-01-01T10:04:00Z')).toBe('4m 0s');
    expect(quizDuration('2026-01-01T10:00:00Z', '2026-01-01T10:00:42Z')).toBe('42s');
    expect(quizDuration(null, '2026-01-01T10:00:42Z')).toBe('');
  });
});

describe('quiz validation', () => {
  it('uses the spec message and lists unanswered questions in order', () => {
    expect(quizValidationCopy.questionRequired).toBe('Question must be answered');
    expect(unansweredQuestions([3, 1, 2], new Map([[1, 10]]))).toEqual([3, 2]);
  });
});
