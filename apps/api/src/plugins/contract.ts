import type { FastifyInstance, onRequestHookHandler, RouteHandlerMethod } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { createAccessGuards } from '../access/guard.js';
import { createSecurityHandlers } from '../auth/security.js';
import type { Handlers } from '../contract/handlers.js';
import { operationIds, type Specification } from '../contract/specification.js';
import type { ServerContext } from '../context.js';
import { ApiError, notImplemented } from '../errors.js';
import { createResponseValidator } from '../response-validation.js';
import { createHandlers } from '../routes/index.js';
import { applyApiCachePolicy } from './cache-policy.js';
import { compressResponse } from './compression.js';
import { rejectUnstorableInput } from './storable-input.js';

export interface ContractPluginOptions {
  specification: Specification;
  context: ServerContext;
  /** Check every response against the contract (on in tests and development). */
  validateResponses: boolean;
  /** Replace implemented handlers (the hardening self-check's seam; see ServerOptions). */
  handlerOverrides?: Handlers;
}

/** Operations whose bodies may be larger than the server-wide 1 MB: report HTML carries its images as data URLs. */
const BODY_LIMITS: Readonly<Record<string, number>> = { exportPdf: 16 * 1024 * 1024 };

const answerNotImplemented: RouteHandlerMethod = async () => {
  throw notImplemented();
};

/**
 * Every operation of the contract as a route (fastify-openapi-glue): requests validated against it,
 * responses serialised by it, each answered by its handler or, until its issue lands, 501.
 * Registered under the API prefix; unknown API paths answer 404 with the Error schema.
 */
export async function contractPlugin(api: FastifyInstance, options: ContractPluginOptions): Promise<void> {
  const implemented: Handlers = { ...createHandlers(options.context), ...options.handlerOverrides };
  const handlerFor = (operationId: string): RouteHandlerMethod =>
    (implemented[operationId as keyof Handlers] as RouteHandlerMethod | undefined) ?? answerNotImplemented;
  const known = new Set<string>(operationIds(options.specification));
  for (const operationId of Object.keys(implemented)) {
    if (!known.has(operationId)) throw new Error(`Handler ${operationId} has no operation in the contract`);
  }
  if (options.validateResponses) {
    const validator = createResponseValidator();
    api.addHook('preSerialization', validator.preSerialization);
    api.addHook('onSend', validator.onSend);
  }
  // After the response check, which must read the body as it was serialised.
  api.addHook('onSend', compressResponse);
  api.addHook('onSend', applyApiCachePolicy);
  const accessGuardFor = createAccessGuards(options.context);
  for (const operationId of known) accessGuardFor(operationId);
  api.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const limit = operationId === undefined ? undefined : BODY_LIMITS[operationId];
    if (limit !== undefined) {
      route.bodyLimit = limit;
      // A body this large is read only for a caller allowed to send it: the route's security check (its
      // one pre-handler so far) runs as the headers arrive instead, so a stranger's 15 MB is never parsed.
      route.onRequest = [...[route.onRequest ?? []].flat(), ...([route.preHandler ?? []].flat() as onRequestHookHandler[])];
      route.preHandler = [];
    }
    // After the route's own pre-handlers (the security check), before the handler.
    if (operationId !== undefined) {
      const guard = accessGuardFor(operationId);
      route.preHandler = [...[route.preHandler ?? []].flat(), ...(guard ? [guard] : []), rejectUnstorableInput];
    }
  });
  await api.register(openapiGlue, {
    specification: options.specification as never,
    operationResolver: (operationId: string) => handlerFor(operationId),
    securityHandlers: createSecurityHandlers(options.context.sessions),
  });
  api.setNotFoundHandler(async () => {
    throw new ApiError(404, 'not_found', 'No such API operation.');
  });
}
