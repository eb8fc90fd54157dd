export { defaultTheme, defaultBrand } from './default';
export { natcatTheme, natcatBrand } from './natcat';
export { partnerThemes, harbourBrokersTheme } from './partners';
