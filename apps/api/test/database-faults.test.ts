import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bootstrap } from '../src/bootstrap/bootstrap.js';
import { buildServer } from '../src/server.js';
import pg from 'pg';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './support/database.js';
import { ACCEPT, DEMO_PASSWORD, readError } from './support/http.js';

/*
 * A slow statement and a pool running dry (issue #25): the caller gets 503 with Retry-After, promptly,
 * and other requests are not stalled behind them. PGlite is one in-process connection with no pool and
 * no statement timeout, so this runs on the PostgreSQL server only.
 */
const STATEMENT_TIMEOUT_MS = 2000;
const POOL_WAIT_MS = 300;
const SLEEP = 'SELECT pg_sleep(30) /* database-faults */';

/** Resolves once `count` of the sleeps hold a connection, so the test waits for a state, not for time. */
async function sleepsRunning(count: number): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query = $1`,
        [SLEEP],
      );
      if (rows[0]!.n >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

describe.runIf(inject('databaseKind') === 'postgres')('a slow or busy database', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { poolSize: 2, statementTimeoutMs: STATEMENT_TIMEOUT_MS, poolWaitMs: POOL_WAIT_MS });
    await bootstrap(database.db, () => {}, { catalogue: false, demo: true });
    const { db } = database;
    app = await buildServer({
      db,
      validateResponses: true,
      handlerOverrides: {
        // A statement that would run for 30 s: the server must cancel it at the timeout.
        listAdvertisements: async () => {
          await db.query(SLEEP);
          return { advertisements: [] } as never;
        },
        // A request that needs one quick statement (the readiness check also needs the catalogue, not loaded here).
        listCountries: async () => {
          await db.query('SELECT 1');
          return { data: [] };
        },
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    const token = await fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
      body: new URLSearchParams({ username: 'adviser.au', password: DEMO_PASSWORD, grant_type: 'password', client_id: '1' }).toString(),
    });
    headers = { authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`, accept: ACCEPT };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  const timed = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    return { response, ms: performance.now() - started };
  };

  it('cancels a statement at the timeout and answers 503 with Retry-After, while another request is answered', async () => {
    let slowDone = false;
    const slow = timed('/advertisements').finally(() => (slowDone = true));
    await sleepsRunning(1);
    const other = await timed('/reference/countries');
    expect(other.response.status).toBe(200);
    expect(slowDone).toBe(false); // not queued behind the slow statement

    const { response, ms } = await slow;
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await readError(response)).toEqual({
      status: 503,
      body: { code: 'service_unavailable', message: 'The service is busy. Please try again in a few seconds.' },
    });
    // Cancelled at the timeout, not after the statement's 30 s.
    expect(ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 8000);
  });

  it('answers 503 to a request that finds every connection busy, keeps /healthz alive, and recovers', async () => {
    let heldDone = false;
    const holding = Promise.all([timed('/advertisements'), timed('/advertisements')]).finally(() => (heldDone = true));
    await sleepsRunning(2);
    const [starved, alive] = await Promise.all([timed('/reference/countries'), timed('/healthz')]);
    expect(starved.response.status).toBe(503);
    expect(starved.response.headers.get('retry-after')).toBe('5');
    expect(heldDone).toBe(false); // refused after the pool wait, not after the slow statements
    expect(alive.response.status).toBe(200);

    for (const held of await holding) expect(held.response.status).toBe(503);
    expect((await timed('/reference/countries')).response.status).toBe(200);
  });
});
