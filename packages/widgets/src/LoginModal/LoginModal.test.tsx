import { createApiClient } from '@riskatlas/api-client';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../primitives/Button';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { LoginModal } from './LoginModal';
import type { LoginSuccess } from '../LoginForm';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Header({ onSuccess }: { onSuccess: (result: LoginSuccess) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log in</Button>
      <LoginModal
        open={open}
        onClose={() => setOpen(false)}
        onSuccess={(result) => {
          setOpen(false);
          onSuccess(result);
        }}
      />
    </>
  );
}

function renderHeader() {
  const onSuccess = vi.fn();
  const client = createApiClient({ baseUrl: testApiBaseUrl });
  return { ...renderWithProviders(<Header onSuccess={onSuccess} />, { client }), onSuccess };
}

describe('LoginModal', () => {
  it('opens a dialog titled "Log in" with focus in the username field', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus());
  });

  it('closes on Escape and gives focus back to the header button', async () => {
    const { user } = renderHeader();
    const opener = screen.getByRole('button', { name: 'Log in' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Log in' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('logs in and hands over the token', async () => {
    server.use(
      http.post(`${testApiBaseUrl}/token`, () => HttpResponse.json({ access_token: 'token-abc', token_type: 'bearer', expires_in: 3600 })),
    );
    const { user, onSuccess } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'jane.citizen');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'token-abc' })));
    expect(dialog).not.toBeInTheDocument();
  });
});
