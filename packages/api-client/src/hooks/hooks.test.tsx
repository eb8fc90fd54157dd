// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ApiProvider,
  createApiClient,
  createQueryHook,
  useApiClient,
  useHazardIndex,
  useIndustry,
  useInfiniteIndustrySearch,
  useInsuranceClasses,
  useTaxonomies,
  useUser,
  useUserProfile,
  useUserPoints,
  useUserSettings,
  useSubmitQuiz,
  ApiRequestError,
  type Schema,
} from '../index';

const sampleUser: Schema<'User'> = {
  user_id: 42,
  user_name: 'jane.adviser',
  person_name: 'Jane.Smith',
  email: 'jane@example.com',
  roles: ['Adviser'],
  sso_token: 'c3NvOjQy',
  country: 'au',
  app_theme: 'default',
  is_user_accepted_toc: true,
  documents_assessments: null,
  address: null,
  points: { cip: 3, cpd: 5, cpdnz: 0 },
  companies: [{ id: 1, name: 'Acme Brokers', is_primary: true }],
};

/** A fetch that records the requested URLs and answers from the handler. */
function recordingFetch(handler: (url: URL, request: Request) => Response) {
  const urls: string[] = [];
  const fetch = async (request: Request) => {
    urls.push(request.url);
    return handler(new URL(request.url), request);
  };
  return { fetch, urls };
}

/** Providers with a fresh SWR cache per test and no deduping, so every render can be observed. */
function wrapperFor(fetch: (request: Request) => Promise<Response>) {
  const client = createApiClient({ baseUrl: 'https://api.test/api', fetch, auth: () => ({ scheme: 'Bearer', token: 't' }) });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </SWRConfig>
    );
  }
  return { Wrapper, client };
}

describe('ApiProvider and useApiClient', () => {
  it('gives hooks the provided client', () => {
    const { Wrapper, client } = wrapperFor(async () => Response.json({}));
    const { result } = renderHook(() => useApiClient(), { wrapper: Wrapper });
    expect(result.current).toBe(client);
  });

  it('explains the missing provider', () => {
    expect(() => renderHook(() => useApiClient())).toThrow(/inside an <ApiProvider/);
  });
});

describe('query hooks', () => {
  it('loads the user with typed data', async () => {
    const { fetch, urls } = recordingFetch(() => Response.json(sampleUser));
    const { Wrapper } = wrapperFor(fetch);

    const { result } = renderHook(() => useUser(), { wrapper: Wrapper });

    await waitFor(() => expect(result.current.data).toEqual(sampleUser));
    expect(urls).toEqual(['https://api.test/api/user']);
    expectTypeOf(result.current.data).toEqualTypeOf<Schema<'User'> | undefined>();
    expectTypeOf(result.current.error).toEqualTypeOf<ApiRequestError | undefined>();
  });

  it('uses [baseUrl, path, params] as the SWR key', async () => {
    const { fetch, urls } = recordingFetch(() => Response.json({ data: [] }));
    const { Wrapper } = wrapperFor(fetch);

    const { result } = renderHook(
      () => ({
        classes: useInsuranceClasses('nz'),
        // Reads the same cache entry without a fetcher: only hits when the keys are identical.
        sameKey: useSWR(['https://api.test/api', '/insurance_classes', { query: { country: 'nz' } }]),
      }),
      { wrapper: Wrapper },
    );

    await waitFor(() => expect(result.current.classes.data).toEqual({ data: [] }));
    await waitFor(() => expect(result.current.sameKey.data).toEqual({ data: [] }));
    expect(urls).toEqual(['https://api.test/api/insurance_classes?country=nz']);
  });

  it('keeps two clients of different APIs apart in one SWR cache', async () => {
    const first = recordingFetch(() => Response.json({ ...sampleUser, user_name: 'first.api' }));
    const second = recordingFetch(() => Response.json({ ...sampleUser, user_name: 'second.api' }));
    const cache = new Map();
    const clientA = createApiClient({ baseUrl: 'https://one.test/api', fetch: first.fetch });
    const clientB = createApiClient({ baseUrl: 'https://two.test/api', fetch: second.fetch });
    const withClient = (client: typeof clientA) =>
      function Wrapper({ children }: { children: ReactNode }) {
        return (
          <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
            <ApiProvider client={client}>{children}</ApiProvider>
          </SWRConfig>
        );
      };

    const a = renderHook(() => useUser(), { wrapper: withClient(clientA) });
    await waitFor(() => expect(a.result.current.data?.user_name).toBe('first.api'));
    const b = renderHook(() => useUser(), { wrapper: withClient(clientB) });
    await waitFor(() => expect(b.result.current.data?.user_name).toBe('second.api'));
    expect(first.urls).toEqual(['https://one.test/api/user']);
    expect(second.urls).toEqual(['https://two.test/api/user']);
  });

  it('skips the request when params are null', async () => {
    const { fetch, urls } = recordingFetch(() => Response.json(sampleUser));
    const { Wrapper } = wrapperFor(fetch);

    const { result } = renderHook(
      () => ({
        user: useUser(null),
        industry: useIndustry(null),
        hazards: useHazardIndex(15468, null),
        classes: useInsuranceClasses(undefined),
      }),
      { wrapper: Wrapper },
    );

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls).toEqual([]);
    expect(result.current.user.data).toBeUndefined();
    expect(result.current.user.isLoading).toBe(false);
    expect(result.current.hazards.isLoading).toBe(false);
  });

  it('throws the typed error body with its status', async () => {
    const { fetch } = recordingFetch(() => Response.json({ code: 'not_found', message: 'Industry not found.' }, { status: 404 }));
    const { Wrapper } = wrapperFor(fetch);

    const { result } = renderHook(() => useIndustry(999999), { wrapper: Wrapper });

    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toBeInstanceOf(ApiRequestError);
    expect(result.current.error).toBeInstanceOf(Error);
    expect(result.current.error).toMatchObject({
      name: 'ApiRequestError',
      code: 'not_found',
      message: 'Industry not found.',
      status: 404,
      retryAfterSeconds: null,
      requestId: null,
    });
    expect(result.current.data).toBeUndefined();
  });

  it("keeps the server's request id, from the body or else the X-Request-Id header, for a user to quote", async () => {
    const fromBody = wrapperFor(
      recordingFetch(() => Response.json({ code: 'internal_error', message: 'Sorry.', request_id: 'lb-7f3a9c01' }, { status: 500 })).fetch,
    );
    const body = renderHook(() => useIndustry(1), { wrapper: fromBody.Wrapper });
    await waitFor(() => expect(body.result.current.error).toBeDefined());
    expect(body.result.current.error).toMatchObject({ status: 500, requestId: 'lb-7f3a9c01' });

    const fromHeader = wrapperFor(
      recordingFetch(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'x-request-id': 'edge-0042-abc' } })).fetch,
    );
    const header = renderHook(() => useIndustry(2), { wrapper: fromHeader.Wrapper });
    await waitFor(() => expect(header.result.current.error).toBeDefined());
    expect(header.result.current.error).toMatchObject({ status: 502, code: 'http_502', requestId: 'edge-0042-abc' });
  });

  it('gives 429 errors their Retry-After seconds', async () => {
    const { fetch } = recordingFetch(() =>
      Response.json({ code: 'search_limit', message: 'Locked.' }, { status: 429, headers: { 'Retry-After': '60' } }),
    );
    const { Wrapper } = wrapperFor(fetch);

    const { result } = renderHook(() => useHazardIndex(15468, 'au'), { wrapper: Wrapper });

    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toBeInstanceOf(ApiRequestError);
    expect(result.current.error).toMatchObject({ code: 'search_limit', message: 'Locked.', status: 429, retryAfterSeconds: 60 });
  });

  it('derives an error for an empty 401 body', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 401, statusText: 'Unauthorized' }));
    const { Wrapper } = wrapperFor(fetch);

    const { result } = renderHook(() => useUserSettings(), { wrapper: Wrapper });

    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ code: 'http_401', status: 401 });
  });

  it('sends the path and query of the typed hooks', async () => {
    const { fetch, urls } = recordingFetch(() => Response.json({ data: [] }));
    const { Wrapper } = wrapperFor(fetch);

    renderHook(
      () => {
        useIndustry(15468, { taxonomy: 4 });
        useHazardIndex(15468, 'gb');
        useTaxonomies();
        useUserProfile();
      },
      { wrapper: Wrapper },
    );

    await waitFor(() => expect(urls).toHaveLength(4));
    expect([...urls].sort()).toEqual([
      'https://api.test/api/industries/15468/hazard_index/gb',
      'https://api.test/api/industries/15468?taxonomy=4',
      'https://api.test/api/taxonomies',
      'https://api.test/api/user/profile',
    ]);
  });

  it('builds hooks for any GET path with the factory', async () => {
    const useClassification = createQueryHook('/classifications/{abbr}/{revision}');
    const { fetch, urls } = recordingFetch(() =>
      Response.json({ data: [], meta: { structure: 'Division,Subdivision,Group,Class,Industry' } }),
    );
    const { Wrapper } = wrapperFor(fetch);

    const { result } = renderHook(() => useClassification({ path: { abbr: 'anzsic', revision: '2006' }, query: { code: 'C' } }), {
      wrapper: Wrapper,
    });

    await waitFor(() => expect(result.current.data?.meta.structure).toBe('Division,Subdivision,Group,Class,Industry'));
    expect(urls).toEqual(['https://api.test/api/classifications/anzsic/2006?code=C']);
  });
});

describe('useInfiniteIndustrySearch', () => {
  const industry = (id: number) => ({ id, name: `Bakery ${id}`, code: '1174', alias: null });

  it('follows the Link next page and stops on the last page', async () => {
    const { fetch, urls } = recordingFetch((url) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      const headers: Record<string, string> = page < 3 ? { Link: `</api/industries?q=bak&page=${page + 1}&pagesize=2>; rel="next"` } : {};
      return Response.json({ data: [industry(page * 10 + 1), industry(page * 10 + 2)] }, { headers });
    });
    const { Wrapper } = wrapperFor(fetch);

    const { result } = renderHook(() => useInfiniteIndustrySearch({ q: 'bak', pagesize: 2 }), { wrapper: Wrapper });

    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(6));

    expect(result.current.hasMore).toBe(false);
    expect(result.current.items.map((item) => item.id)).toEqual([11, 12, 21, 22, 31, 32]);
    expect(urls).toEqual([
      'https://api.test/api/industries?q=bak&pagesize=2',
      'https://api.test/api/industries?q=bak&page=2&pagesize=2',
      'https://api.test/api/industries?q=bak&page=3&pagesize=2',
    ]);

    act(() => result.current.loadMore());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls).toHaveLength(3);
  });

  it('skips while the query is null', async () => {
    const { fetch, urls } = recordingFetch(() => Response.json({ data: [] }));
    const { Wrapper } = wrapperFor(fetch);

    const { result } = renderHook(() => useInfiniteIndustrySearch(null), { wrapper: Wrapper });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls).toEqual([]);
    expect(result.current.items).toEqual([]);
    expect(result.current.hasMore).toBe(false);
  });

  it('reports the search limit as a typed error', async () => {
    const { fetch } = recordingFetch(() =>
      Response.json({ code: 'search_limit', message: 'Limit reached.' }, { status: 429, headers: { 'Retry-After': '3600' } }),
    );
    const { Wrapper } = wrapperFor(fetch);

    const { result } = renderHook(() => useInfiniteIndustrySearch({ code: '1174' }), { wrapper: Wrapper });

    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toBeInstanceOf(ApiRequestError);
    expect(result.current.error).toMatchObject({ code: 'search_limit', message: 'Limit reached.', status: 429, retryAfterSeconds: 3600 });
    expect(result.current.items).toEqual([]);
  });
});

describe('useSubmitQuiz', () => {
  it('reloads the cached points once the server has graded the quiz', async () => {
    let total = 10;
    const { fetch, urls } = recordingFetch((url) => {
      if (url.pathname === '/api/user/points') return Response.json({ cip: total, cpd: total, cpdnz: 0 });
      total = 11;
      return Response.json({ quiz_id: 7 });
    });
    const { Wrapper } = wrapperFor(fetch);
    const { result } = renderHook(() => ({ points: useUserPoints(), submit: useSubmitQuiz() }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.points.data?.cip).toBe(10));
    await act(async () => {
      await result.current.submit(7, { country: 'au', answers: [{ question_id: 1, answer_id: 2 }] });
    });
    await waitFor(() => expect(result.current.points.data?.cip).toBe(11));
    expect(urls.filter((url) => url.endsWith('/user/points'))).toHaveLength(2);
  });
});
