import { useIndustry, useUser } from '@riskatlas/api-client';
import { hasQuizFor } from '@riskatlas/domain';
import { EmptyState, Quiz, Spinner } from '@riskatlas/widgets';
import { Navigate, useParams } from 'react-router';

/**
 * /industries/{id}/quiz: the industry's knowledge test, only for au and nz users and only when the
 * industry has a quiz for the user's country (docs/product/industry-search-and-pages.md#industry-quiz); otherwise /not-found.
 */
export function IndustryQuizPage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const user = useUser();
  const industry = useIndustry(validId ? id : null);

  if (!validId) return <Navigate to="/not-found" replace />;
  if (user.isLoading || industry.isLoading) return <Spinner label="Loading the test" showLabel />;
  if (industry.error?.status === 404) return <Navigate to="/not-found" replace />;
  if (user.error || industry.error) return <EmptyState message="No Data" />;
  const country = user.data?.country;
  const hasQuiz = (country === 'au' || country === 'nz') && industry.data !== undefined && hasQuizFor(industry.data, country);
  if (!industry.data || !country || !hasQuiz) return <Navigate to="/not-found" replace />;

  return <Quiz source={{ industryId: industry.data.id }} country={country} heading={`${industry.data.name}: Test Your Knowledge`} />;
}
