import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { townsville, townsvilleProfiles } from '../NatCatPanel/fixtures';
import { natcatCopy } from '../rules/natcat';
import { withFreshCache } from '../test-utils/swr';
import { NatCatCard } from './NatCatCard';

const profilesUrl = '/api/natcat/profiles';

const meta = {
  title: 'Widgets/NatCatCard',
  component: NatCatCard,
  args: { location: townsville, onViewProfiles: fn() },
  parameters: { msw: { handlers: [http.get(profilesUrl, () => HttpResponse.json({ data: townsvilleProfiles }))] } },
  decorators: [
    (Story) =>
      withFreshCache(
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>,
      ),
  ],
} satisfies Meta<typeof NatCatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Profiles loaded: the button opens them. */
export const WithProfiles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: natcatCopy.viewProfiles });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(args.onViewProfiles).toHaveBeenCalled();
  },
};

/** No location chosen yet: the button is disabled. */
export const Empty: Story = {
  args: { location: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(natcatCopy.cardText)).toBeVisible();
    await expect(canvas.getByRole('button', { name: natcatCopy.viewProfiles })).toBeDisabled();
  },
};

/** While the profiles load the button is busy. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(profilesUrl, async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: natcatCopy.viewProfiles })).toBeDisabled();
  },
};

/** The request failed: no profiles, so the button stays disabled. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(profilesUrl, () => HttpResponse.json({ code: 'internal', message: 'down' }, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: natcatCopy.viewProfiles })).toBeDisabled();
  },
};
