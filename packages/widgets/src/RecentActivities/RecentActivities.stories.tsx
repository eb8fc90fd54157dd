import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { SWRConfig } from 'swr';
import { dashboardCopy } from '../rules/dashboard';
import { historyFixture, reportsFixture } from './fixtures';
import { RecentActivities } from './RecentActivities';

const history = (resolver: () => Response | Promise<Response>) => http.get('/api/user/history/industries', resolver);
const reports = (resolver: () => Response | Promise<Response>) => http.get('/api/user/reports', resolver);
const loaded = [history(() => HttpResponse.json(historyFixture)), reports(() => HttpResponse.json(reportsFixture))];

const meta = {
  title: 'Widgets/RecentActivities',
  component: RecentActivities,
  args: { onNavigate: fn() },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <Story />
      </SWRConfig>
    ),
  ],
  parameters: { msw: { handlers: loaded } },
} satisfies Meta<typeof RecentActivities>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('link', { name: /Bakery Product Manufacturing/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/industries/15468');
  },
};

export const TailoredReports: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'My tailored reports' }));
    await canvas.findByRole('link', { name: /Harbour Bakery Pty Ltd/ });
  },
};

export const Underwriter: Story = {
  args: { underwriter: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'My underwriter reports' }));
    await canvas.findByRole('link', { name: /Underwritten Risk/ });
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        history(async () => {
          await delay('infinite');
          return HttpResponse.json(historyFixture);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('status', { name: 'Loading recently viewed industries' });
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [history(() => HttpResponse.json({ data: [] })), reports(() => HttpResponse.json({ data: [] }))] } },
  play: async ({ canvas }) => {
    await canvas.findByText(dashboardCopy.noData);
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        history(() =>
          HttpResponse.json({ code: 'internal_error', message: 'Sorry, an error occurred. Please try again later.' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sorry, an error occurred. Please try again later.')).toHaveAttribute('role', 'alert');
  },
};
