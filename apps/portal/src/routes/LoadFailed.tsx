import { isApiRequestError, isRetryableFailure } from '@riskatlas/api-client';
import { Button, EmptyState } from '@riskatlas/widgets';
import styled from 'styled-components';

/** The action under a failed load; the same words as the account widgets' own failures. */
export const RETRY_LABEL = 'Try again';

/** The words before the failed request's id, which a user can quote to support to find its logs and trace. */
export const REFERENCE_LABEL = 'Reference:';

const Reference = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small}px;
  /* A user may select and copy it whole. */
  user-select: all;
  overflow-wrap: anywhere;
`;

export interface LoadFailedProps {
  /** What the page says instead of its content: the product's empty state where it has one (docs/product/messages.md#silent-failures). */
  message: string;
  /** The failure, which decides whether "Try again" is offered; an API error's request id is shown. */
  error: unknown;
  /** Loads again; called by "Try again". */
  onRetry: () => void;
}

/**
 * A route's designed error state: the message, announced, and "Try again" where trying again can help,
 * so no page is left blank or spinning when its data cannot be loaded. When the API answered, its
 * request id follows in small print ("Reference: …"), the `request_id` of the server's log lines.
 */
export function LoadFailed({ message, error, onRetry }: LoadFailedProps) {
  const requestId = isApiRequestError(error) ? error.requestId : null;
  return (
    <EmptyState message={message} role="alert">
      {isRetryableFailure(error) ? (
        <Button variant="secondary" onClick={onRetry}>
          {RETRY_LABEL}
        </Button>
      ) : null}
      {requestId ? (
        <Reference>
          {REFERENCE_LABEL} <span>{requestId}</span>
        </Reference>
      ) : null}
    </EmptyState>
  );
}
