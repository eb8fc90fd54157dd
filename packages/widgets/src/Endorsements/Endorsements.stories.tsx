import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { endorsements } from '../test-utils/industry-fixtures';
import { Endorsements } from './Endorsements';

const url = '/api/industries/15468/endorsements';

const meta = {
  title: 'Widgets/Endorsements',
  component: Endorsements,
  args: { industryId: 15468 },
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json({ data: endorsements }))] } },
} satisfies Meta<typeof Endorsements>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Mark IV and Mark V; grouped by type. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Liability' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Mark V' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(url, async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading endorsements' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json({ data: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.endorsements)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: { handlers: [http.get(url, () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.endorsements)).toBeVisible();
  },
};
