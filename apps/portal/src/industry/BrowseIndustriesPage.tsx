import { useUser } from '@riskatlas/api-client';
import { browseClassification } from '@riskatlas/domain';
import { EmptyState, IndustryBrowser, IndustryNameBrowser, industryEmptyCopy, Spinner } from '@riskatlas/widgets';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { LoadFailed } from '../routes/LoadFailed';
import { useSettingsInForce } from '../session/settings-in-force';

/** docs/product/accounts-and-access.md#trial-users: Browse Industries is disabled for trial users. The product rules give no copy for it; this is ours. */
export const BROWSE_DISABLED_FOR_TRIAL = 'Browse Industries is not available on a trial subscription.';

const Modes = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  margin-block-end: ${({ theme }) => theme.space.md}px;

  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
`;

/**
 * `/industries/browse`: browse by category (the cascading classification browser) or, with
 * `?by=name`, by name A–Z (docs/product/industry-search-and-pages.md#browse-industries).
 */
export function BrowseIndustriesPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: user, error, mutate } = useUser();
  // Browse cascades through the classification the user chose (docs/product/industry-search-and-pages.md#browse-industries).
  const { taxonomy, loaded } = useSettingsInForce();
  if (!user && error) return <LoadFailed message={industryEmptyCopy.noData} error={error} onRetry={() => void mutate()} />;
  if (!user || !loaded) return <Spinner label="Loading" />;
  const byName = params.get('by') === 'name';
  const open = ({ href }: { href: string }) => void navigate(href);
  return (
    <>
      <h1>Browse Industries</h1>
      {user.roles.includes('Trial') ? (
        <EmptyState message={BROWSE_DISABLED_FOR_TRIAL} />
      ) : (
        <>
          <Modes aria-label="Browse industries">
            <Link to="/industries/browse" aria-current={byName ? undefined : 'page'}>
              By category
            </Link>
            <Link to="/industries/browse?by=name" aria-current={byName ? 'page' : undefined}>
              By name (A–Z)
            </Link>
          </Modes>
          {byName ? (
            <IndustryNameBrowser taxonomy={taxonomy} onNavigate={open} />
          ) : (
            <IndustryBrowser classification={browseClassification(taxonomy)} onNavigate={open} />
          )}
        </>
      )}
    </>
  );
}
