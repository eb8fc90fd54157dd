import { createApiClient, ApiProvider } from '@riskatlas/api-client';
import { defaultTheme, ThemeProvider } from '@riskatlas/theme';
import { ToastProvider } from '@riskatlas/widgets';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resetPasswordCopy } from '../rules/reset-password';
import { ResetPasswordPage } from './ResetPasswordPage';

function renderPage(path: string, answer: (request: Request) => Promise<Response> | Response) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://portal.test/api',
    fetch: async (request) => {
      requests.push(request.clone());
      return answer(request);
    },
  });
  render(
    <ThemeProvider theme={defaultTheme}>
      <ApiProvider client={client}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <ResetPasswordPage />
          </MemoryRouter>
        </ToastProvider>
      </ApiProvider>
    </ThemeProvider>,
  );
  return { requests, user: userEvent.setup() };
}

const status = (code: number) => () =>
  new Response(code === 204 ? null : JSON.stringify({ code: 'x', message: 'x' }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

describe('ResetPasswordPage, request form', () => {
  it('asks for the user name before sending anything', async () => {
    const { requests, user } = renderPage('/reset-password', status(204));
    await user.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByText(resetPasswordCopy.userNameRequired)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends the user name and the reset page, reads Sending while busy, then shows the success message', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { requests, user } = renderPage('/reset-password', async () => {
      await answered;
      return new Response(null, { status: 204 });
    });
    await user.type(screen.getByRole('textbox', { name: 'User name' }), ' adviser.au {Enter}');
    expect(await screen.findByRole('button', { name: 'Sending' })).toBeDisabled();
    release();
    expect(await screen.findByText(resetPasswordCopy.success)).toBeInTheDocument();
    const sent = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe('POST');
    expect(sent.pathname).toBe('/api/resetpassword');
    expect(sent.searchParams.get('username')).toBe('adviser.au');
    expect(sent.searchParams.get('reset_url')).toBe(`${window.location.origin}/reset-password`);
  });

  it.each([
    [404, resetPasswordCopy.notFound],
    [500, resetPasswordCopy.unexpectedError],
  ])('shows the message for a %i answer', async (code, message) => {
    const { user } = renderPage('/reset-password', status(code));
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'nobody{Enter}');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('ResetPasswordPage, from the emailed link', () => {
  it('sets the new password with the code of the link', async () => {
    const { requests, user } = renderPage('/reset-password?code=abc123', status(204));
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password{Enter}');
    expect(await screen.findByText(resetPasswordCopy.passwordChanged)).toBeInTheDocument();
    expect(await requests[0]!.json()).toEqual({ code: 'abc123', password: 'a-new-password' });
  });

  it('checks the two passwords, and says when the link no longer works', async () => {
    const { requests, user } = renderPage('/reset-password?code=used', status(400));
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'another-one{Enter}');
    expect(await screen.findByText(resetPasswordCopy.passwordsDiffer)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password{Enter}');
    await waitFor(() => expect(screen.getByText(resetPasswordCopy.invalidCode)).toBeInTheDocument());
  });
});
