import type { ApiClient } from './client';

/** The credentials of the password grant. */
export interface PasswordCredentials {
  username: string;
  password: string;
}

/** The client id the contract requires for the password grant. */
export const PASSWORD_GRANT_CLIENT_ID = '1';

/**
 * Signs in with the password grant: `POST /token`, form-encoded
 * `username, password, grant_type=password, client_id=1`. Returns openapi-fetch's
 * `{data, error, response}`; it never throws for HTTP errors (400 wrong credentials, 429 locked).
 */
export function requestToken(client: ApiClient, credentials: PasswordCredentials) {
  return client.POST('/token', {
    body: {
      username: credentials.username,
      password: credentials.password,
      grant_type: 'password',
      client_id: PASSWORD_GRANT_CLIENT_ID,
    },
    bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

/**
 * True when `value` is valid base64: it decodes and re-encodes to exactly the same text (the rule for
 * link-generated tokens, docs/product/accounts-and-access.md). Rejects empty strings, URL-safe alphabets, missing padding and
 * whitespace.
 */
export function isValidBase64Token(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    return btoa(atob(value)) === value;
  } catch {
    return false;
  }
}
