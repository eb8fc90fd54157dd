import { isRetryableFailure } from '@riskatlas/api-client';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Spinner } from '../Spinner';

export interface SectionStatusProps {
  /** The data is still loading. */
  loading: boolean;
  /** Nothing to show: no data, or the load failed (docs/product/messages.md#silent-failures: a failed load shows the empty state, no message). */
  empty: boolean;
  /** What the spinner announces, e.g. "Loading hazard index". */
  loadingLabel: string;
  /** The section's empty-state text, verbatim from docs/product/messages.md. */
  emptyMessage: string;
  /** The load's failure, if any: with `onRetry`, "Try again" shows under the empty state when trying again can help. */
  failure?: unknown;
  /** Loads the section again. */
  onRetry?: () => void;
  /** The section itself, rendered once loaded and not empty. */
  children: ReactNode;
}

/** The action under a section whose load failed for a reason that may pass (no answer, a server error). */
export const SECTION_RETRY_LABEL = 'Try again';

/** The loading / empty / content switch every industry section shares. */
export function SectionStatus({ loading, empty, loadingLabel, emptyMessage, failure, onRetry, children }: SectionStatusProps) {
  if (loading) return <Spinner label={loadingLabel} showLabel />;
  if (empty) {
    // The product's empty state stays the only words (no message, docs/product/messages.md#silent-failures);
    // the button only spares a reload of the whole page.
    const retry = failure !== undefined && failure !== null && onRetry && isRetryableFailure(failure);
    return (
      <EmptyState message={emptyMessage}>
        {retry ? (
          <Button variant="secondary" onClick={onRetry}>
            {SECTION_RETRY_LABEL}
          </Button>
        ) : null}
      </EmptyState>
    );
  }
  return <>{children}</>;
}
