import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { natcatCopy } from '../rules/natcat';
import { renderWithProviders as renderShared, testApiBaseUrl, withFreshCache } from '../test-utils';
import { townsville, townsvilleProfiles } from './fixtures';
import { NatCatPanel } from './NatCatPanel';

const server = setupServer();
const mapRequests: URL[] = [];
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mapRequests.length = 0;
  // jsdom has no object URLs; the widget only needs distinct strings for distinct images.
  let count = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, { createObjectURL: () => `blob:map-${(count += 1)}`, revokeObjectURL: () => undefined }),
  );
  server.use(
    http.get(`${testApiBaseUrl}/natcat/profiles`, () => HttpResponse.json({ data: townsvilleProfiles })),
    http.get(`${testApiBaseUrl}/catnet/map`, ({ request }) => {
      mapRequests.push(new URL(request.url));
      return new HttpResponse(png, { headers: { 'Content-Type': 'image/png' } });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderWithProviders(ui: ReactElement) {
  return renderShared(withFreshCache(ui));
}

const headings = () => screen.getAllByRole('button', { expanded: true }).concat(screen.queryAllByRole('button', { expanded: false }));

describe('NatCatPanel', () => {
  it('asks for a location before there is one', () => {
    renderWithProviders(<NatCatPanel location={null} />);
    expect(screen.getByText(natcatCopy.empty)).toBeInTheDocument();
  });

  it('shows "Loading natcat profiles.." then the 16 profiles sorted by graph_value, windspeed high', async () => {
    renderWithProviders(<NatCatPanel location={townsville} />);
    expect(screen.getByRole('status', { name: natcatCopy.loadingProfiles })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    const profileItems = items.filter((item) => item.dataset.profile);
    expect(profileItems).toHaveLength(16);
    const expected = [...townsvilleProfiles].sort((a, b) => b.analysis.graph_value - a.analysis.graph_value).map((profile) => profile.id);
    expect(profileItems.map((item) => item.dataset.profile)).toEqual(expected);
    const wind = profileItems.find((item) => item.dataset.profile === 'windspeed')!;
    // The risk badge sits in the panel's toggle (the classification table below has a High column too).
    expect(within(within(wind).getByRole('button', { expanded: true })).getByText('High')).toBeInTheDocument();
    expect(screen.getByText(natcatCopy.indicative)).toBeInTheDocument();
    expect(headings()).toHaveLength(16);
  });

  it('checks every profile 100 ms after load and reports the selection', async () => {
    const onSelectionChange = vi.fn();
    renderWithProviders(<NatCatPanel location={townsville} onSelectionChange={onSelectionChange} />);
    await screen.findAllByRole('checkbox');
    await waitFor(() => expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true));
    expect(onSelectionChange).toHaveBeenLastCalledWith(expect.arrayContaining(['windspeed', 'stormsurge']));
    expect(onSelectionChange.mock.lastCall![0]).toHaveLength(16);
  });

  it('collapses with Close All and expands with Expand All', async () => {
    const { user } = renderWithProviders(<NatCatPanel location={townsville} />);
    await screen.findAllByRole('checkbox');
    await user.click(screen.getByRole('button', { name: natcatCopy.closeAll }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: natcatCopy.expandAll }));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(16);
  });

  it('loads each map at half the slider zoom, and a new zoom from the slider once checked', async () => {
    const { user } = renderWithProviders(<NatCatPanel location={townsville} />);
    await screen.findAllByRole('checkbox');
    await user.click(screen.getByRole('button', { name: natcatCopy.closeAll }));
    const wind = screen.getAllByRole('listitem').find((item) => item.dataset.profile === 'windspeed')!;
    await user.click(within(wind).getByRole('button', { expanded: false }));
    await within(wind).findByRole('img', { name: /Wind Speed map/ });
    // Other profiles' maps may still be loading from before Close All: read the wind map's own requests.
    const windRequests = () => mapRequests.filter((url) => url.searchParams.get('LayerId') === 'windspeed');
    expect(windRequests().at(-1)!.searchParams.get('Zoom')).toBe('2');
    const slider = within(wind).getByRole('slider', { name: 'Wind Speed map zoom' });
    expect(slider).toHaveAttribute('max', '32.5');
    expect(slider).toHaveAttribute('step', '0.2');
    await waitFor(() => expect(slider).toBeEnabled());
    fireEvent.change(slider, { target: { value: '4.2' } });
    await waitFor(() => expect(windRequests().at(-1)!.searchParams.get('Zoom')).toBe('2.1'));
  });

  it("shows each profile's risk classifications: what puts a location in the low, medium and high bands", async () => {
    renderWithProviders(<NatCatPanel location={townsville} />);
    const wind = (await screen.findAllByRole('listitem')).find((item) => item.dataset.profile === 'windspeed')!;
    const table = within(wind).getByRole('table', { name: 'Wind Speed risk classifications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Risk category', 'Low', 'Medium', 'High']);
    const row = within(table).getByRole('row', { name: /Wind region/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['A0–A5, NZ1, NZ2', 'B1, B2, NZ3, NZ4', 'C, D']);
  });

  it('disables the zoom of an unchecked profile', async () => {
    const { user } = renderWithProviders(<NatCatPanel location={townsville} />);
    const wind = (await screen.findAllByRole('listitem')).find((item) => item.dataset.profile === 'windspeed')!;
    const slider = within(wind).getByRole('slider', { name: 'Wind Speed map zoom' });
    await waitFor(() => expect(slider).toBeEnabled());
    await user.click(within(wind).getByRole('checkbox', { name: 'Include Wind Speed' }));
    expect(slider).toBeDisabled();
  });

  it('says "Failed to fetch natcat profiles" when the request fails', async () => {
    server.use(http.get(`${testApiBaseUrl}/natcat/profiles`, () => HttpResponse.json({ code: 'internal', message: 'x' }, { status: 500 })));
    renderWithProviders(<NatCatPanel location={townsville} />);
    expect(await screen.findByText(natcatCopy.fetchFailed)).toHaveAttribute('role', 'alert');
  });
});
