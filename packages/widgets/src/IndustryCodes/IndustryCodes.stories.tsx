import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { industryInfoStates } from '../test-utils/industry-info-stories';
import { IndustryCodes } from './IndustryCodes';

const states = industryInfoStates({ empty: { classifications: [] }, loadingLabel: 'Loading industry codes' });

const meta = {
  title: 'Widgets/IndustryCodes',
  component: IndustryCodes,
  args: { industryId: 15468 },
  parameters: states.parameters,
} satisfies Meta<typeof IndustryCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Risk Atlas Industry Code' })).toBeVisible();
  },
};

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const LoadFails: Story = states.LoadFails;
