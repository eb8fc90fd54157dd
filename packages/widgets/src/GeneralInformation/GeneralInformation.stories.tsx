import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { generalInformation, insuranceClasses } from '../test-utils/industry-fixtures';
import { GeneralInformation } from './GeneralInformation';

const handlers = [
  http.get('/api/insurance_classes', () => HttpResponse.json({ data: insuranceClasses })),
  http.get('/api/general_information/:country', () => HttpResponse.json({ data: generalInformation })),
];

const meta = {
  title: 'Widgets/GeneralInformation',
  component: GeneralInformation,
  args: { country: 'au', route: 'general-info' },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof GeneralInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'General Information' })).toBeVisible();
  },
};

export const OneClass: Story = {
  args: { route: 'cyber-risks' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ransomware and data breaches.')).toBeVisible();
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
    await expect(await canvas.findByRole('status', { name: 'Loading general information' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [handlers[0]!, http.get('/api/general_information/:country', () => HttpResponse.json({ data: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.noContent)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers[0]!,
        http.get('/api/general_information/:country', () =>
          HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.noContent)).toBeVisible();
  },
};
