import type { Middleware } from 'openapi-fetch';

/** The public key sent when the client was given no valid key of its own. */
export const DEFAULT_API_KEY = 'ra_public_default';

/** Shape of an API key: `ra_` then 8 to 64 of a-z, 0-9 and underscore. */
export const API_KEY_PATTERN = /^ra_[a-z0-9_]{8,64}$/;

/** The key to send: the given one when it is well formed, otherwise {@link DEFAULT_API_KEY}. */
export function resolveApiKey(apiKey: string | null | undefined): string {
  return typeof apiKey === 'string' && API_KEY_PATTERN.test(apiKey) ? apiKey : DEFAULT_API_KEY;
}

/** Adds `x-api-key` to every request. */
export function createApiKeyMiddleware(apiKey: string | null | undefined): Middleware {
  const key = resolveApiKey(apiKey);
  return {
    onRequest({ request }) {
      request.headers.set('x-api-key', key);
      return request;
    },
  };
}
