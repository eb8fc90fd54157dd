import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { MaterialsEquipment } from './MaterialsEquipment';

const url = '/api/industries/15468/materials_equipment/:country';
const sample = { data: ['Deck ovens', 'Dough mixers', 'Flour silos', 'Deep fryers'] };

const meta = {
  title: 'Widgets/MaterialsEquipment',
  component: MaterialsEquipment,
  args: { industryId: 15468, country: 'au' },
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json(sample))] } },
} satisfies Meta<typeof MaterialsEquipment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Deck ovens')).toBeVisible();
  },
};

/** New Zealand: the same widget, the country's own list. */
export const NewZealand: Story = {
  args: { country: 'nz' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Deck ovens')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(url, async () => {
          await delay('infinite');
          return HttpResponse.json(sample);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading materials and equipment' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json({ data: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.noData)).toBeVisible();
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
