import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { hazardEntries } from '../test-utils/industry-fixtures';
import { HazardIndex, hazardIndexCopy } from './HazardIndex';

const hazardUrl = '/api/industries/15468/hazard_index/:country';

const meta = {
  title: 'Widgets/HazardIndex',
  component: HazardIndex,
  args: { industryId: 15468, country: 'au', defaultMode: 'chart' },
  parameters: { msw: { handlers: [http.get(hazardUrl, () => HttpResponse.json({ data: hazardEntries }))] } },
} satisfies Meta<typeof HazardIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The bar chart: one bar per class, coloured by band. */
export const ChartMode: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: hazardIndexCopy.chartLabel })).toBeVisible();
    await expect(canvas.getByRole('button', { name: hazardIndexCopy.chart })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The grid of cards; Read Summary opens the 720 px modal. */
export const GridMode: Story = {
  args: { defaultMode: 'grid' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Read Summary: Property Damage' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Property Damage' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Outside au: no core or employer classes. */
export const UnitedKingdom: Story = {
  args: { country: 'gb', defaultMode: 'grid' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Crime' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Core' })).not.toBeInTheDocument();
  },
};

/** A restricted user: classes outside documents_assessments are greyed. */
export const RestrictedUser: Story = {
  args: { defaultMode: 'grid', documentsAssessments: [1, 2, 6] },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(hazardIndexCopy.inactive)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(hazardUrl, async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: hazardIndexCopy.loading })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(hazardUrl, () => HttpResponse.json({ data: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.hazardIndex)).toBeVisible();
  },
};

/** A failed load shows the empty state, with no message. */
export const LoadFails: Story = {
  parameters: {
    msw: { handlers: [http.get(hazardUrl, () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.hazardIndex)).toBeVisible();
  },
};
