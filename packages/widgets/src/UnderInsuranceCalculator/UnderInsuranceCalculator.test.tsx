import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { underInsuranceCopy as copy } from './copy';
import { UnderInsuranceCalculator } from './UnderInsuranceCalculator';

function setup(onPrint = vi.fn()) {
  const result = renderWithProviders(<UnderInsuranceCalculator onPrint={onPrint} />);
  const field = (label: string) => screen.getByRole('textbox', { name: label });
  return { ...result, onPrint, field };
}

// "The spec" in these tests means the product rules of docs/product/calculators.md.
describe('UnderInsuranceCalculator', () => {
  it("computes the spec's example and prints its inputs and results", async () => {
    const { user, field, onPrint } = setup();
    expect(screen.getByRole('combobox', { name: copy.coInsurance })).toHaveValue('80');
    await user.type(field(copy.declaredValue['sum-insured']), '500000');
    await user.type(field(copy.valueAtRisk), '1000000');
    await user.type(field(copy.loss), '250000');
    expect(field(copy.valueAtRisk)).toHaveValue('1,000,000');
    expect(screen.queryByRole('button', { name: copy.print })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.calculate }));
    const result = screen.getByRole('status', { name: copy.resultHeading });
    expect(result).toHaveTextContent(`${copy.payable}$156,250`);
    expect(result).toHaveTextContent(`${copy.uninsured}$93,750`);

    await user.click(screen.getByRole('button', { name: copy.print }));
    expect(onPrint).toHaveBeenCalledWith({
      type: 'under-insurance',
      inputs: [
        { label: copy.coInsurance, value: '80%' },
        { label: copy.policyType, value: 'Sum Insured' },
        { label: copy.declaredValue['sum-insured'], value: '$500,000' },
        { label: copy.valueAtRisk, value: '$1,000,000' },
        { label: copy.loss, value: '$250,000' },
      ],
      results: [
        { label: copy.payable, value: '$156,250' },
        { label: copy.uninsured, value: '$93,750' },
      ],
    });
  });

  it("shows the amounts in the user's currency (GBP: £)", async () => {
    const onPrint = vi.fn();
    const { user, container } = renderWithProviders(<UnderInsuranceCalculator currency="GBP" onPrint={onPrint} />);
    const field = (label: string) => screen.getByRole('textbox', { name: label });
    await user.type(field(copy.declaredValue['sum-insured']), '500000');
    await user.type(field(copy.valueAtRisk), '1000000');
    await user.type(field(copy.loss), '250000');
    expect([...container.querySelectorAll('[aria-hidden="true"]')].map((affix) => affix.textContent)).toContain('£');
    expect(container.textContent).not.toContain('$');
    await user.click(screen.getByRole('button', { name: copy.calculate }));
    expect(screen.getByRole('status', { name: copy.resultHeading })).toHaveTextContent(`${copy.payable}£156,250`);
    await user.click(screen.getByRole('button', { name: copy.print }));
    expect(onPrint.mock.calls[0]![0].results).toEqual([
      { label: copy.payable, value: '£156,250' },
      { label: copy.uninsured, value: '£93,750' },
    ]);
  });

  it('enables Calculate only when all three amounts are non-zero', async () => {
    const { user, field } = setup();
    const calculate = screen.getByRole('button', { name: copy.calculate });
    expect(calculate).toBeDisabled();
    await user.type(field(copy.declaredValue['sum-insured']), '100');
    await user.type(field(copy.valueAtRisk), '200');
    expect(calculate).toBeDisabled();
    await user.type(field(copy.loss), '0');
    expect(calculate).toBeDisabled();
    await user.type(field(copy.loss), '5');
    expect(calculate).toBeEnabled();
  });

  it('clears the result when the policy type changes, and caps a Limit of Liability at the limit', async () => {
    const { user, field } = setup();
    await user.type(field(copy.declaredValue['sum-insured']), '500000');
    await user.type(field(copy.valueAtRisk), '1000000');
    await user.type(field(copy.loss), '900000');
    await user.selectOptions(screen.getByRole('combobox', { name: copy.coInsurance }), '100');
    await user.click(screen.getByRole('button', { name: copy.calculate }));
    expect(screen.getByRole('status', { name: copy.resultHeading })).toHaveTextContent('$450,000');

    await user.click(screen.getByRole('radio', { name: 'Limit of Liability' }));
    expect(screen.queryByRole('status', { name: copy.resultHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.print })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: copy.coInsurance }), '80');
    await user.click(screen.getByRole('button', { name: copy.calculate }));
    expect(screen.getByRole('status', { name: copy.resultHeading })).toHaveTextContent(`${copy.payable}$500,000`);
    expect(screen.getByRole('status', { name: copy.resultHeading })).toHaveTextContent(`${copy.uninsured}$400,000`);
  });

  it('offers no Print without a print handler', async () => {
    const { user } = renderWithProviders(<UnderInsuranceCalculator />);
    const field = (label: string) => screen.getByRole('textbox', { name: label });
    await user.type(field(copy.declaredValue['sum-insured']), '1');
    await user.type(field(copy.valueAtRisk), '1');
    await user.type(field(copy.loss), '1');
    await user.click(screen.getByRole('button', { name: copy.calculate }));
    expect(screen.getByRole('status', { name: copy.resultHeading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.print })).not.toBeInTheDocument();
  });
});
