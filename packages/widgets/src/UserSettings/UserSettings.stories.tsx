import { IsolatedApiCache } from '@riskatlas/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { sampleSettings, sampleUser } from '../account/story-data';
import { accountCopy } from '../rules';
import { UserSettings, userSettingsCopy } from './UserSettings';

const handlers = (region: 'au' | 'others') => [
  http.get('/api/user/settings', () => HttpResponse.json(sampleSettings(region))),
  http.get('/api/user', () => HttpResponse.json(sampleUser(region === 'others' ? 'others' : 'au'))),
  http.put('/api/user/settings', () => HttpResponse.json(sampleSettings(region))),
];

const meta = {
  title: 'Widgets/UserSettings',
  component: UserSettings,
  parameters: { msw: { handlers: handlers('au') } },
  decorators: [
    (Story) => (
      <IsolatedApiCache>
        <div style={{ maxWidth: 720 }}>
          <Story />
        </div>
      </IsolatedApiCache>
    ),
  ],
} satisfies Meta<typeof UserSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/user/settings', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...handlers('au'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the settings')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/user/settings', () => HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 })),
        ...handlers('au'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(userSettingsCopy.loadFailed)).toBeVisible();
  },
};

/** Australia: currency and date format follow the country and cannot be chosen. */
export const Australia: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: userSettingsCopy.currency })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: userSettingsCopy.currency })).toHaveValue('AUD');
  },
};

/** Others: the user chooses both; saving shows the message of docs/product/account-and-settings.md. */
export const Others: Story = {
  parameters: { msw: { handlers: handlers('others') } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const currency = await canvas.findByRole('combobox', { name: userSettingsCopy.currency });
    await expect(currency).toBeEnabled();
    await userEvent.selectOptions(currency, 'EUR');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: userSettingsCopy.dateFormat }), '6');
    await userEvent.click(canvas.getByRole('button', { name: userSettingsCopy.save }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(accountCopy.settingsUpdated)).toBeInTheDocument();
  },
};

export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('/api/user/settings', () => HttpResponse.json({ code: 'bad_request', message: 'x' }, { status: 400 })),
        ...handlers('au'),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: userSettingsCopy.save }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(accountCopy.settingsNotUpdated)).toBeInTheDocument();
  },
};
