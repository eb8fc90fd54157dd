import type { CatalogueReportTheme } from './types.js';

/**
 * Report themes. The default colours are the product's (docs/product/themes-and-brands.md#default-theme-colours);
 * the two partner themes are the "broker firm" defaults chosen by primary company id
 * (docs/product/themes-and-brands.md#theme-defaults: two ids each; the ids are ours, in `company_ids` below).
 */
export const REPORT_THEMES: readonly CatalogueReportTheme[] = [
  {
    id: 1,
    label: 'Risk Atlas Blue',
    value: { colorTitle: '#003262', colorBg1: '#2367a5', colorBg2: '#00203f', colorBar: '#019cae' },
    company_ids: [],
  },
  {
    id: 2,
    label: 'Slate',
    value: { colorTitle: '#2f3e46', colorBg1: '#52796f', colorBg2: '#354f52', colorBar: '#84a98c' },
    company_ids: [],
  },
  {
    id: 3,
    label: 'Harbour',
    value: { colorTitle: '#1d3557', colorBg1: '#457b9d', colorBg2: '#1d3557', colorBar: '#e63946' },
    company_ids: [],
  },
  {
    id: 4,
    label: 'Eucalypt',
    value: { colorTitle: '#283618', colorBg1: '#606c38', colorBg2: '#283618', colorBar: '#dda15e' },
    company_ids: [],
  },
  {
    id: 5,
    label: 'Coastal Brokers',
    value: { colorTitle: '#0b3954', colorBg1: '#087e8b', colorBg2: '#0b3954', colorBar: '#ff5a5f' },
    company_ids: [9703, 6393],
  },
  {
    id: 6,
    label: 'Summit Insurance Group',
    value: { colorTitle: '#3c1642', colorBg1: '#086375', colorBg2: '#3c1642', colorBar: '#1dd3b0' },
    company_ids: [5235, 7740],
  },
];
