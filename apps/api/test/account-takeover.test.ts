import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LINK_TOKEN_EMAIL_MESSAGE } from '../src/auth/link-credential.js';
import { listUnsentEmails } from './support/email-outbox.js';
import { bootstrap } from '../src/bootstrap/bootstrap.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { ACCEPT, DEMO_PASSWORD, readError } from './support/http.js';

/*
 * Issue #26, findings 1 and 4: the ways an attacker who knows a user name, or holds a copied link,
 * could take an account over. Each test replays the reproduction against a real server.
 */
let database: TestDatabase;
let app: FastifyInstance;
let base: string;
const PORTAL = 'https://portal.example';

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseKind'));
  await bootstrap(database.db, () => {}, { catalogue: false, demo: true });
  // trustProxy on: even a believed X-Forwarded-Host must not reach a link.
  app = await buildServer({ db: database.db, validateResponses: true, trustProxy: true, config: { portalOrigins: [PORTAL] } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

/** A raw HTTP request, so the Host header is the caller's to choose (fetch would set its own). */
function rawRequest(method: string, path: string, headers: Record<string, string>): Promise<number> {
  const url = new URL(`${base}${path}`);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, method, path: `${url.pathname}${url.search}`, headers: { accept: ACCEPT, ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function signIn(username: string, password = DEMO_PASSWORD): Promise<Record<string, string>> {
  const response = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
    body: new URLSearchParams({ username, password, grant_type: 'password', client_id: '1' }),
  });
  if (response.status !== 200) throw new Error(`cannot sign in as ${username}: ${response.status}`);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, accept: ACCEPT };
}

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

type Me = { sso_token: string; email: string; person_name: string };
const me = async (headers: Record<string, string>) => (await (await call('GET', '/user', headers)).json()) as Me;
const linkHeaders = (token: string) => ({ authorization: `LinkGen ${token}`, accept: ACCEPT });

async function latestResetLink(email: string): Promise<URL> {
  const [latest] = await listUnsentEmails(database.db, email);
  return new URL(/https?:\/\/\S+/.exec(latest!.body)![0]);
}

describe('finding 1: the reset link never follows the request', () => {
  it('points at the configured portal when the request names another Host or X-Forwarded-Host', async () => {
    const { email } = await me(await signIn('user.others'));
    expect(await rawRequest('POST', '/resetpassword?username=user.others', { host: 'evil.example' })).toBe(204);
    expect((await latestResetLink(email)).origin).toBe(PORTAL);

    expect(
      await rawRequest('POST', '/resetpassword?username=user.others', {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      }),
    ).toBe(204);
    expect((await latestResetLink(email)).origin).toBe(PORTAL);
  });

  it('refuses a reset page on the origin the request came to when that is not the portal', async () => {
    const page = encodeURIComponent('http://evil.example/reset-password');
    expect(await rawRequest('POST', `/resetpassword?username=user.others&reset_url=${page}`, { host: 'evil.example' })).toBe(400);
  });
});

describe('finding 4: a link token is not a permanent full credential', () => {
  it('stops working after a sign-out made with it, and the account gets a new one', async () => {
    const bearer = await signIn('adviser.nz');
    const { sso_token: token } = await me(bearer);
    expect((await call('GET', '/user', linkHeaders(token))).status).toBe(200);
    expect((await call('DELETE', '/token', linkHeaders(token))).status).toBe(204);
    expect((await call('GET', '/user', linkHeaders(token))).status).toBe(401);
    // The password session is untouched, and shows the replacement, which works.
    const { sso_token: replacement } = await me(bearer);
    expect(replacement).not.toBe(token);
    expect((await call('GET', '/user', linkHeaders(replacement))).status).toBe(200);
  });

  it('is revoked on demand without ending the password session', async () => {
    const bearer = await signIn('natcat.au');
    const { sso_token: token } = await me(bearer);
    expect((await call('GET', '/user', linkHeaders(token))).status).toBe(200);
    expect((await call('DELETE', '/user/link-token', bearer)).status).toBe(204);
    expect((await call('GET', '/user', linkHeaders(token))).status).toBe(401);
    expect((await call('GET', '/user', bearer)).status).toBe(200);
  });

  it('is replaced by a password reset', async () => {
    const bearer = await signIn('coach.au');
    const { sso_token: token, email } = await me(bearer);
    expect((await call('GET', '/user', linkHeaders(token))).status).toBe(200);
    expect((await call('POST', '/resetpassword?username=coach.au', { accept: ACCEPT })).status).toBe(204);
    const code = (await latestResetLink(email)).searchParams.get('code')!;
    expect((await call('POST', '/resetpassword/confirm', { accept: ACCEPT }, { code, password: 'A-new-password-2026' })).status).toBe(204);
    expect((await call('GET', '/user', linkHeaders(token))).status).toBe(401);
  });

  it('expires, and a password sign-in then gets a fresh one', async () => {
    // Expired before this server first reads the account (time passing, without waiting 30 days).
    const { rows } = await database.db.query<{ sso_token: string }>(
      "UPDATE users SET sso_token_expires_at = now() - interval '1 second' WHERE user_name = 'user.gb' RETURNING sso_token",
    );
    const token = rows[0]!.sso_token;
    expect((await call('GET', '/user', linkHeaders(token))).status).toBe(401);
    const { sso_token: fresh } = await me(await signIn('user.gb'));
    expect(fresh).not.toBe(token);
    expect((await call('GET', '/user', linkHeaders(fresh))).status).toBe(200);
    expect((await call('GET', '/user', linkHeaders(token))).status).toBe(401);
  });

  it('cannot change the account email (where the next reset would go), while the password session can', async () => {
    const bearer = await signIn('restricted.au');
    const profile = (await (await call('GET', '/user/profile', bearer)).json()) as Record<string, unknown>;
    const { sso_token: token } = await me(bearer);
    const update = (email: string) => ({
      person_name: profile.person_name,
      email,
      phone: profile.phone,
      mobile: profile.mobile,
      job_title: profile.job_title,
      description: profile.description,
      address: null,
    });
    const hijack = await call('PUT', '/user/profile', linkHeaders(token), update('attacker@evil.example'));
    expect(hijack.status).toBe(403);
    expect((await readError(hijack)).body).toEqual({ code: 'forbidden', message: LINK_TOKEN_EMAIL_MESSAGE });
    expect((await me(bearer)).email).toBe(profile.email);
    // The same link may still save the rest of the profile.
    expect((await call('PUT', '/user/profile', linkHeaders(token), update(String(profile.email)))).status).toBe(200);
    expect((await call('PUT', '/user/profile', bearer, update('chloe.martin@outback.example'))).status).toBe(200);
    expect((await me(bearer)).email).toBe('chloe.martin@outback.example');
  });
});
