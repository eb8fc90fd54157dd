import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { gapControl } from '../shared/layout';
import { Cluster } from './Cluster';

const meta = {
  title: 'Primitives/Cluster',
  component: Cluster,
  args: { gap: 'sm' },
  argTypes: {
    gap: gapControl,
    justify: { control: 'inline-radio', options: [undefined, 'flex-start', 'center', 'space-between', 'flex-end'] },
    wrap: { control: 'boolean' },
  },
  render: (args) => (
    <Cluster {...args} role="group" aria-label="Report actions">
      <Button variant="secondary">Reset</Button>
      <Button variant="secondary">Preview</Button>
      <Button variant="primary">Create Report</Button>
    </Cluster>
  ),
} satisfies Meta<typeof Cluster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row of actions on one line, the theme's small gap between them. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    await expect(second!.getBoundingClientRect().top).toBeCloseTo(first!.getBoundingClientRect().top, 0);
    await expect(second!.getBoundingClientRect().left - first!.getBoundingClientRect().right).toBeCloseTo(12, 0);
  },
};

/** In a narrow container the row wraps instead of overflowing. */
export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.at(-1)!.getBoundingClientRect().top).toBeGreaterThan(buttons[0]!.getBoundingClientRect().top);
  },
};

/** `wrap={false}` keeps the row on one line in the same narrow container, where `Wrapping` breaks it. */
export const OneLine: Story = {
  args: { wrap: false },
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.at(-1)!.getBoundingClientRect().top).toBeLessThan(buttons[0]!.getBoundingClientRect().bottom);
  },
};

export const SpreadApart: Story = { args: { justify: 'space-between' } };
