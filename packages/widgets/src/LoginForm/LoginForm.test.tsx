import { createApiClient } from '@riskatlas/api-client';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginCopy } from '../rules';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { LoginForm } from './LoginForm';

const tokenUrl = `${testApiBaseUrl}/token`;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answerToken(status: number, body: unknown = {}) {
  server.use(http.post(tokenUrl, () => HttpResponse.json(body as Record<string, unknown>, { status })));
}

function renderForm(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const onSuccess = vi.fn();
  const client = createApiClient({ baseUrl: testApiBaseUrl });
  const result = renderWithProviders(<LoginForm onSuccess={onSuccess} {...props} />, { client });
  const username = screen.getByRole('textbox', { name: 'Username' });
  const password = screen.getByLabelText('Password');
  return { ...result, onSuccess, username, password };
}

async function fillAndSubmit(user: ReturnType<typeof renderForm>['user'], username = 'jane.citizen', password = 'correct horse') {
  await user.type(screen.getByRole('textbox', { name: 'Username' }), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('shows username, password, both links and the Log in button', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Enquire about subscribing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('links "Forgot password" where it is told to', () => {
    renderForm({ forgotPasswordHref: '/partner/reset-password' });
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/partner/reset-password');
  });

  it('hands a plain click on a link to onNavigate instead of loading the page', async () => {
    const onNavigate = vi.fn();
    const { user } = renderForm({ onNavigate });
    await user.click(screen.getByRole('link', { name: 'Forgot password' }));
    expect(onNavigate).toHaveBeenCalledWith({ href: '/reset-password', link: 'forgot-password' });
  });

  it('asks for the username when the empty field loses focus', async () => {
    const { user, username } = renderForm();
    await user.click(username);
    await user.tab();
    expect(screen.getByText(loginCopy.usernameRequired)).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(loginCopy.usernameRequired);
  });

  it('asks for the password when the empty field loses focus', async () => {
    const { user, password } = renderForm();
    await user.click(password);
    await user.tab();
    expect(screen.getByText(loginCopy.passwordRequired)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(loginCopy.passwordRequired);
  });

  it('shows no message before a field has been visited', () => {
    renderForm();
    expect(screen.queryByText(loginCopy.usernameRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(loginCopy.passwordRequired)).not.toBeInTheDocument();
  });

  it('clears the message once the field is filled in', async () => {
    const { user, username } = renderForm();
    await user.click(username);
    await user.tab();
    expect(screen.getByText(loginCopy.usernameRequired)).toBeInTheDocument();
    await user.type(username, 'j');
    expect(screen.queryByText(loginCopy.usernameRequired)).not.toBeInTheDocument();
    expect(username).not.toHaveAttribute('aria-invalid');
  });

  it('on submit with empty fields shows both messages, focuses the username and sends nothing', async () => {
    const requests = vi.fn();
    server.use(
      http.post(tokenUrl, () => {
        requests();
        return HttpResponse.json({});
      }),
    );
    const { user, username } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText(loginCopy.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(loginCopy.passwordRequired)).toBeInTheDocument();
    expect(username).toHaveFocus();
    expect(requests).not.toHaveBeenCalled();
  });

  it('reads "Logging in" and is disabled while the request runs, then reports the token', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(tokenUrl, async () => {
        await released;
        return HttpResponse.json({ access_token: 'token-abc', token_type: 'bearer', expires_in: 3600 });
      }),
    );
    const { user, onSuccess } = renderForm();
    await fillAndSubmit(user);

    const busyButton = await screen.findByRole('button', { name: 'Logging in' });
    expect(busyButton).toBeDisabled();
    expect(onSuccess).not.toHaveBeenCalled();

    release();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess).toHaveBeenCalledWith({ accessToken: 'token-abc', tokenType: 'bearer', expiresIn: 3600 });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('sends the password grant form-encoded, with the username trimmed', async () => {
    let body: URLSearchParams | undefined;
    let contentType: string | null = null;
    server.use(
      http.post(tokenUrl, async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = new URLSearchParams(await request.text());
        return HttpResponse.json({ access_token: 'token-abc', token_type: 'bearer', expires_in: 3600 });
      }),
    );
    const { user, onSuccess } = renderForm();
    await fillAndSubmit(user, '  jane.citizen ', ' pass word ');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(body ?? [])).toEqual({
      username: 'jane.citizen',
      password: ' pass word ',
      grant_type: 'password',
      client_id: '1',
    });
  });

  it('sends one request when Enter is pressed again while logging in', async () => {
    const requests = vi.fn();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(tokenUrl, async () => {
        requests();
        await released;
        return HttpResponse.json({ access_token: 'token-abc', token_type: 'bearer', expires_in: 3600 });
      }),
    );
    const { user, onSuccess, password } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'jane');
    await user.type(password, 'secret{Enter}');
    await screen.findByRole('button', { name: 'Logging in' });
    await user.type(password, '{Enter}');
    release();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(requests).toHaveBeenCalledTimes(1);
  });

  it('says the username or password is incorrect on 400, keeping what was typed', async () => {
    // The server's own wording differs on purpose: the form shows the message of docs/product/accounts-and-access.md for any 400.
    answerToken(400, { code: 'invalid_grant', message: 'Bad credentials.' });
    const { user, onSuccess, username, password } = renderForm();
    await fillAndSubmit(user, 'jane.citizen', 'wrong');
    expect(await screen.findByText(loginCopy.incorrectCredentials)).toHaveAttribute('role', 'alert');
    expect(username).toHaveValue('jane.citizen');
    expect(password).toHaveValue('wrong');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('points to support on 429, keeping what was typed', async () => {
    server.use(
      http.post(tokenUrl, () =>
        HttpResponse.json({ code: 'locked', message: 'Locked' }, { status: 429, headers: { 'Retry-After': '900' } }),
      ),
    );
    const { user, username, password } = renderForm();
    await fillAndSubmit(user, 'jane.citizen', 'wrong again');
    expect(await screen.findByText(loginCopy.accountIssue)).toHaveAttribute('role', 'alert');
    expect(username).toHaveValue('jane.citizen');
    expect(password).toHaveValue('wrong again');
  });

  it('shows the generic message on a server error', async () => {
    answerToken(500, { code: 'internal', message: 'Internal error' });
    const { user, username } = renderForm();
    await fillAndSubmit(user);
    expect(await screen.findByText(loginCopy.unexpectedError)).toHaveAttribute('role', 'alert');
    expect(username).toHaveValue('jane.citizen');
  });

  it('shows the generic message when the network fails', async () => {
    server.use(http.post(tokenUrl, () => HttpResponse.error()));
    const { user, password } = renderForm();
    await fillAndSubmit(user);
    expect(await screen.findByText(loginCopy.unexpectedError)).toHaveAttribute('role', 'alert');
    expect(password).toHaveValue('correct horse');
  });

  it('shows the generic message for a 200 without a token', async () => {
    answerToken(200, {});
    const { user, onSuccess } = renderForm();
    await fillAndSubmit(user);
    expect(await screen.findByText(loginCopy.unexpectedError)).toHaveAttribute('role', 'alert');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('clears the error and logs in on a second try', async () => {
    // The server's own wording differs on purpose: the form shows the message of docs/product/accounts-and-access.md for any 400.
    answerToken(400, { code: 'invalid_grant', message: 'Bad credentials.' });
    const { user, onSuccess, password } = renderForm();
    await fillAndSubmit(user, 'jane.citizen', 'wrong');
    await screen.findByText(loginCopy.incorrectCredentials);

    answerToken(200, { access_token: 'token-xyz', token_type: 'bearer', expires_in: 3600 });
    await user.clear(password);
    await user.type(password, 'right');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'token-xyz' })));
    expect(screen.queryByText(loginCopy.incorrectCredentials)).not.toBeInTheDocument();
  });
});
