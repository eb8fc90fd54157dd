import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { underInsuranceCopy as copy } from './copy';
import { UnderInsuranceCalculator } from './UnderInsuranceCalculator';

const meta = {
  title: 'Widgets/UnderInsuranceCalculator',
  component: UnderInsuranceCalculator,
  args: { onPrint: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UnderInsuranceCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try it: the calculator makes no calls. */
export const Playground: Story = {};

/** As first shown (the empty state): 80 % co-insurance, Sum Insured, no amounts, Calculate disabled, no Print. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: copy.coInsurance })).toHaveValue('80');
    await expect(canvas.getByRole('radio', { name: 'Sum Insured' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: copy.calculate })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: copy.print })).toBeNull();
  },
};

/** The example of docs/product/calculators.md: 80 %, 500,000 declared, 1,000,000 at risk, 250,000 loss → 156,250 payable, 93,750 borne. */
export const SpecExample: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: copy.declaredValue['sum-insured'] }), '500000');
    await userEvent.type(canvas.getByRole('textbox', { name: copy.valueAtRisk }), '1000000');
    await userEvent.type(canvas.getByRole('textbox', { name: copy.loss }), '250000');
    await userEvent.click(canvas.getByRole('button', { name: copy.calculate }));
    const result = await canvas.findByRole('status', { name: copy.resultHeading });
    await expect(result).toHaveTextContent('$156,250');
    await expect(result).toHaveTextContent('$93,750');
    await userEvent.click(canvas.getByRole('button', { name: copy.print }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
};

/** Limit of Liability: the payout is capped at the limit (500,000 of a 900,000 loss). */
export const LimitOfLiabilityCapped: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Limit of Liability' }));
    await userEvent.type(canvas.getByRole('textbox', { name: copy.declaredValue['limit-of-liability'] }), '500000');
    await userEvent.type(canvas.getByRole('textbox', { name: copy.valueAtRisk }), '1000000');
    await userEvent.type(canvas.getByRole('textbox', { name: copy.loss }), '900000');
    await userEvent.click(canvas.getByRole('button', { name: copy.calculate }));
    const result = await canvas.findByRole('status', { name: copy.resultHeading });
    await expect(result).toHaveTextContent(`${copy.payable}$500,000`);
    await expect(result).toHaveTextContent(`${copy.uninsured}$400,000`);
  },
};

/** Changing the policy type clears the result and hides Print. */
export const PolicyTypeClearsResult: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: copy.declaredValue['sum-insured'] }), '1000');
    await userEvent.type(canvas.getByRole('textbox', { name: copy.valueAtRisk }), '2000');
    await userEvent.type(canvas.getByRole('textbox', { name: copy.loss }), '500');
    await userEvent.click(canvas.getByRole('button', { name: copy.calculate }));
    await canvas.findByRole('status', { name: copy.resultHeading });
    await userEvent.click(canvas.getByRole('radio', { name: 'Limit of Liability' }));
    await expect(canvas.queryByRole('status', { name: copy.resultHeading })).toBeNull();
    await expect(canvas.queryByRole('button', { name: copy.print })).toBeNull();
  },
};

/** Embedded without a print handler and without notes: no Print button at all. */
export const WithoutPrintOrNotes: Story = {
  args: { onPrint: undefined, showNotes: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: copy.notesHeading })).toBeNull();
  },
};
