import { useApiClient } from '@riskatlas/api-client';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from './SessionProvider';
import { recordUsage } from './usage-stats';

/** docs/product/accounts-and-access.md#page-views-and-visits: each page a signed-in user views is recorded with its path. */
export function usePageViewStats(): void {
  const client = useApiClient();
  const { token } = useSession();
  const { pathname } = useLocation();
  useEffect(() => {
    if (token) recordUsage(client, pathname);
  }, [client, token, pathname]);
}
