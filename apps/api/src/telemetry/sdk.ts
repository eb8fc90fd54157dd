/**
 * OpenTelemetry: traces and metrics to an OTLP collector over HTTP (JSON). Loaded only when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set, by `main.ts`, before the modules it instruments are imported
 * (Fastify, `pg`, `node:http`); `fetch` is traced through its diagnostics channel.
 */
import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { TelemetrySettings } from '../config.js';
import { enableInstruments } from './instruments.js';

/** Health checks are polled every second or so by balancers; their spans would drown the rest. */
const UNTRACED = /^\/api\/(healthz|readyz)\b/;

/** How long closing waits for the last spans and metrics to be exported. */
const SHUTDOWN_WAIT_MS = 2000;

/** Starts the SDK; the result flushes and stops it (the server calls it when it closes). */
export function startTelemetry(settings: TelemetrySettings): () => Promise<void> {
  // The ESM loader hook lets the instrumentations wrap modules that ES modules import (`pg` in db/client.ts).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const endpoint = settings.endpoint.replace(/\/$/, '');
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces`, headers: settings.headers }),
    metricReaders: [
      new PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter({ url: `${endpoint}/v1/metrics`, headers: settings.headers }),
        exportIntervalMillis: settings.metricIntervalMs,
        exportTimeoutMillis: Math.min(settings.metricIntervalMs, 30_000),
      }),
    ],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? ''),
        // Our own exporter's requests to the collector must not be traced (they would trace themselves).
        ignoreOutgoingRequestHook: (request) => typeof request.path === 'string' && /^\/v1\/(traces|metrics|logs)/.test(request.path),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: (route) => UNTRACED.test(route.url) }),
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  enableInstruments();
  let stopping: Promise<void> | null = null;
  // A collector that does not answer must not hold up a replica's shutdown past a couple of seconds.
  const bounded = () =>
    Promise.race([sdk.shutdown().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref())]);
  return () => (stopping ??= bounded());
}
