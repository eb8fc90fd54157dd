import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { industryInfo } from '../test-utils/industry-fixtures';
import { RelatedIndustries } from './RelatedIndustries';

const url = '/api/industries/15468';

const meta = {
  title: 'Widgets/RelatedIndustries',
  component: RelatedIndustries,
  args: { industryId: 15468 },
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json(industryInfo))] } },
} satisfies Meta<typeof RelatedIndustries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Bakery Café' })).toHaveAttribute('href', '/industries/15469');
  },
};

/** Trial users: the links are disabled. */
export const TrialUser: Story = {
  args: { trial: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Bakery Café' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(url, async () => {
          await delay('infinite');
          return HttpResponse.json(industryInfo);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading related industries' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json({ ...industryInfo, related_industries: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.related)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: { handlers: [http.get(url, () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.related)).toBeVisible();
  },
};
