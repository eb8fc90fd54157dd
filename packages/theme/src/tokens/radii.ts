/** Corner radii in pixels. */
export const radii = {
  none: 0,
  small: 2,
  medium: 4,
  large: 8,
  round: 9999,
} as const;
