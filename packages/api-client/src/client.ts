import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@riskatlas/contract';
import {
  createAcceptVersionMiddleware,
  createApiKeyMiddleware,
  createAuthMiddleware,
  createRateLimitMiddleware,
  createUnauthorizedMiddleware,
  type AuthProvider,
  type RateLimitHandler,
  type UnauthorizedHandler,
} from './middleware';

/** The typed client: openapi-fetch over the contract's paths. Results are `{data, error, response}`. */
export type ApiClient = Client<paths>;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Root of the API, e.g. `/api` or `https://example.com/api`. Default `/api`. */
  baseUrl?: string;
  /** Returns the current credential per request; null or absent sends no Authorization. Default: none. */
  auth?: AuthProvider;
  /** The client's API key; when missing or not `ra_[a-z0-9_]{8,64}` the public default key is sent. */
  apiKey?: string | null;
  /** Called on a 401 that a retry at the final URL cannot resolve (the session is over). Default: none. */
  onUnauthorized?: UnauthorizedHandler;
  /** Called on every 429 answer with the `Retry-After` seconds. Default: none. */
  onRateLimited?: RateLimitHandler;
  /** The fetch to use (tests inject one). Default: `globalThis.fetch` at call time. */
  fetch?: (request: Request) => Promise<Response>;
}

const baseUrls = new WeakMap<ApiClient, string>();

/**
 * The base URL a client was created with. SWR keys start with it, so two clients that talk to different
 * APIs (two partner embeds on one page) never share cache entries.
 */
export function clientBaseUrl(client: ApiClient): string {
  return baseUrls.get(client) ?? '';
}

/**
 * Creates the API client with the contract's middleware: Authorization (Bearer or LinkGen),
 * `x-api-key`, `Accept: application/json;v=2.0`, the 401 rule and 429 mapping.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = '/api', auth, apiKey, onUnauthorized, onRateLimited } = options;
  // Resolve globalThis.fetch lazily so polyfills or test environments installed later still apply.
  const fetchImplementation = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({ baseUrl, fetch: fetchImplementation });
  client.use(
    createAuthMiddleware(auth),
    createApiKeyMiddleware(apiKey),
    createAcceptVersionMiddleware(),
    createUnauthorizedMiddleware(onUnauthorized),
    createRateLimitMiddleware(onRateLimited),
  );
  baseUrls.set(client, baseUrl);
  return client;
}
