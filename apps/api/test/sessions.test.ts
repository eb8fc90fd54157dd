import { describe, expect, inject, it } from 'vitest';
import { bootstrap } from '../src/bootstrap/bootstrap.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase } from './support/database.js';
import { ACCEPT, apiUrl, authHeaders, DEMO_PASSWORD, getJson, login, readError } from './support/http.js';

describe('DELETE /token (logout)', () => {
  it('ends the session at once: the same token answers 401 afterwards, other sessions go on', async () => {
    const first = await authHeaders('adviser.au');
    const second = await authHeaders('adviser.au');
    expect((await getJson('/user', first)).status).toBe(200);

    const logout = await fetch(apiUrl('/token'), { method: 'DELETE', headers: first });
    expect(logout.status).toBe(204);
    expect(await logout.text()).toBe('');
    expect(await readError(await fetch(apiUrl('/user'), { headers: first }))).toMatchObject({
      status: 401,
      body: { code: 'unauthorized' },
    });
    expect((await getJson('/user', second)).status).toBe(200);
  });

  it('answers 401 when there is no session to end', async () => {
    expect((await fetch(apiUrl('/token'), { method: 'DELETE', headers: { accept: ACCEPT } })).status).toBe(401);
    expect(
      (await fetch(apiUrl('/token'), { method: 'DELETE', headers: { authorization: 'Bearer nothing-here', accept: ACCEPT } })).status,
    ).toBe(401);
  });

  it('ends a link-generated credential too when the sign-out is made with it (issue #26, finding 4)', async () => {
    const { body: user } = await getJson<{ sso_token: string }>('/user', await authHeaders('adviser.nz'));
    const viaLink = { authorization: `LinkGen ${user.sso_token}`, accept: ACCEPT };
    expect((await fetch(apiUrl('/token'), { method: 'DELETE', headers: viaLink })).status).toBe(204);
    expect((await fetch(apiUrl('/user'), { headers: viaLink })).status).toBe(401);
  });

  it('keeps working for a new login after a logout', async () => {
    const headers = await authHeaders('user.gb');
    await fetch(apiUrl('/token'), { method: 'DELETE', headers });
    expect((await login('user.gb')).status).toBe(200);
  });
});

describe('GET /healthz and /readyz', () => {
  it('says the process is alive without any credential', async () => {
    const response = await fetch(apiUrl('/healthz'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('says the replica is ready, on which database, with the catalogue it serves', async () => {
    const response = await fetch(apiUrl('/readyz'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: string; catalogue: { version: string; industries: number } };
    expect(body.status).toBe('ready');
    expect(['pglite', 'postgres']).toContain(body.database);
    expect(body.catalogue.version).toMatch(/^seed-/);
    expect(body.catalogue.industries).toBeGreaterThan(7000);
  });
});

describe('an expired session', () => {
  it('is refused once its lifetime is over, even after it was checked (and cached) while valid', async () => {
    const database = await createTestDatabase(inject('databaseKind'));
    await bootstrap(database.db, () => {}, { catalogue: false, demo: true });
    const app = await buildServer({ db: database.db, sessionLifetimeSeconds: 1 });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
      const signIn = await fetch(`${base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
        body: new URLSearchParams({ username: 'adviser.au', password: DEMO_PASSWORD, grant_type: 'password', client_id: '1' }),
      });
      const { access_token: token, expires_in: expiresIn } = (await signIn.json()) as { access_token: string; expires_in: number };
      expect(expiresIn).toBe(1);
      const headers = { authorization: `Bearer ${token}`, accept: ACCEPT };
      expect((await fetch(`${base}/user`, { headers })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect((await fetch(`${base}/user`, { headers })).status).toBe(401);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
