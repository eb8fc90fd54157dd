/**
 * The currencies and date formats a user may choose (docs/product/account-and-settings.md#reference-lists):
 * the API serves them as reference data and checks the settings against them; the widgets format money
 * and dates with them.
 */

export const CURRENCY_DETAILS = [
  { code: 'AUD', name: 'Australian Dollar', symbol: '$', symbol_native: '$' },
  { code: 'CAD', name: 'Canadian Dollar', symbol: '$', symbol_native: '$' },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', symbol_native: 'CN¥' },
  { code: 'EUR', name: 'Euro', symbol: '€', symbol_native: '€' },
  { code: 'GBP', name: 'British Pound', symbol: '£', symbol_native: '£' },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', symbol_native: '￥' },
  { code: 'NZD', name: 'New Zealand Dollar', symbol: '$', symbol_native: '$' },
  { code: 'USD', name: 'US Dollar', symbol: '$', symbol_native: '$' },
] as const;

export type CurrencyCode = (typeof CURRENCY_DETAILS)[number]['code'];

/** The six date formats of the date_format setting, by the id the setting stores. */
export const DATE_FORMATS = {
  '1': 'DD/MM/YYYY',
  '2': 'DD-MM-YYYY',
  '3': 'MM/DD/YYYY',
  '4': 'MM-DD-YYYY',
  '5': 'YYYY/MM/DD',
  '6': 'YYYY-MM-DD',
} as const;

export type DateFormatId = keyof typeof DATE_FORMATS;
