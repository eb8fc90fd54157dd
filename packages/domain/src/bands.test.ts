import { describe, expect, it } from 'vitest';
import { bandOfScore, HAZARD_BANDS, hazardBand, hazardBandRanges } from './bands';

describe('bandOfScore', () => {
  it('bands whole-percent scores at the thresholds, without rounding', () => {
    expect([0, 25, 26, 60, 61, 100].map(bandOfScore)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
    expect(bandOfScore(25.4)).toBe('medium');
    expect(hazardBand(25.4)).toBe('low');
  });

  it('lists the bands in order, their ranges meeting without a gap', () => {
    expect(HAZARD_BANDS).toEqual(['low', 'medium', 'high']);
    HAZARD_BANDS.slice(1).forEach((band, index) => expect(hazardBandRanges[band].min).toBe(hazardBandRanges[HAZARD_BANDS[index]!].max + 1));
  });
});
