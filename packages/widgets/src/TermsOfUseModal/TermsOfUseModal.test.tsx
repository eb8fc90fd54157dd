import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TERMS_LOGOUT_DELAY_MS, termsOfUseCopy } from '../rules/terms-of-use';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { TermsOfUseModal } from './TermsOfUseModal';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serveUser(accepted: { value: boolean }) {
  const answers: boolean[] = [];
  server.use(
    http.get(`${testApiBaseUrl}/user`, () =>
      HttpResponse.json({ user_id: 1, person_name: 'Noah.Williams', is_user_accepted_toc: accepted.value }),
    ),
    http.post(`${testApiBaseUrl}/user/toc`, async ({ request }) => {
      const { is_accepted } = (await request.json()) as { is_accepted: boolean };
      answers.push(is_accepted);
      accepted.value = is_accepted;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return answers;
}

function renderModal() {
  const onLogout = vi.fn();
  const result = renderWithProviders(
    <SWRConfig value={{ provider: () => new Map() }}>
      <TermsOfUseModal onLogout={onLogout} />
    </SWRConfig>,
  );
  return { ...result, onLogout };
}

describe('TermsOfUseModal', () => {
  it('blocks a user who has not accepted; Agree records it, thanks them and closes', async () => {
    const answers = serveUser({ value: false });
    const { user, onLogout } = renderModal();
    await screen.findByRole('dialog', { name: 'Terms of Use' });
    expect(screen.getByText(/reverse engineer it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText(termsOfUseCopy.accepted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answers).toEqual([true]);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('does not show for a user who has accepted', async () => {
    let served = false;
    server.use(
      http.get(`${testApiBaseUrl}/user`, () => {
        served = true;
        return HttpResponse.json({ user_id: 1, is_user_accepted_toc: true });
      }),
    );
    renderModal();
    await waitFor(() => expect(served).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Disagree records the refusal, disables both buttons, and logs out after 2 s with the message', async () => {
    const answers = serveUser({ value: false });
    const { user, onLogout } = renderModal();
    await screen.findByRole('dialog', { name: 'Terms of Use' });
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Disagree' }));
    await waitFor(() => expect(answers).toEqual([false]));
    expect(screen.getByRole('button', { name: 'Agree' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Disagree' })).toBeDisabled();
    expect(onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1), { timeout: TERMS_LOGOUT_DELAY_MS + 1000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TERMS_LOGOUT_DELAY_MS - 50);
    expect(screen.getByText(termsOfUseCopy.loggingOut)).toBeInTheDocument();
  });

  it('closing only reminds the user; the modal stays', async () => {
    serveUser({ value: false });
    const { user } = renderModal();
    await screen.findByRole('dialog', { name: 'Terms of Use' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(termsOfUseCopy.mustAgree)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Terms of Use' })).toBeInTheDocument();
  });

  it('says the answer failed when the server refuses it, and lets the user try again', async () => {
    serveUser({ value: false });
    server.use(http.post(`${testApiBaseUrl}/user/toc`, () => HttpResponse.json({ code: 'x', message: 'x' }, { status: 500 })));
    const { user, onLogout } = renderModal();
    await screen.findByRole('dialog', { name: 'Terms of Use' });
    await user.click(screen.getByRole('button', { name: 'Disagree' }));
    expect(await screen.findByText(termsOfUseCopy.submitFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Agree' })).toBeEnabled());
    expect(onLogout).not.toHaveBeenCalled();
  });
});
