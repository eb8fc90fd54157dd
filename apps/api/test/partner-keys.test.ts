import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { originAllowed } from '../src/auth/partner-keys.js';
import { bootstrap } from '../src/bootstrap/bootstrap.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { ACCEPT, DEMO_PASSWORD, readError } from './support/http.js';

const DEMO_KEY = 'ra_pk_demo_loopback';
const EXACT_KEY = 'ra_pk_demo_partner_example';
const THRIFTY_KEY = 'ra_pk_test_three_per_minute';

/* A server of its own: the rate-limit probe needs a key with a tiny budget, inserted into its database. */
let database: TestDatabase;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseKind'));
  await bootstrap(database.db, () => {}, { catalogue: false, demo: true });
  await database.db.query(
    `INSERT INTO partner_keys (key, partner_name, allow_loopback, requests_per_minute) VALUES ($1, 'Thrifty partner', true, 3)`,
    [THRIFTY_KEY],
  );
  app = await buildServer({ db: database.db, validateResponses: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

function call(path: string, headers: Record<string, string>, init: RequestInit = {}) {
  return fetch(`${base}${path}`, { ...init, headers: { accept: ACCEPT, ...headers } });
}

describe('partner keys', () => {
  it('honours the demo key from any loopback origin and lets that origin read the answer', async () => {
    for (const origin of ['http://127.0.0.1:5555', 'http://localhost:8080', 'http://localhost']) {
      const response = await call('/healthz', { 'x-api-key': DEMO_KEY, origin });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-expose-headers')).toContain('link');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('refuses the demo key from a page on another origin with 403 and no CORS header', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example:3000', 'null']) {
      const response = await call('/healthz', { 'x-api-key': DEMO_KEY, origin });
      expect(response.status).toBe(403);
      expect((await readError(response)).body).toEqual({ code: 'forbidden', message: 'The API key is not registered for this origin.' });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('honours a production key only from its exact origin', async () => {
    const allowed = await call('/healthz', { 'x-api-key': EXACT_KEY, origin: 'https://partner.example' });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    for (const origin of ['http://127.0.0.1:5555', 'http://partner.example', 'https://partner.example:8443']) {
      const refused = await call('/healthz', { 'x-api-key': EXACT_KEY, origin });
      expect(refused.status).toBe(403);
    }
  });

  it('signs a user in and serves their data to a registered partner page', async () => {
    const origin = 'http://127.0.0.1:4173';
    const login = await call(
      '/token',
      { 'x-api-key': DEMO_KEY, origin, 'content-type': 'application/x-www-form-urlencoded' },
      {
        method: 'POST',
        body: new URLSearchParams({ username: 'adviser.au', password: DEMO_PASSWORD, grant_type: 'password', client_id: '1' }),
      },
    );
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const user = await call('/user', { 'x-api-key': DEMO_KEY, origin, authorization: `Bearer ${access_token}` });
    expect(user.status).toBe(200);
    expect(user.headers.get('access-control-allow-origin')).toBe(origin);
    const { sso_token } = (await user.json()) as { sso_token: string };
    // The session an embed receives: the user's link-generated token.
    const linked = await call('/user', { 'x-api-key': DEMO_KEY, origin, authorization: `LinkGen ${sso_token}` });
    expect(linked.status).toBe(200);
  });

  it('answers preflights for registered origins only', async () => {
    const preflight = (origin: string) =>
      call(
        '/industries?q=bak',
        {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization, x-api-key',
        },
        { method: 'OPTIONS' },
      );

    const allowed = await preflight('http://localhost:4000');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4000');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-api-key');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('GET');

    expect((await preflight('https://partner.example')).status).toBe(204);

    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('forbidden');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives no CORS header to the portal key or to unknown keys', async () => {
    const portal = await call('/healthz', { 'x-api-key': 'ra_public_default', origin: 'http://localhost:5555' });
    expect(portal.status).toBe(200);
    expect(portal.headers.get('access-control-allow-origin')).toBeNull();
    const unknown = await call('/healthz', { 'x-api-key': 'ra_pk_no_such_partner', origin: 'http://localhost:5555' });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('limits requests per key with 429 and Retry-After, readable by the partner page', async () => {
    const origin = 'http://127.0.0.1:9000';
    for (let request = 0; request < 3; request += 1) {
      expect((await call('/healthz', { 'x-api-key': THRIFTY_KEY, origin })).status).toBe(200);
    }
    const limited = await call('/healthz', { 'x-api-key': THRIFTY_KEY, origin });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('too_many_requests');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get('access-control-allow-origin')).toBe(origin);
    // Another key's budget is its own.
    expect((await call('/healthz', { 'x-api-key': DEMO_KEY, origin })).status).toBe(200);
  });
});

describe('originAllowed', () => {
  const loopback = { allowed_origins: [], allow_loopback: true };
  const exact = { allowed_origins: ['https://partner.example'], allow_loopback: false };

  it('matches loopback hosts on any port and scheme, and nothing that only looks like them', () => {
    expect(originAllowed(loopback, 'http://[::1]:3000')).toBe(true);
    expect(originAllowed(loopback, 'https://localhost:8443')).toBe(true);
    expect(originAllowed(loopback, 'http://localhost.evil.example')).toBe(false);
    expect(originAllowed(loopback, 'http://127.0.0.2')).toBe(false);
    expect(originAllowed(loopback, 'file://')).toBe(false);
    expect(originAllowed(loopback, 'http://localhost:3000/path')).toBe(false);
  });

  it('matches production origins exactly', () => {
    expect(originAllowed(exact, 'https://partner.example')).toBe(true);
    expect(originAllowed(exact, 'https://PARTNER.example')).toBe(false);
    expect(originAllowed(exact, 'http://localhost:3000')).toBe(false);
  });
});
