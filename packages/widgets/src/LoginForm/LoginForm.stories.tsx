import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { LoginForm } from './LoginForm';

const tokenUrl = '/api/token';

const meta = {
  title: 'Widgets/LoginForm',
  component: LoginForm,
  args: {
    onSuccess: fn(),
    forgotPasswordHref: '/reset-password',
    enquireHref: '/enquire',
  },
  parameters: {
    msw: {
      handlers: [http.post(tokenUrl, () => HttpResponse.json({ access_token: 'story-token', token_type: 'bearer', expires_in: 3600 }))],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try it: any credentials log in (MSW answers 200 with a token). */
export const Playground: Story = {};

/** As first shown: empty, no messages, the button enabled. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/reset-password');
    await expect(canvas.getByRole('link', { name: 'Enquire about subscribing' })).toBeVisible();
  },
};

/** Submitting empty shows the two messages of docs/product/accounts-and-access.md; each also shows when its field loses focus. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Please input your username')).toBeVisible();
    await expect(await canvas.findByText('Please input your password')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** While the token request runs the button reads "Logging in" and is disabled. */
export const Busy: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(tokenUrl, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'jane.citizen');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('button', { name: 'Logging in' })).toBeDisabled();
  },
};

/** Logging in hands the token to `onSuccess`. */
export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'jane.citizen');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(args.onSuccess).toHaveBeenCalledWith({ accessToken: 'story-token', tokenType: 'bearer', expiresIn: 3600 });
  },
};

/** 400: wrong credentials. What was typed stays. */
export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(tokenUrl, () =>
          HttpResponse.json({ code: 'invalid_grant', message: 'The username or password is incorrect.' }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'jane.citizen');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong{Enter}');
    await expect(await canvas.findByText('The username or password is incorrect.')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('jane.citizen');
    await expect(canvas.getByLabelText('Password')).toHaveValue('wrong');
  },
};

/** 429: the account is locked after too many failures. */
export const Locked: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(tokenUrl, () =>
          HttpResponse.json(
            { code: 'account_locked', message: 'Too many failed attempts.' },
            { status: 429, headers: { 'Retry-After': '900' } },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'jane.citizen');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong again{Enter}');
    await expect(
      await canvas.findByText('There are some issues with the user account. Please contact support for assistance.'),
    ).toHaveAttribute('role', 'alert');
  },
};

/** 5xx (or no response at all): the generic message. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [http.post(tokenUrl, () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 }))],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'jane.citizen');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse{Enter}');
    await expect(await canvas.findByText('Sorry, an error occurred. Please try again later.')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};
