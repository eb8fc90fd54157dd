import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FormField } from './FormField';

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  args: { label: 'Username', name: 'username', onChange: fn(), onBlur: fn() },
  argTypes: { type: { control: 'select', options: ['text', 'password', 'email', 'search', 'tel', 'url'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'jane');
    await userEvent.tab();
    await expect(input).toHaveValue('jane');
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: { label: 'Email', name: 'email', type: 'email', hint: 'We send password reset instructions here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We send password reset instructions here.');
  },
};

export const WithError: Story = {
  args: { error: 'Please input your username' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please input your username');
  },
};

export const Password: Story = {
  args: { label: 'Password', name: 'password', type: 'password', autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'jane.citizen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

/** Validation on blur, the way the login form does it. */
export const ValidatesOnBlur: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    const [error, setError] = useState<string | undefined>();
    return (
      <FormField
        {...args}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setError(value.trim() === '' ? 'Please input your username' : undefined)}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Username' }));
    await userEvent.tab();
    await expect(await canvas.findByText('Please input your username')).toBeVisible();
  },
};
