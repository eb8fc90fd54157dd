import type { components } from './schema';

/** The contract's one error body. */
export type ErrorBody = components['schemas']['Error'];

/**
 * The error the SWR hooks throw (and SWR returns as `error`): the contract's error body plus the
 * HTTP status, and for 429 the `Retry-After` seconds.
 */
export interface ApiError extends ErrorBody {
  /** HTTP status of the answer. */
  status: number;
  /** Seconds to wait, from `Retry-After` (429 answers only); null when the header is absent. */
  retryAfterSeconds?: number | null;
}

/**
 * Builds an {@link ApiError} from an openapi-fetch result's `error` and `response`. Bodies that are
 * not the Error schema (empty 401s, HTML from a proxy) get a code derived from the status.
 */
export function toApiError(error: unknown, response: Response): ApiError {
  const body = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof body.code === 'string' ? body.code : `http_${response.status}`;
  const message =
    typeof body.message === 'string'
      ? body.message
      : typeof error === 'string' && error.length > 0 && error.length < 500
        ? error
        : response.statusText || `Request failed with status ${response.status}`;
  const apiError: ApiError = { code, message, status: response.status };
  if (response.status === 429) {
    apiError.retryAfterSeconds = typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : null;
  }
  return apiError;
}

/** True when `value` is an {@link ApiError} (e.g. SWR's `error`). */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).code === 'string' &&
    typeof (value as ApiError).message === 'string' &&
    typeof (value as ApiError).status === 'number'
  );
}
