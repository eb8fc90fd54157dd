import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { industrySearchCopy } from '@riskatlas/domain';
import { IndustrySearch } from './IndustrySearch';

const searchUrl = '/api/industries';
const bakeries = [
  { id: 101, name: 'Bakery', code: '1174', alias: null },
  { id: 102, name: 'Bakery Café', code: '1174', alias: null },
  { id: 103, name: 'Bakery Wholesale', code: '3602', alias: null },
  { id: 104, name: 'Baking Powder Manufacturing', code: '1199', alias: null },
];

const meta = {
  title: 'Widgets/IndustrySearch',
  component: IndustrySearch,
  args: { onNavigate: fn(), onBrowse: fn() },
  parameters: {
    msw: { handlers: [http.get(searchUrl, () => HttpResponse.json({ data: bakeries }))] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IndustrySearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try it: every keyword answers the same four industries. */
export const Playground: Story = {};

/** Typing a keyword lists industries; arrows and Enter pick one. */
export const Results: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search industries' }), 'bak');
    await expect(await canvas.findByRole('option', { name: /Bakery Café/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/industries/101', industry: bakeries[0] });
  },
};

/** While the first page loads a spinner shows under the box. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(searchUrl, async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search industries' }), 'bak');
    await expect(await canvas.findByRole('status', { name: 'Searching industries' })).toBeInTheDocument();
  },
};

/** No match: the message of docs/product/messages.md. */
export const NoResults: Story = {
  parameters: { msw: { handlers: [http.get(searchUrl, () => HttpResponse.json({ data: [] }))] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search industries' }), 'zzz');
    await expect(await canvas.findByText(industrySearchCopy.noResults)).toBeVisible();
  },
};

/** Quiz-only with no match: the message and the Request a Test mail button. */
export const QuizOnlyNoResults: Story = {
  args: { quizOnly: true },
  parameters: { msw: { handlers: [http.get(searchUrl, () => HttpResponse.json({ data: [] }))] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search industries' }), 'zzz');
    await expect(await canvas.findByText(industrySearchCopy.noQuizResults)).toBeVisible();
    await expect(canvas.getByRole('link', { name: industrySearchCopy.requestTest })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  },
};

/** A failed search shows nothing at all (docs/product/industry-search-and-pages.md#search-failures-and-no-results). */
export const SearchFails: Story = {
  parameters: {
    msw: { handlers: [http.get(searchUrl, () => HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 }))] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search industries' }), 'bak');
    await waitFor(() => expect(canvas.queryByRole('status', { name: 'Searching industries' })).not.toBeInTheDocument());
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.queryByText(industrySearchCopy.noResults)).not.toBeInTheDocument();
  },
};

/** Trial users: Browse is disabled (the trial flag goes with each search). */
export const TrialUser: Story = {
  args: { trial: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Browse' })).toBeDisabled();
  },
};
