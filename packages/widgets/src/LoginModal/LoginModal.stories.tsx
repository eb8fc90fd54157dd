import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../primitives/Button';
import { LoginModal, type LoginModalProps } from './LoginModal';

function HeaderLogin(args: LoginModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log in</Button>
      <LoginModal
        {...args}
        open={open}
        onClose={(event) => {
          args.onClose(event);
          setOpen(false);
        }}
        onSuccess={(result) => {
          args.onSuccess(result);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/LoginModal',
  component: LoginModal,
  render: HeaderLogin,
  args: { open: false, onClose: fn(), onSuccess: fn() },
  parameters: {
    msw: {
      handlers: [http.post('/api/token', () => HttpResponse.json({ access_token: 'story-token', token_type: 'bearer', expires_in: 3600 }))],
    },
  },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's Log in button opens the modal; logging in closes it and hands over the token. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Log in' });
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveFocus());
    await userEvent.type(username, 'jane.citizen');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse{Enter}');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'story-token' })));
    await expect(dialog).not.toBeInTheDocument();
  },
};

/** Open, focus in the username field. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Log in' });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus());
  },
};

/** Escape closes it and focus returns to the header button. */
export const ClosedWithEscape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Log in' });
    await userEvent.click(trigger);
    await canvas.findByRole('dialog', { name: 'Log in' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'escape-key' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
