import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server.js';
import { INDUSTRY_VIEW_LIMIT_MESSAGE, secondsUntilNextDay } from '../src/users/industry-view-limit.js';
import type { TestDatabase } from './support/database.js';
import { seededDatabase } from './support/seeded.js';
import { ACCEPT, DEMO_PASSWORD } from './support/http.js';

const LIMIT = 3;
const INDUSTRY_ID = 10001;

let database: TestDatabase;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(async () => {
  await database.destroy();
});

/** A server with a small daily limit on the test database, signed in as a persona. */
async function replica(db = database.db) {
  const app = await buildServer({ db, industryViewsPerDay: LIMIT });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
  const signIn = async (username: string) => {
    const response = await fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
      body: new URLSearchParams({ username, password: DEMO_PASSWORD, grant_type: 'password', client_id: '1' }),
    });
    const { access_token: token } = (await response.json()) as { access_token: string };
    return { authorization: `Bearer ${token}`, accept: ACCEPT };
  };
  const view = (headers: Record<string, string>, id = INDUSTRY_ID) => fetch(`${base}/industries/${id}`, { headers });
  return { app, signIn, view };
}

describe('the daily industry view limit', () => {
  it('answers 429 with Retry-After and the spec message after the configured number of loads, per user, and after a restart', async () => {
    const first = await replica();
    const adviser = await first.signIn('adviser.au');
    for (let index = 0; index < LIMIT; index += 1) expect((await first.view(adviser)).status).toBe(200);
    const refused = await first.view(adviser);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'industry_view_limit', message: INDUSTRY_VIEW_LIMIT_MESSAGE });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(secondsUntilNextDay(new Date()) + 1);
    // An unknown industry is not a load and other users have their own count.
    expect((await first.view(adviser, 999_999_999)).status).toBe(404);
    expect((await first.view(await first.signIn('adviser.nz'))).status).toBe(200);
    await first.app.close();

    // The count is in the database: a restarted server (or another replica) still refuses.
    const second = await replica(await database.reopen());
    try {
      expect((await second.view(await second.signIn('adviser.au'))).status).toBe(429);
    } finally {
      await second.app.close();
    }
    await database.reopen();
  });

  it('counts until the next UTC midnight', () => {
    expect(secondsUntilNextDay(new Date('2026-11-25T23:59:30Z'))).toBe(30);
    expect(secondsUntilNextDay(new Date('2026-11-25T00:00:00Z'))).toBe(86_400);
  });
});
