import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { SWRConfig } from 'swr';
import { dashboardCopy } from '../rules/dashboard';
import { AdvertisementCarousel } from './AdvertisementCarousel';
import { advertisementsFixture } from './fixtures';

const ads = (resolver: () => Response | Promise<Response>) => http.get('/api/advertisements', resolver);

const meta = {
  title: 'Widgets/AdvertisementCarousel',
  component: AdvertisementCarousel,
  args: { country: 'au', scope: 'main', onNavigate: fn() },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </SWRConfig>
    ),
  ],
  parameters: { msw: { handlers: [ads(() => HttpResponse.json(advertisementsFixture))] } },
} satisfies Meta<typeof AdvertisementCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AU main product: the ads for all apps or rc, for au. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Open courses' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/courses');
  },
};

/** Paused: the Pause button stops the autoplay. */
export const Paused: Story = {
  args: { interval: 1000 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // A busy machine may move on before the click lands; paused, the carousel stays where it is sent,
    // so the story (and its screenshot) always ends on the first advertisement with Play focused.
    if (!canvas.queryByText('1 / 2')) {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous advertisement' }));
      await userEvent.tab();
    }
    await expect(canvas.getByText('1 / 2')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Play' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  },
};

/** A GB user sees the UK ads. */
export const UnitedKingdom: Story = {
  args: { country: 'gb' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Risk Atlas in the UK' });
  },
};

/** The white-label variant shows the partner ads. */
export const WhiteLabel: Story = {
  args: { scope: 'white_label' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'For partners' });
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ads(async () => {
          await delay('infinite');
          return HttpResponse.json(advertisementsFixture);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('status', { name: 'Loading advertisements' });
  },
};

export const Empty: Story = {
  args: { country: 'others' },
  play: async ({ canvas }) => {
    await canvas.findByText(dashboardCopy.noData);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [ads(() => HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 }))] } },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await canvas.findByText(dashboardCopy.advertisementsFailed)).toHaveAttribute('role', 'alert'));
  },
};
