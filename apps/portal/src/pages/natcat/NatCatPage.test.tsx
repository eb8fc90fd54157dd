import { createApiClient } from '@riskatlas/api-client';
import { natcatCopy } from '@riskatlas/widgets';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App';
import { readBusinessLocation } from '../../session/business-location';

const NATCAT_USER = {
  user_id: 7,
  user_name: 'natcat.au',
  person_name: 'Ethan.Brooks',
  email: 'ethan@example.com',
  roles: ['Adviser'],
  sso_token: 'c2Vzc2lvbg==',
  country: 'au',
  app_theme: 'natcat',
  is_user_accepted_toc: true,
  documents_assessments: null,
  address: null,
  points: { cip: 0, cpd: 0, cpdnz: 0 },
  companies: [],
};
const SUGGESTION = {
  place_id: 'au:14186',
  description: 'Townsville QLD 4810, Australia',
  main_text: 'Townsville',
  secondary_text: 'QLD 4810, Australia',
  postcode: '4810',
};
const PLACE = {
  place_id: 'au:14186',
  address: 'Townsville QLD 4810, Australia',
  lat: -19.2589635,
  lng: 146.8169483,
  street: null,
  suburb: 'Townsville',
  state: 'QLD',
  postcode: '4810',
  country: { code: 'au', name: 'Australia' },
};
const profile = (id: string, name: string, graph: number, risk: 'low' | 'medium' | 'high') => ({
  id,
  name,
  map: id,
  zoom_max: 32.4,
  analysis: {
    hazard: `${name} reading`,
    return_period: null,
    risk_description: { low: 'l', medium: 'm', high: 'h' },
    risk_index: risk,
    graph_value: graph,
  },
  risk_classifications: { risk_categories: [] },
  legends: [],
  sources: ['Indicative model'],
});
const PROFILES = [profile('hail', 'Hail', 19, 'low'), profile('windspeed', 'Wind Speed', 67, 'high')];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function api(user = NATCAT_USER) {
  return (request: Request) => {
    const pathname = decodeURIComponent(new URL(request.url).pathname);
    if (pathname === '/api/user') return json(user);
    if (pathname === '/api/geo/places') return json({ data: [SUGGESTION] });
    if (pathname === '/api/geo/places/au:14186') return json(PLACE);
    if (pathname === '/api/natcat/profiles') return json({ data: PROFILES });
    if (pathname === '/api/catnet/map') return new Response(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } });
    return json({ code: 'not_found', message: 'Not found.' }, 404);
  };
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderNatcat(answer = api()) {
  window.localStorage.setItem('riskatlas.token', 'token');
  const createClient = (options: Parameters<typeof createApiClient>[0]) =>
    createApiClient({ ...options, baseUrl: 'http://portal.test/api', fetch: async (request) => answer(request) });
  return render(
    <MemoryRouter initialEntries={['/natcat']}>
      <App createClient={createClient} />
      <Location />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL: () => 'blob:map', revokeObjectURL: () => undefined }));
});
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('/natcat', () => {
  it('chooses a business location, opens the report with profiles sorted by graph_value, and goes back', async () => {
    const user = userEvent.setup();
    renderNatcat();
    // The page is a lazy chunk: the first render waits for its import.
    const view = await screen.findByRole('button', { name: natcatCopy.viewProfiles }, { timeout: 10_000 });
    expect(view).toBeDisabled();
    expect(screen.getByText(natcatCopy.empty)).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Business location' }), 'Towns');
    await user.click(await screen.findByRole('option', { name: /Townsville QLD 4810/ }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: natcatCopy.search }));
    await waitFor(() => expect(readBusinessLocation()).toMatchObject({ address: 'Townsville QLD 4810, Australia', postcode: '4810' }));
    expect(screen.getByRole('button', { name: natcatCopy.changeLocation })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: natcatCopy.viewProfiles }));
    const report = await screen.findByRole('article', { name: 'Natural Catastrophe Report' });
    const names = (await within(report).findAllByRole('button', { expanded: true })).map((button) => button.textContent);
    expect(names).toEqual(['Wind SpeedHigh', 'HailLow']);
    expect(within(report).getByRole('img', { name: 'Natural catastrophe index by hazard' })).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();
    await user.click(within(report).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: natcatCopy.changeLocation })).toBeInTheDocument();
  });

  it('is only for the NatCat theme: other users go to /not-found', async () => {
    renderNatcat(api({ ...NATCAT_USER, app_theme: 'default' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/not-found'), { timeout: 10_000 });
  });
});
