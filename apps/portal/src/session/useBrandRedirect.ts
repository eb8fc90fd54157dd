import { useUser } from '@riskatlas/api-client';
import { useEffect } from 'react';
import { brandRedirect } from '../rules/brands';

/** The start-up wrapper: once the signed-in user is known, a user on another brand's host is sent to their own. */
export function useBrandRedirect(enabled: boolean): void {
  const { data: user } = useUser(enabled ? {} : null);
  useEffect(() => {
    if (!enabled || !user) return;
    const target = brandRedirect({ location: window.location, roles: user.roles, linkToken: user.sso_token });
    if (target) window.location.replace(target);
  }, [enabled, user]);
}
