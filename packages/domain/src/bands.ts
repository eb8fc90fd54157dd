/**
 * Hazard bands (docs/adr/0002-hazard-rating-rounding.md): the thresholds the hazard index paints, the
 * quiz asks about and the API's hazard model writes its sentences from. Colours stay in the theme.
 */

export type HazardBand = 'low' | 'medium' | 'high';

/** The bands from lowest to highest. */
export const HAZARD_BANDS: readonly HazardBand[] = ['low', 'medium', 'high'];

/** Inclusive ranges of each band in whole percent (docs/product/hazard-index.md#hazard-bands). */
export const hazardBandRanges = {
  low: { min: 0, max: 25 },
  medium: { min: 26, max: 60 },
  high: { min: 61, max: 100 },
} as const satisfies Record<HazardBand, { min: number; max: number }>;

/** Whether `value` is a hazard rating: a finite number from 0 to 100. */
export function isHazardRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

/**
 * The whole percent a rating is shown as. Fractional ratings are rounded (half up) and the band
 * is taken from this rounded value, so the number on screen and its colour always agree:
 * 25.4 shows as 25% and is low; 25.5 shows as 26% and is medium.
 */
export function ratingPercent(rating: number): number {
  return Math.round(rating);
}

/**
 * The band a score falls in by the thresholds alone, without checking or rounding it: for scores that
 * are already whole percent, such as the catalogue's stored ratings.
 */
export function bandOfScore(score: number): HazardBand {
  if (score > hazardBandRanges.medium.max) return 'high';
  if (score > hazardBandRanges.low.max) return 'medium';
  return 'low';
}

/**
 * The hazard band of a rating (0–100 percent): low 0–25 (yellow), medium 26–60 (orange),
 * high 61–100 (red).
 *
 * Throws `RangeError` for anything that is not a rating (negative, above 100, NaN, infinite):
 * a rating out of range is a data error, and silently clamping it would paint it as a real risk.
 * Rendering code that receives untrusted data should check `isHazardRating` first, or use
 * `hazardBandOrUnknown`.
 */
export function hazardBand(rating: number): HazardBand {
  if (!isHazardRating(rating)) {
    throw new RangeError(`A hazard rating is a number from 0 to 100, got ${String(rating)}`);
  }
  return bandOfScore(ratingPercent(rating));
}

/** Like `hazardBand`, but `'unknown'` (shown grey) instead of throwing for a non-rating. */
export function hazardBandOrUnknown(rating: unknown): HazardBand | 'unknown' {
  return isHazardRating(rating) ? hazardBand(rating) : 'unknown';
}
