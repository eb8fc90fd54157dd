import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { bootstrap } from '../src/bootstrap/bootstrap.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase } from './support/database.js';
import { ACCEPT, apiUrl, authHeaders, DEMO_PASSWORD, getJson, login, postForm, readError } from './support/http.js';

const LOCKED = 'There are some issues with the user account. Please contact support for assistance.';
const WRONG = 'The username or password is incorrect.';

// "The spec" in these tests means the product rules of docs/product/accounts-and-access.md.
describe('POST /token', () => {
  it('signs in with the password grant and the token opens GET /user', async () => {
    const response = await login('adviser.au');
    expect(response.status).toBe(200);
    const token = (await response.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(token.token_type).toBe('bearer');
    expect(token.expires_in).toBeGreaterThan(3600);
    const user = await getJson<{ user_name: string; country: string }>('/user', {
      authorization: `Bearer ${token.access_token}`,
      accept: ACCEPT,
    });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ user_name: 'adviser.au', country: 'au' });
  });

  it('accepts the user name in any letter case', async () => {
    expect((await login('Adviser.AU')).status).toBe(200);
  });

  it('answers 400 with the spec message for a wrong password and for an unknown user', async () => {
    expect(await readError(await login('adviser.nz', 'not-the-password'))).toEqual({
      status: 400,
      body: { code: 'invalid_grant', message: WRONG },
    });
    expect(await readError(await login(`nobody-${randomBytes(4).toString('hex')}`))).toEqual({
      status: 400,
      body: { code: 'invalid_grant', message: WRONG },
    });
  });

  it('locks the account after 5 failures: the 6th try answers 429 with Retry-After, even with the right password', async () => {
    const name = `locked-${randomBytes(4).toString('hex')}`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(name, 'wrong')).status).toBe(400);
    }
    const sixth = await login(name, 'wrong');
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await readError(sixth)).body).toEqual({ code: 'account_locked', message: LOCKED });
  });

  it('keeps counting across accounts separately: one locked account does not lock another', async () => {
    const locked = `spam-${randomBytes(4).toString('hex')}`;
    for (let attempt = 1; attempt <= 6; attempt += 1) await login(locked, 'wrong');
    expect((await login(locked, 'wrong')).status).toBe(429);
    expect((await login('user.gb')).status).toBe(200);
  });

  it('a successful login clears earlier failures', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await login('user.others', 'wrong');
    expect((await login('user.others')).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login('user.others', 'wrong')).status).toBe(400);
    expect((await login('user.others')).status).toBe(200);
  });

  it('rejects malformed grants with 400 bad_request', async () => {
    const cases: Record<string, string>[] = [
      { username: 'adviser.au', password: DEMO_PASSWORD, grant_type: 'client_credentials', client_id: '1' },
      { username: 'adviser.au', password: DEMO_PASSWORD, grant_type: 'password', client_id: '2' },
      { username: 'adviser.au', grant_type: 'password', client_id: '1' },
      { username: '', password: DEMO_PASSWORD, grant_type: 'password', client_id: '1' },
      { username: 'adviser.au', password: DEMO_PASSWORD, grant_type: 'password', client_id: '1', scope: 'admin' },
    ];
    for (const fields of cases) {
      const { status, body } = await readError(await postForm('/token', fields));
      expect(status).toBe(400);
      expect(body.code).toBe('bad_request');
    }
  });

  // A PGlite data directory on disk runs initdb on first open: ~20 s on a busy 2-core machine.
  it('keeps a lockout across a server restart (the count lives in PostgreSQL)', async () => {
    const database = await createTestDatabase(inject('databaseKind'));
    try {
      await bootstrap(database.db, () => {}, { catalogue: false, demo: true });
      const start = async () => {
        const app = await buildServer({ db: database.db });
        await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as { port: number };
        return { app, url: `http://127.0.0.1:${port}/api/token` };
      };
      const attempt = (url: string, password: string) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: 'adviser.au', password, grant_type: 'password', client_id: '1' }),
        });
      let server = await start();
      for (let count = 1; count <= 5; count += 1) expect((await attempt(server.url, 'wrong')).status).toBe(400);
      // Closing the server closes its database, as a stopped process would.
      await server.app.close();
      await database.reopen();
      server = await start();
      expect((await attempt(server.url, DEMO_PASSWORD)).status).toBe(429);
      await server.app.close();
    } finally {
      await database.destroy();
    }
  }, 180_000);
});

describe('authorisation of API calls', () => {
  it('answers 401 with the Error schema without a token or with an unknown one', async () => {
    expect(await readError(await fetch(apiUrl('/user')))).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    expect((await readError(await fetch(apiUrl('/user'), { headers: { authorization: 'Bearer not-a-token' } }))).status).toBe(401);
    expect((await readError(await fetch(apiUrl('/industries?q=bak'), { headers: { authorization: 'Basic abc' } }))).status).toBe(401);
  });

  it("accepts the user's link-generated token with the LinkGen scheme, and only canonical base64", async () => {
    const headers = await authHeaders('adviser.nz');
    const { body: user } = await getJson<{ sso_token: string; user_name: string }>('/user', headers);
    const viaLink = await getJson<{ user_name: string }>('/user', { authorization: `LinkGen ${user.sso_token}` });
    expect(viaLink.status).toBe(200);
    expect(viaLink.body.user_name).toBe('adviser.nz');
    const mangled = `${user.sso_token.slice(0, -1)}%`;
    expect((await fetch(apiUrl('/user'), { headers: { authorization: `LinkGen ${mangled}` } })).status).toBe(401);
    expect((await fetch(apiUrl('/user'), { headers: { authorization: `Bearer ${user.sso_token}` } })).status).toBe(401);
  });

  it('refuses an unknown x-api-key and accepts the public default key', async () => {
    const headers = await authHeaders('adviser.au');
    expect((await fetch(apiUrl('/user'), { headers: { ...headers, 'x-api-key': 'ra_public_default' } })).status).toBe(200);
    expect(await readError(await fetch(apiUrl('/user'), { headers: { ...headers, 'x-api-key': 'ra_stolen_key_123' } }))).toMatchObject({
      status: 401,
    });
  });

  it('answers 406 when the Accept header asks for another API version', async () => {
    const headers = await authHeaders('adviser.au');
    expect(await readError(await fetch(apiUrl('/user'), { headers: { ...headers, accept: 'application/json;v=1.0' } }))).toEqual({
      status: 406,
      body: { code: 'not_acceptable', message: 'Only API version 2.0 is available.' },
    });
    expect((await fetch(apiUrl('/user'), { headers: { ...headers, accept: 'application/json' } })).status).toBe(200);
  });
});
