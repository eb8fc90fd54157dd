import { startupFailureCopy, type StartupLoad } from '@riskatlas/widgets';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderAt, USER } from '../test-support';

const PROFILE = {
  person_name: 'Olivia.Chen',
  email: 'olivia.chen@example.com',
  phone: null,
  mobile: null,
  job_title: 'Account Manager',
  description: null,
  address: null,
  addressStr: '',
  avatar: 'http://portal.test/api/user/avatar',
};

/** The path each start-up load reads. */
const PATHS: Record<StartupLoad, string> = {
  user: '/user',
  settings: '/user/settings',
  profile: '/user/profile',
  avatar: '/user/avatar',
  companies: '/user/companies',
  taxonomies: '/taxonomies',
  themes: '/user/themes',
  searchHistory: '/user/history/industries',
};

/** Answers every start-up load, failing `failing` with a 500. */
function api(...failing: string[]) {
  return (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (failing.includes(path)) return json({ code: 'internal_error', message: 'Something failed.' }, 500);
    if (path === '/user') return json(USER);
    if (path === '/user/profile') return json(PROFILE);
    if (path === '/user/avatar')
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
    if (request.method !== 'GET') return new Response(null, { status: 204 });
    return json({ data: [] });
  };
}

afterEach(() => {
  window.localStorage.clear();
});

describe('start-up failures (docs/product/shell-and-dashboard.md#start-up-failures)', () => {
  it.each(Object.keys(PATHS) as StartupLoad[])('shows the error toast for a failed %s load', async (load) => {
    renderAt('/dashboard', api(PATHS[load]), 'token-1');
    const alerts = screen.getByRole('alert');
    expect(await within(alerts).findByText(startupFailureCopy[load], {}, { timeout: 5000 })).toBeVisible();
  });

  it('shows all eight toasts, each once, when every start-up load fails', async () => {
    // The avatar is only loaded for a profile that names one, so the profile answers here.
    const failing = Object.values(PATHS).filter((path) => path !== '/user/profile');
    renderAt('/dashboard', api(...failing), 'token-1');
    const alerts = screen.getByRole('alert');
    for (const message of Object.values(startupFailureCopy).filter((text) => text !== startupFailureCopy.profile)) {
      expect(await within(alerts).findAllByText(message, {}, { timeout: 5000 })).toHaveLength(1);
    }
  });

  it('shows no toast when every start-up load answers', async () => {
    renderAt('/dashboard', api(), 'token-1');
    expect(await screen.findByRole('heading', { name: 'Search industries' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows a profile that cannot load as the toast on the profile page, once, with a retry in the card', async () => {
    renderAt('/account/user-profile', api('/user/profile'), 'token-1');
    const alerts = screen.getByRole('alert');
    expect(await within(alerts).findAllByText(startupFailureCopy.profile, {}, { timeout: 5000 })).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText(/Failed to load the user profile/)).not.toBeInTheDocument();
  });
});
