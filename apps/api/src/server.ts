import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { acceptedApiKeys } from './auth/security.js';
import { loadConfig, type Config } from './config.js';
import type { Handlers } from './contract/handlers.js';
import { loadContract } from './contract/specification.js';
import type { Database } from './db/client.js';
import type { PdfProvider } from './providers/pdf/index.js';
import { callerPlugin } from './plugins/caller.js';
import { contractPlugin } from './plugins/contract.js';
import { embedPlugin } from './plugins/embed.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { portalPlugin } from './plugins/portal.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { requestGuardsPlugin } from './plugins/request-guards.js';
import { requestIdOf, requestIdPlugin } from './plugins/request-id.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { servicesPlugin } from './plugins/services.js';
import { uploadsPlugin } from './plugins/uploads.js';
import './request-context.js';
import { telemetryOn } from './telemetry/instruments.js';

export const API_PREFIX = '/api';
export { CONTRACT_PATH, loadContract, operationIds } from './contract/specification.js';

export interface ServerOptions {
  /** The database; the server owns it and closes it when it closes. */
  db: Database;
  /**
   * Settings over the configuration read from the environment (config.ts): tests set what they need,
   * `main.ts` passes the whole validated configuration.
   */
  config?: Partial<Config>;
  /** The portal's production build; when set, served on the same port with SPA fallback. */
  staticDir?: string;
  /** The embed's CDN build (packages/embed/dist/cdn); when set, served under /embed/ for partner pages. */
  embedDir?: string;
  /** Fastify's logger: tests may pass a `stream` to read the JSON lines. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Check every response against the contract (on in tests and development). */
  validateResponses?: boolean;
  /**
   * Which proxies' `X-Forwarded-*` headers to believe (Fastify's `trustProxy`): false when clients
   * connect directly, a hop count or address list behind a load balancer. Trusting every sender would
   * let any client choose the address rate limits and logs see.
   */
  trustProxy?: boolean | string | string[];
  /** The PDF renderer. Default: from the configuration (providers/pdf). */
  pdf?: PdfProvider;
  /** How long a signed-in session lasts. Default 12 hours. */
  sessionLifetimeSeconds?: number;
  /** Industry loads allowed per user per UTC day. Default: the configuration's (500). */
  industryViewsPerDay?: number;
  /** API requests one client address may make per minute. Default: the configuration's (60 000). */
  requestsPerMinute?: number;
  /** Accepted API keys. Default: the public key plus the configured ones. */
  apiKeys?: ReadonlySet<string>;
  /**
   * Test seam: handlers that replace the implemented ones. The hardening suites' self-check injects
   * deliberately broken handlers to prove the fuzzer and the authorization matrix catch them.
   */
  handlerOverrides?: Handlers;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const specification = await loadContract();
  // The plain HTTP/1.1 server type; Fastify infers a union from the options object otherwise.
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 256 },
    trustProxy: options.trustProxy ?? false,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
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

  await app.register(requestIdPlugin);
  // Loaded only with telemetry on: without it, nothing of OpenTelemetry beyond its API is imported.
  if (telemetryOn()) await app.register((await import('./plugins/telemetry.js')).telemetryPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin, { prefix: API_PREFIX, requestsPerWindow: options.requestsPerMinute ?? config.requestsPerMinute });
  await app.register(servicesPlugin, {
    db: options.db,
    config,
    specification,
    ...(options.pdf ? { pdf: options.pdf } : {}),
    ...(options.sessionLifetimeSeconds ? { sessionLifetimeSeconds: options.sessionLifetimeSeconds } : {}),
    ...(options.industryViewsPerDay ? { industryViewsPerDay: options.industryViewsPerDay } : {}),
  });
  await app.register(callerPlugin, { users: app.services.users });
  await app.register(requestGuardsPlugin, { prefix: API_PREFIX, apiKeys: options.apiKeys ?? acceptedApiKeys(config.apiKeys) });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(uploadsPlugin);
  await app.register(contractPlugin, {
    prefix: API_PREFIX,
    specification,
    context: app.services,
    validateResponses: options.validateResponses ?? false,
    ...(options.handlerOverrides ? { handlerOverrides: options.handlerOverrides } : {}),
  });
  await app.register(embedPlugin, { embedDir: options.embedDir });
  await app.register(portalPlugin, { staticDir: options.staticDir });
  return app;
}
