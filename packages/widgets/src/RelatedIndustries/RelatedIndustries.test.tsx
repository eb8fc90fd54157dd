import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { industryEmptyMessages } from '../rules/industry-content';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { industryInfo } from '../test-utils/industry-fixtures';
import { RelatedIndustries } from './RelatedIndustries';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const answer = (status = 200, body: unknown = industryInfo) =>
  server.use(http.get(`${testApiBaseUrl}/industries/15468`, () => HttpResponse.json(body as Record<string, unknown>, { status })));

describe('RelatedIndustries', () => {
  it('links each related industry to its page and hands plain clicks to onNavigate', async () => {
    answer();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<RelatedIndustries industryId={15468} onNavigate={onNavigate} />);
    const cafe = await screen.findByRole('link', { name: 'Bakery Café' });
    expect(cafe).toHaveAttribute('href', '/industries/15469');
    await user.click(cafe);
    expect(onNavigate).toHaveBeenCalledWith({ href: '/industries/15469', industry: industryInfo.related_industries[0] });
  });

  it('disables the links for trial users', async () => {
    answer();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<RelatedIndustries industryId={15468} trial onNavigate={onNavigate} />);
    const cafe = await screen.findByRole('link', { name: 'Bakery Café' });
    expect(cafe).toHaveAttribute('aria-disabled', 'true');
    expect(cafe).not.toHaveAttribute('href');
    await user.click(cafe);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows "No Related Industries" when there are none and when the load fails', async () => {
    answer(200, { ...industryInfo, related_industries: [] });
    const { unmount } = renderWithProviders(<RelatedIndustries industryId={15468} />);
    expect(await screen.findByText(industryEmptyMessages.related)).toBeInTheDocument();
    unmount();
    answer(500, { code: 'internal', message: 'boom' });
    renderWithProviders(<RelatedIndustries industryId={15468} />);
    expect(await screen.findByText(industryEmptyMessages.related)).toBeInTheDocument();
  });
});
