import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { SWRConfig } from 'swr';
import { useUser } from '@riskatlas/api-client';
import { termsOfUseCopy } from '../rules/terms-of-use';
import { TermsOfUseModal } from './TermsOfUseModal';

const unaccepted = http.get('/api/user', () =>
  HttpResponse.json({ user_id: 10, person_name: 'Noah.Williams', is_user_accepted_toc: false }),
);
const recorded = http.post('/api/user/toc', () => new HttpResponse(null, { status: 204 }));

/** Shows once the user has loaded, so a story can tell "not shown" from "not loaded yet". */
function SignedInAs() {
  const { data } = useUser();
  return data ? <p>Signed in as {data.person_name}</p> : null;
}

const meta = {
  title: 'Widgets/TermsOfUseModal',
  component: TermsOfUseModal,
  args: { onLogout: fn() },
  // Each story reads its own user: no answer cached by the story before.
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <Story />
      </SWRConfig>
    ),
  ],
  parameters: { msw: { handlers: [unaccepted, recorded] } },
} satisfies Meta<typeof TermsOfUseModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user who has not accepted the terms: the modal blocks the page. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Terms of Use' });
    await expect(canvas.getByRole('button', { name: 'Agree' })).toBeEnabled();
  },
};

/** Agree: the answer is recorded and the user thanked. */
export const Agreed: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('dialog', { name: 'Terms of Use' });
    await userEvent.click(canvas.getByRole('button', { name: 'Agree' }));
    await canvas.findByText(termsOfUseCopy.accepted);
  },
};

/** Processing: both buttons disabled while the answer is on its way. */
export const Processing: Story = {
  parameters: {
    msw: {
      handlers: [
        unaccepted,
        http.post('/api/user/toc', async () => {
          await delay('infinite');
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('dialog', { name: 'Terms of Use' });
    await userEvent.click(canvas.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Disagree' })).toBeDisabled());
  },
};

/** Disagree: after 2 s the user is told and logged out. */
export const Disagreed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByRole('dialog', { name: 'Terms of Use' });
    await userEvent.click(canvas.getByRole('button', { name: 'Disagree' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalled(), { timeout: 4000 });
    await canvas.findByText(termsOfUseCopy.loggingOut);
  },
};

/** Closing reminds the user that agreeing is required. */
export const ClosedWithoutAnswer: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('dialog', { name: 'Terms of Use' });
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await canvas.findByText(termsOfUseCopy.mustAgree);
  },
};

/** The server refuses the answer. */
export const SubmitFailed: Story = {
  parameters: {
    msw: { handlers: [unaccepted, http.post('/api/user/toc', () => HttpResponse.json({ code: 'x', message: 'x' }, { status: 500 }))] },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('dialog', { name: 'Terms of Use' });
    await userEvent.click(canvas.getByRole('button', { name: 'Agree' }));
    await canvas.findByText(termsOfUseCopy.submitFailed);
  },
};

/** Loading the user, or a user who has accepted: nothing shows. */
export const Accepted: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/api/user', () => HttpResponse.json({ user_id: 1, person_name: 'Olivia.Chen', is_user_accepted_toc: true }))],
    },
  },
  render: (args) => (
    <>
      <SignedInAs />
      <TermsOfUseModal {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Signed in as Olivia.Chen');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
