import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { ApiError, unauthorized } from '../errors.js';
import { userIdForLinkToken, userIdForToken } from './tokens.js';

/** The public default key clients send when they have none of their own; partner keys come from config. */
export const DEFAULT_API_KEY = 'ra_public_default';

function knownApiKeys(): Set<string> {
  return new Set([DEFAULT_API_KEY, ...(process.env.RISK_ATLAS_API_KEYS ?? '').split(',').map((key) => key.trim()).filter(Boolean)]);
}

/** A missing key counts as the default one; a key we do not know is refused before any handler runs. */
export async function checkApiKey(request: FastifyRequest): Promise<void> {
  const key = request.headers['x-api-key'];
  if (key === undefined) return;
  if (typeof key !== 'string' || !knownApiKeys().has(key)) {
    throw new ApiError(401, 'unauthorized', 'The API key is not valid.');
  }
}

function credential(request: FastifyRequest, scheme: 'bearer' | 'linkgen'): string {
  const header = request.headers.authorization;
  const match = header ? /^(\S+)\s+(\S+)$/.exec(header) : null;
  if (!match || match[1]!.toLowerCase() !== scheme) throw unauthorized();
  return match[2]!;
}

export function createSecurityHandlers(db: Database) {
  return {
    async bearer(request: FastifyRequest) {
      const userId = await userIdForToken(db, credential(request, 'bearer'));
      if (userId === null) throw unauthorized('The session has expired. Please log in again.');
      request.userId = userId;
    },
    async linkgen(request: FastifyRequest) {
      const userId = await userIdForLinkToken(db, credential(request, 'linkgen'));
      if (userId === null) throw unauthorized('The link is not valid.');
      request.userId = userId;
    },
    // Checked for every API request in an onRequest hook (see checkApiKey), including public ones.
    async apiKey() {},
  };
}
