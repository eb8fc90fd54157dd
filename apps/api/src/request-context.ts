import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer or link-generation security handler. */
    userId?: number;
  }
}

/** The signed-in caller; every user-owned row is read and written through this id. */
export function callerId(request: FastifyRequest): number {
  if (request.userId === undefined) throw unauthorized();
  return request.userId;
}
