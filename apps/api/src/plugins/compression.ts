import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below about one network packet, compressing saves nothing worth its time. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Text we compute per response: JSON answers and the portal's page (static files come precompressed). */
const COMPRESSIBLE_TYPE = /^(?:application\/json|text\/html)\b/;

type Encoding = 'br' | 'gzip';

/** The encoding to use for this request, Brotli first; a `q=0` refuses one. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const offered = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (name) offered.set(name, quality === undefined ? 1 : Number(quality));
  }
  const wildcard = offered.get('*');
  const accepts = (encoding: Encoding) => (offered.get(encoding) ?? wildcard ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Fast settings: these bodies are compressed on every request (a few KB, well under a millisecond). The
 * build's static files get the slow, small settings once (apps/portal/precompress.ts).
 */
function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 5 });
}

/**
 * Answers kept as bytes across requests (catalogue answers, serialised once per snapshot) are compressed
 * once per encoding as well: the cache lives as long as the bytes do.
 */
const compressedCopies: Record<Encoding, WeakMap<Buffer, Buffer>> = { br: new WeakMap(), gzip: new WeakMap() };

function compressed(body: Buffer, encoding: Encoding, reused: boolean): Buffer {
  if (!reused) return compress(body, encoding);
  let copy = compressedCopies[encoding].get(body);
  if (copy === undefined) {
    copy = compress(body, encoding);
    compressedCopies[encoding].set(body, copy);
  }
  return copy;
}

function maybeCompress(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  // Only reads: a response to a write can echo what the caller sent beside a secret, the shape a
  // compression side channel (BREACH) needs. No read here reflects input next to one.
  if (request.method !== 'GET') return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type)) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return payload;
  const vary = reply.getHeader('vary');
  reply.header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return payload;
  reply.header('content-encoding', encoding);
  return compressed(body, encoding, Buffer.isBuffer(payload));
}

/**
 * An `onSend` hook that compresses JSON answers and the portal's page for clients that accept Brotli or
 * gzip. Added last in its context (after the contract's response check, which reads the plain body).
 */
export async function compressResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  return maybeCompress(request, reply, payload);
}
