import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Loading', showLabel: false, size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** The natcat loading label (docs/product/natcat.md), shown beside the spinner. */
export const WithVisibleLabel: Story = {
  args: { label: 'Loading natcat profiles..', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading natcat profiles..' })).toBeVisible();
    await expect(canvas.getByText('Loading natcat profiles..')).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'small', label: 'Loading map..' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading map..' })).toBeInTheDocument();
  },
};

export const Large: Story = {
  args: { size: 'large', label: 'Loading Industry ...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Industry ...' })).toBeInTheDocument();
  },
};
