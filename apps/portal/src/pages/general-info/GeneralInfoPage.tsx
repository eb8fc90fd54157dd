import { useUser } from '@riskatlas/api-client';
import { GENERAL_INFO_OVERVIEW_ROUTE, GeneralInformation, industryEmptyCopy, Spinner } from '@riskatlas/widgets';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../routes/LoadFailed';
import { mainMenuLinks } from '../../rules/main-menu';

/**
 * `/general-info/{section}` (docs/product/industry-search-and-pages.md#general-information): the overview (`general-info`) or one insurance class's
 * write-up. The page exists where the main menu offers it (au and nz); elsewhere it is /not-found.
 */
export function GeneralInfoPage() {
  const { section } = useParams();
  const navigate = useNavigate();
  const { data: user, error, mutate } = useUser();
  if (!user && error) return <LoadFailed message={industryEmptyCopy.noContent} error={error} onRetry={() => void mutate()} />;
  if (!user) return <Spinner label="Loading" />;
  if (!mainMenuLinks(user.country, user.app_theme).some((link) => link.to === '/general-info')) return <Navigate to="/not-found" replace />;
  if (!section) return <Navigate to={GENERAL_INFO_OVERVIEW_ROUTE} replace />;
  return (
    <>
      <h1>General Information</h1>
      <GeneralInformation country={user.country} route={section} onNavigate={(href) => void navigate(href)} />
    </>
  );
}
