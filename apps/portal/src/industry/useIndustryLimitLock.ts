import { isApiRequestError } from '@riskatlas/api-client';
import { useToast } from '@riskatlas/widgets';
import { useEffect } from 'react';
import { INDUSTRY_LIMIT_MESSAGE } from '../rules/industry-limit';
import { useSession } from '../session/SessionProvider';

// The message lives with the rules, so the browser journeys can read it without the page's code.
export { INDUSTRY_LIMIT_MESSAGE } from '../rules/industry-limit';

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
