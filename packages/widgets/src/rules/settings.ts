import { REGION_DEFAULTS, type Region } from './formatting';

/** Industry classifications the settings page offers (taxonomy ids: provider codes, ANZSIC 2006, UK SIC 2007). */
export const SETTINGS_TAXONOMY_IDS = ['4', '8', '12'] as const;

export interface RegionFormatting {
  currency: string | null;
  dateFormat: string | null;
  /** True for Others: the user picks both; a country sets them from its defaults. */
  userChooses: boolean;
}

/**
 * docs/product/account-and-settings.md: choosing a country sets currency and date format from its defaults; with Others the user
 * chooses both (what they had chosen is kept).
 */
export function regionFormatting(region: string, chosen: { currency: string | null; dateFormat: string | null }): RegionFormatting {
  if (region === 'others' || !(region in REGION_DEFAULTS)) return { ...chosen, userChooses: true };
  const defaults = REGION_DEFAULTS[region as Region];
  return { currency: defaults.currency, dateFormat: defaults.dateFormat, userChooses: false };
}

/**
 * The settings to save. A country's currency and date format are saved as null so they keep following
 * the country's defaults; Others saves what the user chose.
 */
export function settingsChange(values: {
  region: string;
  currency: string | null;
  dateFormat: string | null;
  classification: string | null;
}) {
  const chooses = regionFormatting(values.region, values).userChooses;
  return [
    { key: 'country_region' as const, value: values.region },
    { key: 'currency' as const, value: chooses ? values.currency : null },
    { key: 'date_format' as const, value: chooses ? values.dateFormat : null },
    { key: 'industry_classification' as const, value: values.classification },
  ];
}
