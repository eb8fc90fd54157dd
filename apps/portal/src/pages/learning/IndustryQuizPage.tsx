import { useIndustry, useUser } from '@riskatlas/api-client';
import { hasQuizFor } from '@riskatlas/domain';
import { EmptyState, industryEmptyCopy, Quiz, Spinner } from '@riskatlas/widgets';
import { Navigate, useParams } from 'react-router';
import { INDUSTRY_LIMIT_MESSAGE, useIndustryLimitLock } from '../../industry/useIndustryLimitLock';
import { LoadFailed } from '../../routes/LoadFailed';

/**
 * /industries/{id}/quiz: the industry's knowledge test, only for au and nz users and only when the
 * industry has a quiz for the user's country (docs/product/industry-search-and-pages.md#industry-quiz); otherwise /not-found.
 * Loading the industry counts towards the daily limit, so a 429 locks the account as on the industry page.
 */
export function IndustryQuizPage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const user = useUser();
  const industry = useIndustry(validId ? id : null, {}, { shouldRetryOnError: false });
  const locked = useIndustryLimitLock(industry.error);

  if (!validId) return <Navigate to="/not-found" replace />;
  if (locked) return <EmptyState message={INDUSTRY_LIMIT_MESSAGE} role="alert" />;
  if (industry.error?.status === 404) return <Navigate to="/not-found" replace />;
  const error = user.error ?? industry.error;
  if (error) {
    const retry = () => {
      if (user.error) void user.mutate();
      if (industry.error) void industry.mutate();
    };
    return <LoadFailed message={industryEmptyCopy.noData} error={error} onRetry={retry} />;
  }
  if (user.isLoading || industry.isLoading) return <Spinner label="Loading the test" showLabel />;
  const country = user.data?.country;
  const hasQuiz = (country === 'au' || country === 'nz') && industry.data !== undefined && hasQuizFor(industry.data, country);
  if (!industry.data || !country || !hasQuiz) return <Navigate to="/not-found" replace />;

  return <Quiz source={{ industryId: industry.data.id }} country={country} heading={`${industry.data.name}: Test Your Knowledge`} />;
}
