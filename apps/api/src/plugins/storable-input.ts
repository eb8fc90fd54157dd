import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';

/** The largest PostgreSQL `integer`, the type of every id column. */
export const MAX_STORED_ID = 2_147_483_647;
export const NUL_IN_TEXT = 'Text must not contain NUL characters.';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) return Object.values(value).some(containsNul);
  return false;
}

/**
 * Input the contract allows but PostgreSQL cannot hold, refused before a handler queries with it
 * (both surfaced as 500s under the contract fuzzer): NUL in any text (400), and a numeric path id
 * beyond the id columns' range, which names nothing (404, like any unknown id). Runs after the
 * security check, so an anonymous caller still gets 401.
 */
export async function rejectUnstorableInput(request: FastifyRequest): Promise<void> {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw new ApiError(400, 'bad_request', NUL_IN_TEXT);
  }
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (Object.values(params).some((value) => typeof value === 'number' && value > MAX_STORED_ID)) {
    throw new ApiError(404, 'not_found', 'No such item.');
  }
}
