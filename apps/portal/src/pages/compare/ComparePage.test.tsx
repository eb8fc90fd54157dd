import { createApiClient } from '@riskatlas/api-client';
import { industryCompareCopy } from '@riskatlas/widgets';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { INDUSTRY_LIMIT_MESSAGE } from '../../industry/useIndustryLimitLock';
import { json, USER } from '../../test-support';
import { comparePageCopy } from './ComparePage';

const industry = (id: number, name: string) => ({
  id,
  code: String(id).slice(0, 4),
  name,
  has_market: true,
  quizzes: [],
  related_industries: [],
  classifications: [],
  indicative_rates: [{ country: 'au', avg: id === 15468 ? 1.5 : 2, weight: 1 }],
});
const industries: Record<string, ReturnType<typeof industry>> = {
  '15468': industry(15468, 'Bakery'),
  '21383': industry(21383, 'Cafes and Restaurants'),
};
const classRef = { id: 1, name: 'Property Damage', slug: 'property_damage' };
const exposures: Record<string, unknown[]> = {
  '15468': [{ id: 1, title: 'Fire from ovens', content: '<p>Fire.</p>', insurance_class: classRef }],
  '21383': [
    { id: 1, title: 'Fire from ovens', content: '<p>Fire.</p>', insurance_class: classRef },
    { id: 2, title: 'Grease in kitchen exhausts', content: '<p>Grease.</p>', insurance_class: classRef },
  ],
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, { industryStatus = 200 } = {}) {
  window.localStorage.setItem('riskatlas.token', 'token-1');
  const answer = (request: Request) => {
    const { pathname } = new URL(request.url);
    const path = pathname.replace(/^\/api/, '');
    if (path === '/user') return json(USER);
    if (path === '/user/history/industries') return json({ data: [] });
    const match = /^\/industries\/(\d+)(\/.*)?$/.exec(path);
    const found = match ? industries[match[1] ?? ''] : undefined;
    if (match && found) {
      if (industryStatus !== 200) return json({ code: 'limit', message: 'Limit' }, industryStatus);
      const rest = match[2] ?? '';
      if (rest === '') return json(found);
      if (rest.startsWith('/hazard_index/')) return json({ data: [] });
      if (rest.startsWith('/exposures/')) return json({ data: exposures[String(found.id)] });
      if (rest === '/checklist') return json({ data: [] });
    }
    if (request.method !== 'GET') return new Response(null, { status: 204 });
    return json({ code: 'not_found', message: 'Not found.' }, 404);
  };
  const createClient = (options: Parameters<typeof createApiClient>[0]) =>
    createApiClient({ ...options, baseUrl: 'http://portal.test/api', fetch: async (request) => answer(request) });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App createClient={createClient} />
      <Location />
    </MemoryRouter>,
  );
}

afterEach(() => window.localStorage.clear());

describe('/compare', () => {
  it('opens from the dashboard and asks for industries when the address names none', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Compare industries side by side' }));
    expect(await screen.findByRole('heading', { level: 1, name: comparePageCopy.title })).toBeInTheDocument();
    expect(screen.getByText(industryCompareCopy.empty)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: industryCompareCopy.addLabel })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/compare$/);
  });

  it('restores the industries from the address and writes a removal back to it', async () => {
    const user = userEvent.setup();
    renderAt('/compare?ids=15468,21383,junk');
    const exposuresRegion = await screen.findByRole('region', { name: industryCompareCopy.exposures });
    expect(within(exposuresRegion).getByRole('heading', { name: 'In both' }).parentElement).toHaveTextContent('Fire from ovens');
    expect(within(exposuresRegion).getByRole('heading', { name: 'Only B Cafes and Restaurants' }).parentElement).toHaveTextContent(
      'Grease in kitchen exhausts',
    );
    await user.click(screen.getByRole('button', { name: industryCompareCopy.remove('Cafes and Restaurants') }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/compare\?ids=15468$/));
    expect(await screen.findByText(industryCompareCopy.one)).toBeInTheDocument();
  });

  it('opens from an industry page with that industry chosen', async () => {
    const user = userEvent.setup();
    renderAt('/industries/15468/codes');
    await user.click(await screen.findByRole('link', { name: /^Compare Bakery/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/compare\?ids=15468$/));
    expect(await screen.findByRole('link', { name: 'Bakery' })).toHaveAttribute('href', '/industries/15468');
  });

  it('signs out with the daily limit message when an industry answers 429, as the industry pages do', async () => {
    renderAt('/compare?ids=15468,21383', { industryStatus: 429 });
    expect(await screen.findByText(INDUSTRY_LIMIT_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
