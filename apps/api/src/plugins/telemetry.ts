import { context, trace } from '@opentelemetry/api';
import { getRPCMetadata } from '@opentelemetry/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordRequest } from '../telemetry/instruments.js';

/**
 * With telemetry on (server.ts registers this only then): the request's id on its spans, so a trace is
 * found from the `request_id` a user quotes, and the request metrics (count, latency, 5xx) by route.
 */
export const telemetryPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const active = context.active();
      // The HTTP instrumentation's server span (the trace's root here) and Fastify's request span under it.
      getRPCMetadata(active)?.span.setAttribute('request_id', request.id);
      trace.getSpan(active)?.setAttribute('request_id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, not the path: one series per route rather than one per industry id.
      const route = request.routeOptions.url ?? 'unmatched';
      recordRequest({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime);
    });
  },
  { name: 'telemetry' },
);
