import { describe, expect, it } from 'vitest';
import { activeClasses } from './insurance-classes';
import {
  browseClassification,
  currencyInForce,
  currencySymbol,
  formatMoney,
  industryCodeIn,
  industryTaxonomy,
  settingValue,
} from './settings';
import { formatDollars } from './under-insurance';

const setting = (key: string, value: string | null, defaultValue: string | null) => ({ key, value, default_value: defaultValue });

describe('the industry classification setting', () => {
  it("is the user's choice, else the default for their region, else ANZSIC 2006", () => {
    expect(industryTaxonomy([setting('industry_classification', '12', '8')])).toBe(12);
    expect(industryTaxonomy([setting('industry_classification', null, '12')])).toBe(12);
    expect(industryTaxonomy([setting('industry_classification', '4', '12')])).toBe(4);
    expect(industryTaxonomy([setting('industry_classification', '99', null)])).toBe(8);
    expect(industryTaxonomy(undefined)).toBe(8);
  });

  it('browses UK SIC through its own classification, and the provider codes (no levels) through ANZSIC', () => {
    expect(browseClassification(12)).toEqual({ abbr: 'uksic', revision: '2007' });
    expect(browseClassification(8)).toEqual({ abbr: 'anzsic', revision: '2006' });
    expect(browseClassification(4)).toEqual({ abbr: 'anzsic', revision: '2006' });
  });

  it("shows an industry's code in the chosen taxonomy, else the code it was requested in", () => {
    const pubs = {
      code: '4520',
      classifications: [
        { code: '4520', taxonomy: { id: 8 } },
        { code: '56302', taxonomy: { id: 12 } },
      ],
    };
    expect(industryCodeIn(pubs, 12)).toBe('56302');
    expect(industryCodeIn(pubs, 8)).toBe('4520');
    expect(industryCodeIn(pubs, 4)).toBe('4520');
  });
});

describe('the currency setting', () => {
  it("shows money with the chosen currency's symbol, $ when none", () => {
    expect(formatMoney(1_250_000, 'GBP')).toBe('£1,250,000');
    expect(formatMoney(-125_000, 'EUR')).toBe('-€125,000');
    expect(formatMoney(500, null)).toBe('$500');
    expect(currencySymbol('JPY')).toBe('¥');
    expect(currencySymbol('XYZ')).toBe('$');
    expect(formatDollars(2500)).toBe('$2,500');
  });

  it("is the user's currency, else their region's, else none", () => {
    expect(currencyInForce([setting('currency', 'EUR', 'GBP')])).toBe('EUR');
    expect(currencyInForce([setting('currency', null, 'GBP')])).toBe('GBP');
    expect(currencyInForce([setting('currency', null, null)])).toBeNull();
    expect(settingValue([setting('date_format', null, '1')], 'date_format')).toBe('1');
  });
});

describe('active classes', () => {
  it('keeps every class for an unrestricted user and only the listed ones otherwise', () => {
    const classes = [{ id: 1 }, { id: 3 }, { id: 6 }];
    expect(activeClasses(classes, null)).toEqual(classes);
    expect(activeClasses(classes, [1, 6])).toEqual([{ id: 1 }, { id: 6 }]);
  });
});
