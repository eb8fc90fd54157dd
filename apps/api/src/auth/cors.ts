import type { FastifyReply } from 'fastify';

/*
 * CORS for partner embeds: the answers a registered partner origin may read. The API key check
 * (security.ts) and the preflight guard (plugins/request-guards.ts) decide who gets them.
 */

/** What a partner page's script may send and read across origins (its key, session and paging). */
const CORS_REQUEST_HEADERS = 'authorization, x-api-key, accept, content-type';
const CORS_EXPOSED_HEADERS = 'link, retry-after, ratelimit, ratelimit-policy';
const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const CORS_MAX_AGE_SECONDS = '600';

/**
 * Lets one origin's scripts read this API answer. Called only for origins a partner key registers
 * (see checkApiKey); no other origin ever gets a CORS header, and credentials (cookies) are never
 * allowed: embeds authorise with headers.
 */
export function allowCrossOrigin(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
  reply.header('vary', 'origin');
}

/** The answer to a CORS preflight from a registered origin. */
export function answerPreflight(reply: FastifyReply, origin: string): FastifyReply {
  allowCrossOrigin(reply, origin);
  return reply
    .code(204)
    .header('access-control-allow-methods', CORS_METHODS)
    .header('access-control-allow-headers', CORS_REQUEST_HEADERS)
    .header('access-control-max-age', CORS_MAX_AGE_SECONDS)
    .send();
}
