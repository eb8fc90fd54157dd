import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { industryEmptyCopy } from '../rules/industry-content';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { endorsements } from '../test-utils/industry-fixtures';
import { Endorsements } from './Endorsements';

const url = `${testApiBaseUrl}/industries/15468/endorsements`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function answerByMark() {
  const marks: (string | null)[] = [];
  server.use(
    http.get(url, ({ request }) => {
      const mark = new URL(request.url).searchParams.get('mark');
      marks.push(mark);
      return HttpResponse.json({ data: mark === 'Mark V' ? [] : endorsements });
    }),
  );
  return marks;
}

describe('Endorsements', () => {
  it('shows Mark IV first, grouped by type name sorted, as a table with sanitised HTML and items', async () => {
    answerByMark();
    renderWithProviders(<Endorsements industryId={15468} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mark IV', 'Mark V']);
    await screen.findAllByRole('table');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Liability', 'Property']);
    const property = screen.getAllByRole('table')[1] as HTMLElement;
    expect(within(property).getByRole('cell', { name: 'PD-04' })).toBeInTheDocument();
    expect(within(property).getByText('Automatic suppression')).toBeInTheDocument();
    expect(within(property).getByText(/automatic suppression\./)).toBeInTheDocument();
  });

  it('asks for the other mark and shows its empty state', async () => {
    const marks = answerByMark();
    const { user } = renderWithProviders(<Endorsements industryId={15468} />);
    await screen.findAllByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Mark V' }));
    expect(await screen.findByText(industryEmptyCopy.endorsements)).toBeInTheDocument();
    expect(marks).toEqual(['Mark IV', 'Mark V']);
  });

  it('is a list at 768 px or below', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 768px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    answerByMark();
    renderWithProviders(<Endorsements industryId={15468} />);
    expect(await screen.findByRole('heading', { level: 4, name: 'PD-04 Deep fryer suppression' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('renders API HTML inert', async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json({ data: [{ ...endorsements[0], text: '<p>Safe</p><img src=x onerror="alert(1)"><script>alert(2)</script>' }] }),
      ),
    );
    const { container } = renderWithProviders(<Endorsements industryId={15468} />);
    await screen.findByText('Safe');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('shows the empty state when the load fails', async () => {
    server.use(http.get(url, () => HttpResponse.json({ code: 'internal', message: 'boom' }, { status: 500 })));
    renderWithProviders(<Endorsements industryId={15468} />);
    expect(await screen.findByText(industryEmptyCopy.endorsements)).toBeInTheDocument();
  });
});
