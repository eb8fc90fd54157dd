import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { industryEmptyMessages } from '../rules/industry-content';
import { industryInfo } from '../test-utils/industry-fixtures';
import { IndustryCodes } from './IndustryCodes';

const url = '/api/industries/15468';

const meta = {
  title: 'Widgets/IndustryCodes',
  component: IndustryCodes,
  args: { industryId: 15468 },
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json(industryInfo))] } },
} satisfies Meta<typeof IndustryCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Risk Atlas Industry Code' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(url, async () => { await delay('infinite'); return HttpResponse.json(industryInfo); })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading industry codes' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json({ ...industryInfo, classifications: [] }))] } },
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
