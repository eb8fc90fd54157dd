import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardCopy } from '../rules/dashboard';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { historyFixture, reportsFixture } from './fixtures';
import { RecentActivities, type RecentActivitiesProps } from './RecentActivities';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serve({
  history = () => HttpResponse.json(historyFixture),
  reports = () => HttpResponse.json(reportsFixture),
}: { history?: () => Response; reports?: () => Response } = {}) {
  const historyQueries: URLSearchParams[] = [];
  server.use(
    http.get(`${testApiBaseUrl}/user/history/industries`, ({ request }) => {
      historyQueries.push(new URL(request.url).searchParams);
      return history();
    }),
    http.get(`${testApiBaseUrl}/user/reports`, reports),
  );
  return historyQueries;
}

const renderCard = (props: RecentActivitiesProps = {}) =>
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RecentActivities {...props} />
    </SWRConfig>,
  );

// "The spec" in these tests means the product rules of docs/product/shell-and-dashboard.md.
describe('RecentActivities', () => {
  it('lists recently viewed industries linking to their page with their code, asking for at most 10', async () => {
    const queries = serve();
    renderCard();
    const link = await screen.findByRole('link', { name: /Bakery Product Manufacturing\s*1174/ });
    expect(link).toHaveAttribute('href', '/industries/15468');
    expect(queries[0]!.get('pagesize')).toBe('10');
  });

  it('shows tailored reports with their template link and a relative time, older ones with the date', async () => {
    serve();
    const { user } = renderCard();
    await user.click(screen.getByRole('tab', { name: 'My tailored reports' }));
    const recent = await screen.findByRole('link', { name: /Harbour Bakery Pty Ltd/ });
    expect(recent).toHaveAttribute('href', '/industries/15468/report/tailored-report?tmpl=7');
    expect(within(recent).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Old Client/ })).getByText('05/01/2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Underwritten Risk/ })).not.toBeInTheDocument();
  });

  it('shows underwriters their underwriter reports, and moves between tabs with the arrow keys', async () => {
    serve();
    const { user } = renderCard({ underwriter: true });
    const first = screen.getByRole('tab', { name: 'Recently viewed' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    const reportsTab = screen.getByRole('tab', { name: 'My underwriter reports' });
    expect(reportsTab).toHaveFocus();
    expect(reportsTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: /Underwritten Risk/ })).toHaveAttribute(
      'href',
      '/industries/21991/report/underwriter-report?tmpl=11',
    );
  });

  it('hands in-app links to the host router on a plain click', async () => {
    serve();
    const onNavigate = vi.fn();
    const { user } = renderCard({ onNavigate });
    await user.click(await screen.findByRole('link', { name: /Plumbing Services/ }));
    expect(onNavigate).toHaveBeenCalledWith('/industries/21383');
  });

  it("shows the error's own message for the history and the spec message for reports", async () => {
    const failure = () => HttpResponse.json({ code: 'internal_error', message: 'The history is resting.' }, { status: 500 });
    serve({ history: failure, reports: failure });
    const { user } = renderCard();
    expect(await screen.findByText('The history is resting.')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('tab', { name: 'My tailored reports' }));
    expect(await screen.findByText(`${dashboardCopy.reportsFailed} (The history is resting.)`)).toHaveAttribute('role', 'alert');
  });

  it('shows the empty state when there is nothing yet', async () => {
    serve({ history: () => HttpResponse.json({ data: [] }) });
    renderCard();
    expect(await screen.findByText(dashboardCopy.noData)).toBeInTheDocument();
  });
});
