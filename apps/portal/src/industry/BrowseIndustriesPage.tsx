import { useUser } from '@riskatlas/api-client';
import { EmptyState, IndustryBrowser, Spinner } from '@riskatlas/widgets';
import { useNavigate } from 'react-router';

/** Platform §6: Browse Industries is disabled for trial users. The spec gives no copy for it; this is ours. */
export const BROWSE_DISABLED_FOR_TRIAL = 'Browse Industries is not available on a trial subscription.';

/** `/industries/browse`: the cascading classification browser. */
export function BrowseIndustriesPage() {
  const navigate = useNavigate();
  const { data: user } = useUser();
  if (!user) return <Spinner label="Loading" />;
  return (
    <>
      <h1>Browse Industries</h1>
      {user.roles.includes('Trial') ? (
        <EmptyState message={BROWSE_DISABLED_FOR_TRIAL} />
      ) : (
        <IndustryBrowser onNavigate={({ href }) => void navigate(href)} />
      )}
    </>
  );
}
