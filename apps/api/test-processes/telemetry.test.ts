import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPT,
  dropSchema,
  eventually,
  freePort,
  freshSchema,
  login,
  requireBuild,
  startReplica,
  TEST_DATABASE_URL,
  untilReady,
  type RunningProcess,
} from './support.js';

/** OTLP/JSON as the exporters send it (only the fields read here). */
interface AnyValue {
  stringValue?: string;
  intValue?: number | string;
}
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: KeyValue[];
}
interface DataPoint {
  attributes?: KeyValue[];
  asInt?: number | string;
  asDouble?: number;
  count?: number | string;
}
interface OtlpMetric {
  name: string;
  sum?: { dataPoints: DataPoint[] };
  histogram?: { dataPoints: DataPoint[] };
  gauge?: { dataPoints: DataPoint[] };
}

const SERVER_KIND = 2;

function attribute(attributes: KeyValue[] | undefined, key: string): string | number | undefined {
  const value = attributes?.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
}

/** A collector on loopback: keeps what the server exports to /v1/traces and /v1/metrics. */
function startCollector(): Promise<{ server: Server; endpoint: string; spans: OtlpSpan[]; metrics: OtlpMetric[] }> {
  const spans: OtlpSpan[] = [];
  const metrics: OtlpMetric[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const type = request.headers['content-type'] ?? '';
      if (!type.includes('json')) {
        response.writeHead(415).end();
        return;
      }
      const message = JSON.parse(body.toString('utf8')) as {
        resourceSpans?: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        resourceMetrics?: { scopeMetrics: { metrics: OtlpMetric[] }[] }[];
      };
      if (request.url === '/v1/traces') {
        for (const resource of message.resourceSpans ?? []) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      } else if (request.url === '/v1/metrics') {
        for (const resource of message.resourceMetrics ?? []) for (const scope of resource.scopeMetrics) metrics.push(...scope.metrics);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, endpoint: `http://127.0.0.1:${port}`, spans, metrics });
    });
  });
}

/**
 * OpenTelemetry end to end: the built server with `OTEL_EXPORTER_OTLP_ENDPOINT` pointing at a collector
 * on loopback exports a trace per request (the server span carries the request id, the database and PDF
 * spans are inside it) and the request metrics.
 */
describe('telemetry to an OTLP collector', () => {
  const schema = freshSchema();
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let server: RunningProcess;
  let base = '';
  let token = '';

  beforeAll(async () => {
    requireBuild();
    collector = await startCollector();
    const port = await freePort();
    server = startReplica(port, {
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: schema,
      // As the test runner's own environment (responses validated against the contract), not production.
      NODE_ENV: process.env.NODE_ENV ?? 'test',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_METRIC_EXPORT_INTERVAL: '300',
      // The SDK's own span batching: export within a fraction of a second.
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    base = `http://127.0.0.1:${port}/api`;
    await untilReady(server, base.replace(/\/api$/, ''), 240_000);
    ({ access_token: token } = (await (await login(base, 'adviser.au')).json()) as { access_token: string });
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await new Promise((resolve) => collector?.server.close(resolve));
    await dropSchema(schema);
  });

  function spansOf(requestId: string): { root: OtlpSpan; inside: OtlpSpan[] } | null {
    const root = collector.spans.find((span) => span.kind === SERVER_KIND && attribute(span.attributes, 'request_id') === requestId);
    if (!root) return null;
    return { root, inside: collector.spans.filter((span) => span.traceId === root.traceId && span !== root) };
  }

  /** True when `span` is below `ancestor` in its trace. */
  function descends(span: OtlpSpan, ancestor: OtlpSpan): boolean {
    const byId = new Map(collector.spans.map((each) => [each.spanId, each]));
    for (let parent = span.parentSpanId; parent; parent = byId.get(parent)?.parentSpanId) {
      if (parent === ancestor.spanId) return true;
    }
    return false;
  }

  it('traces an industry read: a server span with the request id, database spans inside it, and the request metrics', async () => {
    const requestId = 'otel-industry-read-1';
    const response = await fetch(`${base}/industries/12095`, {
      headers: { authorization: `Bearer ${token}`, accept: ACCEPT, 'x-request-id': requestId },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);

    await eventually(async () => {
      const trace = spansOf(requestId);
      return !!trace && trace.inside.some((span) => span.name.startsWith('db '));
    }, 15_000);
    const { root, inside } = spansOf(requestId)!;
    expect(attribute(root.attributes, 'http.route') ?? attribute(root.attributes, 'url.path')).toMatch(/industries/);
    const database = inside.filter((span) => span.name.startsWith('db '));
    expect(database.length).toBeGreaterThan(0);
    for (const span of database) expect(descends(span, root)).toBe(true);
    expect(attribute(database[0]!.attributes, 'db.system.name')).toBe('postgresql');
    // The pg driver's own instrumentation nests its spans under ours.
    expect(inside.some((span) => span.name.startsWith('pg.') || /^(SELECT|INSERT|UPDATE|DELETE)\b/.test(span.name))).toBe(true);

    await eventually(async () => {
      const requests = collector.metrics.filter((metric) => metric.name === 'risk_atlas.http.requests');
      const durations = collector.metrics.filter((metric) => metric.name === 'risk_atlas.http.request.duration');
      const onRoute = (points: DataPoint[]) => points.some((point) => /industries/.test(String(attribute(point.attributes, 'http.route'))));
      return (
        requests.some((metric) => onRoute(metric.sum?.dataPoints ?? [])) &&
        durations.some((metric) => onRoute(metric.histogram?.dataPoints ?? []))
      );
    }, 15_000);
    const names = new Set(collector.metrics.map((metric) => metric.name));
    expect(names).toContain('risk_atlas.pdf.queue.depth');
    expect(names).toContain('risk_atlas.cache.lookups');
  });

  it('traces a PDF export: a pdf.job span inside the request', async () => {
    const requestId = 'otel-pdf-export-1';
    const response = await fetch(`${base}/documents/pdf`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/pdf',
        'x-request-id': requestId,
      },
      body: JSON.stringify({ format: 'A4', html: '<h1>Telemetry</h1>' }),
    });
    expect(response.status).toBe(200);
    await eventually(async () => !!spansOf(requestId)?.inside.some((span) => span.name === 'pdf.job'), 30_000);
    const { root, inside } = spansOf(requestId)!;
    const job = inside.find((span) => span.name === 'pdf.job')!;
    expect(descends(job, root)).toBe(true);
    expect(attribute(job.attributes, 'risk_atlas.pdf.provider')).toBe('chromium');
  });
});
