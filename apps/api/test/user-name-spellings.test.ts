import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_FAILURES } from '../src/auth/lockout.js';
import { RESET_LIMIT_MESSAGE, RESET_REQUESTS_PER_ACCOUNT } from '../src/auth/reset-limits.js';
import { bootstrap } from '../src/bootstrap/bootstrap.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { ACCEPT, DEMO_PASSWORD, readError } from './support/http.js';

/**
 * Issue #26, finding 8: the lockout and the reset limit counted `restrİcted.au` (U+0130) apart from
 * `restricted.au`, as JavaScript lower-cased them, while PostgreSQL's lower() signed either in as the
 * same account. Every spelling of one account now shares one sign-in, one failure count and one reset
 * limit. This suite locks the demo account out, so it runs its own server on its own database.
 */

const SPELLINGS = ['restrİcted.au', 'RESTRICTED.AU', 'restricted.au', 'ｒｅｓｔｒｉｃｔｅｄ.au', ' Restrİcted.AU '];

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildServer>>;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseKind'));
  await bootstrap(database.db, () => {}, { catalogue: false, demo: true });
  app = await buildServer({ db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${String((app.server.address() as { port: number }).port)}/api`;
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

const signIn = (username: string, password = DEMO_PASSWORD) =>
  fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
    body: new URLSearchParams({ username, password, grant_type: 'password', client_id: '1' }).toString(),
  });

async function signedInUser(username: string) {
  const response = await signIn(username);
  expect([username, response.status]).toEqual([username, 200]);
  const { access_token } = (await response.json()) as { access_token: string };
  const user = await fetch(`${base}/user`, { headers: { authorization: `Bearer ${access_token}`, accept: ACCEPT } });
  return (await user.json()) as { id: number; user_name: string };
}

const reset = (username: string) =>
  fetch(`${base}/resetpassword?${new URLSearchParams({ username }).toString()}`, { method: 'POST', headers: { accept: ACCEPT } });

describe('every spelling of one user name (NFKC, one case fold, spaces around)', () => {
  it('signs in as the same account', async () => {
    const users = await Promise.all(SPELLINGS.map(signedInUser));
    expect(new Set(users.map((user) => user.id)).size).toBe(1);
    expect(users[0]!.user_name).toBe('restricted.au');
  });

  it('shares one lockout count: five failures spread over the spellings lock the account', async () => {
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) {
      expect((await signIn(SPELLINGS[attempt % SPELLINGS.length]!, 'wrong password')).status).toBe(400);
    }
    for (const spelling of SPELLINGS) {
      const locked = await signIn(spelling);
      expect([spelling, locked.status, ((await locked.json()) as { code: string }).code]).toEqual([spelling, 429, 'account_locked']);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('shares one password reset limit', async () => {
    for (let count = 0; count < RESET_REQUESTS_PER_ACCOUNT; count += 1) {
      expect((await reset(SPELLINGS[count % SPELLINGS.length]!)).status).toBe(204);
    }
    for (const spelling of SPELLINGS) {
      const refused = await reset(spelling);
      expect([spelling, refused.status, (await readError(refused)).body]).toEqual([
        spelling,
        429,
        { code: 'too_many_requests', message: RESET_LIMIT_MESSAGE },
      ]);
    }
  });
});
