import type { ApiClient } from '@riskatlas/api-client';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';

/**
 * docs/product/accounts-and-access.md#page-views-and-visits: visiting an industry page posts `/user/stats` with the page and the industry, then
 * refreshes the search history ("Recently viewed"). A failure is only logged (docs/product/messages.md#silent-failures).
 */
export function useIndustryVisit(client: ApiClient, industryId: number | null, page: string) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (industryId === null) return;
    let cancelled = false;
    client
      .POST('/user/stats', { body: { page, industry: industryId } })
      .then(({ response }) => {
        if (!response.ok) throw new Error(`POST /user/stats answered ${String(response.status)}`);
        if (cancelled) return;
        // Any cached search history is stale now.
        return mutate((key) => Array.isArray(key) && key[1] === '/user/history/industries');
      })
      .catch((error: unknown) => console.warn('Could not record the industry visit', error));
    return () => {
      cancelled = true;
    };
  }, [client, industryId, page, mutate]);
}
