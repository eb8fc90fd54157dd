import type { ReactNode } from 'react';
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
  /** The section itself, rendered once loaded and not empty. */
  children: ReactNode;
}

/** The loading / empty / content switch every industry section shares. */
export function SectionStatus({ loading, empty, loadingLabel, emptyMessage, children }: SectionStatusProps) {
  if (loading) return <Spinner label={loadingLabel} showLabel />;
  if (empty) return <EmptyState message={emptyMessage} />;
  return <>{children}</>;
}
