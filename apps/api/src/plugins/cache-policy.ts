import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a browser or a proxy may keep of an API answer: nothing, unless the operation says otherwise.
 * Answers carry session tokens (`POST /token`), link tokens (`GET /user`'s `sso_token`) and personal
 * data, and nothing is gained by keeping the rest (catalogue reads are counted per load by the view
 * limit). An operation whose answer may be kept sets its own `Cache-Control`: public catalogue media
 * for a day, a hazard map privately for an hour.
 */
export const API_CACHE_CONTROL = 'no-store';

export async function applyApiCachePolicy(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
  return payload;
}
