/**
 * The raw colour palette. Nothing outside `packages/theme` should read these: widgets read the
 * semantic roles in `semantic.ts`, so a partner theme can recolour a role without hunting for hex
 * values in components.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',

  // The four brand colours (docs/product/themes-and-brands.md#default-theme-colours).
  navy900: '#00203f',
  navy800: '#003262',
  blue600: '#2367a5',
  blue500: '#2f7cc2',
  blue100: '#e3eef8',
  teal500: '#019cae',
  // teal500 on white is 3.1:1, fine for bars and borders; text uses teal700 (4.8:1).
  teal700: '#017684',

  grey900: '#1c2430',
  grey800: '#2d3744',
  grey700: '#4a5563',
  grey600: '#5f6b7a',
  grey500: '#8a94a3',
  grey400: '#a9b1bc',
  grey300: '#cbd2da',
  grey200: '#e2e6eb',
  grey100: '#f1f3f6',
  grey50: '#f8f9fb',

  green700: '#1d6b39',
  green100: '#e3f4e8',
  red700: '#a61b1b',
  red100: '#fbe6e6',
  amber100: '#fff4d6',

  // Hazard index bands (docs/product/hazard-index.md#hazard-bands: above 60 red, above 25 orange, else yellow).
  hazardYellow: '#f2c200',
  hazardOrange: '#ee7d11',
  hazardRed: '#c8102e',

  // NatCat risk colours, exactly as docs/product/natcat.md lists them.
  natcatLow: '#FFE135',
  natcatMedium: '#E26131',
  natcatHigh: '#BF0B0B',
  natcatUnknown: '#9e9e9e',

  // NatCat theme accents.
  forest900: '#0f2d25',
  forest800: '#174438',
  forest600: '#2a6f5a',
  ochre500: '#c98a1b',
} as const;

export type PaletteColor = keyof typeof palette;
