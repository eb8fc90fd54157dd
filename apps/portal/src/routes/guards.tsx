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
