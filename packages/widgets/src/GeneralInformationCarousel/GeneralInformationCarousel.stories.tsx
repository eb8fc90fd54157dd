import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { dashboardCopy } from '../rules/dashboard';
import { insuranceClasses } from '../test-utils/industry-fixtures';
import { GeneralInformationCarousel } from './GeneralInformationCarousel';

const meta = {
  title: 'Widgets/GeneralInformationCarousel',
  component: GeneralInformationCarousel,
  args: { country: 'au' },
  parameters: { msw: { handlers: [http.get('/api/insurance_classes', () => HttpResponse.json({ data: insuranceClasses }))] } },
} satisfies Meta<typeof GeneralInformationCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const StepsToNext: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Next insurance class' }));
    await expect(canvas.getByRole('heading', { name: 'Public Liability' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/insurance_classes', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading insurance classes' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('/api/insurance_classes', () => HttpResponse.json({ data: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(dashboardCopy.noData)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/insurance_classes', () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(dashboardCopy.noData)).toBeVisible();
  },
};
