/** Spacing scale in pixels, on a 4 px grid. */
export const space = {
  0: 0,
  1: 4,
  2: 8,
  3: 12,
  4: 16,
  5: 24,
  6: 32,
  7: 48,
  8: 64,
} as const;

export type SpaceStep = keyof typeof space;
