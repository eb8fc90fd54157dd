import { useUser } from '@riskatlas/api-client';
import { sectionOpenIn, type CountrySection } from '@riskatlas/domain';
import { Spinner } from '@riskatlas/widgets';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/SessionProvider';

/** docs/product/accounts-and-access.md: every route except / and /reset-password needs a stored login token; without one, go to /. */
export function RequireSession() {
  const { token } = useSession();
  return token ? <Outlet /> : <Navigate to="/" replace />;
}

/** / redirects to /dashboard when a stored token exists. */
export function RedirectWhenSignedIn({ children }: { children: React.ReactNode }) {
  const { token } = useSession();
  return token ? <Navigate to="/dashboard" replace /> : <>{children}</>;
}

/** Unknown paths: /not-found for a signed-in user, / otherwise. */
export function UnknownRoute() {
  const { token } = useSession();
  return <Navigate to={token ? '/not-found' : '/'} replace />;
}

/**
 * A page open only in some countries (the same table that hides it from the menu,
 * docs/product/shell-and-dashboard.md#main-menu-items): elsewhere its address shows /not-found, and
 * the page never mounts, so none of its calls go out.
 */
export function CountryRoute({ section, children }: { section: CountrySection; children: React.ReactNode }) {
  const { data: user, error } = useUser();
  if (error) return <>{children}</>;
  if (!user) return <Spinner label="Loading" />;
  return sectionOpenIn(section, user.country) ? <>{children}</> : <Navigate to="/not-found" replace />;
}
