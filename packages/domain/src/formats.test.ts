import { describe, expect, it } from 'vitest';
import { CURRENCY_DETAILS, DATE_FORMATS } from './formats';

describe('currencies and date formats', () => {
  it('lists each currency once, with the symbol money is shown with', () => {
    const codes = CURRENCY_DETAILS.map(({ code }) => code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(CURRENCY_DETAILS.find(({ code }) => code === 'GBP')?.symbol).toBe('£');
    expect(CURRENCY_DETAILS.find(({ code }) => code === 'AUD')?.symbol).toBe('$');
  });

  it('offers the six date formats, day first by default', () => {
    expect(Object.keys(DATE_FORMATS)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(DATE_FORMATS['1']).toBe('DD/MM/YYYY');
  });
});
