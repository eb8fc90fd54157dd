import { describe, expect, it } from 'vitest';
import { currencySymbol, dateFormatPattern, formatDate } from './formatting';
import { regionFormatting, settingsChange } from './settings';

describe('currencySymbol', () => {
  it('follows the currency setting and defaults to $', () => {
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('JPY')).toBe('¥');
    expect(currencySymbol('NZD')).toBe('$');
    expect(currencySymbol(null)).toBe('$');
    expect(currencySymbol('XXX')).toBe('$');
  });
});

describe('dates', () => {
  const date = new Date(2026, 2, 7);

  it('formats with each of the six formats', () => {
    expect(['1', '2', '3', '4', '5', '6'].map((format) => formatDate(date, format))).toEqual([
      '07/03/2026',
      '07-03-2026',
      '03/07/2026',
      '03-07-2026',
      '2026/03/07',
      '2026-03-07',
    ]);
  });

  it('without a setting uses the region default, and others formats as au', () => {
    expect(dateFormatPattern(null, 'gb')).toBe('DD/MM/YYYY');
    expect(dateFormatPattern(null, 'others')).toBe('DD/MM/YYYY');
    expect(formatDate(date, undefined)).toBe('07/03/2026');
  });
});

describe('region settings', () => {
  it('a country sets currency and date format; others keeps what the user chose', () => {
    expect(regionFormatting('gb', { currency: 'USD', dateFormat: '6' })).toEqual({ currency: 'GBP', dateFormat: '1', userChooses: false });
    expect(regionFormatting('nz', { currency: null, dateFormat: null })).toEqual({ currency: 'NZD', dateFormat: '1', userChooses: false });
    expect(regionFormatting('others', { currency: 'USD', dateFormat: '6' })).toEqual({
      currency: 'USD',
      dateFormat: '6',
      userChooses: true,
    });
  });

  it('saves a country’s formatting as its defaults (null) and Others’ as chosen', () => {
    expect(settingsChange({ region: 'au', currency: 'AUD', dateFormat: '1', classification: '8' })).toEqual([
      { key: 'country_region', value: 'au' },
      { key: 'currency', value: null },
      { key: 'date_format', value: null },
      { key: 'industry_classification', value: '8' },
    ]);
    expect(settingsChange({ region: 'others', currency: 'EUR', dateFormat: '5', classification: '12' }).slice(1, 3)).toEqual([
      { key: 'currency', value: 'EUR' },
      { key: 'date_format', value: '5' },
    ]);
  });
});
