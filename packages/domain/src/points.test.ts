import { describe, expect, it } from 'vitest';
import { parsePointsType, pointsPeriod, pointsSchemes } from './points';

const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

// "The spec" in these tests means the product rules of docs/product/learning-and-points.md.
describe('points limits', () => {
  it('are the spec numbers', () => {
    expect(pointsSchemes.cip).toMatchObject({ maximum: 15, minimumRequired: 25, years: 1 });
    expect(pointsSchemes.cpd).toMatchObject({ maximum: 20, minimumRequired: 50, years: 2 });
    expect(pointsSchemes.cpdnz).toMatchObject({ maximum: 10, minimumRequired: 10, years: 1 });
  });
});

describe('pointsPeriod', () => {
  it.each([
    ['2025-01-01', 'cip', 'current', '2025-01-01', '2025-12-31'],
    ['2025-12-31', 'cip', 'current', '2025-01-01', '2025-12-31'],
    ['2026-01-01', 'cip', 'current', '2026-01-01', '2026-12-31'],
    ['2026-12-31', 'cip', 'last', '2025-01-01', '2025-12-31'],
    ['2026-01-01', 'cpdnz', 'current', '2026-01-01', '2026-12-31'],
    ['2025-12-31', 'cpdnz', 'last', '2024-01-01', '2024-12-31'],
    // Odd year: the two-year window starts this year.
    ['2025-01-01', 'cpd', 'current', '2025-01-01', '2026-12-31'],
    ['2025-12-31', 'cpd', 'current', '2025-01-01', '2026-12-31'],
    ['2025-01-01', 'cpd', 'last', '2023-01-01', '2024-12-31'],
    // Even year: it started last year.
    ['2026-01-01', 'cpd', 'current', '2025-01-01', '2026-12-31'],
    ['2026-12-31', 'cpd', 'current', '2025-01-01', '2026-12-31'],
    ['2026-12-31', 'cpd', 'last', '2023-01-01', '2024-12-31'],
    ['2027-01-01', 'cpd', 'current', '2027-01-01', '2028-12-31'],
  ] as const)('on %s %s %s is %s – %s', (today, type, choice, start, end) => {
    expect(pointsPeriod(type, choice, day(today))).toEqual({ start, end });
  });
});

describe('parsePointsType', () => {
  it('defaults to cip', () => {
    expect(parsePointsType(null)).toBe('cip');
    expect(parsePointsType('bogus')).toBe('cip');
    expect(parsePointsType('cpdnz')).toBe('cpdnz');
  });
});
