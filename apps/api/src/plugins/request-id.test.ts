import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../bootstrap/bootstrap.js';
import { openDatabase } from '../db/client.js';
import { buildServer } from '../server.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids a user can quote to support', () => {
  let app: FastifyInstance;
  const lines: { request_id?: string; level: number; msg?: string; err?: { message?: string } }[] = [];

  beforeAll(async () => {
    const db = await openDatabase({});
    await bootstrap(db, () => {}, { catalogue: false, demo: true });
    app = await buildServer({
      db,
      validateResponses: true,
      logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line) as never) } },
      handlerOverrides: {
        listAdvertisements: () => {
          throw new Error('advertisement disk on fire');
        },
      },
    });
  }, 120_000);
  afterAll(() => app?.close());

  it("keeps a load balancer's well-formed X-Request-Id and makes its own for a missing or malformed one", async () => {
    const kept = await app.inject({ url: '/api/no/such/thing', headers: { 'x-request-id': 'lb-7f3a9c01.edge' } });
    expect(kept.statusCode).toBe(404);
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c01.edge');
    expect(kept.json()).toMatchObject({ code: 'not_found', request_id: 'lb-7f3a9c01.edge' });

    for (const headers of [{}, { 'x-request-id': 'short' }, { 'x-request-id': 'has spaces and "quotes" in it' }]) {
      const made = await app.inject({ url: '/api/no/such/thing', headers });
      expect(made.headers['x-request-id']).toMatch(UUID);
      expect(made.json<{ request_id: string }>().request_id).toBe(made.headers['x-request-id']);
    }
    const first = await app.inject({ url: '/api/no/such/thing' });
    const second = await app.inject({ url: '/api/no/such/thing' });
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("a server error's body names the request, never its cause, and every log line of the request carries that id", async () => {
    const failed = await app.inject({ url: '/api/advertisements' });
    expect(failed.statusCode).toBe(500);
    const body = failed.json<{ code: string; message: string; request_id: string }>();
    expect(body).toEqual({
      code: 'internal_error',
      message: 'Sorry, an error occurred. Please try again later.',
      request_id: expect.stringMatching(UUID),
    });
    expect(failed.headers['x-request-id']).toBe(body.request_id);

    const logged = lines.filter((line) => line.request_id === body.request_id);
    expect(logged.length).toBeGreaterThanOrEqual(2); // "incoming request" and the error, at least
    expect(logged.some((line) => line.level === 50 && line.err?.message === 'advertisement disk on fire')).toBe(true);
  });

  it('a successful answer carries the id in its header only', async () => {
    const ok = await app.inject({ url: '/api/healthz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toMatch(UUID);
    expect(ok.body).not.toContain('request_id');
  });
});
