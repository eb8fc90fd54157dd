import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerPreflight } from '../auth/cors.js';
import type { PartnerKeys } from '../auth/partner-keys.js';
import { checkApiKey } from '../auth/security.js';
import { ApiError } from '../errors.js';

export interface RequestGuardOptions {
  /** Where the API lives; requests elsewhere (the portal) are not guarded. */
  prefix: string;
  /** The API keys this server accepts. */
  apiKeys: ReadonlySet<string>;
}

/** No operation needs long query strings; refusing them early keeps junk out of parsing and logs. */
export const MAX_QUERY_LENGTH = 2048;

function checkQueryLength(request: FastifyRequest): void {
  const queryStart = request.url.indexOf('?');
  if (queryStart >= 0 && request.url.length - queryStart - 1 > MAX_QUERY_LENGTH) {
    throw new ApiError(400, 'bad_request', `The query string is longer than ${MAX_QUERY_LENGTH} characters.`);
  }
}

const VERSION = /(?:^|;)\s*v=([^;,\s]+)/;

function checkAcceptVersion(request: FastifyRequest): void {
  const accept = request.headers.accept;
  if (!accept) return;
  for (const range of accept.split(',')) {
    if (!/^\s*(application\/json|\*\/\*|application\/\*)/i.test(range)) continue;
    const version = VERSION.exec(range.slice(range.indexOf(';')))?.[1];
    if (version && version !== '2.0' && version !== '2') {
      throw new ApiError(406, 'not_acceptable', 'Only API version 2.0 is available.');
    }
  }
}

/**
 * Fastify validates a body only for the media types the route's schema lists; a body sent as any other
 * type would reach the handler unchecked, so it is refused here instead.
 */
function rejectUndeclaredMediaType(request: FastifyRequest): void {
  const body = request.routeOptions.schema?.body as { content?: Record<string, unknown> } | undefined;
  if (!body?.content) return;
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(mediaType in body.content)) {
    throw new ApiError(400, 'bad_request', `The body must be sent as ${Object.keys(body.content).join(' or ')}.`);
  }
}

/**
 * A CORS preflight carries no API key, so it is answered for any origin some partner key registers;
 * the real request then has to bring a key registered for that origin. Other preflights get a 403.
 */
async function answerCorsPreflight(request: FastifyRequest, reply: FastifyReply, partners: PartnerKeys): Promise<FastifyReply> {
  const origin = request.headers.origin;
  if (origin === undefined || !(await partners.anyAllows(origin))) {
    throw new ApiError(403, 'forbidden', 'This origin is not registered for any API key.');
  }
  return answerPreflight(reply, origin);
}

const isPreflight = (request: FastifyRequest) =>
  request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;

/** Checks every API request must pass before routing: query length, API version, API key, body media type. */
export const requestGuardsPlugin = fp(
  async (app: FastifyInstance, options: RequestGuardOptions) => {
    const apiPath = `${options.prefix}/`;
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith(apiPath)) return;
      const partners = app.services.partnerKeys;
      if (isPreflight(request)) return answerCorsPreflight(request, reply, partners);
      checkQueryLength(request);
      checkAcceptVersion(request);
      await checkApiKey(request, reply, { known: options.apiKeys, partners });
    });
    app.addHook('preValidation', async (request) => rejectUndeclaredMediaType(request));
  },
  { name: 'request-guards', dependencies: ['services'] },
);
