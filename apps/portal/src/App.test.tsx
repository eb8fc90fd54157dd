import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderAt, USER } from './test-support';

const userApi = (request: Request) =>
  new URL(request.url).pathname === '/api/user' ? json(USER) : json({ code: 'not_found', message: 'Not found.' }, 404);

describe('routes and session', () => {
  it('sends a visitor without a token from a protected route to /', async () => {
    renderAt('/dashboard', userApi);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a signed-in user from / to /dashboard and greets them by the first part of their name', async () => {
    renderAt('/', userApi, 'token-1');
    expect(await screen.findByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Olivia$/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('shows /not-found for an unknown path when signed in', async () => {
    renderAt('/no/such/page', userApi, 'token-1');
    expect(await screen.findByRole('heading', { name: 'Something Just Went Wrong !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('keeps /reset-password public', async () => {
    renderAt('/reset-password', userApi);
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });

  it('logs out on a 401 from the API (spec 401 rule): token cleared, back on /', async () => {
    renderAt('/dashboard', () => json({ code: 'unauthorized', message: 'The session has expired. Please log in again.' }, 401), 'expired');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(window.localStorage.getItem('riskatlas.token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows "Failed to load user" when the user cannot be loaded', async () => {
    renderAt(
      '/dashboard',
      () => json({ code: 'internal_error', message: 'Sorry, an error occurred. Please try again later.' }, 500),
      'token-1',
    );
    expect(await screen.findByText('Failed to load user')).toBeInTheDocument();
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });

  it('offers "Try again" on the dashboard when the user cannot be loaded, and greets them once it loads', async () => {
    let fail = true;
    renderAt('/dashboard', (request) => (fail ? json({ code: 'internal_error', message: 'Down' }, 500) : userApi(request)), 'token-1');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Olivia$/ })).toBeInTheDocument();
  });
});
