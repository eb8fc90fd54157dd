import { describe, expect, it } from 'vitest';
import { periodContaining, quizEarnsPoints } from './points.js';

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
  it('needs half the answered questions right', () => {
    expect(quizEarnsPoints({ correct: 3, answered: 6 })).toBe(true);
    expect(quizEarnsPoints({ correct: 2, answered: 6 })).toBe(false);
    expect(quizEarnsPoints({ correct: 0, answered: 0 })).toBe(false);
  });
});
