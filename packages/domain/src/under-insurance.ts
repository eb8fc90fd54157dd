/**
 * The under-insurance (average) calculation (docs/product/calculators.md#under-insurance-payout).
 * payout = declared value / (co-insurance × value at risk) × loss; uninsured = loss − payout; whole
 * dollars. The payout never exceeds the loss nor the declared value (the sum insured or the limit): an
 * adequately insured policy pays the loss in full, never more (docs/product/calculators.md#under-insurance-payout).
 */
import { formatMoney } from './settings';

export const CO_INSURANCE_OPTIONS = [80, 85, 90, 95, 100] as const;
export type CoInsurancePercent = (typeof CO_INSURANCE_OPTIONS)[number];
export const DEFAULT_CO_INSURANCE: CoInsurancePercent = 80;

export const POLICY_TYPES = ['sum-insured', 'limit-of-liability'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];
export const policyTypeLabels: Record<PolicyType, string> = {
  'sum-insured': 'Sum Insured',
  'limit-of-liability': 'Limit of Liability',
};

export interface UnderInsuranceInputs {
  coInsurance: CoInsurancePercent;
  policyType: PolicyType;
  /** The sum insured or limit declared on the policy, in dollars. */
  declaredValue: number;
  /** The full replacement value of what is at risk, in dollars. */
  valueAtRisk: number;
  loss: number;
}

export interface UnderInsuranceResult {
  payable: number;
  uninsured: number;
}

/** The three amounts must all be non-zero before Calculate is enabled (docs/product/calculators.md#under-insurance-form). */
export function canCalculateUnderInsurance(values: Pick<UnderInsuranceInputs, 'declaredValue' | 'valueAtRisk' | 'loss'>): boolean {
  return [values.declaredValue, values.valueAtRisk, values.loss].every((v) => Number.isFinite(v) && v > 0);
}

/** The payout and the uninsured portion, or `undefined` when the inputs cannot be calculated. */
export function underInsurancePayout(inputs: UnderInsuranceInputs): UnderInsuranceResult | undefined {
  if (!canCalculateUnderInsurance(inputs)) return undefined;
  // Percent kept as an integer so the example's 500,000 / (0.8 × 1,000,000) is exact.
  const raw = (inputs.declaredValue * inputs.loss * 100) / (inputs.coInsurance * inputs.valueAtRisk);
  // Indemnity: no insurer pays more than was lost, nor more than the policy's sum insured or limit.
  const capped = Math.min(raw, inputs.loss, inputs.declaredValue);
  const payable = Math.round(capped);
  return { payable, uninsured: Math.round(inputs.loss) - payable };
}

/** Whole dollars with a `$` and thousands separators, as the calculators' money inputs show them (docs/product/calculators.md). */
export function formatDollars(amount: number): string {
  return formatMoney(amount);
}

/** Reads what a user typed into a money input ("$1,000,000", "250 000") as whole dollars; 0 when empty. */
export function parseDollars(text: string): number {
  const digits = text.replace(/[^0-9]/g, '');
  return digits === '' ? 0 : Number(digits);
}

/** The input's text while typing: digits regrouped with separators, `$` shown by the field. */
export function formatDollarInput(text: string): string {
  const digits = text.replace(/[^0-9]/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? '' : Number(digits).toLocaleString('en-AU');
}

/**
 * Whether Under Insurance shows for this user (docs/product/reports.md#section-visibility: hidden for nz users and for underwriters;
 * docs/product/reports.md#underwriter-report: no Under Insurance in the underwriter's report). For the report builder's section list.
 */
export function underInsuranceShown(user: { country: string; roles: readonly string[] }): boolean {
  return user.country !== 'nz' && !user.roles.includes('Underwriter');
}
