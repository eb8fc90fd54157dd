import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The shape of a request id a load balancer may hand us (the contract's `Error.request_id`). */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Fastify's `genReqId`: a load balancer's `X-Request-Id` when it is well formed, so one id follows the
 * request across hops; otherwise a UUID (Fastify's default counter restarts at 1 in every replica).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

function isErrorBody(payload: unknown): payload is { code: string; message: string; request_id?: string } {
  return typeof payload === 'object' && payload !== null && 'code' in payload && 'message' in payload;
}

/**
 * Every answer names its request in `X-Request-Id`, and every error body carries it as `request_id`, so
 * what a user quotes from an error state finds the request's log lines (logged as `request_id`).
 */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('preSerialization', async (request, reply, payload) =>
      reply.statusCode >= 400 && isErrorBody(payload) ? { ...payload, request_id: request.id } : payload,
    );
  },
  { name: 'request-id' },
);
