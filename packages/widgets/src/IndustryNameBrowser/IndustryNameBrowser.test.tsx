import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { IndustryNameBrowser } from './IndustryNameBrowser';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const item = (id: number, name: string) => ({ id, name, code: String(1000 + id), alias: null });

/** Two pages for B (the second via Link), one for A, nothing for Z, a failure for X. */
function answer() {
  const queries: string[] = [];
  server.use(
    http.get(`${testApiBaseUrl}/industries`, ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      const initial = url.searchParams.get('initial');
      if (initial === 'X') return HttpResponse.json({ code: 'internal', message: 'Internal error' }, { status: 500 });
      if (initial === 'A') return HttpResponse.json({ data: [item(1, 'Abattoir'), item(2, 'Accountant')] });
      if (initial === 'B' && url.searchParams.get('page') === '2') return HttpResponse.json({ data: [item(5, 'Butcher')] });
      if (initial === 'B') {
        return HttpResponse.json(
          { data: [item(3, 'Bakery'), item(4, 'Bank')] },
          { headers: { link: `<${testApiBaseUrl}/industries?initial=B&pagesize=100&page=2>; rel="next"` } },
        );
      }
      return HttpResponse.json({ data: [] });
    }),
  );
  return queries;
}

const names = () =>
  within(screen.getByRole('list', { name: /^Industries starting with/ }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('IndustryNameBrowser', () => {
  it('lists the A industries first, 100 a page, with their codes, and opens one on a click', async () => {
    const queries = answer();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<IndustryNameBrowser onNavigate={onNavigate} />);
    expect(screen.getByRole('status', { name: 'Loading industries' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Abattoir/ });
    expect(names()).toEqual(['1001Abattoir', '1002Accountant']);
    expect(queries[0]).toContain('initial=A');
    expect(queries[0]).toContain('pagesize=100');
    expect(screen.getByRole('button', { name: 'A' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(25);
    await user.click(screen.getByRole('link', { name: /Accountant/ }));
    expect(onNavigate).toHaveBeenCalledWith({ href: '/industries/2', industryId: 2, name: 'Accountant' });
  });

  it('switches letter, and follows the Link to the next page on Show more', async () => {
    answer();
    const { user } = renderWithProviders(<IndustryNameBrowser />);
    await screen.findByRole('link', { name: /Abattoir/ });
    await user.click(screen.getByRole('button', { name: 'B' }));
    await screen.findByRole('link', { name: /Bakery/ });
    expect(names()).toEqual(['1003Bakery', '1004Bank']);
    await user.click(screen.getByRole('button', { name: 'Show more industries' }));
    await screen.findByRole('link', { name: /Butcher/ });
    expect(names()).toEqual(['1003Bakery', '1004Bank', '1005Butcher']);
    expect(screen.queryByRole('button', { name: 'Show more industries' })).toBeNull();
    expect(screen.getByRole('link', { name: /Bank/ })).toHaveAttribute('href', '/industries/4');
  });

  it('shows No Data for a letter without industries and for a failed load', async () => {
    answer();
    const { user } = renderWithProviders(<IndustryNameBrowser initialLetter="z" />);
    expect(await screen.findByText(industryEmptyCopy.noData)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'X' }));
    expect(await screen.findByText(industryEmptyCopy.noData)).toBeInTheDocument();
    expect(screen.queryByText(/Internal error/)).toBeNull();
  });
});
