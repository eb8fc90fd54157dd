import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { industryEmptyMessages } from '../rules/industry-content';
import { industryInfo } from '../test-utils/industry-fixtures';
import { IndicativeRates } from './IndicativeRates';

const url = '/api/industries/15468';

const meta = {
  title: 'Widgets/IndicativeRates',
  component: IndicativeRates,
  args: { industryId: 15468 },
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json(industryInfo))] } },
} satisfies Meta<typeof IndicativeRates>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: '1.69' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(url, async () => { await delay('infinite'); return HttpResponse.json(industryInfo); })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading indicative rates' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json({ ...industryInfo, indicative_rates: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyMessages.noData)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyMessages.noData)).toBeVisible();
  },
};
