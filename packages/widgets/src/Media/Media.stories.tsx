import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { industryMedia } from '../test-utils/industry-fixtures';
import { Media } from './Media';

const url = '/api/industries/15468/media';

const meta = {
  title: 'Widgets/Media',
  component: Media,
  args: { industryId: 15468 },
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json(industryMedia))] } },
} satisfies Meta<typeof Media>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The gallery; a photograph opens the viewer with previous and next. */
export const Gallery: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Deck ovens' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Deck ovens' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Next' }));
    await expect(await body.findByRole('dialog', { name: 'Flour store' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(url, async () => {
          await delay('infinite');
          return HttpResponse.json(industryMedia);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading media' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(url, () => HttpResponse.json({ image: [], video: [] }))] } },
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
