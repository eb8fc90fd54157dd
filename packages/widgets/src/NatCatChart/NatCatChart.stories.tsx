import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { townsvilleProfiles } from '../NatCatPanel/fixtures';
import { NatCatChart } from './NatCatChart';

const meta = {
  title: 'Widgets/NatCatChart',
  component: NatCatChart,
  args: { profiles: townsvilleProfiles, onCapture: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NatCatChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Townsville's 16 profiles. */
export const Playground: Story = {};

/** The chart is captured for the report once drawn. */
export const Captured: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Natural catastrophe index by hazard' })).toBeVisible();
    await waitFor(() => expect(args.onCapture).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/svg\+xml/)));
  },
};

/** No profiles yet: nothing is captured. */
export const Empty: Story = {
  args: { profiles: [] },
  play: async ({ args }) => {
    await expect(args.onCapture).toHaveBeenLastCalledWith('');
  },
};

/** Outside AU and NZ every layer is "No Data". */
export const NoData: Story = {
  args: {
    profiles: townsvilleProfiles.map((profile) => ({
      ...profile,
      analysis: { ...profile.analysis, risk_index: 'none' as const, graph_value: 0 },
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No Data')).toHaveLength(16);
  },
};
