import { isValidBase64Token } from '@riskatlas/api-client';

/** docs/product/accounts-and-access.md#sign-in-sources: a session comes from a link-generated token or from a credential (password) login. */
export type LoginSource = 'linkgen' | 'credentials';

import { LINK_TOKEN_PARAM } from './link-token-param';

export { LINK_TOKEN_PARAM };

/**
 * The link-generated token in the address, when there is one and it is valid base64 (it decodes and
 * re-encodes identically, docs/product/accounts-and-access.md#sign-in-sources); anything else is ignored.
 */
export function linkTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get(LINK_TOKEN_PARAM);
  return isValidBase64Token(token) ? token : null;
}

/** The link token in this page's address; none on the server, where a pre-rendered page has no visitor. */
export function linkTokenInAddress(): string | null {
  return typeof window === 'undefined' ? null : linkTokenFrom(window.location.search);
}

export function authorizationScheme(source: LoginSource): 'Bearer' | 'LinkGen' {
  return source === 'linkgen' ? 'LinkGen' : 'Bearer';
}
