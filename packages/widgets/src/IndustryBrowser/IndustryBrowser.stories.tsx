import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { IndustryBrowser } from './IndustryBrowser';

const url = '/api/classifications/anzsic/2006';
const structure = 'Division,Subdivision,Group,Class,Industry';
const node = (code: string, name: string, level: string) => ({ code, name, level, leaf: false, industry_id: null });
const levels: Record<string, unknown[]> = {
  top: [node('C', 'Manufacturing', 'Division'), node('G', 'Retail Trade', 'Division')],
  C: [node('11', 'Food Product Manufacturing', 'Subdivision')],
  '11': [{ code: '11', name: 'Bakery', level: 'Industry', leaf: true, industry_id: 15468 }],
};

const meta = {
  title: 'Widgets/IndustryBrowser',
  component: IndustryBrowser,
  args: { onNavigate: fn() },
  parameters: {
    msw: {
      handlers: [
        http.get(url, ({ request }) =>
          HttpResponse.json({ data: levels[new URL(request.url).searchParams.get('code') ?? 'top'] ?? [], meta: { structure } }),
        ),
      ],
    },
  },
} satisfies Meta<typeof IndustryBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Down to a leaf, which opens the industry. */
export const Browsing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'C Manufacturing' }));
    await userEvent.click(await canvas.findByRole('button', { name: '11 Food Product Manufacturing' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Bakery' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/industries/15468', industryId: 15468, name: 'Bakery' });
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(url, async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [], meta: { structure } });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading classification' })).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: { handlers: [http.get(url, () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.noData)).toBeVisible();
  },
};
