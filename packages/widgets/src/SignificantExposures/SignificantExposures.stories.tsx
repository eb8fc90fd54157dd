import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { SignificantExposures } from './SignificantExposures';

const url = '/api/industries/15468/exposures/:country';
const sample = {
  data: [
    {
      id: 1,
      title: 'Fryer fires',
      content: '<p>Deep fryers ignite <strong>oil</strong> vapour.</p>',
      insurance_class: { id: 1, name: 'Property Damage', slug: 'property_damage' },
    },
    {
      id: 2,
      title: 'Allergen claims',
      content: '<p>Undeclared nuts.</p>',
      insurance_class: { id: 7, name: 'Product Liability', slug: 'product_liability' },
    },
  ],
};

const meta = {
  title: 'Widgets/SignificantExposures',
  component: SignificantExposures,
  args: { industryId: 15468, country: 'au' },
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json(sample))] } },
} satisfies Meta<typeof SignificantExposures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Fryer fires')).toBeVisible();
  },
};

/** New Zealand: the same widget, the country's own list. */
export const NewZealand: Story = {
  args: { country: 'nz' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Fryer fires')).toBeVisible();
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
    await expect(await canvas.findByRole('status', { name: 'Loading significant exposures' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json({ data: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.noContent)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: { handlers: [http.get(url, () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.noContent)).toBeVisible();
  },
};
