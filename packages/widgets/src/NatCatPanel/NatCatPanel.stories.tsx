import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { natcatCopy } from '../rules/natcat';
import { withFreshCache } from '../test-utils/swr';
import { townsville, townsvilleProfiles } from './fixtures';
import { sampleMapBytes } from './map-fixture';
import { NatCatPanel } from './NatCatPanel';

const profilesUrl = '/api/natcat/profiles';
const mapUrl = '/api/catnet/map';
const answerMap = () => new HttpResponse(sampleMapBytes(), { headers: { 'Content-Type': 'image/png' } });
const outsideCoverage = townsvilleProfiles.map((profile) => ({
  ...profile,
  analysis: { ...profile.analysis, hazard: 'No Data', risk_index: 'none' as const, graph_value: 0 },
}));

const meta = {
  title: 'Widgets/NatCatPanel',
  component: NatCatPanel,
  args: { location: townsville, onProfilesLoaded: fn(), onSelectionChange: fn() },
  parameters: {
    msw: {
      handlers: [http.get(profilesUrl, () => HttpResponse.json({ data: townsvilleProfiles })), http.get(mapUrl, answerMap)],
    },
  },
  decorators: [(Story) => withFreshCache(<Story />)],
} satisfies Meta<typeof NatCatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Townsville QLD 4810 with the indicative model's 16 profiles and a real map image. */
export const Playground: Story = {};

/** Loaded: sorted by graph_value, every profile checked 100 ms later, each map shown. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const toggles = await canvas.findAllByRole('button', { expanded: true });
    await expect(toggles).toHaveLength(16);
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenLastCalledWith(expect.arrayContaining(['windspeed'])));
    await expect(await canvas.findByRole('img', { name: /Wind Speed map/ })).toBeVisible();
  },
};

/** Close All collapses every profile; Expand All opens them again. */
export const Collapsed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: natcatCopy.closeAll }));
    await expect(canvas.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: natcatCopy.expandAll }));
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(16);
  },
};

/** While the profiles load. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(profilesUrl, async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: natcatCopy.loadingProfiles })).toBeVisible();
  },
};

/** While a map loads: "Loading map..", and its zoom slider disabled. */
export const MapLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(profilesUrl, () => HttpResponse.json({ data: townsvilleProfiles.slice(6, 7) })),
        http.get(mapUrl, async () => {
          await delay('infinite');
          return answerMap();
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(natcatCopy.loadingMap)).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Wind Speed map zoom' })).toBeDisabled();
  },
};

/** No location yet. */
export const Empty: Story = {
  args: { location: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(natcatCopy.empty)).toBeVisible();
  },
};

/** The profiles request failed. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(profilesUrl, () => HttpResponse.json({ code: 'internal', message: 'down' }, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(natcatCopy.fetchFailed)).toBeVisible();
  },
};

/** A GB location: the model has no data outside AU and NZ, so every layer says "No Data" in grey. */
export const OutsideCoverage: Story = {
  args: { location: { lat: 51.5072, lng: -0.1276 } },
  parameters: {
    msw: { handlers: [http.get(profilesUrl, () => HttpResponse.json({ data: outsideCoverage })), http.get(mapUrl, answerMap)] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('No Data')).not.toHaveLength(0);
  },
};
