import { type HazardBand } from '@riskatlas/domain';
import { palette } from './tokens';

// The bands and their thresholds are business rules (the API uses them too); the theme adds their colours.
export { hazardBand, hazardBandOrUnknown, hazardBandRanges, isHazardRating, ratingPercent } from '@riskatlas/domain';
export type { HazardBand } from '@riskatlas/domain';

/** Band colours: yellow, orange, red. Widgets should prefer `theme.color.hazard` (themeable). */
export const hazardBandColors = {
  low: palette.hazardYellow,
  medium: palette.hazardOrange,
  high: palette.hazardRed,
} as const satisfies Record<HazardBand, string>;

export type NatcatRiskLevel = 'low' | 'medium' | 'high';

/** NatCat risk colours (docs/product/natcat.md): low #FFE135, medium #E26131, high #BF0B0B, otherwise grey. */
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
