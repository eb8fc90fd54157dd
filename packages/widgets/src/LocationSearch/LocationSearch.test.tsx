import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { natcatCopy } from '../rules/natcat';
import { renderWithProviders, testApiBaseUrl, withFreshCache } from '../test-utils';
import { LocationSearch, type BusinessLocation } from './LocationSearch';

const server = setupServer();
const queries: string[] = [];
const townsvilleSuggestion = {
  place_id: 'au:14186',
  description: 'Townsville QLD 4810, Australia',
  main_text: 'Townsville',
  secondary_text: 'QLD 4810, Australia',
  postcode: '4810',
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries.length = 0;
  server.use(
    http.get(`${testApiBaseUrl}/geo/places`, ({ request }) => {
      queries.push(new URL(request.url).searchParams.get('q')!);
      return HttpResponse.json({
        data: [
          {
            ...townsvilleSuggestion,
            place_id: 'au:9710',
            description: 'Townson QLD 4341, Australia',
            main_text: 'Townson',
            secondary_text: 'QLD 4341, Australia',
            postcode: '4341',
          },
          townsvilleSuggestion,
        ],
      });
    }),
    http.get(`${testApiBaseUrl}/geo/places/:placeId`, ({ params }) =>
      HttpResponse.json({
        place_id: params.placeId,
        address: 'Townsville QLD 4810, Australia',
        lat: -19.2589635,
        lng: 146.8169483,
        street: null,
        suburb: 'Townsville',
        state: 'QLD',
        postcode: '4810',
        country: { code: 'au', name: 'Australia' },
      }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderSearch(value: BusinessLocation | null = null) {
  const onChange = vi.fn();
  const result = renderWithProviders(withFreshCache(<LocationSearch value={value} onChange={onChange} />));
  return { ...result, onChange };
}

describe('LocationSearch', () => {
  it('asks for suggestions once typing pauses (600 ms), showing postcodes', async () => {
    const { user } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Business location' }), 'Towns');
    expect(queries).toEqual([]);
    const option = await screen.findByRole('option', { name: /Townsville QLD 4810/ }, { timeout: 3000 });
    expect(option).toBeInTheDocument();
    expect(queries).toEqual(['Towns']);
  });

  it('keeps Search disabled until a place is chosen, then stores its details', async () => {
    const { user, onChange } = renderSearch();
    const search = screen.getByRole('button', { name: natcatCopy.search });
    expect(search).toBeDisabled();
    await user.type(screen.getByRole('combobox'), 'Towns');
    await user.click(await screen.findByRole('option', { name: /Townsville QLD 4810/ }, { timeout: 3000 }));
    expect(screen.getByRole('combobox')).toHaveValue('Townsville QLD 4810, Australia');
    expect(search).toBeEnabled();
    await user.click(search);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        address: 'Townsville QLD 4810, Australia',
        lat: -19.2589635,
        lng: 146.8169483,
        postcode: '4810',
        placeId: 'au:14186',
      }),
    );
  });

  it('picks with the keyboard: ArrowDown twice and Enter', async () => {
    const { user } = renderSearch();
    const input = screen.getByRole('combobox');
    await user.type(input, 'Towns');
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Townsville QLD 4810, Australia');
    expect(screen.getByRole('button', { name: natcatCopy.search })).toBeEnabled();
  });

  it('shows the chosen location with Change Location, which reopens the search', async () => {
    const { user } = renderSearch({ address: 'Townsville QLD 4810, Australia', lat: -19.26, lng: 146.82, postcode: '4810' });
    expect(screen.getByText('Townsville QLD 4810, Australia')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: natcatCopy.changeLocation }));
    expect(screen.getByRole('combobox', { name: 'Business location' })).toHaveValue('');
    expect(screen.getByRole('button', { name: natcatCopy.search })).toBeDisabled();
  });
});
