import { isRetryableFailure } from '@riskatlas/api-client';
import { Button, EmptyState } from '@riskatlas/widgets';

/** The action under a failed load; the same words as the account widgets' own failures. */
export const RETRY_LABEL = 'Try again';

export interface LoadFailedProps {
  /** What the page says instead of its content: the product's empty state where it has one (docs/product/messages.md#silent-failures). */
  message: string;
  /** The failure, which decides whether "Try again" is offered. */
  error: unknown;
  /** Loads again; called by "Try again". */
  onRetry: () => void;
}

/**
 * A route's designed error state: the message, announced, and "Try again" where trying again can help,
 * so no page is left blank or spinning when its data cannot be loaded.
 */
export function LoadFailed({ message, error, onRetry }: LoadFailedProps) {
  return (
    <EmptyState message={message} role="alert">
      {isRetryableFailure(error) ? (
        <Button variant="secondary" onClick={onRetry}>
          {RETRY_LABEL}
        </Button>
      ) : null}
    </EmptyState>
  );
}
