import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { clientBaseUrl } from '../client';
import { toApiRequestError, type ApiRequestError } from '../errors';
import { useApiClient } from './ApiProvider';
import { createQueryHook } from './createQueryHook';

/** `GET /user/companies`: the user's companies, primary first (at most two). */
export const useUserCompanies = createQueryHook('/user/companies');

/** Which stored image to load: the user's avatar or one of their companies' logos. */
export type AccountImage = { kind: 'avatar' } | { kind: 'logo'; companyId: number };

/**
 * An image the API serves only to its owner, so it cannot be an `<img src>` (no Authorization header):
 * it is fetched through the client as a Blob. `version` (e.g. the URL the API gave) is part of the key
 * so a new upload loads again. Null skips.
 */
export function useAccountImage(
  image: AccountImage | null,
  version?: string | null,
  config?: SWRConfiguration<Blob, ApiRequestError>,
): SWRResponse<Blob, ApiRequestError> {
  const client = useApiClient();
  const key =
    image === null
      ? null
      : ([clientBaseUrl(client), 'account-image', image.kind, image.kind === 'logo' ? image.companyId : 0, version ?? ''] as const);
  return useSWR<Blob, ApiRequestError, typeof key>(
    key,
    async () => {
      const result =
        image!.kind === 'avatar'
          ? await client.GET('/user/avatar', { parseAs: 'blob' })
          : await client.GET('/user/companies/{companyId}/logo', { params: { path: { companyId: image!.companyId } }, parseAs: 'blob' });
      if (!result.response.ok || !result.data) throw toApiRequestError(result.error, result.response);
      return result.data;
    },
    { shouldRetryOnError: false, ...config },
  );
}
