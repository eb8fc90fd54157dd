import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Log in', onClick: fn(), variant: 'primary', busy: false, disabled: false, fullWidth: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = {
  args: { variant: 'primary', children: 'Search' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveAttribute('data-variant', 'primary');
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Change Location' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change Location' })).toHaveAttribute('data-variant', 'secondary');
  },
};

export const Link: Story = {
  args: { variant: 'link', children: 'Read Summary' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read Summary' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

/** Busy: disabled, with a spinner beside busy text. */
export const Busy: Story = {
  args: { busy: true, children: 'Logging in' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Logging in' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'View NatCat Profiles' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'View NatCat Profiles' })).toBeDisabled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Log in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('data-full-width', 'true');
  },
};
