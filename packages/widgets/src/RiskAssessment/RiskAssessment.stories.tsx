import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { assessmentOutlines, industryDocument, insuranceClasses } from '../test-utils/industry-fixtures';
import { RiskAssessment } from './RiskAssessment';

const handlers = [
  http.get('/api/insurance_classes', () => HttpResponse.json({ data: insuranceClasses })),
  http.get('/api/documents/assessments/outlines', () => HttpResponse.json({ data: assessmentOutlines })),
  http.get('/api/documents/assessments/:key', () =>
    HttpResponse.json(industryDocument('001.15468', 'Property Damage', '<p>Ovens and fryers drive the fire risk.</p>', null)),
  ),
  http.get('/api/documents/insights/:key', () =>
    HttpResponse.json(industryDocument('au.15468', 'Bakery', '<p>Bakeries bake bread overnight.</p>', null)),
  ),
];

const meta = {
  title: 'Widgets/RiskAssessment',
  component: RiskAssessment,
  args: { industryId: 15468, country: 'au', view: { kind: 'assessment', classRoute: null }, basePath: '/industries/15468' },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RiskAssessment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Assessment: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ovens and fryers drive the fire risk.')).toBeVisible();
  },
};

export const RiskDescription: Story = {
  args: { view: { kind: 'description' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Bakeries bake bread overnight.')).toBeVisible();
  },
};

/** New Zealand: every class is listed. */
export const NewZealand: Story = {
  args: { country: 'nz' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Public Liability' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/*', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading risk document' })).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  args: { view: { kind: 'description' } },
  parameters: {
    msw: {
      handlers: [
        ...handlers.slice(0, 2),
        http.get('/api/documents/insights/:key', () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.writeUp)).toBeVisible();
  },
};
