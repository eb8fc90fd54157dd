import { describe, expect, it } from 'vitest';
import {
  canCalculateUnderInsurance,
  formatDollarInput,
  formatDollars,
  parseDollars,
  underInsurancePayout,
  underInsuranceShown,
  type UnderInsuranceInputs,
} from './under-insurance';

const example: UnderInsuranceInputs = {
  coInsurance: 80,
  policyType: 'sum-insured',
  declaredValue: 500_000,
  valueAtRisk: 1_000_000,
  loss: 250_000,
};

describe('underInsurancePayout', () => {
  it("reproduces the spec's example: 156,250 payable, 93,750 borne", () => {
    expect(underInsurancePayout(example)).toEqual({ payable: 156_250, uninsured: 93_750 });
  });

  it.each([
    // [co-insurance, policy, declared, at risk, loss, payable, uninsured]
    [100, 'sum-insured', 500_000, 1_000_000, 250_000, 125_000, 125_000],
    [90, 'sum-insured', 900_000, 1_000_000, 100_000, 100_000, 0],
    [85, 'sum-insured', 600_000, 1_000_000, 170_000, 120_000, 50_000],
    [95, 'sum-insured', 950_000, 2_000_000, 400_000, 200_000, 200_000],
    // A total loss: raw 375,000 on a 300,000 sum insured pays the sum insured (was 375,000 / 625,000).
    [80, 'sum-insured', 300_000, 1_000_000, 1_000_000, 300_000, 700_000],
    // Rounded to whole dollars: 100,000 / (0.9 × 300,000) × 10,000 = 3,703.70…
    [90, 'sum-insured', 100_000, 300_000, 10_000, 3_704, 6_296],
    // 1 / (0.85 × 3) × 1 = 0.392… rounds to 0
    [85, 'sum-insured', 1, 3, 1, 0, 1],
    // Declared above the co-insurance requirement: the payout is the loss, never more (was 375,000 / −125,000).
    [80, 'sum-insured', 1_200_000, 1_000_000, 250_000, 250_000, 0],
    [80, 'sum-insured', 1_000_000, 1_000_000, 200_000, 200_000, 0],
    // Raw 600,000 on a 480,000 loss: the loss.
    [80, 'sum-insured', 500_000, 500_000, 480_000, 480_000, 0],
    // Sum Insured: never more than the sum insured (raw 666,667 and a 600,000 loss on a 400,000 sum insured).
    [80, 'sum-insured', 400_000, 450_000, 600_000, 400_000, 200_000],
    // Limit of Liability: capped at the limit.
    [80, 'limit-of-liability', 500_000, 1_000_000, 900_000, 500_000, 400_000],
    [100, 'limit-of-liability', 200_000, 200_000, 300_000, 200_000, 100_000],
    // Under the limit the cap changes nothing.
    [80, 'limit-of-liability', 500_000, 1_000_000, 250_000, 156_250, 93_750],
    [100, 'limit-of-liability', 750_000, 1_000_000, 400_000, 300_000, 100_000],
  ] as const)(
    'co-insurance %i, %s, declared %i, at risk %i, loss %i → %i payable, %i borne',
    (coInsurance, policyType, declaredValue, valueAtRisk, loss, payable, uninsured) => {
      expect(underInsurancePayout({ coInsurance, policyType, declaredValue, valueAtRisk, loss })).toEqual({ payable, uninsured });
    },
  );

  it('has no result while any amount is zero', () => {
    expect(underInsurancePayout({ ...example, loss: 0 })).toBeUndefined();
    expect(underInsurancePayout({ ...example, valueAtRisk: 0 })).toBeUndefined();
    expect(underInsurancePayout({ ...example, declaredValue: 0 })).toBeUndefined();
  });
});

describe('canCalculateUnderInsurance', () => {
  it('needs declared value, value at risk and loss all non-zero', () => {
    expect(canCalculateUnderInsurance({ declaredValue: 1, valueAtRisk: 1, loss: 1 })).toBe(true);
    expect(canCalculateUnderInsurance({ declaredValue: 1, valueAtRisk: 0, loss: 1 })).toBe(false);
    expect(canCalculateUnderInsurance({ declaredValue: Number.NaN, valueAtRisk: 1, loss: 1 })).toBe(false);
  });
});

describe('money formatting', () => {
  it('shows a dollar sign and thousands separators', () => {
    expect(formatDollars(156_250)).toBe('$156,250');
    expect(formatDollars(-50_000)).toBe('-$50,000');
    expect(formatDollarInput('1000000')).toBe('1,000,000');
    expect(formatDollarInput('$0012a')).toBe('12');
    expect(formatDollarInput('')).toBe('');
  });

  it('reads typed amounts back as whole dollars', () => {
    expect(parseDollars('$1,000,000')).toBe(1_000_000);
    expect(parseDollars('')).toBe(0);
  });
});

describe('underInsuranceShown', () => {
  it('is hidden for nz users and for underwriters', () => {
    expect(underInsuranceShown({ country: 'au', roles: ['Adviser'] })).toBe(true);
    expect(underInsuranceShown({ country: 'gb', roles: [] })).toBe(true);
    expect(underInsuranceShown({ country: 'nz', roles: ['Adviser'] })).toBe(false);
    expect(underInsuranceShown({ country: 'au', roles: ['Underwriter'] })).toBe(false);
  });
});
