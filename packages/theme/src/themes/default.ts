import { buildTheme, type BrandColors } from '../semantic';

/** The default theme colours (docs/product/themes-and-brands.md#default-theme-colours): title 003262, background1 2367a5, background2 00203f, bar 019cae. */
export const defaultBrand: BrandColors = {
  title: '#003262',
  background1: '#2367a5',
  background2: '#00203f',
  bar: '#019cae',
};

export const defaultTheme = buildTheme({ name: 'default', brand: defaultBrand });
