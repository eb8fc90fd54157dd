import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { checklistItems } from '../test-utils/industry-fixtures';
import { RiskChecklist } from './RiskChecklist';

const url = '/api/industries/15468/checklist';

const meta = {
  title: 'Widgets/RiskChecklist',
  component: RiskChecklist,
  args: { industryId: 15468 },
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json({ data: checklistItems }))] } },
} satisfies Meta<typeof RiskChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Key first, questions grouped by section. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Key' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('heading', { name: 'Fire' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Core' }));
    await expect(canvas.getByRole('tab', { name: 'Core' })).toHaveAttribute('aria-selected', 'true');
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
    await expect(await canvas.findByRole('status', { name: 'Loading risk checklist' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json({ data: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.checklist)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: { handlers: [http.get(url, () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.checklist)).toBeVisible();
  },
};
