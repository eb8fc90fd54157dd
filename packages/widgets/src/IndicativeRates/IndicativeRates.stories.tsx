import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { industryInfoStates } from '../test-utils/industry-info-stories';
import { IndicativeRates } from './IndicativeRates';

const states = industryInfoStates({ empty: { indicative_rates: [] }, loadingLabel: 'Loading indicative rates' });

const meta = {
  title: 'Widgets/IndicativeRates',
  component: IndicativeRates,
  args: { industryId: 15468 },
  parameters: states.parameters,
} satisfies Meta<typeof IndicativeRates>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: '1.69' })).toBeVisible();
  },
};

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const LoadFails: Story = states.LoadFails;
