import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFor, json, renderAt, USER } from '../test-support';

const history = () =>
  json({ data: [{ id: 15468, name: 'Bakery Product Manufacturing', code: '1174', last_accessed_on: new Date().toISOString() }] });
const ads = () =>
  json({
    data: [
      {
        key: 'au',
        title: 'For AU',
        description: 'd',
        cover: '/ads/a.svg',
        link: '/courses',
        linkType: 'local',
        button_text: 'Go AU',
        scope: 'main',
        countries: ['au'],
        applied_apps: ['all'],
      },
      {
        key: 'gb',
        title: 'For GB',
        description: 'd',
        cover: '/ads/b.svg',
        link: '/courses',
        linkType: 'local',
        button_text: 'Go GB',
        scope: 'main',
        countries: ['gb'],
        applied_apps: ['all'],
      },
    ],
  });
const dashboardApi = (user: Record<string, unknown>, extra = {}) =>
  apiFor(user, { '/user/history/industries': history, '/advertisements': ads, '/user/reports': () => json({ data: [] }), ...extra });

const cardTitles = async () => {
  const cards = await screen.findByTestId('dashboard-cards');
  await within(cards).findByRole('heading', { name: 'Your Profile' });
  return within(cards)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
};

describe('the dashboard', () => {
  it('shows an AU adviser the AU card set: points cards with their links, help with claims, their ads', async () => {
    renderAt('/dashboard', dashboardApi(USER), 'token-1');
    const titles = await cardTitles();
    expect(titles).toEqual(
      expect.arrayContaining([
        'Recent activities',
        'Your Profile',
        'CIP points',
        'CPD points (NIBA)',
        'Help with claims',
        'Support services',
        'Feedback',
      ]),
    );
    const cip = screen.getByRole('link', { name: 'CIP points' });
    expect(cip).toHaveAttribute('href', '/points?type=cip');
    expect(within(cip).getByText('12')).toBeInTheDocument();
    const cpd = screen.getByRole('link', { name: 'CPD points (NIBA)' });
    expect(cpd).toHaveAttribute('href', '/points?type=cpd');
    expect(within(cpd).getByText('30')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'For AU' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bakery Product Manufacturing/ })).toHaveAttribute('href', '/industries/15468');
    expect(screen.getByRole('link', { name: 'Send feedback' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('shows an AU adviser the general-information carousel, linking each class to its /general-info page', async () => {
    const classes = [
      { id: 1, name: 'Property Damage', slug: 'property_damage', fallback_id: null, grouping: 'commercial', includes: [], personal: false },
    ];
    renderAt('/dashboard', dashboardApi(USER, { '/insurance_classes': () => json({ data: classes }) }), 'token-1');
    expect(await screen.findByRole('link', { name: 'Read about Property Damage' })).toHaveAttribute(
      'href',
      '/general-info/property-damage',
    );
    expect(screen.getByRole('link', { name: 'View all general information' })).toHaveAttribute('href', '/general-info');
    expect(screen.getByRole('link', { name: 'Browse industries by name (A–Z)' })).toHaveAttribute('href', '/industries/browse?by=name');
    expect(screen.getByRole('link', { name: 'Compare industries side by side' })).toHaveAttribute('href', '/compare');
  });

  it('offers a trial user no browsing by name', async () => {
    renderAt('/dashboard', dashboardApi({ ...USER, roles: ['Trial'] }), 'token-1');
    await screen.findByRole('heading', { name: 'Search industries' });
    expect(screen.queryByRole('link', { name: 'Browse industries by name (A–Z)' })).toBeNull();
  });

  it("links an NZ adviser's CPD card to the IBANZ points", async () => {
    renderAt('/dashboard', dashboardApi({ ...USER, country: 'nz' }), 'token-1');
    const cpd = await screen.findByRole('link', { name: 'CPD points (IBANZ)' });
    expect(cpd).toHaveAttribute('href', '/points?type=cpdnz');
    expect(within(cpd).getByText('4')).toBeInTheDocument();
  });

  it('shows a GB user the UK view: no points cards, support services only', async () => {
    renderAt('/dashboard', dashboardApi({ ...USER, country: 'gb' }), 'token-1');
    const titles = await cardTitles();
    expect(titles).toContain('Support services');
    expect(titles).not.toContain('Help with claims');
    expect(titles).not.toContain('CIP points');
    expect(titles).not.toContain('General Information');
    expect(screen.getByTestId('dashboard-cards')).toHaveAttribute('data-view', 'uk');
    expect(await screen.findByRole('heading', { name: 'For GB' })).toBeInTheDocument();
  });

  it('names the reports tab for underwriters', async () => {
    renderAt('/dashboard', dashboardApi({ ...USER, roles: ['Underwriter'] }), 'token-1');
    expect(await screen.findByRole('tab', { name: 'My underwriter reports' })).toBeInTheDocument();
  });

  it('opens the tailored-report video with the four steps', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard', dashboardApi(USER), 'token-1');
    await user.click(await screen.findByRole('button', { name: 'Play Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tailor your Risk Report' });
    expect(within(dialog).getByText('Classify risks by drag and drop')).toBeInTheDocument();
    // No video is configured in tests: the locally served poster and an honest note, no broken player.
    expect(within(dialog).getByRole('status')).toHaveTextContent('The introduction video is not available here.');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/media/tailored-report-poster.svg');
    expect(dialog.querySelector('video')).toBeNull();
  });

  it('says "Failed to load user settings" when the settings cannot be loaded', async () => {
    renderAt('/dashboard', dashboardApi(USER, { '/user/settings': () => json({ code: 'internal_error', message: 'x' }, 500) }), 'token-1');
    expect(await screen.findByText('Failed to load user settings')).toBeInTheDocument();
  });

  it('shows the risk-coaching brand only the help and talk-to-team cards', async () => {
    renderAt('/dashboard', dashboardApi({ ...USER, roles: ['Adviser', 'RiskCoaching'] }), 'token-1');
    const cards = await screen.findByTestId('dashboard-cards');
    await within(cards).findByRole('heading', { name: 'Help with claims' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Help with claims', 'Talk to our team']);
  });

  it('offers the demo persona its three industries and its course instead of the search, and no points or report cards', async () => {
    renderAt('/dashboard', dashboardApi({ ...USER, roles: ['Adviser', 'Demo'] }), 'token-1');
    const demo = await screen.findByTestId('demo-content');
    expect(
      within(demo)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/industries/15468', '/industries/21383', '/industries/21991', '/courses/25']);
    expect(screen.queryByRole('heading', { name: 'Search industries' })).not.toBeInTheDocument();
    const titles = await cardTitles();
    expect(titles).not.toContain('CIP points');
    expect(titles).not.toContain('Create your tailored report');
    // The knowledge card leads to the course list, which the allow-list does not open.
    expect(screen.queryByRole('link', { name: 'Browse short courses' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent(/^Short CoursesCalculators$/);
  });

  /** The dashboard API with `GET /user` held back until the returned function is called. */
  const withUserHeldBack = (api: (request: Request) => Response) => {
    let answerUser = () => {};
    const userAnswered = new Promise<void>((resolve) => (answerUser = resolve));
    const held = (request: Request) =>
      new URL(request.url).pathname === '/api/user' ? userAnswered.then(() => api(request)) : api(request);
    return { api: held as unknown as typeof api, answerUser: () => answerUser() };
  };

  it('greets a returning user and shows their menu from what the last visit remembered, before GET /user answers', async () => {
    const api = dashboardApi({ ...USER, person_name: 'Liv.Chen' });
    const firstVisit = renderAt('/dashboard', api, 'token-1');
    expect(await screen.findByRole('heading', { level: 1, name: /, Liv$/ })).toBeVisible();
    firstVisit.unmount();

    // The same browser next time: the page is there while GET /user is still on its way.
    const nextVisit = withUserHeldBack(api);
    renderAt('/dashboard', nextVisit.api, 'token-1');
    expect(await screen.findByRole('heading', { level: 1, name: /, Liv$/ })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeVisible();
    nextVisit.answerUser();
  });

  it('waits for GET /user on a first visit, then remembers only the display fields', async () => {
    const firstVisit = withUserHeldBack(dashboardApi(USER));
    renderAt('/dashboard', firstVisit.api, 'token-1');
    await screen.findByRole('link', { name: 'Risk Atlas home' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    firstVisit.answerUser();
    await screen.findByRole('heading', { level: 1, name: /, Olivia$/ });
    expect(Object.keys(JSON.parse(window.localStorage.getItem('riskatlas.user-preview')!)).sort()).toEqual([
      'app_theme',
      'country',
      'email',
      'person_name',
      'points',
      'roles',
    ]);
  });
});
