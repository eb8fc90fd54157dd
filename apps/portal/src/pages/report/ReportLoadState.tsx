import { isApiRequestError } from '@riskatlas/api-client';
import { EmptyState, Spinner } from '@riskatlas/widgets';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { INDUSTRY_LIMIT_MESSAGE, useIndustryLimitLock } from '../../industry/useIndustryLimitLock';
import { LoadFailed, RETRY_LABEL } from '../../routes/LoadFailed';
import type { useReportSetup } from './useReportSetup';

export const reportLoadCopy = {
  loading: 'Loading the report',
  failed: 'The report could not be loaded.',
  forbidden: 'You do not have access to this report.',
  retry: RETRY_LABEL,
} as const;

/** The report's designed error state: the failure in words, and "Try again" where trying again can help. */
export function ReportLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const forbidden = isApiRequestError(error) && error.status === 403;
  return <LoadFailed message={forbidden ? reportLoadCopy.forbidden : reportLoadCopy.failed} error={error} onRetry={onRetry} />;
}

/**
 * What a report route shows until its user and industry are in, or `null` once the report can show: a
 * bad or unknown industry goes to /not-found, the daily view limit (429) shows its message and logs the
 * user out as the industry page does (docs/product/accounts-and-access.md#industry-search-limit), any
 * other failure the designed error state, so the route never spins forever.
 */
export function useReportLoadState(industryId: number | null, setup: ReturnType<typeof useReportSetup>): ReactElement | null {
  const locked = useIndustryLimitLock(setup.industryError);
  if (industryId === null || (isApiRequestError(setup.industryError) && setup.industryError.status === 404)) {
    return <Navigate to="/not-found" replace />;
  }
  if (locked) return <EmptyState message={INDUSTRY_LIMIT_MESSAGE} role="alert" />;
  const error = setup.userError ?? setup.industryError;
  if (error) return <ReportLoadFailed error={error} onRetry={setup.retry} />;
  if (!setup.user || !setup.sections) return <Spinner label={reportLoadCopy.loading} showLabel />;
  return null;
}
