import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { clientBaseUrl, type ApiClient } from '../client';
import { toApiRequestError, type ApiRequestError } from '../errors';
import { useApiClient } from './ApiProvider';
import type { GetData, GetParams, GetPath, ParamsOptional } from './types';

/** The SWR key of a query hook: the client's base URL, the schema path and the openapi-fetch params. */
export type QueryKey<P extends GetPath> = readonly [baseUrl: string, path: P, params: GetParams<P>];

/** Arguments of a generated query hook: `null` params skip the request. */
export type QueryHookArguments<P extends GetPath> =
  ParamsOptional<P> extends true
    ? [params?: GetParams<P> | null, config?: SWRConfiguration<GetData<P>, ApiRequestError>]
    : [params: GetParams<P> | null, config?: SWRConfiguration<GetData<P>, ApiRequestError>];

/** A generated query hook. */
export type QueryHook<P extends GetPath> = (...args: QueryHookArguments<P>) => SWRResponse<GetData<P>, ApiRequestError>;

type LooseGet = (
  path: string,
  init: { params?: unknown; querySerializer?: () => string },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * Runs a GET and returns its data, throwing an {@link ApiRequestError} (the contract's error body plus the
 * status) on any HTTP error so SWR's `error` is typed.
 */
export async function fetchOrThrow<P extends GetPath>(client: ApiClient, path: P, params: GetParams<P>): Promise<GetData<P>> {
  // openapi-fetch's overloads cannot be resolved for a generic path; the types above carry the contract.
  const get = client.GET as unknown as LooseGet;
  const result = await get(path, { params });
  if (!result.response.ok) throw toApiRequestError(result.error, result.response);
  return result.data as GetData<P>;
}

/**
 * Builds an SWR hook for a GET path. The key is `[baseUrl, path, params]`; passing `null` as params skips
 * the request (SWR's conditional fetching); the fetcher throws the error body so `error` is typed.
 *
 * @example const useTaxonomies = createQueryHook('/taxonomies'); useTaxonomies();
 */
export function createQueryHook<P extends GetPath>(path: P): QueryHook<P> {
  function useQuery(...args: QueryHookArguments<P>): SWRResponse<GetData<P>, ApiRequestError> {
    const [params, config] = args as [GetParams<P> | null | undefined, SWRConfiguration<GetData<P>, ApiRequestError> | undefined];
    const client = useApiClient();
    const key: QueryKey<P> | null = params === null ? null : [clientBaseUrl(client), path, (params ?? {}) as GetParams<P>];
    return useSWR<GetData<P>, ApiRequestError, QueryKey<P> | null>(
      key,
      ([, keyPath, keyParams]: QueryKey<P>) => fetchOrThrow(client, keyPath, keyParams),
      config,
    );
  }
  return useQuery;
}
