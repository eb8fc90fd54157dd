import { context, metrics, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { AggregationTemporality, InMemoryMetricExporter, MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoadingCache } from '../caching/loading-cache.js';
import { openDatabase, type Database } from '../db/client.js';
import { InvalidationBus } from '../invalidation/bus.js';
import { decodeInvalidation, decodeSentAt } from '../invalidation/messages.js';
import { enableInstruments, inSpan, METRIC, telemetryOn } from './instruments.js';

/**
 * The server's own instruments against in-memory SDK providers (the OTLP path end to end is
 * test-processes/telemetry.test.ts): database spans on the embedded driver, cache lookups, and the
 * invalidation lag measured from the clock message a transaction sends after its invalidations.
 */
describe('telemetry instruments', () => {
  const spans = new InMemorySpanExporter();
  const exported = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  const reader = new PeriodicExportingMetricReader({ exporter: exported, exportIntervalMillis: 3_600_000 });
  let db: Database;

  beforeAll(async () => {
    expect(telemetryOn()).toBe(false);
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    trace.setGlobalTracerProvider(new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter: spans })] }));
    metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
    enableInstruments();
    db = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await reader.shutdown();
  });

  async function collected(name: string) {
    await reader.forceFlush();
    const all = exported.getMetrics().flatMap((resource) => resource.scopeMetrics.flatMap((scope) => scope.metrics));
    return all.filter((metric) => metric.descriptor.name === name).at(-1)?.dataPoints ?? [];
  }

  it('makes a span per statement and per transaction on PGlite, inside the caller’s span', async () => {
    await inSpan('request', {}, async () => {
      await db.query('SELECT 1');
      await db.transaction(async (tx) => {
        await tx.query('SELECT 2');
      });
    });
    const finished = spans.getFinishedSpans();
    const request = finished.find((span) => span.name === 'request')!;
    const transaction = finished.find((span) => span.name === 'db transaction')!;
    const selects = finished.filter((span) => span.name === 'db SELECT');
    expect(selects.map((span) => span.attributes['db.query.text'])).toEqual(['SELECT 1', 'SELECT 2']);
    expect(selects[0]!.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(selects[1]!.parentSpanContext?.spanId).toBe(transaction.spanContext().spanId);
    expect(selects[0]!.attributes['risk_atlas.db.driver']).toBe('pglite');
  });

  it('counts a named cache’s hits and misses', async () => {
    const cache = new LoadingCache<string, string>(async (key) => key.toUpperCase(), { maxEntries: 4, name: 'test.cache' });
    await cache.get('a');
    await cache.get('a');
    await cache.get('a');
    const points = (await collected(METRIC.cacheLookups)).filter((point) => point.attributes.cache === 'test.cache');
    const count = (result: string) => points.find((point) => point.attributes.result === result)?.value;
    expect(count('miss')).toBe(1);
    expect(count('hit')).toBe(2);
  });

  it('measures the invalidation lag from the clock message sent after a transaction’s invalidations', async () => {
    const bus = new InvalidationBus(db);
    const payloads: string[] = [];
    const unlisten = await db.listen({ onMessage: (payload) => payloads.push(payload), onResync: () => undefined });
    await bus.start();
    try {
      await bus.transaction(async (_tx, invalidate) => invalidate({ kind: 'user', userId: 7 }));
      await expect.poll(() => payloads.length).toBe(2);
      // The invalidation keeps the wire format of earlier versions; they ignore the clock message.
      expect(payloads[0]).toBe('user:7');
      expect(decodeInvalidation(payloads[1]!)).toBeNull();
      expect(decodeSentAt(payloads[1]!)).toBeGreaterThan(0);
      await expect
        .poll(async () => (await collected(METRIC.invalidationLag)).find((point) => point.attributes.kind === 'user'))
        .toBeDefined();
      const [lag] = (await collected(METRIC.invalidationLag)).filter((point) => point.attributes.kind === 'user');
      expect((lag!.value as { count: number }).count).toBe(1);
    } finally {
      await unlisten();
      await bus.stop();
    }
  });

  it('sends no clock message for a transaction that invalidates nothing', async () => {
    const bus = new InvalidationBus(db);
    const payloads: string[] = [];
    const unlisten = await db.listen({ onMessage: (payload) => payloads.push(payload), onResync: () => undefined });
    try {
      await bus.transaction(async (tx) => tx.query('SELECT 1'));
      await db.query(`SELECT pg_notify($1, 'marker')`, [db.channel]);
      await expect.poll(() => payloads).toEqual(['marker']);
    } finally {
      await unlisten();
    }
  });
});
