import { createApiClient } from '@riskatlas/api-client';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from './App';

/** The signed-in AU adviser as `GET /user` describes them; tests override what they need. */
export const USER = {
  user_id: 1,
  user_name: 'adviser.au',
  person_name: 'Olivia.Chen',
  email: 'olivia.chen@example.com',
  roles: ['Adviser'],
  sso_token: 'c2Vzc2lvbg==',
  country: 'au',
  app_theme: 'default',
  is_user_accepted_toc: true,
  documents_assessments: null,
  address: null,
  points: { cip: 12, cpd: 30, cpdnz: 4 },
  companies: [],
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A real client over an injected fetch that answers like the API would. */
export function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  return (options: Parameters<typeof createApiClient>[0]) =>
    createApiClient({ ...options, baseUrl: 'http://portal.test/api', fetch: async (request) => answer(request) });
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderAt(path: string, answer: (request: Request) => Response | Promise<Response>, token?: string) {
  if (token) window.localStorage.setItem('riskatlas.token', token);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App createClient={clientAnswering(answer)} />
      <Location />
    </MemoryRouter>,
  );
}

/** Answers `GET /user` with `user`, a 204 for writes, and an empty list or 404 otherwise. */
export function apiFor(user: Record<string, unknown>, extra: Record<string, () => Response> = {}) {
  return (request: Request) => {
    const { pathname } = new URL(request.url);
    const path = pathname.replace(/^\/api/, '');
    if (extra[path]) return extra[path]();
    if (path === '/user') return json(user);
    if (request.method !== 'GET') return new Response(null, { status: 204 });
    return json({ code: 'not_found', message: 'Not found.' }, 404);
  };
}
