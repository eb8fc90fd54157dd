import { describe, expect, it } from 'vitest';
import {
  coverDate,
  DEFAULT_INSURED_BUSINESS_NAME,
  indemnityMultiplier,
  indicativeSumInsured,
  REPORT_FILE_NAMES,
  reportName,
  startsReportPage,
  tablePageBreaks,
} from './report-document';

// "The spec" in these tests means the product rules of docs/product/reports.md.
describe('tablePageBreaks', () => {
  it('breaks before a table when less than 220 of the 922-unit page remains', () => {
    expect(tablePageBreaks([702])).toEqual([false]); // 220 left: fits
    expect(tablePageBreaks([703])).toEqual([true]); // 219 left
  });

  it('applies the rule on later pages too', () => {
    expect(tablePageBreaks([922 + 800])).toEqual([true]);
    expect(tablePageBreaks([922 + 100])).toEqual([false]);
  });

  it('needs no break for a table already at the top of a page', () => {
    expect(tablePageBreaks([0, 922])).toEqual([false, false]);
  });

  it('moves later tables down by the space a break skipped', () => {
    // The first break skips 122 units, pushing the second table (at 1500) to 1622: 300 left, so no break.
    expect(tablePageBreaks([800, 1500])).toEqual([true, false]);
    // Without the shift, 1650 would leave 194 and break; shifted to 1772 it leaves 72 and still breaks.
    expect(tablePageBreaks([800, 1650])).toEqual([true, true]);
  });
});

describe('startsReportPage', () => {
  it('starts a page for the long sections and the first one; the short front sections share pages', () => {
    expect(startsReportPage('user-profile', true)).toBe(true);
    for (const key of [
      'company-profile',
      'introduction-iprofilerisk',
      'about',
      'purpose',
      'under-insurance',
      'insurable-gross-profit',
    ] as const)
      expect(startsReportPage(key, false)).toBe(false);
    for (const key of [
      'report-hazard-assessment',
      'report-significant-exposures',
      'report-natural-catastrophe',
      'report-risk-checklist',
    ] as const)
      expect(startsReportPage(key, false)).toBe(true);
  });
});

describe('indicative sum insured', () => {
  it('is Turnover × Rate up to 12 months', () => {
    expect(indicativeSumInsured(1_000_000, 40)).toBe(400_000);
    expect(indicativeSumInsured(1_000_000, 40, 6)).toBe(400_000);
  });

  it('multiplies for longer indemnity periods: 1.5 for 18 months', () => {
    expect(indemnityMultiplier(18)).toBe(1.5);
    expect(indicativeSumInsured(1_000_000, 40, 18)).toBe(600_000);
    expect(indicativeSumInsured(1_000_000, 40, 24)).toBe(800_000);
  });

  it('refuses impossible inputs', () => {
    expect(() => indemnityMultiplier(0)).toThrow(RangeError);
    expect(() => indicativeSumInsured(-1, 40)).toThrow(RangeError);
    expect(() => indicativeSumInsured(1, Number.NaN)).toThrow(RangeError);
  });
});

describe('report naming', () => {
  it('follows the insured business name and falls back to the default', () => {
    expect(reportName('  Crusty Loaves Pty Ltd ')).toBe('Crusty Loaves Pty Ltd');
    expect(reportName('   ')).toBe(DEFAULT_INSURED_BUSINESS_NAME);
    expect(reportName(undefined)).toBe('Insured Business Name');
  });

  it('dates the cover DD MMMM YYYY', () => {
    expect(coverDate(new Date(2026, 2, 5))).toBe('05 March 2026');
  });

  it('names the downloads per the spec', () => {
    expect(REPORT_FILE_NAMES.adviser).toBe('Insurance Risk Report.pdf');
    expect(REPORT_FILE_NAMES.underwriter).toBe('Risk Consideration Report.pdf');
  });
});
