import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { industrySearchCopy, REQUEST_TEST_MAILTO } from '@riskatlas/domain';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { IndustrySearch, type IndustrySearchProps } from './IndustrySearch';

const searchUrl = `${testApiBaseUrl}/industries`;
const server = setupServer();
/** Each search waits out the 300 ms pause; leave room for a busy machine. */
const settle = { timeout: 3000 };
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const bakeries = [
  { id: 101, name: 'Bakery', code: '1174', alias: null },
  { id: 102, name: 'Bakery Café', code: '1174', alias: null },
  { id: 103, name: 'Bakery Wholesale', code: '3602', alias: null },
];

/** Answers every search from `answer` and records each request's query. */
function answerSearch(answer: (params: URLSearchParams) => Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(searchUrl, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return answer(params);
    }),
  );
  return queries;
}

function renderSearch(props: Partial<IndustrySearchProps> = {}) {
  const onNavigate = vi.fn();
  const result = renderWithProviders(<IndustrySearch onNavigate={onNavigate} {...props} />);
  return { ...result, onNavigate, box: screen.getByRole('combobox', { name: 'Search industries' }) };
}

describe('IndustrySearch', () => {
  it('searches once, 300 ms after typing stops, and lists the industries with their codes', async () => {
    const queries = answerSearch(() => HttpResponse.json({ data: bakeries }));
    const { user, box } = renderSearch();
    await user.type(box, 'bak');
    expect(queries).toHaveLength(0);
    const listbox = await screen.findByRole('listbox', undefined, settle);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1174Bakery', '1174Bakery Café', '3602Bakery Wholesale']);
    expect(queries).toHaveLength(1);
    expect(queries[0]?.get('q')).toBe('bak');
    expect(queries[0]?.get('pagesize')).toBe('100');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('searches by code when the value is a number, and sends the trial and quiz-only flags', async () => {
    const queries = answerSearch(() => HttpResponse.json({ data: bakeries }));
    const { user, box } = renderSearch({ trial: true, quizOnly: true });
    await user.type(box, '1174');
    await screen.findByRole('listbox', undefined, settle);
    expect(queries[0]?.get('code')).toBe('1174');
    expect(queries[0]?.get('q')).toBeNull();
    expect(queries[0]?.get('trial')).toBe('true');
    await user.clear(box);
    await user.type(box, 'bak');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('bak'), settle);
    expect(queries.at(-1)?.get('withQuizOnly')).toBe('true');
  });

  it('empties the list at once when the text is cleared', async () => {
    answerSearch(() => HttpResponse.json({ data: bakeries }));
    const { user, box } = renderSearch();
    await user.type(box, 'bak');
    await screen.findByRole('listbox', undefined, settle);
    await user.clear(box);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves with the arrows, picks with Enter and navigates to the industry', async () => {
    answerSearch(() => HttpResponse.json({ data: bakeries }));
    const { user, box, onNavigate } = renderSearch();
    await user.type(box, 'bak');
    await screen.findByRole('listbox', undefined, settle);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Bakery Café/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /Wholesale/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith({ href: '/industries/103', industry: bakeries[2] });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes with Escape without navigating', async () => {
    answerSearch(() => HttpResponse.json({ data: bakeries }));
    const { user, box, onNavigate } = renderSearch();
    await user.type(box, 'bak');
    await screen.findByRole('listbox', undefined, settle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('goes to the quiz page in quiz-only mode, and not at all when already there', async () => {
    const queries = answerSearch(() => HttpResponse.json({ data: bakeries }));
    const { user, box, onNavigate } = renderSearch({ quizOnly: true, currentPath: '/industries/101/quiz' });
    await user.type(box, 'bak');
    await user.click(await screen.findByRole('option', { name: /^1174Bakery$/ }, settle));
    expect(onNavigate).not.toHaveBeenCalled();
    await user.type(box, 'e');
    // Pick from the answer to "bake", not from the list of "bak" that is replaced meanwhile.
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('bake'), settle);
    await user.click(await screen.findByRole('option', { name: /Café/ }, settle));
    expect(onNavigate).toHaveBeenCalledWith({ href: '/industries/102/quiz', industry: bakeries[1] });
  });

  it('says no industry was found', async () => {
    answerSearch(() => HttpResponse.json({ data: [] }));
    const { user, box } = renderSearch();
    await user.type(box, 'zzz');
    expect(await screen.findByText(industrySearchCopy.noResults, undefined, settle)).toBeVisible();
  });

  it('in quiz-only mode offers to request a test by mail', async () => {
    answerSearch(() => HttpResponse.json({ data: [] }));
    const { user, box } = renderSearch({ quizOnly: true });
    await user.type(box, 'zzz');
    expect(await screen.findByText(industrySearchCopy.noQuizResults, undefined, settle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: industrySearchCopy.requestTest })).toHaveAttribute('href', REQUEST_TEST_MAILTO);
  });

  it('empties the list without a message when the search fails', async () => {
    let fail = false;
    answerSearch(() =>
      fail ? HttpResponse.json({ code: 'internal', message: 'boom' }, { status: 500 }) : HttpResponse.json({ data: bakeries }),
    );
    const { user, box } = renderSearch();
    await user.type(box, 'bak');
    await screen.findByRole('listbox', undefined, settle);
    fail = true;
    await user.type(box, 'e');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument(), settle);
    expect(screen.queryByText(industrySearchCopy.noResults)).not.toBeInTheDocument();
  });

  it('loads the Link next page when scrolled within 10 px of the bottom', async () => {
    const queries = answerSearch((params) =>
      params.get('page') === '2'
        ? HttpResponse.json({ data: [{ id: 201, name: 'Bakery Outlet', code: '4121', alias: null }] })
        : HttpResponse.json({ data: bakeries }, { headers: { Link: `<${searchUrl}?q=bak&pagesize=100&page=2>; rel="next"` } }),
    );
    const { user, box } = renderSearch();
    await user.type(box, 'bak');
    const listbox = await screen.findByRole('listbox', undefined, settle);
    Object.defineProperties(listbox, { scrollHeight: { value: 500 }, clientHeight: { value: 200 } });
    listbox.scrollTop = 200;
    fireEvent.scroll(listbox);
    expect(queries).toHaveLength(1);
    listbox.scrollTop = 295;
    fireEvent.scroll(listbox);
    expect(await screen.findByRole('option', { name: /Bakery Outlet/ }, settle)).toBeInTheDocument();
    expect(queries).toHaveLength(2);
    expect(queries[1]?.get('page')).toBe('2');
  });

  it('offers Browse, disabled for trial users', async () => {
    const onBrowse = vi.fn();
    const { user, unmount } = renderSearch({ onBrowse });
    await user.click(screen.getByRole('button', { name: 'Browse' }));
    expect(onBrowse).toHaveBeenCalledTimes(1);
    unmount();
    renderSearch({ onBrowse, trial: true });
    expect(screen.getByRole('button', { name: 'Browse' })).toBeDisabled();
  });
});
