import type { Meta, StoryObj } from '@storybook/react-vite';
import { estimateBuildingCost } from '@riskatlas/domain';
import { expect, fn } from 'storybook/test';
import { BuildingCostCalculator } from './BuildingCostCalculator';
import { buildingCostCopy as copy, buildingCostNotes } from './copy';

const meta = {
  title: 'Widgets/BuildingCostCalculator',
  component: BuildingCostCalculator,
  args: { onEstimate: fn(), onPrint: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuildingCostCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try it: Estimate records the inputs and prices them with Risk Atlas's own model. */
export const Playground: Story = {
  args: { estimateProvider: async (request) => estimateBuildingCost(request) },
};

/** As first shown (the empty state): one building row, one fencing/carpark row, no Print yet. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: `${copy.buildingType} 1` })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: `${copy.asset} 1` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: copy.print })).toBeNull();
  },
};

/** The plus buttons add rows; Estimate records them and offers Print. */
export const Estimated: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: copy.location }), 'Wagga Wagga NSW');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: copy.industry }), 'Agricultural');
    await userEvent.click(canvas.getByRole('button', { name: copy.addBuilding }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: `${copy.buildingType} 2` }), 'Hay Shed (open)');
    await userEvent.click(canvas.getByRole('button', { name: copy.estimate }));
    await expect(await canvas.findByText(copy.recorded)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.print }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
};

/** The notes navigator slid to one note. */
export const NoteOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const note = buildingCostNotes[0]!;
    await userEvent.click(canvas.getByRole('button', { name: note.menuTitle }));
    await expect(await canvas.findByRole('heading', { name: note.title })).toHaveFocus();
  },
};

/** With a valuation provider's details from the host. */
export const WithValuationContact: Story = {
  args: {
    valuationContact: {
      name: 'Example Valuations',
      phone: '1300 000 000',
      email: 'valuations@example.com',
      website: 'https://example.com',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'valuations@example.com' })).toHaveAttribute('href', 'mailto:valuations@example.com');
  },
};

/** With an estimate provider (Risk Atlas's own model here): Estimate shows the figure and its lines. */
export const WithEstimate: Story = {
  args: { estimateProvider: async (request) => estimateBuildingCost(request) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: `${copy.buildingType} 1` }), 'Shearing Shed');
    await userEvent.type(canvas.getByRole('textbox', { name: `${copy.floorArea} 1` }), '240');
    await userEvent.click(canvas.getByRole('button', { name: copy.estimate }));
    await expect(await canvas.findByText('$216,000', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: copy.estimateBreakdown })).toBeVisible();
  },
};

/** The provider cannot be reached: the message, and the inputs still recorded for printing. */
export const EstimateFailed: Story = {
  args: { estimateProvider: () => Promise.reject(new Error('offline')) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy.estimate }));
    await expect(await canvas.findByText(copy.estimateFailed)).toBeVisible();
  },
};
