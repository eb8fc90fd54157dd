import type { FastifyRequest } from 'fastify';

export type Scheme = 'bearer' | 'linkgen';

/** The token after `Authorization: <scheme> `, or null when the header uses another scheme or none. */
export function credentialFor(request: FastifyRequest, scheme: Scheme): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const space = header.indexOf(' ');
  if (space <= 0 || header.slice(0, space).toLowerCase() !== scheme) return null;
  const token = header.slice(space + 1).trim();
  return token.length > 0 && !/\s/.test(token) ? token : null;
}

export const bearerCredential = (request: FastifyRequest) => credentialFor(request, 'bearer');
