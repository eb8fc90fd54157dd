import { buildTheme, type BrandColors } from '../semantic';

/**
 * The NatCat app theme (the theme that adds natural catastrophe features). docs/product/themes-and-brands.md does
 * not give its colours; these earthy greens with an ochre bar are ours until the provider supplies theirs.
 */
export const natcatBrand: BrandColors = {
  title: '#174438',
  background1: '#2a6f5a',
  background2: '#0f2d25',
  bar: '#c98a1b',
};

export const natcatTheme = buildTheme({ name: 'natcat', brand: natcatBrand });
