import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server.js';
import { INDUSTRY_VIEW_LIMIT_MESSAGE, secondsUntilNextDay } from '../src/users/industry-view-limit.js';
import type { TestDatabase } from './support/database.js';
import { seededDatabase } from './support/seeded.js';
import { ACCEPT, DEMO_PASSWORD, readError } from './support/http.js';

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
  return { app, base, signIn, view };
}

// "The spec" in these tests means the product rules of docs/product/accounts-and-access.md.
describe('the daily industry view limit', () => {
  it('answers 429 with Retry-After and the spec message after the configured number of loads, per user, and after a restart', async () => {
    const first = await replica();
    const adviser = await first.signIn('adviser.au');
    for (let index = 0; index < LIMIT; index += 1) expect((await first.view(adviser)).status).toBe(200);
    const refused = await first.view(adviser);
    expect(refused.status).toBe(429);
    expect((await readError(refused)).body).toEqual({ code: 'industry_view_limit', message: INDUSTRY_VIEW_LIMIT_MESSAGE });
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

  it('answers the same 429 for every section of an industry once the limit is exceeded, without counting them as loads (issue #26 finding 9)', async () => {
    const server = await replica();
    try {
      const headers = await server.signIn('natcat.au');
      const sections = [
        `/industries/${INDUSTRY_ID}/hazard_index/au`,
        `/industries/${INDUSTRY_ID}/exposures/au`,
        `/industries/${INDUSTRY_ID}/materials_equipment/au`,
        `/industries/${INDUSTRY_ID}/endorsements`,
        `/industries/${INDUSTRY_ID}/media`,
        `/industries/${INDUSTRY_ID}/checklist`,
        `/industries/${INDUSTRY_ID}/checklist/categories`,
        `/documents/insights/au.${INDUSTRY_ID}`,
        `/documents/assessments/outlines?industry=${INDUSTRY_ID}&country=au`,
      ];
      const statuses = async () =>
        Promise.all(sections.map(async (path) => [path, (await fetch(`${server.base}${path}`, { headers })).status]));
      // Reading the sections, however often, is not loading industries.
      for (let index = 0; index < LIMIT; index += 1) expect(await statuses()).toEqual(sections.map((path) => [path, 200]));
      for (let index = 0; index < LIMIT; index += 1) expect((await server.view(headers)).status).toBe(200);
      // At the limit (not past it), the sections of the last industry loaded still answer.
      expect(await statuses()).toEqual(sections.map((path) => [path, 200]));
      expect((await server.view(headers)).status).toBe(429);
      for (const path of sections) {
        const refused = await fetch(`${server.base}${path}`, { headers });
        expect([path, refused.status, (await readError(refused)).body]).toEqual([
          path,
          429,
          { code: 'industry_view_limit', message: INDUSTRY_VIEW_LIMIT_MESSAGE },
        ]);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      await server.app.close();
    }
  });

  it('counts until the next UTC midnight', () => {
    expect(secondsUntilNextDay(new Date('2026-11-25T23:59:30Z'))).toBe(30);
    expect(secondsUntilNextDay(new Date('2026-11-25T00:00:00Z'))).toBe(86_400);
  });
});
