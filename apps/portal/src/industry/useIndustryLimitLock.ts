import { isApiRequestError } from '@riskatlas/api-client';
import { useToast } from '@riskatlas/widgets';
import { useEffect } from 'react';
import { useSession } from '../session/SessionProvider';

/** docs/product/accounts-and-access.md#industry-search-limit: an industry load answered 429 locks the account; the user is logged out. */
export const INDUSTRY_LIMIT_MESSAGE =
  'Your account has been locked due to exceeding the maximum industry search limit. Please contact the provider to unlock your account.';

/**
 * Applies the daily view limit to an industry load's error: on a 429 it shows the message and logs the user
 * out. Every route that loads an industry (its pages and its reports) uses it. Returns whether it applied.
 */
export function useIndustryLimitLock(error: unknown): boolean {
  const session = useSession();
  const toast = useToast();
  const locked = isApiRequestError(error) && error.status === 429;
  useEffect(() => {
    if (!locked) return;
    toast.error(INDUSTRY_LIMIT_MESSAGE);
    session.signOut();
  }, [locked, toast, session]);
  return locked;
}
