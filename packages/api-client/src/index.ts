export { clientBaseUrl, createApiClient } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export * from './middleware';
export { ApiRequestError, isApiRequestError, isRetryableFailure, toApiRequestError } from './errors';
export type { ErrorBody } from './errors';
export { findLink, nextPageUrl, parseLinkHeader } from './pagination';
export type { LinkHeaderEntry } from './pagination';
export { PASSWORD_GRANT_CLIENT_ID, isValidBase64Token, requestToken } from './token';
export type { PasswordCredentials } from './token';
export { uploadAvatar, uploadCompanyLogo } from './uploads';
export { exportPdf } from './documents';
export * from './hooks';
import type { components } from '@riskatlas/contract';

export type { components, operations, paths } from '@riskatlas/contract';

/** Schemas of the contract by name, e.g. `Schema<'User'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
