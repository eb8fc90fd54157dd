import { DATE_FORMATS, type DateFormatId } from '@riskatlas/domain';

/** The currency symbol comes from the currency setting, `$` when there is none (docs/product/account-and-settings.md#formatting); the rule lives in the domain. */
export { currencySymbol, DEFAULT_CURRENCY_SYMBOL } from '@riskatlas/domain';

export { DATE_FORMATS, type DateFormatId };

/** Per region: the currency and date format the country setting sets. Others has neither and formats as au. */
export const REGION_DEFAULTS = {
  au: { currency: 'AUD', dateFormat: '1' },
  nz: { currency: 'NZD', dateFormat: '1' },
  gb: { currency: 'GBP', dateFormat: '1' },
  others: { currency: null, dateFormat: null },
} as const satisfies Record<string, { currency: string | null; dateFormat: DateFormatId | null }>;
export type Region = keyof typeof REGION_DEFAULTS;

const isDateFormatId = (value: string | null | undefined): value is DateFormatId =>
  value !== null && value !== undefined && value in DATE_FORMATS;

/** The date pattern in force: the setting's, else the region's default, else au's (the rule for others). */
export function dateFormatPattern(setting: string | null | undefined, region?: string | null): string {
  if (isDateFormatId(setting)) return DATE_FORMATS[setting];
  const regional = region && region in REGION_DEFAULTS ? REGION_DEFAULTS[region as Region].dateFormat : null;
  return DATE_FORMATS[regional ?? REGION_DEFAULTS.au.dateFormat];
}

/** A date in the pattern in force (calendar date in the viewer's time zone). */
export function formatDate(date: Date | string, setting: string | null | undefined, region?: string | null): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  const parts: Record<string, string> = {
    DD: String(value.getDate()).padStart(2, '0'),
    MM: String(value.getMonth() + 1).padStart(2, '0'),
    YYYY: String(value.getFullYear()),
  };
  return dateFormatPattern(setting, region).replace(/DD|MM|YYYY/g, (token) => parts[token]!);
}
