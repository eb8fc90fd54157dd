export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export * from './middleware';
export { isApiError, toApiError } from './errors';
export type { ApiError, ErrorBody } from './errors';
export { findLink, nextPageUrl, parseLinkHeader } from './pagination';
export type { LinkHeaderEntry } from './pagination';
export { PASSWORD_GRANT_CLIENT_ID, isValidBase64Token, requestToken } from './token';
export type { PasswordCredentials } from './token';
export { uploadAvatar, uploadCompanyLogo } from './uploads';
export * from './hooks';
export type { components, operations, paths } from './schema';

/** Schemas of the contract by name, e.g. `Schema<'User'>`. */
export type Schema<Name extends keyof import('./schema').components['schemas']> =
  import('./schema').components['schemas'][Name];
