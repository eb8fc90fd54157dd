import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse as parseYaml } from 'yaml';
import { REPO_ROOT } from './config.js';
import type { Database } from './db/client.js';
import { ApiError, notImplemented } from './errors.js';
import './request-context.js';
import { createSecurityHandlers, checkApiKey } from './auth/security.js';
import { createResponseValidator } from './response-validation.js';
import { createHandlers, type Handler } from './routes/index.js';

export const API_PREFIX = '/api';
export const CONTRACT_PATH = join(REPO_ROOT, 'openapi/openapi.yaml');

export interface ServerOptions {
  db: Database;
  /** The portal's production build; when set, served on the same port with SPA fallback. */
  staticDir?: string;
  logger?: boolean;
  /** Check every response against the contract (on in tests and development). */
  validateResponses?: boolean;
}

type Specification = { paths: Record<string, Record<string, { operationId?: string }>> };

export async function loadContract(): Promise<Specification> {
  return parseYaml(await readFile(CONTRACT_PATH, 'utf8')) as Specification;
}

export function operationIds(specification: Specification): string[] {
  return Object.values(specification.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) => (typeof operation === 'object' && operation?.operationId ? [operation.operationId] : [])),
  );
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 256 },
    // Keep request ids out of logs we do not need; trust the LB's forwarded headers.
    trustProxy: true,
    ajv: {
      customOptions: {
        // The contract says unknown body fields are an error, not something to drop silently.
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        strict: false,
      },
    },
  });

  const specification = await loadContract();
  const implemented = createHandlers({ db: options.db });
  const serviceHandlers: Record<string, Handler> = {};
  for (const operationId of operationIds(specification)) {
    serviceHandlers[operationId] = implemented[operationId] ?? (async () => { throw notImplemented(); });
  }

  app.setErrorHandler(errorHandler);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    checkQueryLength(request);
    checkAcceptVersion(request);
    await checkApiKey(request);
  });
  app.addHook('preValidation', async (request) => rejectUndeclaredMediaType(request));
  if (options.validateResponses) {
    app.addHook('preSerialization', createResponseValidator());
  }

  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(
    async (api) => {
      await api.register(openapiGlue, {
        specification: specification as never,
        serviceHandlers,
        securityHandlers: createSecurityHandlers(options.db),
      });
      api.setNotFoundHandler(async () => {
        throw new ApiError(404, 'not_found', 'No such API operation.');
      });
    },
    { prefix: API_PREFIX },
  );

  if (options.staticDir && existsSync(join(options.staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: options.staticDir, wildcard: false, index: false });
    const index = await readFile(join(options.staticDir, 'index.html'), 'utf8');
    // Every non-API path is a portal route: the SPA decides what exists (and shows /not-found).
    app.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') throw new ApiError(404, 'not_found', 'Not found.');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
    });
  } else {
    app.setNotFoundHandler(async () => {
      throw new ApiError(404, 'not_found', 'Not found.');
    });
  }
  return app;
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

/** No operation needs long query strings; refusing them early keeps junk out of parsing and logs. */
const MAX_QUERY_LENGTH = 2048;

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

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'bad_request',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'bad_request',
  415: 'bad_request',
  429: 'too_many_requests',
  431: 'bad_request',
};

function errorHandler(this: FastifyInstance, error: FastifyError | ApiError, request: FastifyRequest, reply: import('fastify').FastifyReply) {
  if (error instanceof ApiError) {
    if (error.statusCode >= 500 && error.statusCode !== 501 && error.statusCode !== 503) request.log.error(error);
    return reply.code(error.statusCode).headers(error.headers).send({ code: error.code, message: error.message });
  }
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (fastifyError.validation) {
    const first = fastifyError.validation[0];
    const where = `${fastifyError.validationContext ?? 'request'}${first?.instancePath ?? ''}`;
    const detail = first?.keyword === 'additionalProperties'
      ? `must not have the property ${String((first.params as { additionalProperty?: string }).additionalProperty)}`
      : first?.message ?? 'is invalid';
    return reply.code(400).send({ code: 'bad_request', message: `${where} ${detail}` });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Security handler failures (401) and Fastify's own client errors (bad JSON, body too large...).
    const message = status === 401 ? 'Authentication is required.' : fastifyError.message;
    return reply.code(status === 415 ? 400 : status).send({ code: STATUS_CODES[status] ?? 'bad_request', message });
  }
  request.log.error(error);
  return reply.code(500).send({ code: 'internal_error', message: 'Sorry, an error occurred. Please try again later.' });
}
