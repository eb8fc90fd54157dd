import type { FastifyRequest } from 'fastify';
import { ApiError, unauthorized } from '../errors.js';
import { credentialFor } from './credentials.js';
import type { SessionStore } from './sessions.js';

/** The public default key clients send when they have none of their own; partner keys come from config. */
export const DEFAULT_API_KEY = 'ra_public_default';

/** The keys this server accepts, read once at start (RISK_ATLAS_API_KEYS, comma-separated). */
export function configuredApiKeys(environment: NodeJS.ProcessEnv = process.env): ReadonlySet<string> {
  return new Set([DEFAULT_API_KEY, ...(environment.RISK_ATLAS_API_KEYS ?? '').split(',').map((key) => key.trim()).filter(Boolean)]);
}

/** A missing key counts as the default one; a key we do not know is refused before any handler runs. */
export function checkApiKey(request: FastifyRequest, knownKeys: ReadonlySet<string>): void {
  const key = request.headers['x-api-key'];
  if (key === undefined) return;
  if (typeof key !== 'string' || !knownKeys.has(key)) {
    throw new ApiError(401, 'unauthorized', 'The API key is not valid.');
  }
}

/** The contract's security schemes: each sets `request.userId` or throws 401. */
export function createSecurityHandlers(sessions: SessionStore) {
  return {
    async bearer(request: FastifyRequest) {
      const token = credentialFor(request, 'bearer');
      if (token === null) throw unauthorized();
      const userId = await sessions.userForBearer(token);
      if (userId === null) throw unauthorized('The session has expired. Please log in again.');
      request.userId = userId;
    },
    async linkgen(request: FastifyRequest) {
      const token = credentialFor(request, 'linkgen');
      if (token === null) throw unauthorized();
      const userId = await sessions.userForLinkToken(token);
      if (userId === null) throw unauthorized('The link is not valid.');
      request.userId = userId;
    },
    // Checked for every API request in an onRequest hook (see checkApiKey), including public ones.
    async apiKey() {},
  };
}
