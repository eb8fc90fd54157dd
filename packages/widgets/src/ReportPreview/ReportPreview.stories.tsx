import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { townsville } from '../NatCatPanel/fixtures';
import { defaultReportSections, setSectionChecked, type ReportContext } from '@riskatlas/domain';
import { hazardEntries } from '../test-utils/industry-fixtures';
import { reportHandlers } from './fixtures';
import { ReportPreview } from './ReportPreview';

const auAdviser: ReportContext = { country: 'au', underwriter: false, appTheme: 'default', hasRates: true, hasBusinessLocation: false };
const classChildren = { 'report-hazard-assessment': hazardEntries.map((entry) => ({ id: entry.id, label: entry.name })) };

const meta = {
  title: 'Widgets/ReportPreview',
  component: ReportPreview,
  args: {
    industryId: 15468,
    country: 'au',
    sections: defaultReportSections(auAdviser, classChildren),
    insuredBusinessName: 'Crusty Loaves Pty Ltd',
    date: new Date(2026, 2, 5),
  },
  parameters: { msw: { handlers: reportHandlers() } },
} satisfies Meta<typeof ReportPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Adviser: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Hazard rating per insurance class' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '5. Hazard Assessment' })).toBeVisible();
  },
};

/** The tailored report: the hazard assessment shows the classes under their groups, as one captured image. */
export const TailoredGroupedChart: Story = {
  args: {
    grouping: [
      { id: 'recommended', title: 'Recommended', seq: 0, classes: [1, 2, 6] },
      { id: 'for_review', title: 'Currently insured', seq: 1, classes: [7, 10] },
      { id: 'for_consideration', title: 'Not currently insured', seq: 2, classes: [3, 13] },
    ],
  },
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img', { name: 'Hazard rating per insurance class, by group' });
    await expect(chart).toBeVisible();
    await expect(chart.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  },
};

export const SectionUnchecked: Story = {
  args: { sections: setSectionChecked(defaultReportSections(auAdviser, classChildren), 'about', false) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2. Purpose' })).toBeVisible();
  },
};

export const Underwriter: Story = {
  args: {
    underwriter: true,
    sections: defaultReportSections({ ...auAdviser, underwriter: true }, classChildren),
    comments: { 1: '<p>Sprinklers <strong>fitted</strong> throughout.</p>' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Risk Consideration Report' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Underwriter Comment' })).toBeVisible();
  },
};

export const WithNatCat: Story = {
  args: {
    sections: setSectionChecked(defaultReportSections({ ...auAdviser, hasBusinessLocation: true }), 'report-natural-catastrophe', true),
    businessLocation: { address: 'Townsville QLD 4810', postcode: '4810', ...townsville },
  },
  play: async ({ canvas }) => {
    const natcat = await canvas.findByRole('region', { name: /Nat Cat source/ });
    await expect(await within(natcat).findByRole('img', { name: 'Natural catastrophe index by hazard' })).toBeVisible();
  },
};

export const EmptyChecklist: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/industries/:id/checklist', () => HttpResponse.json({ data: [] })), ...reportHandlers()] },
  },
  play: async ({ canvas }) => {
    const checklist = await canvas.findByRole('region', { name: '8. Risk Checklist' });
    await expect(await within(checklist).findByText('no content')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/industries/:id/hazard_index/:country', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
        ...reportHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Drawing the hazard chart' })).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/industries/:id/hazard_index/:country', () => HttpResponse.json({ code: 'internal', message: 'x' }, { status: 500 })),
        http.get('/api/industries/:id/exposures/:country', () => HttpResponse.json({ code: 'internal', message: 'x' }, { status: 500 })),
        ...reportHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Currently we don't have any content for this section.")).toBeVisible();
  },
};
