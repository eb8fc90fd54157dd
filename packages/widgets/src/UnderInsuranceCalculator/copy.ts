import type { PolicyType } from '@riskatlas/domain';

/** The calculator's labels and notes, in one place so tests and the print page use the same words. */
export const underInsuranceCopy = {
  heading: 'Under-insurance Calculator',
  coInsurance: 'Co-insurance',
  policyType: 'Policy type',
  declaredValue: { 'sum-insured': 'Sum Insured declared', 'limit-of-liability': 'Limit of Liability declared' } satisfies Record<
    PolicyType,
    string
  >,
  valueAtRisk: 'Value at risk (full replacement value)',
  loss: 'Amount of loss',
  calculate: 'Calculate',
  print: 'Print',
  resultHeading: 'Result',
  payable: 'Amount payable by the insurer',
  uninsured: 'Amount borne by the insured',
  notesHeading: 'Notes',
  notes: [
    'Most property policies carry an average or co-insurance clause: when the sum insured is less than the stated percentage of the full value at risk, the insurer pays only the proportion of the loss that the sum insured bears to that percentage of the value.',
    'Payout = Sum Insured ÷ (co-insurance % × value at risk) × loss. The uninsured portion, borne by the insured, is the loss less the payout.',
    'Under a Limit of Liability policy the payout never exceeds the limit declared.',
    'Figures are rounded to whole dollars and are a guide only; the policy wording decides how a claim is settled.',
  ],
} as const;
