/**
 * Breakpoints (min-widths in px).
 *
 * Why these six: docs/product/hazard-index.md and docs/product/shell-and-dashboard.md name 480 (hazard index forced to grid, carousel down to 1 slide),
 * 768 (endorsements become a list) and 1200 (carousel down to 2 slides). Its hazard grid column
 * counts ("1 on xs, 2 on sm and md, 3 on lg, 4 on xl, 6 on xxl") name the six tiers of the
 * conventional 24-column grid, whose other steps are 576, 992 and 1600. We keep those conventional
 * values for sm, lg and xxl and use the product's own 480 for xs, so every width those pages mention
 * is a breakpoint and every tier their column counts name exists.
 */
export const breakpoints = {
  xs: 480,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1600,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/**
 * Media query conditions without the `@media` prefix, for `window.matchMedia`.
 *
 * - `up(bp)`: width ≥ bp.
 * - `down(bp)`: width < bp (the sub-pixel step avoids overlap with `up(bp)` at fractional zoom).
 * - `atMost(bp)`: width ≤ bp, for the product's inclusive rules ("at 480 px width or below",
 *   "at 768 px or below").
 * - `between(lower, upper)`: lower ≤ width < upper.
 */
export const mediaQuery = {
  up: (breakpoint: Breakpoint) => `(min-width: ${breakpoints[breakpoint]}px)`,
  down: (breakpoint: Breakpoint) => `(max-width: ${breakpoints[breakpoint] - 0.02}px)`,
  atMost: (breakpoint: Breakpoint) => `(max-width: ${breakpoints[breakpoint]}px)`,
  between: (lower: Breakpoint, upper: Breakpoint) => `(min-width: ${breakpoints[lower]}px) and (max-width: ${breakpoints[upper] - 0.02}px)`,
} as const;

/** The same conditions as `mediaQuery`, as `@media` prefixes for styled-components. */
export const media = {
  up: (breakpoint: Breakpoint) => `@media ${mediaQuery.up(breakpoint)}`,
  down: (breakpoint: Breakpoint) => `@media ${mediaQuery.down(breakpoint)}`,
  atMost: (breakpoint: Breakpoint) => `@media ${mediaQuery.atMost(breakpoint)}`,
  between: (lower: Breakpoint, upper: Breakpoint) => `@media ${mediaQuery.between(lower, upper)}`,
} as const;

/**
 * The tier a viewport width falls in: the largest breakpoint whose min-width it reaches. Widths
 * below xs (480) are still `xs`, as in the conventional grid the column counts borrow, where xs is the smallest tier.
 */
export function breakpointForWidth(width: number): Breakpoint {
  let current: Breakpoint = 'xs';
  for (const name of breakpointNames) {
    if (width >= breakpoints[name]) current = name;
  }
  return current;
}
