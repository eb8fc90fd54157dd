import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { message: 'No Hazard Index' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Hazard Index')).toBeVisible();
  },
};

/** The search's empty state, with an action under it. */
export const WithAction: Story = {
  args: {
    message: 'No industry found matching the provided keyword.',
    children: <Button variant="secondary">Browse Industries</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No industry found matching the provided keyword.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse Industries' })).toBeVisible();
  },
};

/** A custom icon (decorative, hidden from screen readers). */
export const CustomIcon: Story = {
  args: {
    message: 'Please search location to view Natural Catastrophe analysis details.',
    icon: (
      <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2.5">
        <circle cx="24" cy="20" r="8" />
        <path d="M24 44s14-12 14-24a14 14 0 0 0-28 0c0 12 14 24 14 24z" />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please search location to view Natural Catastrophe analysis details.')).toBeVisible();
  },
};

const specEmptyStates = [
  'No industry write up',
  'No Hazard Index',
  'No Risk Checklist',
  'No Related Industries',
  'No industry specific endorsements available',
  'No Data',
  "Currently we don't have any content for this section.",
  'No risk data',
  'Coming soon...',
  'Please search location to view Natural Catastrophe analysis details.',
];

/** Every empty-state text of docs/product/messages.md, verbatim. */
export const SpecMessages: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}>
      {specEmptyStates.map((message) => (
        <EmptyState key={message} message={message} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const message of specEmptyStates) await expect(canvas.getByText(message)).toBeVisible();
  },
};
