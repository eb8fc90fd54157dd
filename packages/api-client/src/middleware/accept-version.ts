import type { Middleware } from 'openapi-fetch';

/** The API version this client was generated for. */
export const API_VERSION = '2.0';

/** The Accept header that selects {@link API_VERSION}. */
export const ACCEPT_HEADER = `application/json;v=${API_VERSION}`;

/** Adds `Accept: application/json;v=2.0` unless the caller asked for something else explicitly. */
export function createAcceptVersionMiddleware(): Middleware {
  return {
    onRequest({ request }) {
      if (request.headers.has('Accept')) return undefined;
      request.headers.set('Accept', ACCEPT_HEADER);
      return request;
    },
  };
}
