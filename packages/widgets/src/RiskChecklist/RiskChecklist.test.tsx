import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { checklistItems } from '../test-utils/industry-fixtures';
import { RiskChecklist } from './RiskChecklist';

const url = `${testApiBaseUrl}/industries/15468/checklist`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Two pages linked by `Link`; page 2 repeats question 2 to check de-duplication. */
function answerPaged(failPage2 = false) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(url, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (params.get('page') === '2') {
        if (failPage2) return HttpResponse.json({ code: 'internal', message: 'boom' }, { status: 500 });
        return HttpResponse.json({ data: [checklistItems[1], checklistItems[2]] });
      }
      const type = params.get('type') ?? 'Key';
      const first = type === 'Key' ? checklistItems.slice(0, 2) : [{ ...checklistItems[0]!, id: 50, title: `${type} question`, type }];
      const headers = type === 'Key' ? { Link: `<${url}?type=Key&pagesize=100&page=2>; rel="next"` } : undefined;
      return HttpResponse.json({ data: first }, { headers });
    }),
  );
  return requests;
}

describe('RiskChecklist', () => {
  it('opens on Key, follows every page, de-duplicates and groups by section', async () => {
    const requests = answerPaged();
    renderWithProviders(<RiskChecklist industryId={15468} />);
    expect(screen.getByRole('tab', { name: 'Key' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Core', 'General', 'Key']);
    const products = await screen.findByRole('heading', { name: 'Products' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Fire', 'Products']);
    expect(within(products.parentElement as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getAllByText(/Is flour dust extracted/)).toHaveLength(1);
    expect(requests[0]?.get('pagesize')).toBe('100');
    expect(requests[0]?.get('type')).toBe('Key');
    expect(requests.map((params) => params.get('page'))).toEqual([null, '2']);
  });

  it('switches type with the arrow keys', async () => {
    answerPaged();
    const { user } = renderWithProviders(<RiskChecklist industryId={15468} />);
    await screen.findByRole('heading', { name: 'Products' });
    screen.getByRole('tab', { name: 'Key' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();
    expect(await screen.findByText('General question')).toBeInTheDocument();
  });

  it('empties the list when a further page fails', async () => {
    answerPaged(true);
    renderWithProviders(<RiskChecklist industryId={15468} />);
    expect(await screen.findByText(industryEmptyCopy.checklist)).toBeInTheDocument();
    expect(screen.queryByText(/thermal cut-outs/)).not.toBeInTheDocument();
  });

  it('shows "No Risk Checklist" when there are no questions', async () => {
    server.use(http.get(url, () => HttpResponse.json({ data: [] })));
    renderWithProviders(<RiskChecklist industryId={15468} />);
    await waitFor(() => expect(screen.getByText(industryEmptyCopy.checklist)).toBeInTheDocument());
  });
});
