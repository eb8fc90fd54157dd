import { palette } from './tokens';

export type HazardBand = 'low' | 'medium' | 'high';

/** Inclusive ranges of each band in whole percent (docs/product/hazard-index.md#hazard-bands). */
export const hazardBandRanges = {
  low: { min: 0, max: 25 },
  medium: { min: 26, max: 60 },
  high: { min: 61, max: 100 },
} as const satisfies Record<HazardBand, { min: number; max: number }>;

/** Band colours: yellow, orange, red. Widgets should prefer `theme.color.hazard` (themeable). */
export const hazardBandColors = {
  low: palette.hazardYellow,
  medium: palette.hazardOrange,
  high: palette.hazardRed,
} as const satisfies Record<HazardBand, string>;

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
  const percent = ratingPercent(rating);
  if (percent > hazardBandRanges.medium.max) return 'high';
  if (percent > hazardBandRanges.low.max) return 'medium';
  return 'low';
}

/** Like `hazardBand`, but `'unknown'` (shown grey) instead of throwing for a non-rating. */
export function hazardBandOrUnknown(rating: unknown): HazardBand | 'unknown' {
  return isHazardRating(rating) ? hazardBand(rating) : 'unknown';
}

export type NatcatRiskLevel = 'low' | 'medium' | 'high';

/** NatCat risk colours from the spec: low #FFE135, medium #E26131, high #BF0B0B, otherwise grey. */
export const natcatRiskColors = {
  low: palette.natcatLow,
  medium: palette.natcatMedium,
  high: palette.natcatHigh,
  unknown: palette.natcatUnknown,
} as const;

/**
 * The colour of a NatCat risk description. Matching ignores case and surrounding spaces, since
 * the level arrives as free text from the hazard provider; anything else is grey.
 */
export function natcatRiskColor(level: unknown): string {
  if (typeof level !== 'string') return natcatRiskColors.unknown;
  const normalised = level.trim().toLowerCase();
  switch (normalised) {
    case 'low':
    case 'medium':
    case 'high':
      return natcatRiskColors[normalised];
    default:
      return natcatRiskColors.unknown;
  }
}
