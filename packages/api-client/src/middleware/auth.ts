import type { Middleware } from 'openapi-fetch';

/** The two authorization schemes of the contract: a password-grant token or a link-generated one. */
export type AuthScheme = 'Bearer' | 'LinkGen';

/** The credential sent with a request. */
export interface AuthCredential {
  /** `Bearer` for tokens from `POST /token`, `LinkGen` for link-generated (base64) tokens. */
  scheme: AuthScheme;
  /** The token itself, sent as `Authorization: <scheme> <token>`. */
  token: string;
}

/**
 * Returns the current credential, or null when signed out. Called for every request so a new login
 * (or a logout) takes effect without rebuilding the client.
 */
export type AuthProvider = () => AuthCredential | null | undefined;

/**
 * Schema paths whose operations are public (`security: [{apiKey: []}, {}]` in the contract). They get
 * no Authorization header: a stale token must not turn a fresh login into a 401.
 */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(['/token', '/resetpassword', '/advertisements']);

/** Adds `Authorization: Bearer …` or `Authorization: LinkGen …` from the auth provider. */
export function createAuthMiddleware(auth: AuthProvider | undefined): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (!auth || PUBLIC_PATHS.has(schemaPath)) return undefined;
      const credential = auth();
      if (!credential || !credential.token) return undefined;
      // A caller-supplied Authorization header wins (e.g. checking another token).
      if (request.headers.has('Authorization')) return undefined;
      request.headers.set('Authorization', `${credential.scheme} ${credential.token}`);
      return request;
    },
  };
}
