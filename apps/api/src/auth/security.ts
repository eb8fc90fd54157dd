import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, tooManyRequests, unauthorized } from '../errors.js';
import { allowCrossOrigin } from './cors.js';
import { credentialFor } from './credentials.js';
import { originAllowed, type PartnerKeys } from './partner-keys.js';
import type { SessionStore } from './sessions.js';

/** The public default key clients send when they have none of their own; partner keys come from config. */
export const DEFAULT_API_KEY = 'ra_public_default';

/** The keys this server accepts: the public default and the configured ones (RISK_ATLAS_API_KEYS). */
export function acceptedApiKeys(configured: readonly string[]): ReadonlySet<string> {
  return new Set([DEFAULT_API_KEY, ...configured]);
}

/** The keys a server accepts: its configured keys and the partners' publishable keys. */
export interface ApiKeys {
  known: ReadonlySet<string>;
  partners: PartnerKeys;
}

/**
 * A missing key counts as the default one; a key we do not know is refused before any handler runs.
 * A partner key is honoured only from the partner's registered origins (a browser always sends
 * `Origin` on the cross-origin calls an embed makes; callers without one are servers, which the
 * origin check could not stop anyway), gets CORS for that origin, and spends the key's rate budget.
 */
export async function checkApiKey(request: FastifyRequest, reply: FastifyReply, keys: ApiKeys): Promise<void> {
  const key = request.headers['x-api-key'];
  if (key === undefined) return;
  if (typeof key === 'string' && keys.known.has(key)) return;
  const partner = typeof key === 'string' ? await keys.partners.find(key) : null;
  if (!partner) throw new ApiError(401, 'unauthorized', 'The API key is not valid.');
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!originAllowed(partner, origin)) {
      throw new ApiError(403, 'forbidden', 'The API key is not registered for this origin.');
    }
    // Before the budget check, so a partner page can read the 429 and its Retry-After.
    allowCrossOrigin(reply, origin);
  }
  const admission = keys.partners.admit(partner);
  if (!admission.allowed) {
    throw tooManyRequests('too_many_requests', 'Too many requests for this API key. Please try again later.', admission.retryAfterSeconds);
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
      request.credential = 'bearer';
    },
    async linkgen(request: FastifyRequest) {
      const token = credentialFor(request, 'linkgen');
      if (token === null) throw unauthorized();
      const userId = await sessions.userForLinkToken(token);
      if (userId === null) throw unauthorized('The link is not valid.');
      request.userId = userId;
      request.credential = 'linkgen';
    },
    // Checked for every API request in an onRequest hook (see checkApiKey), including public ones.
    async apiKey() {},
  };
}
