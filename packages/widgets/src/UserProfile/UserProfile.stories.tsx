import { IsolatedApiCache } from '@riskatlas/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { placesHandlers, sampleProfile, sampleUser } from '../account/story-data';
import { accountCopy, imageUploadCopy } from '../rules';
import { UserProfile, userProfileCopy } from './UserProfile';

const profileHandlers = (profile: Record<string, unknown> = sampleProfile, country: 'au' | 'nz' | 'gb' | 'others' = 'au') => [
  http.get('/api/user/profile', () => HttpResponse.json(profile)),
  http.get('/api/user', () => HttpResponse.json(sampleUser(country))),
  http.put('/api/user/profile', async ({ request }) => HttpResponse.json({ ...profile, ...((await request.json()) as object) })),
  http.put('/api/user/avatar', () => HttpResponse.json({ url: '/api/user/avatar' })),
  ...placesHandlers,
];

const meta = {
  title: 'Widgets/UserProfile',
  component: UserProfile,
  parameters: { msw: { handlers: profileHandlers() } },
  decorators: [
    (Story) => (
      <IsolatedApiCache>
        <div style={{ maxWidth: 760 }}>
          <Story />
        </div>
      </IsolatedApiCache>
    ),
  ],
} satisfies Meta<typeof UserProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile card; Edit profile opens the form (address search answers from MSW). */
export const Playground: Story = {};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/user/profile', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...profileHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the user profile')).toBeInTheDocument();
  },
};

/** A new user: nothing but name and email yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: profileHandlers({
        ...sampleProfile,
        phone: null,
        mobile: null,
        job_title: null,
        description: null,
        suite: null,
        street: null,
        suburb: null,
        postcode: null,
        state: null,
        country: null,
        address: null,
        addressStr: '',
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(userProfileCopy.noAboutMe)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/user/profile', () => HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 })),
        ...profileHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(userProfileCopy.loadFailed)).toBeVisible();
  },
};

/** A GB user: the address search looks in the UK. */
export const UnitedKingdom: Story = {
  parameters: {
    msw: {
      handlers: profileHandlers(
        {
          ...sampleProfile,
          suburb: 'Leeds',
          state: 'West Yorkshire',
          postcode: 'LS1 4AP',
          country: 'gb',
          address: {
            ...sampleProfile.address,
            suburb: 'Leeds',
            state: 'West Yorkshire',
            postcode: 'LS1 4AP',
            country: { code: 'gb', name: 'United Kingdom' },
          },
          addressStr: 'Level 3, 1 George St, Leeds, West Yorkshire LS1 4AP, United Kingdom',
        },
        'gb',
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/United Kingdom/)).toBeVisible();
  },
};

/** Edit, choose an address from the autocomplete, save: the form closes with the success message. */
export const EditAndSave: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: userProfileCopy.edit }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: userProfileCopy.editTitle });
    const street = within(dialog).getByRole('combobox', { name: 'Street address' });
    await userEvent.clear(street);
    await userEvent.type(street, '5 Martin');
    await userEvent.click(await within(dialog).findByRole('option', { name: /Sydney NSW 2000/ }));
    await expect(await within(dialog).findByDisplayValue('5 Martin Pl')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Postcode' })).toHaveValue('2000');
    await userEvent.click(within(dialog).getByRole('button', { name: userProfileCopy.save }));
    await expect(await body.findByText(accountCopy.profileUpdated)).toBeInTheDocument();
  },
};

/** 301 words in About Me: the counter shows 301/300 and saving is refused with the message of docs/product/account-and-settings.md. */
export const WordLimit: Story = {
  parameters: {
    msw: { handlers: profileHandlers({ ...sampleProfile, description: `<p>${Array.from({ length: 301 }, () => 'risk').join(' ')}</p>` }) },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: userProfileCopy.edit }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText('301/300')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: userProfileCopy.save }));
    await expect(await dialog.findByText(accountCopy.wordLimit)).toBeVisible();
  },
};

/** A text file named avatar.png is refused before any upload. */
export const FakeImageRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(
      await canvas.findByLabelText(userProfileCopy.uploadAvatar),
      new File(['plain text'], 'avatar.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByText(imageUploadCopy.type)).toBeVisible();
  },
};
