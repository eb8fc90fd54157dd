import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { compareHandlers } from './fixtures';
import { IndustryCompare, industryCompareCopy, type IndustryCompareProps } from './IndustryCompare';

/** The widget keeps no list of its own: the story holds it, as the portal holds it in the address. */
function Stateful(props: IndustryCompareProps) {
  const [ids, setIds] = useState<number[]>([...props.industryIds]);
  return <IndustryCompare {...props} industryIds={ids} onChange={setIds} />;
}

const meta = {
  title: 'Widgets/IndustryCompare',
  component: IndustryCompare,
  args: { industryIds: [15468, 15469], country: 'au', onChange: () => undefined },
  render: (args) => <Stateful {...args} />,
  parameters: { msw: { handlers: compareHandlers('/api') } },
} satisfies Meta<typeof IndustryCompare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bakery and a bakery café: the grouped chart, what they share and what only one has, and the rates. */
export const TwoIndustries: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: industryCompareCopy.chartLabel })).toBeVisible();
    const exposures = canvas.getByRole('region', { name: industryCompareCopy.exposures });
    await expect(within(exposures).getByRole('heading', { name: 'In both' })).toBeVisible();
    await expect(within(exposures).getByText('Customers slipping near the counter')).toBeVisible();
  },
};

/** The same figures as a table, the chart's text alternative. */
export const TableView: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: industryCompareCopy.table }));
    await expect(canvas.getByRole('table', { name: industryCompareCopy.tableCaption })).toBeVisible();
  },
};

/** Nothing chosen yet: the empty state, search and Recently viewed. */
export const NoneChosen: Story = {
  args: { industryIds: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(industryCompareCopy.empty)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: industryCompareCopy.add('Bakery Café') })).toBeVisible();
  },
};

/** One chosen: Recently viewed adds the second, and the comparison appears. */
export const AddFromRecentlyViewed: Story = {
  args: { industryIds: [15468] },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(industryCompareCopy.one)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: industryCompareCopy.add('Bakery Café') }));
    await expect(await canvas.findByRole('img', { name: industryCompareCopy.chartLabel })).toBeVisible();
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
        ...compareHandlers('/api'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: industryCompareCopy.loading })).toBeInTheDocument();
  },
};

/** An industry that cannot be loaded: the error state, and the industry can be removed. */
export const LoadFails: Story = {
  args: { industryIds: [15468, 999] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(industryCompareCopy.failed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: industryCompareCopy.remove(industryCompareCopy.industryFailed(999)) })).toBeVisible();
  },
};
