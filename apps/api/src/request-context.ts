import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer or link-generation security handler. */
    userId?: number;
    /**
     * How the caller signed in. A link-generated token travels in URLs, so it may read and save work but
     * not take the account over (change its email); see auth/security.ts.
     */
    credential?: 'bearer' | 'linkgen';
  }
}

/** The signed-in caller; every user-owned row is read and written through this id. */
export function callerId(request: FastifyRequest): number {
  if (request.userId === undefined) throw unauthorized();
  return request.userId;
}
