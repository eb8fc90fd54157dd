import { afterEach, describe, expect, inject, it } from 'vitest';
import { listPartnerKeys } from '../src/db/repositories/partner-keys.js';
import { insertUser } from '../src/db/repositories/users.js';
import { DEMO_ACCOUNTS } from '../src/bootstrap/demo-accounts.js';
import { DEMO_PARTNER_KEYS, DEMO_PARTNER_LINK_TOKEN } from '../src/bootstrap/demo-partner.js';
import { bootstrap } from '../src/bootstrap/bootstrap.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { ACCEPT, DEMO_PASSWORD } from './support/http.js';

/*
 * Issue #26, finding 3: demo data was seeded on every start, production included, and came back after
 * an operator deleted a persona or rotated the published token.
 */
const databases: TestDatabase[] = [];
afterEach(async () => {
  while (databases.length > 0) await databases.pop()!.destroy();
});

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase(inject('databaseKind'));
  databases.push(database);
  return database;
}

const userNames = async (database: TestDatabase) =>
  (await database.db.query<{ user_name: string }>('SELECT user_name FROM users ORDER BY user_name')).rows.map((row) => row.user_name);
const demoKeys = async (database: TestDatabase) =>
  (await listPartnerKeys(database.db)).map((row) => row.key).filter((key) => DEMO_PARTNER_KEYS.some((demo) => demo.key === key));
const publishedTokenHolders = async (database: TestDatabase) =>
  (await database.db.query('SELECT id FROM users WHERE sso_token = $1', [DEMO_PARTNER_LINK_TOKEN])).rows.length;
const everyPersona = DEMO_ACCOUNTS.map((account) => account.userName).sort();

describe('demo mode', () => {
  it('off: a fresh database has no personas, no published link token and no demo partner keys', async () => {
    const database = await freshDatabase();
    const report = await bootstrap(database.db, () => {}, { catalogue: false, demo: false });
    expect(await userNames(database)).toEqual([]);
    expect(await demoKeys(database)).toEqual([]);
    expect(report.demo.logins).toEqual([]);

    // Nobody can sign in with the README's credentials.
    const app = await buildServer({ db: database.db });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
        payload: new URLSearchParams({ username: 'admin.au', password: DEMO_PASSWORD, grant_type: 'password', client_id: '1' }).toString(),
      });
      expect(signIn.statusCode).toBe(400);
      const link = await app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `LinkGen ${DEMO_PARTNER_LINK_TOKEN}`, accept: ACCEPT },
      });
      expect(link.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('on: creates the personas, the published token and the demo keys once; deleted or rotated ones stay so', async () => {
    const database = await freshDatabase();
    const first = await bootstrap(database.db, () => {}, { catalogue: false, demo: true });
    expect(first.demo.created).toBe(DEMO_ACCOUNTS.length);
    expect(await userNames(database)).toEqual(everyPersona);
    expect(await publishedTokenHolders(database)).toBe(1);
    expect((await demoKeys(database)).sort()).toEqual(DEMO_PARTNER_KEYS.map((key) => key.key).sort());

    // The operator removes the company admin, rotates the published token and deletes the loopback key.
    await database.db.query("DELETE FROM users WHERE user_name = 'admin.au'");
    await database.db.query("UPDATE users SET sso_token = 'cm90YXRlZC1ieS10aGUtb3BlcmF0b3I=' WHERE sso_token = $1", [
      DEMO_PARTNER_LINK_TOKEN,
    ]);
    await database.db.query("DELETE FROM partner_keys WHERE key = 'ra_pk_demo_loopback'");

    const again = await bootstrap(database.db, () => {}, { catalogue: false, demo: true });
    expect(again.demo.created).toBe(0);
    expect(await userNames(database)).toEqual(everyPersona.filter((name) => name !== 'admin.au'));
    expect(again.demo.logins.map((account) => account.userName)).not.toContain('admin.au');
    expect(await publishedTokenHolders(database)).toBe(0);
    expect(await demoKeys(database)).toEqual(['ra_pk_demo_partner_example']);
  });

  it('turned off after being on: removes the personas and demo keys, rotates the published token, keeps real accounts', async () => {
    const database = await freshDatabase();
    await bootstrap(database.db, () => {}, { catalogue: false, demo: true });
    // A real user of a deployment that ran in demo mode by mistake.
    await insertUser(database.db, {
      user_name: 'broker.real',
      password_hash: 'x',
      person_name: 'Real.Broker',
      email: 'real.broker@brokerage.example.net',
      roles: ['Adviser'],
      country: 'au',
      app_theme: 'default',
      accepted_toc: true,
      documents_assessments: null,
      sso_token: 'cmVhbC1icm9rZXItdG9rZW4=',
      job_title: '',
      phone: '',
      address: null,
    });
    const report = await bootstrap(database.db, () => {}, { catalogue: false, demo: false });
    expect(report.demo.retired?.accounts.sort()).toEqual(everyPersona);
    expect(report.demo.retired?.partnerKeys).toBe(DEMO_PARTNER_KEYS.length);
    expect(await userNames(database)).toEqual(['broker.real']);
    expect(await demoKeys(database)).toEqual([]);
    expect(await publishedTokenHolders(database)).toBe(0);
    // No company is left without members.
    const { rows } = await database.db.query(
      'SELECT id FROM companies c WHERE NOT EXISTS (SELECT 1 FROM user_companies uc WHERE uc.company_id = c.id)',
    );
    expect(rows).toEqual([]);
  });
});
