import { useId, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { Button } from '../primitives/Button';
import {
  CalculatorHeading,
  CalculatorRoot,
  Choice,
  FieldGrid,
  Fieldset,
  FormActions,
  Panel,
  ResultList,
  SelectLabel,
  SubHeading,
} from '../primitives/shared/calculator';
import {
  canCalculateUnderInsurance,
  CO_INSURANCE_OPTIONS,
  type CoInsurancePercent,
  DEFAULT_CO_INSURANCE,
  currencySymbol,
  formatMoney,
  parseDollars,
  POLICY_TYPES,
  type PolicyType,
  policyTypeLabels,
  type PrintItem,
  type UnderInsuranceInputs,
  underInsurancePayout,
  type UnderInsuranceResult,
} from '@riskatlas/domain';
import { underInsuranceCopy as copy } from './copy';
import { MoneyField } from './MoneyField';
import { Notes } from './UnderInsuranceCalculator.styles';

export interface UnderInsuranceCalculatorProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /**
   * Called by Print with the inputs and results of the last calculation, e.g. to store them for a
   * print page. Print shows only when this is given and a valid result exists. Default: none.
   */
  onPrint?: (item: PrintItem) => void;
  /** Show the explanatory notes under the form. Default `true`. */
  showNotes?: boolean;
  /**
   * The user's currency setting (a code such as `GBP`): its symbol marks the inputs and the results
   * (docs/product/account-and-settings.md#formatting). Default: none, shown as `$`.
   */
  currency?: string | null;
}

interface Calculation {
  inputs: UnderInsuranceInputs;
  result: UnderInsuranceResult;
}

function isCoInsurance(value: number): value is CoInsurancePercent {
  return CO_INSURANCE_OPTIONS.some((option) => option === value);
}

/** The print page's lists for one calculation, labelled as on screen. */
export function underInsurancePrintItem({ inputs, result }: Calculation, currency: string | null = null): PrintItem {
  const money = (amount: number) => formatMoney(amount, currency);
  return {
    type: 'under-insurance',
    inputs: [
      { label: copy.coInsurance, value: `${inputs.coInsurance}%` },
      { label: copy.policyType, value: policyTypeLabels[inputs.policyType] },
      { label: copy.declaredValue[inputs.policyType], value: money(inputs.declaredValue) },
      { label: copy.valueAtRisk, value: money(inputs.valueAtRisk) },
      { label: copy.loss, value: money(inputs.loss) },
    ],
    results: [
      { label: copy.payable, value: money(result.payable) },
      { label: copy.uninsured, value: money(result.uninsured) },
    ],
  };
}

/**
 * The under-insurance calculator (docs/product/calculators.md): co-insurance 80–100 % (default 80), Sum Insured or Limit
 * of Liability, and three money amounts. Calculate is enabled once all three are non-zero; the
 * result shows what the insurer pays and what the insured bears. Changing the policy type clears
 * the result. Makes no calls. Rest props go to the root `<section>`.
 */
export function UnderInsuranceCalculator({ onPrint, showNotes = true, currency = null, ...rest }: UnderInsuranceCalculatorProps) {
  const headingId = useId();
  const [coInsurance, setCoInsurance] = useState<CoInsurancePercent>(DEFAULT_CO_INSURANCE);
  const [policyType, setPolicyType] = useState<PolicyType>('sum-insured');
  const [amounts, setAmounts] = useState({ declaredValue: '', valueAtRisk: '', loss: '' });
  const [calculation, setCalculation] = useState<Calculation | undefined>();

  const values = {
    declaredValue: parseDollars(amounts.declaredValue),
    valueAtRisk: parseDollars(amounts.valueAtRisk),
    loss: parseDollars(amounts.loss),
  };
  const ready = canCalculateUnderInsurance(values);

  const changePolicyType = (next: PolicyType) => {
    setPolicyType(next);
    setCalculation(undefined);
  };

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const inputs: UnderInsuranceInputs = { coInsurance, policyType, ...values };
    const result = underInsurancePayout(inputs);
    setCalculation(result ? { inputs, result } : undefined);
  };

  return (
    <CalculatorRoot aria-labelledby={headingId} {...rest}>
      <CalculatorHeading id={headingId}>{copy.heading}</CalculatorHeading>
      <Panel as="form" noValidate onSubmit={calculate}>
        <FieldGrid>
          <SelectLabel>
            {copy.coInsurance}
            <select
              name="coInsurance"
              value={coInsurance}
              onChange={(event) => {
                const next = Number(event.target.value);
                if (isCoInsurance(next)) setCoInsurance(next);
              }}
            >
              {CO_INSURANCE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}%
                </option>
              ))}
            </select>
          </SelectLabel>
          <Fieldset>
            <legend>{copy.policyType}</legend>
            {POLICY_TYPES.map((type) => (
              <Choice key={type}>
                <input type="radio" name="policyType" value={type} checked={policyType === type} onChange={() => changePolicyType(type)} />
                {policyTypeLabels[type]}
              </Choice>
            ))}
          </Fieldset>
          <MoneyField
            symbol={currencySymbol(currency)}
            label={copy.declaredValue[policyType]}
            name="declaredValue"
            value={amounts.declaredValue}
            onChange={(text) => setAmounts((current) => ({ ...current, declaredValue: text }))}
          />
          <MoneyField
            symbol={currencySymbol(currency)}
            label={copy.valueAtRisk}
            name="valueAtRisk"
            value={amounts.valueAtRisk}
            onChange={(text) => setAmounts((current) => ({ ...current, valueAtRisk: text }))}
          />
          <MoneyField
            symbol={currencySymbol(currency)}
            label={copy.loss}
            name="loss"
            value={amounts.loss}
            onChange={(text) => setAmounts((current) => ({ ...current, loss: text }))}
          />
        </FieldGrid>
        <FormActions>
          <Button type="submit" variant="primary" disabled={!ready}>
            {copy.calculate}
          </Button>
          {calculation && onPrint ? (
            <Button type="button" variant="secondary" onClick={() => onPrint(underInsurancePrintItem(calculation, currency))}>
              {copy.print}
            </Button>
          ) : null}
        </FormActions>
      </Panel>
      {calculation ? (
        <Panel role="status" aria-label={copy.resultHeading}>
          <SubHeading>{copy.resultHeading}</SubHeading>
          <ResultList>
            <dt>{copy.payable}</dt>
            <dd>{formatMoney(calculation.result.payable, currency)}</dd>
            <dt>{copy.uninsured}</dt>
            <dd>{formatMoney(calculation.result.uninsured, currency)}</dd>
          </ResultList>
        </Panel>
      ) : null}
      {showNotes ? (
        <Panel>
          <SubHeading>{copy.notesHeading}</SubHeading>
          <Notes>
            {copy.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Notes>
        </Panel>
      ) : null}
    </CalculatorRoot>
  );
}
