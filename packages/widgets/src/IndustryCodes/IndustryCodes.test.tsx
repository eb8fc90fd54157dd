import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { industryEmptyMessages } from '../rules/industry-content';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { industryInfo } from '../test-utils/industry-fixtures';
import { IndustryCodes } from './IndustryCodes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const answer = (status = 200, body: unknown = industryInfo) =>
  server.use(http.get(`${testApiBaseUrl}/industries/15468`, () => HttpResponse.json(body as Record<string, unknown>, { status })));

describe('IndustryCodes', () => {
  it('groups the codes by taxonomy: provider first, ANZSIC 2006 second, then the rest', async () => {
    answer();
    renderWithProviders(<IndustryCodes industryId={15468} />);
    await screen.findByText('RA-15468');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Risk Atlas Industry Code',
      'ANZSIC 2006',
      'UK SIC 2007',
    ]);
    expect(screen.getByText('Bakery Product Manufacturing (Non-factory based)')).toBeInTheDocument();
  });

  it('shows "No Data" when the load fails', async () => {
    answer(500, { code: 'internal', message: 'boom' });
    renderWithProviders(<IndustryCodes industryId={15468} />);
    expect(await screen.findByText(industryEmptyMessages.noData)).toBeInTheDocument();
  });
});
