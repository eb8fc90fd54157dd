import type { components } from '@riskatlas/contract';

/** The contract's one error body. */
export type ErrorBody = components['schemas']['Error'];

/**
 * A call that failed: the contract's error code and message plus the HTTP status, and for 429 the
 * `Retry-After` seconds. SWR hooks throw it, so SWR's `error` is one of these. Named apart from the
 * server's own error class so a stack trace says which side failed.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status of the answer. */
  readonly status: number;
  /** The contract's error code, e.g. `not_found`; `http_<status>` when the body was not the Error schema. */
  readonly code: string;
  /** Seconds to wait, from `Retry-After` (429 answers only); null when the header is absent. */
  readonly retryAfterSeconds: number | null;
  /** The server's id for the failed request (`request_id`), for a user to quote to support; null when the answer had none. */
  readonly requestId: string | null;

  constructor(init: { status: number; code: string; message: string; retryAfterSeconds?: number | null; requestId?: string | null }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.requestId = init.requestId ?? null;
  }
}

/**
 * Builds an {@link ApiRequestError} from an openapi-fetch result's `error` and `response`. Bodies that
 * are not the Error schema (empty 401s, HTML from a proxy) get a code derived from the status.
 */
export function toApiRequestError(error: unknown, response: Response): ApiRequestError {
  const body = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof body.code === 'string' ? body.code : `http_${response.status}`;
  const message =
    typeof body.message === 'string'
      ? body.message
      : typeof error === 'string' && error.length > 0 && error.length < 500
        ? error
        : response.statusText || `Request failed with status ${response.status}`;
  const retryAfterSeconds = response.status === 429 && typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : null;
  const requestId = typeof body.request_id === 'string' ? body.request_id : response.headers.get('x-request-id');
  return new ApiRequestError({ status: response.status, code, message, retryAfterSeconds, requestId });
}

/** True when `value` is an {@link ApiRequestError} (e.g. SWR's `error`), also across bundle copies. */
export function isApiRequestError(value: unknown): value is ApiRequestError {
  if (value instanceof ApiRequestError) return true;
  return (
    value instanceof Error &&
    value.name === 'ApiRequestError' &&
    typeof (value as ApiRequestError).code === 'string' &&
    typeof (value as ApiRequestError).status === 'number'
  );
}

/**
 * True when loading again may succeed: no answer at all (a dropped connection, a network error), a
 * timeout (408) or the server's own failure (5xx). A refusal (any other 4xx) answers the same way again,
 * so a screen offers "Try again" only for these.
 */
export function isRetryableFailure(error: unknown): boolean {
  if (!isApiRequestError(error)) return true;
  return error.status >= 500 || error.status === 408;
}
