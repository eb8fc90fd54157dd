import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INVALID_RESET_CODE_MESSAGE } from '../src/auth/password-reset.js';
import { bootstrap } from '../src/bootstrap/bootstrap.js';
import { listUnsentEmails } from './support/email-outbox.js';
import { NO_ACCOUNT_MESSAGE } from '../src/routes/password-reset.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { ACCEPT, authHeaders, DEMO_PASSWORD, getJson, sendJson, readError } from './support/http.js';

/*
 * These operations change accounts (terms, passwords) or need rows only the database can create
 * (saved reports, the outbox), so they run against a server of their own on a fresh database.
 */
let database: TestDatabase;
let app: FastifyInstance;
let base: string;
/** The configured portal: reset links point here, whatever host the request came to. */
const PORTAL = 'https://portal.example';

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseKind'));
  await bootstrap(database.db, () => {}, { catalogue: false, demo: true });
  app = await buildServer({ db: database.db, validateResponses: true, config: { portalOrigins: [PORTAL] } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

async function signIn(username: string, password = DEMO_PASSWORD) {
  const response = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
    body: new URLSearchParams({ username, password, grant_type: 'password', client_id: '1' }),
  });
  if (response.status !== 200) return { status: response.status, headers: null };
  const { access_token } = (await response.json()) as { access_token: string };
  return { status: 200, headers: { authorization: `Bearer ${access_token}`, accept: ACCEPT } };
}

async function as(username: string) {
  const { headers } = await signIn(username);
  if (!headers) throw new Error(`cannot sign in as ${username}`);
  return headers;
}

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const userOf = async (headers: Record<string, string>) =>
  (await (await call('GET', '/user', headers)).json()) as { is_user_accepted_toc: boolean; email: string };

// "The spec" in these tests means the product rules of docs/product/accounts-and-access.md.
describe('POST /user/toc', () => {
  it('records the answer, and GET /user shows it at once', async () => {
    const headers = await as('newuser.au');
    expect((await userOf(headers)).is_user_accepted_toc).toBe(false);
    expect((await call('POST', '/user/toc', headers, { is_accepted: true })).status).toBe(204);
    expect((await userOf(headers)).is_user_accepted_toc).toBe(true);
    expect((await call('POST', '/user/toc', headers, { is_accepted: false })).status).toBe(204);
    expect((await userOf(headers)).is_user_accepted_toc).toBe(false);
  });

  it('changes only the caller, and refuses anonymous callers and malformed answers', async () => {
    const other = await as('adviser.nz');
    await call('POST', '/user/toc', await as('newuser.au'), { is_accepted: true });
    expect((await userOf(other)).is_user_accepted_toc).toBe(true);
    expect((await call('POST', '/user/toc', { accept: ACCEPT }, { is_accepted: true })).status).toBe(401);
    expect((await call('POST', '/user/toc', other, { is_accepted: 'yes' })).status).toBe(400);
    expect((await call('POST', '/user/toc', other, { is_accepted: true, user_id: 1 })).status).toBe(400);
  });
});

describe('password reset', () => {
  const requestReset = (username: string, resetUrl?: string) =>
    fetch(`${base}/resetpassword?${new URLSearchParams({ username, ...(resetUrl ? { reset_url: resetUrl } : {}) }).toString()}`, {
      method: 'POST',
      headers: { accept: ACCEPT },
    });

  async function latestCode(email: string): Promise<string> {
    const [latest] = await listUnsentEmails(database.db, email);
    const link = /https?:\/\/\S+/.exec(latest!.body)![0];
    return new URL(link).searchParams.get('code')!;
  }

  const confirm = (code: string, password: string) => call('POST', '/resetpassword/confirm', { accept: ACCEPT }, { code, password });

  it('answers 404 with the spec message for an unknown user name, and sends nothing', async () => {
    const response = await requestReset('nobody.here');
    expect(response.status).toBe(404);
    expect((await readError(response)).body).toEqual({ code: 'not_found', message: NO_ACCOUNT_MESSAGE });
  });

  it('emails a single-use link to the portal page; the new password works and every old session ends', async () => {
    const before = await as('user.others');
    const { email } = await userOf(before);
    const response = await requestReset('USER.others');
    expect(response.status).toBe(204);

    const [sent] = await listUnsentEmails(database.db, email);
    expect(sent!.subject).toBe('Reset your Risk Atlas password');
    expect(sent!.body).toContain(`${PORTAL}/reset-password?code=`);
    const code = await latestCode(email);
    // Only a digest is stored: the code itself is nowhere in the database.
    const stored = await database.db.query<{ code_hash: string }>('SELECT code_hash FROM password_resets');
    expect(stored.rows.map((row) => row.code_hash)).not.toContain(code);

    expect((await confirm(code, 'A-new-password-2026')).status).toBe(204);
    expect((await call('GET', '/user', before)).status).toBe(401);
    expect((await signIn('user.others')).status).toBe(400);
    expect((await signIn('user.others', 'A-new-password-2026')).status).toBe(200);

    const again = await confirm(code, 'Yet-another-password');
    expect(again.status).toBe(400);
    expect((await readError(again)).body).toEqual({ code: 'invalid_reset_code', message: INVALID_RESET_CODE_MESSAGE });
  });

  it('refuses an expired code, an unknown one, and an older code once a newer email was sent', async () => {
    const { email } = await userOf(await as('trial.au'));
    await requestReset('trial.au');
    const older = await latestCode(email);
    await requestReset('trial.au');
    const newer = await latestCode(email);
    expect(newer).not.toBe(older);
    expect((await confirm(older, 'Password-number-one')).status).toBe(400);
    expect((await confirm('made-up-code', 'Password-number-one')).status).toBe(400);

    await database.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
    expect((await confirm(newer, 'Password-number-one')).status).toBe(400);
    expect((await signIn('trial.au')).status).toBe(200);
  });

  it('links only to the portal: a reset page on another origin is refused', async () => {
    expect((await requestReset('adviser.au', 'https://evil.example/reset-password')).status).toBe(400);
    expect((await requestReset('adviser.au', `${new URL(base).origin}/reset-password`)).status).toBe(400);
    const ownPage = `${PORTAL}/reset-password?from=login`;
    expect((await requestReset('adviser.au', ownPage)).status).toBe(204);
    const code = await latestCode((await userOf(await as('adviser.au'))).email);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('asks for a password of at least 8 characters', async () => {
    expect((await confirm('whatever', 'short')).status).toBe(400);
  });
});

describe('POST /user/userstats', () => {
  it('records the login source and page views of the caller only', async () => {
    const headers = await as('underwriter.au');
    expect((await call('POST', '/user/userstats', headers, { Projectid: 'riskatlas', Typename: 'credentials' })).status).toBe(204);
    expect((await call('POST', '/user/userstats', headers, { Projectid: 'riskatlas', Typename: '/dashboard' })).status).toBe(204);
    const { rows } = await database.db.query<{ type_name: string; user_name: string }>(
      'SELECT a.type_name, u.user_name FROM app_usage a JOIN users u ON u.id = a.user_id ORDER BY a.id',
    );
    expect(rows).toEqual([
      { type_name: 'credentials', user_name: 'underwriter.au' },
      { type_name: '/dashboard', user_name: 'underwriter.au' },
    ]);
    expect((await call('POST', '/user/userstats', { accept: ACCEPT }, { Projectid: 'riskatlas', Typename: 'linkgen' })).status).toBe(401);
    expect((await call('POST', '/user/userstats', headers, { Projectid: 'riskatlas' })).status).toBe(400);
  });
});

describe('GET /user/reports', () => {
  it("lists only the caller's saved reports, newest first, and reads one only through its owner", async () => {
    const owner = await as('underwriter.au');
    const stranger = await as('adviser.nz');
    const ids = await database.db.query<{ id: number }>(
      `INSERT INTO report_customizations (user_id, industry_id, kind, name, is_pristine, updated_at)
       SELECT u.id, r.industry_id, r.kind, r.name, false, now() - r.age
         FROM users u, (VALUES (101, 'Tailored Report', 'Older', interval '3 days'),
                               (102, 'Underwriter Report', 'Newer', interval '1 hour')) AS r(industry_id, kind, name, age)
        WHERE u.user_name = 'underwriter.au'
       RETURNING id`,
    );
    const [olderId, newerId] = ids.rows.map((row) => row.id);

    const list = await getJsonAt<{
      data: { id: number; name: string; report_type: string; report_id: number; industry_id: number; last_updated_on: string }[];
    }>('/user/reports', owner);
    expect(
      list.data.map(({ id, name, report_type, report_id, industry_id }) => ({ id, name, report_type, report_id, industry_id })),
    ).toEqual([
      { id: newerId, name: 'Newer', report_type: 'underwriter', report_id: 2, industry_id: 102 },
      { id: olderId, name: 'Older', report_type: 'tailored', report_id: 1, industry_id: 101 },
    ]);
    expect(Date.parse(list.data[0]!.last_updated_on)).toBeGreaterThan(Date.parse(list.data[1]!.last_updated_on));
    expect((await getJsonAt<{ data: unknown[] }>('/user/reports', stranger)).data).toEqual([]);

    expect((await call('GET', `/user/reports/${olderId}`, owner)).status).toBe(200);
    const foreign = await call('GET', `/user/reports/${olderId}`, stranger);
    expect(foreign.status).toBe(404);
    expect((await call('GET', '/user/reports/999999', owner)).status).toBe(404);
  });
});

describe('GET /advertisements', () => {
  it('answers the whole document without a sign-in, each entry in the contract shape', async () => {
    const response = await fetch(`${base}/advertisements`, { headers: { accept: ACCEPT } });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { key: string; scope: string; applied_apps: string[]; linkType: string }[] };
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(new Set(data.map((ad) => ad.scope))).toEqual(new Set(['main', 'white_label']));
    expect(data.some((ad) => !ad.applied_apps.includes('all') && !ad.applied_apps.includes('rc'))).toBe(true);
  });
});

async function getJsonAt<T>(path: string, headers: Record<string, string>): Promise<T> {
  const response = await call('GET', path, headers);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('POST /user/stats (shared server, with the catalogue)', () => {
  it("records an industry visit in the caller's search history, and refuses an unknown industry", async () => {
    const headers = await authHeaders('admin.au');
    const { body: found } = await getJson<{ data: { id: number }[] }>('/industries?q=bakery&pagesize=1', headers);
    const industry = found.data[0]!.id;
    const since = new Date(Date.now() - 1000).toISOString();
    expect((await sendJson('POST', '/user/stats', { page: `/industries/${industry}/hazard-index`, industry }, headers)).status).toBe(204);
    const { body: history } = await getJson<{ data: { id: number }[] }>(
      `/user/history/industries?start=${encodeURIComponent(since)}`,
      headers,
    );
    expect(history.data.map((item) => item.id)).toEqual([industry]);
    expect((await sendJson('POST', '/user/stats', { page: '/industries/1/hazard-index', industry: 999_999_999 }, headers)).status).toBe(
      404,
    );
    expect((await sendJson('POST', '/user/stats', { page: '/courses' }, headers)).status).toBe(204);
  });
});
