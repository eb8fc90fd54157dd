import { describe, expect, it } from 'vitest';
import {
  hazardBand,
  hazardBandColors,
  hazardBandOrUnknown,
  hazardBandRanges,
  isHazardRating,
  natcatRiskColor,
  ratingPercent,
} from './bands';

// "The spec" in these tests means the product rules of docs/product/hazard-index.md and docs/product/natcat.md.
describe('hazardBand', () => {
  it.each([
    [0, 'low'],
    [1, 'low'],
    [25, 'low'],
    [26, 'medium'],
    [40, 'medium'],
    [60, 'medium'],
    [61, 'high'],
    [99, 'high'],
    [100, 'high'],
  ] as const)('puts a rating of %d in the %s band', (rating, band) => {
    expect(hazardBand(rating)).toBe(band);
  });

  it('covers 0 to 100 with the spec ranges low 0–25, medium 26–60, high 61–100 and no gaps', () => {
    expect(hazardBandRanges).toEqual({
      low: { min: 0, max: 25 },
      medium: { min: 26, max: 60 },
      high: { min: 61, max: 100 },
    });
    for (let rating = 0; rating <= 100; rating += 1) {
      const band = hazardBand(rating);
      expect(rating).toBeGreaterThanOrEqual(hazardBandRanges[band].min);
      expect(rating).toBeLessThanOrEqual(hazardBandRanges[band].max);
    }
  });

  it('bands a fractional rating by the whole percent it is shown as', () => {
    expect(ratingPercent(25.4)).toBe(25);
    expect(hazardBand(25.4)).toBe('low');
    expect(ratingPercent(25.5)).toBe(26);
    expect(hazardBand(25.5)).toBe('medium');
    expect(hazardBand(60.49)).toBe('medium');
    expect(hazardBand(60.5)).toBe('high');
    expect(hazardBand(0.2)).toBe('low');
    expect(hazardBand(99.9)).toBe('high');
  });

  it.each([-1, -0.01, 100.01, 101, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws a RangeError for %d, which is not a rating',
    (rating) => {
      expect(() => hazardBand(rating)).toThrow(RangeError);
    },
  );

  it('answers "unknown" instead of throwing when asked for a band of untrusted data', () => {
    expect(hazardBandOrUnknown(61)).toBe('high');
    expect(hazardBandOrUnknown(-5)).toBe('unknown');
    expect(hazardBandOrUnknown(140)).toBe('unknown');
    expect(hazardBandOrUnknown('40')).toBe('unknown');
    expect(hazardBandOrUnknown(null)).toBe('unknown');
    expect(hazardBandOrUnknown(undefined)).toBe('unknown');
  });

  it('recognises ratings as finite numbers from 0 to 100', () => {
    expect(isHazardRating(0)).toBe(true);
    expect(isHazardRating(100)).toBe(true);
    expect(isHazardRating(50.5)).toBe(true);
    expect(isHazardRating(-1)).toBe(false);
    expect(isHazardRating(101)).toBe(false);
    expect(isHazardRating(Number.NaN)).toBe(false);
    expect(isHazardRating('50')).toBe(false);
  });

  it('colours low yellow, medium orange and high red', () => {
    expect(hazardBandColors).toEqual({ low: '#f2c200', medium: '#ee7d11', high: '#c8102e' });
  });
});

describe('natcatRiskColor', () => {
  it('uses the spec colours for low, medium and high', () => {
    expect(natcatRiskColor('low')).toBe('#FFE135');
    expect(natcatRiskColor('medium')).toBe('#E26131');
    expect(natcatRiskColor('high')).toBe('#BF0B0B');
  });

  it('ignores case and surrounding spaces', () => {
    expect(natcatRiskColor(' High ')).toBe('#BF0B0B');
    expect(natcatRiskColor('LOW')).toBe('#FFE135');
  });

  it('is grey otherwise', () => {
    expect(natcatRiskColor('extreme')).toBe('#9e9e9e');
    expect(natcatRiskColor('')).toBe('#9e9e9e');
    expect(natcatRiskColor(undefined)).toBe('#9e9e9e');
    expect(natcatRiskColor(3)).toBe('#9e9e9e');
  });
});
