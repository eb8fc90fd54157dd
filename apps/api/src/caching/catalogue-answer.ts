import type { FastifyReply } from 'fastify';
import { JSON_CONTENT_TYPE, toJsonBytes, type JsonBytes } from './json-bytes.js';
import type { CatalogueSnapshot } from '../catalogue/snapshot.js';

/**
 * An answer made only of catalogue data (the same for every caller), serialised once per snapshot and
 * then sent as bytes: the hot read paths skip building and serialising the same body on every request.
 * `key` must name the operation and every input the body depends on.
 */
export async function catalogueAnswer<Body>(
  reply: FastifyReply,
  snapshot: CatalogueSnapshot,
  key: string,
  build: () => Promise<Body> | Body,
): Promise<JsonBytes<Body>> {
  reply.type(JSON_CONTENT_TYPE);
  // The key names the operation, so what is stored under it was built by this same `build`.
  return (await snapshot.responses.get(key, async () => toJsonBytes(await build()))) as JsonBytes<Body>;
}
