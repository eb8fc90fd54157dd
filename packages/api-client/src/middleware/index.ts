export { createAuthMiddleware, PUBLIC_PATHS } from './auth';
export type { AuthCredential, AuthProvider, AuthScheme } from './auth';
export { API_KEY_PATTERN, DEFAULT_API_KEY, createApiKeyMiddleware, resolveApiKey } from './api-key';
export { ACCEPT_HEADER, API_VERSION, createAcceptVersionMiddleware } from './accept-version';
export { createUnauthorizedMiddleware } from './unauthorized';
export type { UnauthorizedHandler } from './unauthorized';
export { createRateLimitMiddleware, parseRetryAfter, retryAfterSeconds } from './rate-limit';
export type { RateLimitHandler } from './rate-limit';
