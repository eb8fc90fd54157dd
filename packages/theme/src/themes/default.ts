import { buildTheme, type BrandColors } from '../semantic';

/** The spec's default theme colours (§9): title 003262, background1 2367a5, background2 00203f, bar 019cae. */
export const defaultBrand: BrandColors = {
  title: '#003262',
  background1: '#2367a5',
  background2: '#00203f',
  bar: '#019cae',
};

export const defaultTheme = buildTheme({ name: 'default', brand: defaultBrand });
