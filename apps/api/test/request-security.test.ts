import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PartnerKeys } from '../src/auth/partner-keys.js';
import { acceptedApiKeys, checkApiKey, createSecurityHandlers, DEFAULT_API_KEY } from '../src/auth/security.js';
import { SessionStore } from '../src/auth/sessions.js';
import { newLinkToken } from '../src/auth/tokens.js';
import { InvalidationBus } from '../src/invalidation/bus.js';
import { errorHandlerPlugin } from '../src/plugins/error-handler.js';
import type { TestDatabase } from './support/database.js';
import { createUser, useMigratedDatabase } from './support/user-data.js';

/**
 * The checks every API request passes before its handler, in this process against a real database and
 * on a real Fastify instance (with the API's error handler, so refusals carry the Error schema): the API
 * key (`x-api-key`: configured keys, partner keys from their registered origins, CORS for those origins,
 * the partner's per-minute budget) and the contract's security schemes (bearer and LinkGen tokens).
 */
let database: TestDatabase;

useMigratedDatabase((opened) => {
  database = opened;
});

const SERVER_KEY = 'server-to-server-key';
const PARTNER_ORIGIN = 'https://partner.example';
const THRIFTY_ORIGIN = 'https://thrifty.example';

describe('the API key check', () => {
  let app: FastifyInstance;
  let clock: { now: number };
  let partners: PartnerKeys;
  let handled: number;
  /** Registered for PARTNER_ORIGIN by migration 060, with the default budget. */
  const partnerKey = 'ra_pk_demo_partner_example';
  let thriftyKey: string;

  beforeAll(async () => {
    thriftyKey = `ra_pk_test_${randomBytes(6).toString('hex')}`;
    await database.db.query(
      `INSERT INTO partner_keys (key, partner_name, allowed_origins, requests_per_minute) VALUES ($1, 'Thrifty partner', $2, 2)`,
      [thriftyKey, [THRIFTY_ORIGIN]],
    );
    app = Fastify();
    await app.register(errorHandlerPlugin);
    const known = acceptedApiKeys([SERVER_KEY]);
    app.addHook('onRequest', async (request, reply) => checkApiKey(request, reply, { known, partners }));
    app.get('/api/healthz', async () => {
      handled += 1;
      return { status: 'ok' };
    });
    await app.ready();
  });

  beforeEach(() => {
    // A fresh replica per test: nothing cached, every budget whole, time standing still.
    clock = { now: 5_000_000 };
    partners = new PartnerKeys(database.db, () => clock.now);
    handled = 0;
  });

  afterAll(async () => {
    await app?.close();
  });

  const call = (headers: Record<string, string>) => app.inject({ url: '/api/healthz', headers });

  it('lets a request without a key through, as the public default', async () => {
    const response = await call({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(handled).toBe(1);
  });

  it('accepts the default key and the configured keys from anywhere, without opening the answer to other origins', async () => {
    for (const key of [DEFAULT_API_KEY, SERVER_KEY]) {
      const withoutOrigin: Record<string, string> = { 'x-api-key': key };
      for (const headers of [withoutOrigin, { ...withoutOrigin, origin: 'https://evil.example' }]) {
        const response = await call(headers);
        expect([headers, response.statusCode]).toEqual([headers, 200]);
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
    expect(handled).toBe(4);
  });

  it('refuses an unknown key with 401 before any handler runs', async () => {
    for (const key of ['ra_unknown_key', '', DEFAULT_API_KEY.toUpperCase(), ` ${SERVER_KEY}`, 'ra_pk_demo_partner_exampl']) {
      const response = await call({ 'x-api-key': key, origin: PARTNER_ORIGIN });
      expect([key, response.statusCode, response.json()]).toEqual([
        key,
        401,
        { code: 'unauthorized', message: 'The API key is not valid.' },
      ]);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(handled).toBe(0);
  });

  it('honours a partner key from its registered origin and lets that origin read the answer', async () => {
    const response = await call({ 'x-api-key': partnerKey, origin: PARTNER_ORIGIN });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER_ORIGIN);
    expect(String(response.headers['access-control-expose-headers'])).toContain('retry-after');
    expect(response.headers.vary).toBe('origin');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(handled).toBe(1);
  });

  it('refuses a partner key used from an origin it does not register, with 403 and no CORS header', async () => {
    for (const origin of ['https://evil.example', 'http://partner.example', 'http://localhost:3000', 'null']) {
      const response = await call({ 'x-api-key': partnerKey, origin });
      expect([origin, response.statusCode, response.json()]).toEqual([
        origin,
        403,
        { code: 'forbidden', message: 'The API key is not registered for this origin.' },
      ]);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(handled).toBe(0);
  });

  it('honours a partner key sent without Origin (a server, not a page), without CORS headers', async () => {
    const response = await call({ 'x-api-key': partnerKey });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });

  it("answers 429 with Retry-After once a partner key's budget for the minute is spent, readable by the partner page", async () => {
    expect((await call({ 'x-api-key': thriftyKey, origin: THRIFTY_ORIGIN })).statusCode).toBe(200);
    // Calls without Origin spend the same budget.
    expect((await call({ 'x-api-key': thriftyKey })).statusCode).toBe(200);
    clock.now += 15_500;
    const refused = await call({ 'x-api-key': thriftyKey, origin: THRIFTY_ORIGIN });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'too_many_requests',
      message: 'Too many requests for this API key. Please try again later.',
      request_id: refused.headers['x-request-id'],
    });
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.headers['access-control-allow-origin']).toBe(THRIFTY_ORIGIN);
    expect(handled).toBe(2);
    // Another partner's budget is its own, and the minute over, the key is honoured again.
    expect((await call({ 'x-api-key': partnerKey, origin: PARTNER_ORIGIN })).statusCode).toBe(200);
    clock.now += 44_500;
    expect((await call({ 'x-api-key': thriftyKey, origin: THRIFTY_ORIGIN })).statusCode).toBe(200);
  });

  it('spends no budget on requests refused for their origin', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await call({ 'x-api-key': thriftyKey, origin: PARTNER_ORIGIN })).statusCode).toBe(403);
    }
    expect((await call({ 'x-api-key': thriftyKey, origin: THRIFTY_ORIGIN })).statusCode).toBe(200);
    expect((await call({ 'x-api-key': thriftyKey, origin: THRIFTY_ORIGIN })).statusCode).toBe(200);
  });

  it('spends no partner budget on the configured keys', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await call({ 'x-api-key': DEFAULT_API_KEY })).statusCode).toBe(200);
    expect((await call({ 'x-api-key': thriftyKey })).statusCode).toBe(200);
    expect((await call({ 'x-api-key': thriftyKey })).statusCode).toBe(200);
    expect((await call({ 'x-api-key': thriftyKey })).statusCode).toBe(429);
  });
});

describe('the security schemes', () => {
  let app: FastifyInstance;
  let sessions: SessionStore;

  beforeAll(async () => {
    sessions = new SessionStore(database.db, new InvalidationBus(database.db));
    const handlers = createSecurityHandlers(sessions);
    app = Fastify();
    await app.register(errorHandlerPlugin);
    const caller = async (request: { userId?: number }) => ({ userId: request.userId ?? null });
    app.get('/bearer', { preHandler: (request) => handlers.bearer(request) }, caller);
    app.get('/linkgen', { preHandler: (request) => handlers.linkgen(request) }, caller);
    app.get('/api-key', { preHandler: () => handlers.apiKey() }, caller);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  const call = (url: string, authorization?: string) => app.inject({ url, headers: authorization === undefined ? {} : { authorization } });

  it('signs in the user a bearer token was issued to', async () => {
    const userId = await createUser(database);
    const { token } = await sessions.issue(userId);
    const response = await call('/bearer', `Bearer ${token}`);
    expect([response.statusCode, response.json()]).toEqual([200, { userId }]);
  });

  it('asks for authentication (401) when no bearer token is sent', async () => {
    const userId = await createUser(database);
    const { token } = await sessions.issue(userId);
    for (const authorization of [undefined, `LinkGen ${token}`, `Basic ${token}`, 'Bearer ', `Bearer${token}`]) {
      const response = await call('/bearer', authorization);
      expect([authorization, response.statusCode, response.json()]).toEqual([
        authorization,
        401,
        { code: 'unauthorized', message: 'Authentication is required.' },
      ]);
    }
  });

  it('tells the caller the session has expired (401) for an unknown or ended bearer token', async () => {
    const userId = await createUser(database);
    const { token } = await sessions.issue(userId);
    await sessions.revoke(token);
    for (const sent of [token, randomBytes(32).toString('base64url')]) {
      const response = await call('/bearer', `Bearer ${sent}`);
      expect([response.statusCode, response.json()]).toEqual([
        401,
        { code: 'unauthorized', message: 'The session has expired. Please log in again.' },
      ]);
    }
  });

  it('signs in the user a link token stands for', async () => {
    const linkToken = newLinkToken();
    const userId = await createUser(database, { sso_token: linkToken });
    const response = await call('/linkgen', `LinkGen ${linkToken}`);
    expect([response.statusCode, response.json()]).toEqual([200, { userId }]);
  });

  it('asks for authentication (401) when no link token is sent', async () => {
    const linkToken = newLinkToken();
    await createUser(database, { sso_token: linkToken });
    for (const authorization of [undefined, `Bearer ${linkToken}`, 'LinkGen ']) {
      const response = await call('/linkgen', authorization);
      expect([authorization, response.statusCode, response.json()]).toEqual([
        authorization,
        401,
        { code: 'unauthorized', message: 'Authentication is required.' },
      ]);
    }
  });

  it('refuses an unknown or malformed link token (401)', async () => {
    for (const sent of [newLinkToken(), 'not-base64!', 'YQ']) {
      const response = await call('/linkgen', `LinkGen ${sent}`);
      expect([sent, response.statusCode, response.json()]).toEqual([
        sent,
        401,
        { code: 'unauthorized', message: 'The link is not valid.' },
      ]);
    }
  });

  it('leaves the API key scheme to the request hook: it signs nobody in and refuses nothing', async () => {
    const response = await call('/api-key');
    expect([response.statusCode, response.json()]).toEqual([200, { userId: null }]);
  });
});
