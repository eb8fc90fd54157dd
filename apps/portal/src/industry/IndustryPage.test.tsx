import { createApiClient } from '@riskatlas/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { INDUSTRY_LIMIT_MESSAGE } from './useIndustryLimitLock';
import { REFERENCE_LABEL } from '../routes/LoadFailed';

const baseUser = {
  user_id: 1,
  user_name: 'adviser.au',
  person_name: 'Olivia.Chen',
  email: 'olivia.chen@example.com',
  roles: ['Adviser'],
  sso_token: 'c3NvOjE=',
  country: 'au',
  app_theme: 'default',
  is_user_accepted_toc: true,
  documents_assessments: null,
  address: null,
  points: { cip: 0, cpd: 0, cpdnz: 0 },
  companies: [],
};

const bakery = {
  id: 15468,
  code: '1174',
  name: 'Bakery',
  has_market: true,
  quizzes: [{ quiz_id: 3, country: 'au' }],
  related_industries: [],
  classifications: [],
  indicative_rates: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

interface Answers {
  user?: Partial<typeof baseUser>;
  industryStatus?: number;
  statsStatus?: number;
}

function renderAt(path: string, { user = {}, industryStatus = 200, statsStatus = 204 }: Answers = {}) {
  window.localStorage.setItem('riskatlas.token', 'token-1');
  const posted: unknown[] = [];
  const answer = async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/user') return json({ ...baseUser, ...user });
    if (pathname === '/api/industries/15468') {
      return industryStatus === 200
        ? json(bakery)
        : json({ code: 'limit', message: 'Limit', request_id: `request-${industryStatus}-0001` }, industryStatus);
    }
    if (pathname === '/api/user/stats' && request.method === 'POST') {
      posted.push(await request.json());
      return statsStatus === 204 ? new Response(null, { status: 204 }) : json({ code: 'internal', message: 'Stats are down' }, statsStatus);
    }
    if (pathname.startsWith('/api/industries/15468/hazard_index/')) return json({ data: [] });
    return json({ code: 'not_found', message: 'Not found.' }, 404);
  };
  const createClient = (options: Parameters<typeof createApiClient>[0]) =>
    createApiClient({ ...options, baseUrl: 'http://portal.test/api', fetch: (request) => answer(request) });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App createClient={createClient} />
      <Location />
    </MemoryRouter>,
  );
  return { posted };
}

const menuItems = async () => {
  const menu = await screen.findByRole('list', { name: 'Industry sections' });
  await within(menu).findByText('Hazard Index');
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

afterEach(() => vi.restoreAllMocks());

describe('industry page', () => {
  it('redirects to hazard-index and shows code and name as a link to the industry', async () => {
    renderAt('/industries/15468');
    // The first visit also loads the lazy industry route.
    const title = await screen.findByRole('link', { name: '1174 Bakery' }, { timeout: 5000 });
    expect(title).toHaveAttribute('href', '/industries/15468');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/industries/15468/hazard-index'));
    expect(await screen.findByText('No Hazard Index')).toBeInTheDocument();
    // The open section is the page's second heading level, so the widgets' h3 headings follow in order.
    expect(screen.getByRole('heading', { level: 2, name: 'Hazard Index' })).toBeInTheDocument();
  });

  it('lists the au sections with The Market as an external link carrying the sso token', async () => {
    renderAt('/industries/15468/hazard-index');
    expect(await menuItems()).toEqual([
      'Report',
      'Hazard Index',
      'Significant Exposures',
      'Risk Checklist',
      'Materials & Equipments',
      'Risk & Assessment',
      'Related Industries',
      'Industry Codes',
      'Endorsement List',
      'Media',
      'Test Your Knowledge',
      'The Market',
    ]);
    const market = screen.getByRole('link', { name: 'The Market' });
    expect(market).toHaveAttribute('target', '_blank');
    expect(market).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(new URL(market.getAttribute('href') ?? '').searchParams.get('token')).toBe('c3NvOjE=');
    expect(market.getAttribute('href')).not.toContain('token-1');
  });

  it('leaves Risk & Assessment, Endorsements, Media, quiz and market out of the GB menu', async () => {
    renderAt('/industries/15468/hazard-index', { user: { country: 'gb' } });
    const items = await menuItems();
    for (const hidden of ['Risk & Assessment', 'Endorsement List', 'Media', 'Test Your Knowledge', 'The Market'])
      expect(items).not.toContain(hidden);
  });

  it('labels the report entry for underwriters', async () => {
    renderAt('/industries/15468/hazard-index', { user: { roles: ['Underwriter'] } });
    expect(await menuItems()).toContain('Underwriter Report (coming soon)');
  });

  it('offers the demo persona only the sections its allow-list opens, and no search box', async () => {
    renderAt('/industries/15468/hazard-index', { user: { roles: ['Demo'] } });
    expect(await menuItems()).toEqual([
      'Hazard Index',
      'Significant Exposures',
      'Risk Checklist',
      'Materials & Equipments',
      'Risk & Assessment',
      'Industry Codes',
      'Endorsement List',
      'Media',
    ]);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('sends the demo persona opening Related Industries or the quiz to /not-found', async () => {
    renderAt('/industries/15468/related-industries', { user: { roles: ['Demo'] } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/not-found'));
  });

  it('sends an unknown section, and a section the user may not open, to /not-found', async () => {
    renderAt('/industries/15468/no-such-section');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/not-found'));
  });

  it('sends a GB user opening endorsements to /not-found', async () => {
    renderAt('/industries/15468/endorsements', { user: { country: 'gb' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/not-found'));
  });

  it('opens Risk & Assessment in au (its menu starts with the risk description) and /not-found in gb', async () => {
    renderAt('/industries/15468/risk-assessment');
    expect(await screen.findByRole('link', { name: 'Risk Description' })).toHaveAttribute('href', '/industries/15468/risk-description');
    expect(await screen.findByText('No risk data')).toBeInTheDocument();
  });

  it('sends a GB user opening risk-description to /not-found', async () => {
    renderAt('/industries/15468/risk-description', { user: { country: 'gb' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/not-found'));
  });

  it('records the visit with the page and the industry', async () => {
    const { posted } = renderAt('/industries/15468/hazard-index');
    await waitFor(() => expect(posted).toContainEqual({ page: '/industries/15468/hazard-index', industry: 15468 }));
  });

  it('only logs a failed visit record', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/industries/15468/hazard-index', { statsStatus: 500 });
    await screen.findByRole('link', { name: '1174 Bakery' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not record the industry visit', expect.any(Error)));
    expect(screen.queryByText(/Stats are down|500/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1174 Bakery' })).toBeInTheDocument();
  });

  it('logs the user out with the locked-account message when the industry load answers 429', async () => {
    renderAt('/industries/15468/hazard-index', { industryStatus: 429 });
    expect(await screen.findByText(INDUSTRY_LIMIT_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(window.localStorage.getItem('riskatlas.token')).toBeNull();
  });

  it('says the industry could not be loaded, no longer "Loading", and offers "Try again" after a server error', async () => {
    renderAt('/industries/15468/hazard-index', { industryStatus: 500 });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('No Data').closest('[role=alert]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Industry 15468');
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
  });

  it('shows the failed request’s id in the error state, for the user to quote to support', async () => {
    renderAt('/industries/15468/hazard-index', { industryStatus: 500 });
    const alert = (await screen.findByText('No Data')).closest('[role=alert]') as HTMLElement;
    expect(within(alert).getByText(REFERENCE_LABEL, { exact: false })).toHaveTextContent('Reference: request-500-0001');
  });

  it('offers no "Try again" when the industry is refused', async () => {
    renderAt('/industries/15468/hazard-index', { industryStatus: 403 });
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
