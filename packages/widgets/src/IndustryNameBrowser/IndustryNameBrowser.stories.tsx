import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { IndustryNameBrowser } from './IndustryNameBrowser';

const names = [
  'Bakery (baking on premises)',
  'Bank',
  'Bar',
  'Beauty salon',
  'Bicycle shop',
  'Boat builder',
  'Bookshop',
  'Bottle shop',
  'Brewery',
  'Butcher',
];
const handlers = [
  http.get('/api/industries', ({ request }) => {
    const initial = new URL(request.url).searchParams.get('initial') ?? 'A';
    return HttpResponse.json({
      data: names.map((name, index) => ({ id: 100 + index, name: `${initial}${name.slice(1)}`, code: String(1170 + index), alias: null })),
    });
  }),
];

const meta = {
  title: 'Widgets/IndustryNameBrowser',
  component: IndustryNameBrowser,
  args: { initialLetter: 'B', onNavigate: fn() },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof IndustryNameBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OpensAnIndustry: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('link', { name: /Butcher/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/industries/109', industryId: 109, name: 'Butcher' });
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/industries', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading industries' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('/api/industries', () => HttpResponse.json({ data: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.noData)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/api/industries', () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 }))],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.noData)).toBeVisible();
  },
};
