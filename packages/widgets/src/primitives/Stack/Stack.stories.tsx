import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { gapControl } from '../shared/layout';
import { Stack } from './Stack';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { gap: 'md' },
  argTypes: {
    gap: gapControl,
    align: { control: 'inline-radio', options: [undefined, 'flex-start', 'center', 'stretch'] },
  },
  render: (args) => (
    <Stack {...args} aria-label="Report steps" as="section">
      <Button variant="primary">Select Sections</Button>
      <Button variant="secondary">Tailor Report</Button>
      <Button variant="link">Create Report</Button>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three actions one under another: each starts where the previous ends plus the theme's gap. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    const gap = second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom;
    await expect(gap).toBeCloseTo(16, 0);
  },
};

export const StartAligned: Story = { args: { align: 'flex-start', gap: 'xs' } };
