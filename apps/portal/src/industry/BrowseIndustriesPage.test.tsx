import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderAt, USER } from '../test-support';
import { BROWSE_DISABLED_FOR_TRIAL } from './BrowseIndustriesPage';

function api(user: Record<string, unknown>) {
  return (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/user') return json(user);
    if (path === '/industries' && url.searchParams.get('initial') === 'B')
      return json({ data: [{ id: 7, name: 'Bakery', code: '1174', alias: null }] });
    if (path === '/industries') return json({ data: [{ id: 3, name: 'Abattoir', code: '1111', alias: null }] });
    if (path === '/classifications/anzsic/2006')
      return json({
        data: [{ code: 'C', name: 'Manufacturing', level: 'Division', leaf: false, industry_id: null }],
        meta: { structure: 'Division,Subdivision,Group,Class,Industry' },
      });
    if (request.method !== 'GET') return new Response(null, { status: 204 });
    return json({ code: 'not_found', message: 'Not found.' }, 404);
  };
}

describe('/industries/browse', () => {
  it('browses by category, then by name A–Z, and opens an industry from the letter list', async () => {
    renderAt('/industries/browse', api(USER), 'token-1');
    expect(await screen.findByRole('button', { name: /Manufacturing/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'By name (A–Z)' }));
    expect(await screen.findByRole('link', { name: /Abattoir/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'By name (A–Z)' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'B' }));
    await userEvent.click(await screen.findByRole('link', { name: /Bakery/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/industries/7'));
  });

  it('tells a trial user that browsing is not available', async () => {
    renderAt('/industries/browse?by=name', api({ ...USER, roles: ['Trial'] }), 'token-1');
    expect(await screen.findByText(BROWSE_DISABLED_FOR_TRIAL)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'B' })).toBeNull();
  });
});
