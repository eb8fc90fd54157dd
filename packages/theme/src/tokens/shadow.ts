/** Box shadows. Kept neutral (black with alpha) so they sit on any brand colour. */
export const shadow = {
  none: 'none',
  small: '0 1px 2px rgba(0, 0, 0, 0.12)',
  medium: '0 4px 12px rgba(0, 0, 0, 0.15)',
  large: '0 12px 32px rgba(0, 0, 0, 0.24)',
} as const;
