import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultTheme, ThemeProvider } from '@riskatlas/theme';
import { describe, expect, it, vi } from 'vitest';
import { apiFor, json, renderAt, USER } from '../test-support';
import { Footer } from './Footer';

/** The user record's own points stay 0; the badge must read the current totals from GET /user/points. */
const STALE_USER = { ...USER, points: { cip: 0, cpd: 0, cpdnz: 0 } };
const points = () => json({ cip: 12, cpd: 30, cpdnz: 4 });

describe('the signed-in shell', () => {
  it('shows an AU adviser the AU menu and the points badge', async () => {
    renderAt('/not-found', apiFor(STALE_USER, { '/user/points': points }), 'token-1');
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'General Information' })).toHaveAttribute('href', '/general-info');
    expect(within(menu).getByRole('link', { name: /Test Your Knowledge\s*NEW/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'NatCat' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^CIP 12\s*CPD 30$/ })).toHaveAttribute('href', '/points');
  });

  it('shows an NZ adviser their CPD (IBANZ) points, and a GB user no badge and the reduced menu', async () => {
    const nz = renderAt('/not-found', apiFor({ ...STALE_USER, country: 'nz' }, { '/user/points': points }), 'token-1');
    expect(await screen.findByRole('link', { name: /^CIP 12\s*CPD 4$/ })).toBeInTheDocument();
    nz.unmount();
    window.localStorage.clear();

    renderAt('/not-found', apiFor({ ...USER, country: 'gb' }), 'token-1');
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Short Courses']);
    expect(screen.queryByTestId('points-badge')).not.toBeInTheDocument();
  });

  it('shows a dash, not a made-up zero, while the points cannot be read', async () => {
    renderAt('/not-found', apiFor(USER), 'token-1');
    expect(await screen.findByRole('link', { name: /^CIP –\s*CPD –$/ })).toBeInTheDocument();
  });

  it('shows the profile picture in the header when the user has one, initials otherwise', async () => {
    const createObjectURL = vi.fn(() => 'blob:avatar');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const png = () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
    const withAvatar = renderAt(
      '/not-found',
      apiFor(USER, { '/user/profile': () => json({ avatar: '/api/user/avatar?v=2' }), '/user/avatar': png }),
      'token-1',
    );
    await waitFor(() => expect(screen.getByTestId('header-avatar').querySelector('img')).toHaveAttribute('src', 'blob:avatar'));
    withAvatar.unmount();
    window.localStorage.clear();

    renderAt('/not-found', apiFor(USER, { '/user/profile': () => json({ avatar: null }) }), 'token-1');
    await waitFor(() => expect(screen.getByTestId('header-avatar')).toHaveTextContent('OC'));
    expect(screen.getByTestId('header-avatar').querySelector('img')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('shows nothing beside the brand until the user has loaded, so nothing in the header jumps when it does', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<Response>((resolve) => (arrive = () => resolve(json(USER))));
    // The injected fetch awaits whatever the answer returns: the user record is held back until arrive().
    renderAt('/not-found', apiFor(USER, { '/user': (() => arrived) as unknown as () => Response }), 'token-1');
    expect(await screen.findByRole('link', { name: 'Risk Atlas home' })).toBeInTheDocument();
    expect(screen.queryByTestId('header-avatar')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByTestId('header-avatar')).toBeInTheDocument();
  });

  it('adds NatCat for the NatCat theme', async () => {
    renderAt('/not-found', apiFor({ ...USER, app_theme: 'natcat' }), 'token-1');
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'NatCat' })).toHaveAttribute('href', '/natcat');
  });

  it('lists the internal calculators, then the external ones, all in new tabs; closes the submenu on Escape', async () => {
    const user = userEvent.setup();
    renderAt('/not-found', apiFor(USER), 'token-1');
    const button = await screen.findByRole('button', { name: 'Calculators' });
    await user.click(button);
    const own = screen.getByRole('group', { name: 'Risk Atlas calculators' });
    expect(within(own).getByRole('link', { name: /^Building Cost Calculator/ })).toHaveAttribute('href', '/calculator/building-cost');
    expect(within(own).getByRole('link', { name: /^Under-insurance Calculator/ })).toHaveAttribute('href', '/calculator/under-insurance');
    expect(within(screen.getByRole('group', { name: 'External calculators' })).getAllByRole('link')).toHaveLength(3);
    const links = screen.getAllByRole('link', { name: /Calculator/ });
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: /Calculator/ })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens the user menu with the account links; a click outside or Escape closes it', async () => {
    const user = userEvent.setup();
    renderAt('/not-found', apiFor(USER), 'token-1');
    const trigger = await screen.findByRole('button', { name: /Olivia\.Chen/ });
    await user.click(trigger);
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/account/user-profile', '/account/company-information', '/account/settings']);
    await user.click(document.body);
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('records the page a signed-in user views', async () => {
    const events: unknown[] = [];
    const api = apiFor(USER);
    renderAt(
      '/not-found',
      (request) => {
        if (new URL(request.url).pathname === '/api/user/userstats')
          void request
            .clone()
            .json()
            .then((body) => events.push(body));
        return api(request);
      },
      'token-1',
    );
    await waitFor(() => expect(events).toContainEqual({ Projectid: 'riskatlas', Typename: '/not-found' }));
  });

  it('signs in from a generated link only with a valid base64 token, sent with the LinkGen scheme', async () => {
    const seen: string[] = [];
    window.history.replaceState(null, '', '/dashboard?token=dXNlcjo0Mg%3D%3D');
    renderAt('/dashboard', (request) => {
      seen.push(`${new URL(request.url).pathname} ${request.headers.get('authorization')}`);
      return apiFor(USER)(request);
    });
    await waitFor(() => expect(seen).toContain('/api/user LinkGen dXNlcjo0Mg=='));
    await waitFor(() => expect(seen).toContain('/api/user/userstats LinkGen dXNlcjo0Mg=='));
    expect(window.location.search).toBe('');
    window.history.replaceState(null, '', '/');
  });
});

describe('the footer', () => {
  const renderFooter = (hostname: string) =>
    render(
      <ThemeProvider theme={defaultTheme}>
        <Footer hostname={hostname} />
      </ThemeProvider>,
    );

  it('shows the legal links and social links on the main host', () => {
    renderFooter('app.riskatlas.com');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('navigation', { name: 'Social' })).toBeInTheDocument();
    expect(screen.queryByTestId('partner-logos')).not.toBeInTheDocument();
  });

  it('shows partner logos instead of social links on a white-label host', () => {
    renderFooter('acme-partner.riskatlas.com');
    expect(screen.queryByRole('navigation', { name: 'Social' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Meridian Broking Group' })).toBeInTheDocument();
  });
});
