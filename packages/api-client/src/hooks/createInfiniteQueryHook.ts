import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteResponse } from 'swr/infinite';
import { clientBaseUrl, type ApiClient } from '../client';
import { toApiRequestError, type ApiRequestError } from '../errors';
import { nextPageUrl } from '../pagination';
import { useApiClient } from './ApiProvider';
import type { GetData, GetParams, GetPath } from './types';

/** One fetched page: the answer's body and the `Link` next-page URL (null on the last page). */
export interface PageResult<P extends GetPath> {
  data: GetData<P>;
  next: string | null;
}

/** The SWR key of one page: the client's base URL, path, params, and the next-page URL that leads to it (null for page 1). */
export type PageKey<P extends GetPath> = readonly [baseUrl: string, path: P, params: GetParams<P>, next: string | null];

/** A generated infinite hook: `null` params skip; later pages follow the `Link` next URL. */
export type InfiniteQueryHook<P extends GetPath> = (
  params: GetParams<P> | null,
  config?: SWRInfiniteConfiguration<PageResult<P>, ApiRequestError>,
) => SWRInfiniteResponse<PageResult<P>, ApiRequestError>;

type LooseGet = (
  path: string,
  init: { params?: unknown; querySerializer?: () => string },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * Fetches one page. For pages after the first the next link's query string is sent as is (the
 * server owns its paging parameters); the path comes from the schema path and params, so the
 * request still goes through the client's middleware and base URL.
 */
export async function fetchPage<P extends GetPath>(
  client: ApiClient,
  path: P,
  params: GetParams<P>,
  next: string | null,
): Promise<PageResult<P>> {
  const get = client.GET as unknown as LooseGet;
  const init =
    next === null ? { params } : { params, querySerializer: () => new URL(next, 'http://relative.invalid').search.replace(/^\?/, '') };
  const result = await get(path, init);
  if (!result.response.ok) throw toApiRequestError(result.error, result.response);
  return { data: result.data as GetData<P>, next: nextPageUrl(result.response) };
}

/**
 * Builds an SWR infinite hook for a paged GET path. Page 1 has key `[baseUrl, path, params, null]`; each
 * further page exists only when the previous answer had a `Link: <…>; rel="next"` and is keyed by
 * that URL. `setSize(size + 1)` loads the next page. Unlike SWR's default, loading another page
 * does not re-fetch page 1 (`revalidateFirstPage: false`; pass it in `config` to change that).
 */
export function createInfiniteQueryHook<P extends GetPath>(path: P): InfiniteQueryHook<P> {
  return function useInfiniteQuery(params, config) {
    const client = useApiClient();
    const getKey = (pageIndex: number, previous: PageResult<P> | null): PageKey<P> | null => {
      if (params === null) return null;
      const baseUrl = clientBaseUrl(client);
      if (pageIndex === 0) return [baseUrl, path, params, null];
      if (!previous || previous.next === null) return null;
      return [baseUrl, path, params, previous.next];
    };
    return useSWRInfinite<PageResult<P>, ApiRequestError>(
      getKey,
      ([, keyPath, keyParams, next]: PageKey<P>) => fetchPage(client, keyPath, keyParams, next),
      { revalidateFirstPage: false, ...config },
    );
  };
}
