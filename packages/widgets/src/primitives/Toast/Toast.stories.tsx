import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { useToast, type ToastKind } from './Toast';

interface DemoProps {
  /** Which toast the button raises. */
  kind: ToastKind;
  /** The toast's text. */
  message: string;
}

function ToastDemo({ kind, message }: DemoProps) {
  const toast = useToast();
  return <Button onClick={() => toast[kind](message)}>Show {kind} toast</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  args: { kind: 'success', message: 'User settings has been successfully updated.' },
  argTypes: { kind: { control: 'inline-radio', options: ['success', 'error', 'info'] } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    await expect(await canvas.findByText('User settings has been successfully updated.')).toBeVisible();
  },
};

/** Success toasts are announced politely (role="status"). */
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByRole('status')).toHaveTextContent('User settings has been successfully updated.');
  },
};

/** Error toasts are announced at once (role="alert"). */
export const Error: Story = {
  args: { kind: 'error', message: 'Failed to load user settings' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByRole('alert')).toHaveTextContent('Failed to load user settings');
  },
};

export const Info: Story = {
  args: { kind: 'info', message: 'Thank you for agreeing to the Terms of Use.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info toast' }));
    await expect(await canvas.findByText('Thank you for agreeing to the Terms of Use.')).toBeVisible();
  },
};

/** A toast can be dismissed before its timer runs out. */
export const Dismissed: Story = {
  args: { kind: 'error', message: 'Failed to load themes' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    const message = await canvas.findByText('Failed to load themes');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(message).not.toBeInTheDocument();
  },
};
