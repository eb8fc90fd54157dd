/**
 * The server's own spans and metrics (docs/deploy.md#telemetry). Only `@opentelemetry/api` is imported
 * here: without `OTEL_EXPORTER_OTLP_ENDPOINT` the SDK is never loaded, {@link telemetryOn} stays false,
 * and every function below returns at once or runs its work without a span, so a server without
 * telemetry pays nothing per request or query.
 */
import {
  metrics,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Counter,
  type Histogram,
  type Span,
  type Tracer,
} from '@opentelemetry/api';

export const INSTRUMENTATION_NAME = 'risk-atlas-api';

/** The metric names, for the docs and the test. */
export const METRIC = {
  requests: 'risk_atlas.http.requests',
  requestDuration: 'risk_atlas.http.request.duration',
  errors: 'risk_atlas.http.errors',
  pdfQueueDepth: 'risk_atlas.pdf.queue.depth',
  pdfJobs: 'risk_atlas.pdf.jobs',
  cacheLookups: 'risk_atlas.cache.lookups',
  invalidationLag: 'risk_atlas.invalidation.lag',
} as const;

interface Instruments {
  tracer: Tracer;
  requests: Counter;
  requestDuration: Histogram;
  errors: Counter;
  pdfJobs: Counter;
  cacheLookups: Counter;
  invalidationLag: Histogram;
}

let instruments: Instruments | null = null;
const queueDepthSources = new Set<() => number>();

/**
 * Called by telemetry/sdk.ts once the SDK's providers are global: the metrics API has no proxy, so the
 * instruments can only be made now.
 */
export function enableInstruments(): void {
  const meter = metrics.getMeter(INSTRUMENTATION_NAME);
  instruments = {
    tracer: trace.getTracer(INSTRUMENTATION_NAME),
    requests: meter.createCounter(METRIC.requests, { description: 'HTTP requests answered', unit: '{request}' }),
    requestDuration: meter.createHistogram(METRIC.requestDuration, {
      description: 'Time from a request arriving to its answer being sent',
      unit: 'ms',
      advice: { explicitBucketBoundaries: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 30_000] },
    }),
    errors: meter.createCounter(METRIC.errors, { description: 'HTTP requests answered with a 5xx status', unit: '{request}' }),
    pdfJobs: meter.createCounter(METRIC.pdfJobs, { description: 'PDF jobs finished, by outcome', unit: '{job}' }),
    cacheLookups: meter.createCounter(METRIC.cacheLookups, {
      description: 'In-memory cache lookups by cache and result (hit or miss): the hit ratio is hits / all',
      unit: '{lookup}',
    }),
    invalidationLag: meter.createHistogram(METRIC.invalidationLag, {
      description: 'Time from an invalidation being sent (NOTIFY) to this replica applying it',
      unit: 'ms',
      advice: { explicitBucketBoundaries: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000] },
    }),
  };
  meter
    .createObservableGauge(METRIC.pdfQueueDepth, { description: 'PDF jobs waiting for a renderer', unit: '{job}' })
    .addCallback((result) => {
      let waiting = 0;
      for (const source of queueDepthSources) waiting += source();
      result.observe(waiting);
    });
}

/** True when the SDK runs (OTEL_EXPORTER_OTLP_ENDPOINT was set). */
export function telemetryOn(): boolean {
  return instruments !== null;
}

/** Runs `work` in an active span named `name`; its failure is recorded on the span. Without telemetry, just `work`. */
export function inSpan<T>(name: string, attributes: Attributes, work: (span?: Span) => Promise<T>, kind = SpanKind.INTERNAL): Promise<T> {
  if (!instruments) return work();
  return instruments.tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks a moment (a PDF job leaving its queue) on the active span. */
export function addSpanEvent(name: string): void {
  if (instruments) trace.getActiveSpan()?.addEvent(name);
}

/** A span for one statement: `db.query` with the statement's first keyword as the operation (no parameters). */
export function inDatabaseSpan<T>(driver: 'pglite' | 'pg', sql: string, work: () => Promise<T>): Promise<T> {
  if (!instruments) return work();
  const operation = /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
  return inSpan(
    `db ${operation}`,
    { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': sql.slice(0, 2000), 'risk_atlas.db.driver': driver },
    work,
    SpanKind.CLIENT,
  );
}

export function recordRequest(attributes: { method: string; route: string; status: number }, durationMs: number): void {
  if (!instruments) return;
  const labels = {
    'http.request.method': attributes.method,
    'http.route': attributes.route,
    'http.response.status_code': attributes.status,
  };
  instruments.requests.add(1, labels);
  instruments.requestDuration.record(durationMs, labels);
  if (attributes.status >= 500) instruments.errors.add(1, labels);
}

export function recordPdfJob(outcome: 'printed' | 'failed'): void {
  instruments?.pdfJobs.add(1, { outcome });
}

/** Counts a lookup of a named cache (`token`, `user`, `catalogue.response`...). */
export function recordCacheLookup(cache: string, hit: boolean): void {
  instruments?.cacheLookups.add(1, { cache, result: hit ? 'hit' : 'miss' });
}

export function recordInvalidationLag(kind: string, lagMs: number): void {
  instruments?.invalidationLag.record(Math.max(0, lagMs), { kind });
}

/** Adds a PDF queue to the queue-depth gauge; the result removes it (the provider closed). */
export function observePdfQueue(depth: () => number): () => void {
  queueDepthSources.add(depth);
  return () => queueDepthSources.delete(depth);
}
