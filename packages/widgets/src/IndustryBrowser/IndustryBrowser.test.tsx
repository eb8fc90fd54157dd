import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { IndustryBrowser } from './IndustryBrowser';

const url = `${testApiBaseUrl}/classifications/anzsic/2006`;
const structure = 'Division,Subdivision,Group,Class,Industry';
const node = (code: string, name: string, level: string) => ({ code, name, level, leaf: false, industry_id: null });
const levels: Record<string, unknown[]> = {
  top: [node('C', 'Manufacturing', 'Division'), node('G', 'Retail Trade', 'Division')],
  C: [node('11', 'Food Product Manufacturing', 'Subdivision')],
  '11': [node('117', 'Bakery Product Manufacturing', 'Group')],
  '117': [node('1174', 'Bakery Product Manufacturing (Non-factory based)', 'Class')],
  '1174': [{ code: '1174', name: 'Bakery', level: 'Industry', leaf: true, industry_id: 15468 }],
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('IndustryBrowser', () => {
  it('loads the next level for a non-leaf and opens the industry for a leaf, by keyboard', async () => {
    const codes: (string | null)[] = [];
    server.use(
      http.get(url, ({ request }) => {
        const code = new URL(request.url).searchParams.get('code');
        codes.push(code);
        return HttpResponse.json({ data: levels[code ?? 'top'] ?? [], meta: { structure } });
      }),
    );
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<IndustryBrowser onNavigate={onNavigate} />);
    await screen.findByRole('button', { name: 'C Manufacturing' });
    await user.tab();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: '11 Food Product Manufacturing' }));
    await user.click(await screen.findByRole('button', { name: '117 Bakery Product Manufacturing' }));
    await user.click(await screen.findByRole('button', { name: /^1174 Bakery Product/ }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Division',
      'Subdivision',
      'Group',
      'Class',
      'Industry',
    ]);
    expect(screen.getByRole('button', { name: 'C Manufacturing' })).toHaveAttribute('aria-current', 'true');
    await user.click(await screen.findByRole('button', { name: 'Bakery' }));
    expect(onNavigate).toHaveBeenCalledWith({ href: '/industries/15468', industryId: 15468, name: 'Bakery' });
    expect(codes).toEqual([null, 'C', '11', '117', '1174']);
  });

  it('choosing another branch drops the deeper columns', async () => {
    server.use(
      http.get(url, ({ request }) =>
        HttpResponse.json({ data: levels[new URL(request.url).searchParams.get('code') ?? 'top'] ?? [], meta: { structure } }),
      ),
    );
    const { user } = renderWithProviders(<IndustryBrowser onNavigate={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'C Manufacturing' }));
    await user.click(await screen.findByRole('button', { name: '11 Food Product Manufacturing' }));
    await screen.findByRole('button', { name: '117 Bakery Product Manufacturing' });
    await user.click(screen.getByRole('button', { name: 'G Retail Trade' }));
    expect(screen.queryByRole('button', { name: '117 Bakery Product Manufacturing' })).not.toBeInTheDocument();
    expect(await screen.findByText(industryEmptyCopy.noData)).toBeInTheDocument();
  });

  it('offers "Try again" under the empty state after a server error, and shows the level once it loads', async () => {
    let fail = true;
    server.use(
      http.get(url, () =>
        fail
          ? HttpResponse.json({ code: 'internal', message: 'Down' }, { status: 500 })
          : HttpResponse.json({ data: levels.top, meta: { structure } }),
      ),
    );
    const { user } = renderWithProviders(<IndustryBrowser onNavigate={vi.fn()} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(industryEmptyCopy.noData)).toBeInTheDocument();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'C Manufacturing' })).toBeInTheDocument();
  });

  it('offers no "Try again" when the classification is refused', async () => {
    server.use(http.get(url, () => HttpResponse.json({ code: 'forbidden', message: 'No' }, { status: 403 })));
    renderWithProviders(<IndustryBrowser onNavigate={vi.fn()} />);
    expect(await screen.findByText(industryEmptyCopy.noData)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
