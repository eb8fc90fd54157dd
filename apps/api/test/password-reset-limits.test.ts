import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RESET_ANSWER_FLOOR_MS, RESET_LIMIT_MESSAGE, RESET_REQUESTS_PER_ACCOUNT, RESET_WINDOW_SECONDS } from '../src/auth/reset-limits.js';
import { bootstrap } from '../src/bootstrap/bootstrap.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { ACCEPT, readError } from './support/http.js';

/**
 * Password reset requests: the same time-shape for known and unknown user names, and limits per account
 * name and per address that answer 429 with Retry-After and survive a restart. Each server here is its
 * own, on its own database, so the shared test server's budget is not spent.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(inject('databaseKind'));
  await bootstrap(database.db, () => {}, { catalogue: false, demo: true });
});
afterAll(async () => {
  await database.destroy();
});

async function server(perAddress: number) {
  const app = await buildServer({ db: database.db, config: { resetRequestsPerAddress: perAddress } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${String((app.server.address() as { port: number }).port)}/api`;
  const reset = async (username: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/resetpassword?${new URLSearchParams({ username }).toString()}`, {
      method: 'POST',
      headers: { accept: ACCEPT },
    });
    const body = response.status === 204 ? null : (await readError(response)).body;
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body, ms: performance.now() - started };
  };
  return { app, reset };
}

/** Closing a server closes its database, as a stopped process would: the next server opens it again. */
async function stop(app: { close(): Promise<unknown> }) {
  await app.close();
  await database.reopen();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('password reset requests', () => {
  it('answer known and unknown user names after the same time (spec messages kept)', async () => {
    const { app, reset } = await server(1000);
    try {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        const found = await reset('adviser.nz');
        const missing = await reset(`nobody.${String(round)}`);
        expect([found.status, missing.status, missing.body?.message]).toEqual([
          204,
          404,
          "Sorry, we couldn't find an account with the user name.",
        ]);
        known.push(found.ms);
        unknown.push(missing.ms);
      }
      for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5);
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
    } finally {
      await stop(app);
    }
  });

  it(`allow ${String(RESET_REQUESTS_PER_ACCOUNT)} an hour per account name, known or not, then 429 with Retry-After, also after a restart`, async () => {
    let { app, reset } = await server(1000);
    try {
      for (let count = 0; count < RESET_REQUESTS_PER_ACCOUNT; count += 1) expect((await reset('nobody.flood')).status).toBe(404);
      const refused = await reset(' NOBODY.flood');
      expect([refused.status, refused.body]).toEqual([429, { code: 'too_many_requests', message: RESET_LIMIT_MESSAGE }]);
      expect(Number(refused.retryAfter)).toBeGreaterThan(RESET_WINDOW_SECONDS - 60);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(RESET_WINDOW_SECONDS);
      // Another account name is not held up by it.
      expect((await reset('nobody.else')).status).toBe(404);

      await stop(app);
      ({ app, reset } = await server(1000));
      const afterRestart = await reset('nobody.flood');
      expect([afterRestart.status, Number(afterRestart.retryAfter) > 0]).toEqual([429, true]);
    } finally {
      await stop(app);
    }
  });

  it('allow a set number per address whatever the names, then 429 with Retry-After', async () => {
    await database.db.query('DELETE FROM request_limit_hits');
    const { app, reset } = await server(3);
    try {
      const answers = [];
      for (const name of ['first.name', 'second.name', 'third.name', 'fourth.name']) answers.push(await reset(name));
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 429]);
      expect(answers[3]!.body).toEqual({ code: 'too_many_requests', message: RESET_LIMIT_MESSAGE });
      expect(Number(answers[3]!.retryAfter)).toBeGreaterThan(0);
    } finally {
      await stop(app);
    }
  });
});
