import { describe, expect, it } from 'vitest';
import { boundedEditDistance, typoBudget } from './edit-distance.js';

describe('boundedEditDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(boundedEditDistance('plumbng', 'plumbing', 2)).toBe(1);
    expect(boundedEditDistance('bakry', 'bakery', 2)).toBe(1);
    expect(boundedEditDistance('resturant', 'restaurant', 2)).toBe(1);
    expect(boundedEditDistance('acountant', 'accountant', 2)).toBe(1);
    expect(boundedEditDistance('plubmer', 'plumber', 2)).toBe(1);
    expect(boundedEditDistance('bakery', 'bakery', 2)).toBe(0);
    expect(boundedEditDistance('restarant', 'restaurant', 2)).toBe(1);
    expect(boundedEditDistance('resturnt', 'restaurant', 2)).toBe(2);
  });

  it('answers max + 1 once the distance is over the budget', () => {
    expect(boundedEditDistance('bakry', 'brewery', 1)).toBe(2);
    expect(boundedEditDistance('cat', 'elephant', 1)).toBe(2);
  });

  it('measures to the closest prefix of the word when asked', () => {
    expect(boundedEditDistance('resturan', 'restaurant', 1, true)).toBe(1);
    expect(boundedEditDistance('plumb', 'plumbing', 0, true)).toBe(0);
    expect(boundedEditDistance('acount', 'accountant', 1, true)).toBe(1);
    expect(boundedEditDistance('zzzz', 'accountant', 1, true)).toBe(2);
  });
});

describe('typoBudget', () => {
  it('allows no typo under 4 letters, one from 4, two from 8', () => {
    expect([typoBudget('bak'), typoBudget('bakr'), typoBudget('plumbng'), typoBudget('acountant')]).toEqual([0, 1, 1, 2]);
  });
});
