import { describe, expect, it, vi } from 'vitest';
import { resetEmail } from '../src/auth/password-reset.js';
import { originAllowed, PartnerKeys } from '../src/auth/partner-keys.js';
import { enqueueEmail } from '../src/db/repositories/email-outbox.js';
import { listUnsentEmails } from './support/email-outbox.js';
import { ping } from '../src/db/repositories/health.js';
import { addIndustryViews, findIndustryViews } from '../src/db/repositories/industry-views.js';
import { listPartnerKeys } from '../src/db/repositories/partner-keys.js';
import { insertAppUsage, insertPageStat } from '../src/db/repositories/usage.js';
import { IndustryViewLimit } from '../src/users/industry-view-limit.js';
import type { TestDatabase } from './support/database.js';
import { createUser, openMigratedDatabase, useMigratedDatabase } from './support/user-data.js';

/**
 * The repositories behind the platform's plumbing, against a real database: the email outbox, the
 * daily industry view counts, usage events, the partner keys and the readiness ping.
 */
let database: TestDatabase;
let db: TestDatabase['db'];

useMigratedDatabase((opened) => {
  database = opened;
  db = opened.db;
});

const address = () => `${Math.random().toString(36).slice(2)}@example.com`;

const near = (date: Date, before: number) => {
  expect(date).toBeInstanceOf(Date);
  expect(date.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  expect(date.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
};

describe('email outbox repository', () => {
  it('queues an email with its recipient, subject and body, unsent', async () => {
    const recipient = address();
    const email = resetEmail('Jane.Citizen', 'https://riskatlas.example/reset-password?code=abc123');
    const before = Date.now();
    const id = await enqueueEmail(db, { recipient, subject: email.subject, body: email.body });
    const [queued, ...rest] = await listUnsentEmails(db, recipient);
    expect(rest).toEqual([]);
    expect(queued).toEqual({
      id,
      recipient,
      subject: 'Reset your Risk Atlas password',
      body: email.body,
      created_at: expect.any(Date),
      sent_at: null,
    });
    expect(queued!.body).toContain('https://riskatlas.example/reset-password?code=abc123');
    near(queued!.created_at, before);
  });

  it("lists one address's unsent emails, newest first, and never another address's or a sent one", async () => {
    const recipient = address();
    const other = address();
    const first = await enqueueEmail(db, { recipient, subject: 'First', body: 'One' });
    const theirs = await enqueueEmail(db, { recipient: other, subject: 'Theirs', body: 'Two' });
    const second = await enqueueEmail(db, { recipient, subject: 'Second', body: 'Three' });
    const third = await enqueueEmail(db, { recipient, subject: 'Third', body: 'Four' });
    expect(new Set([first, theirs, second, third]).size).toBe(4);
    expect((await listUnsentEmails(db, recipient)).map((email) => [email.id, email.subject])).toEqual([
      [third, 'Third'],
      [second, 'Second'],
      [first, 'First'],
    ]);
    expect((await listUnsentEmails(db, other)).map((email) => email.subject)).toEqual(['Theirs']);

    // A relay marks what it sent.
    await db.query('UPDATE email_outbox SET sent_at = now() WHERE id = $1', [second]);
    expect((await listUnsentEmails(db, recipient)).map((email) => email.id)).toEqual([third, first]);
    expect(await listUnsentEmails(db, address())).toEqual([]);
  });
});

describe('industry view counts repository', () => {
  it("counts each user's loads per day, 0 before the first, adding several users' in one call", async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    expect(await findIndustryViews(db, userId, '2026-03-01')).toBe(0);
    expect(
      await addIndustryViews(
        db,
        '2026-03-01',
        new Map([
          [userId, 3],
          [otherId, 1],
        ]),
      ),
    ).toEqual(
      new Map([
        [userId, 3],
        [otherId, 1],
      ]),
    );
    expect(await addIndustryViews(db, '2026-03-01', new Map([[userId, 2]]))).toEqual(new Map([[userId, 5]]));
    expect(await findIndustryViews(db, userId, '2026-03-01')).toBe(5);
    expect(await findIndustryViews(db, otherId, '2026-03-01')).toBe(1);

    // Another day counts on its own.
    expect(await findIndustryViews(db, userId, '2026-03-02')).toBe(0);
    expect(await addIndustryViews(db, '2026-03-02', new Map([[userId, 1]]))).toEqual(new Map([[userId, 1]]));
    expect(await findIndustryViews(db, userId, '2026-03-02')).toBe(1);
    expect(await findIndustryViews(db, userId, '2026-03-01')).toBe(5);
  });

  it('sends nothing to the database for an empty batch', async () => {
    const query = vi.spyOn(db, 'query');
    expect(await addIndustryViews(db, '2026-03-01', new Map())).toEqual(new Map());
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
  });

  it('holds the daily limit across replicas and restarts, and starts again on the next UTC day', async () => {
    const userId = await createUser(database);
    const errors: unknown[] = [];
    let now = new Date('2026-04-01T23:59:00Z');
    const replica = () =>
      new IndustryViewLimit(
        db,
        3,
        (error) => errors.push(error),
        () => now,
      );
    const first = replica();
    expect(await first.admit(userId)).toEqual({ allowed: true });
    expect(await first.admit(userId)).toEqual({ allowed: true });
    await first.flush();
    expect(await findIndustryViews(db, userId, '2026-04-01')).toBe(2);

    const second = replica();
    expect(await second.admit(userId)).toEqual({ allowed: true });
    // At the limit the account is not locked yet: the sections of the last industry loaded still answer.
    expect(await second.locked(userId)).toEqual({ allowed: true });
    expect(await second.admit(userId)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    await second.flush();
    // The refused load is stored as one past the limit: the lock every replica sees.
    expect(await findIndustryViews(db, userId, '2026-04-01')).toBe(4);
    expect(await replica().admit(userId)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await replica().locked(userId)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Further refusals and lock checks count nothing more.
    await second.admit(userId);
    await second.locked(userId);
    await second.flush();
    expect(await findIndustryViews(db, userId, '2026-04-01')).toBe(4);

    now = new Date('2026-04-02T00:00:01Z');
    expect(await second.admit(userId)).toEqual({ allowed: true });
    await second.flush();
    expect(await findIndustryViews(db, userId, '2026-04-02')).toBe(1);
    expect(await findIndustryViews(db, userId, '2026-04-01')).toBe(4);
    expect(errors).toEqual([]);
  });
});

describe('usage repository', () => {
  it('records a sign-in source against the user who signed in', async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const before = Date.now();
    await insertAppUsage(db, { user_id: userId, project_id: 'riskatlas', type_name: 'linkgen' });
    await insertAppUsage(db, { user_id: otherId, project_id: 'portal', type_name: 'credentials' });
    await insertAppUsage(db, { user_id: userId, project_id: 'riskatlas', type_name: 'credentials' });
    const events = async (id: number) =>
      (
        await db.query<{ project_id: string; type_name: string; recorded_at: Date }>(
          'SELECT project_id, type_name, recorded_at FROM app_usage WHERE user_id = $1 ORDER BY id',
          [id],
        )
      ).rows;
    const mine = await events(userId);
    expect(mine).toEqual([
      { project_id: 'riskatlas', type_name: 'linkgen', recorded_at: expect.any(Date) },
      { project_id: 'riskatlas', type_name: 'credentials', recorded_at: expect.any(Date) },
    ]);
    near(mine[0]!.recorded_at, before);
    expect(await events(otherId)).toEqual([{ project_id: 'portal', type_name: 'credentials', recorded_at: expect.any(Date) }]);
  });

  it('records page views with the industry viewed, or none, against the user who viewed them', async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const before = Date.now();
    await insertPageStat(db, { user_id: userId, page: 'industry', industry_id: 101 });
    await insertPageStat(db, { user_id: userId, page: 'dashboard', industry_id: null });
    await insertPageStat(db, { user_id: otherId, page: 'learning', industry_id: null });
    const views = async (id: number) =>
      (
        await db.query<{ page: string; industry_id: number | null; recorded_at: Date }>(
          'SELECT page, industry_id, recorded_at FROM usage_stats WHERE user_id = $1 ORDER BY id',
          [id],
        )
      ).rows;
    const mine = await views(userId);
    expect(mine).toEqual([
      { page: 'industry', industry_id: 101, recorded_at: expect.any(Date) },
      { page: 'dashboard', industry_id: null, recorded_at: expect.any(Date) },
    ]);
    near(mine[1]!.recorded_at, before);
    expect(await views(otherId)).toEqual([{ page: 'learning', industry_id: null, recorded_at: expect.any(Date) }]);
  });
});

describe('partner keys repository', () => {
  const SHOP = {
    key: 'ra_zz_test_shop',
    partner_name: 'Shop Insurance',
    allowed_origins: ['https://shop.example', 'https://www.shop.example:8443'],
    allow_loopback: false,
    requests_per_minute: 30,
  };

  async function registerKeys() {
    await db.query(
      `INSERT INTO partner_keys (key, partner_name, allowed_origins, allow_loopback, requests_per_minute) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key) DO NOTHING`,
      [SHOP.key, SHOP.partner_name, SHOP.allowed_origins, SHOP.allow_loopback, SHOP.requests_per_minute],
    );
    // Registered with the defaults: no origin, no loopback, 600 a minute.
    await db.query(`INSERT INTO partner_keys (key, partner_name) VALUES ('ra_aa_test_agency', 'Agency') ON CONFLICT (key) DO NOTHING`);
  }

  it('lists every key in key order with its partner, origins, loopback flag and budget', async () => {
    await registerKeys();
    const keys = await listPartnerKeys(db);
    const names = keys.map((row) => row.key);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['ra_aa_test_agency', 'ra_zz_test_shop', 'ra_pk_demo_loopback']));
    expect(keys.find((row) => row.key === SHOP.key)).toEqual(SHOP);
    expect(keys.find((row) => row.key === 'ra_aa_test_agency')).toEqual({
      key: 'ra_aa_test_agency',
      partner_name: 'Agency',
      allowed_origins: [],
      allow_loopback: false,
      requests_per_minute: 600,
    });
  });

  it('lets a replica find a key by name with the origins it may be used from', async () => {
    await registerKeys();
    const partnerKeys = new PartnerKeys(db);
    const shop = await partnerKeys.find(SHOP.key);
    expect(shop).toEqual(SHOP);
    expect(originAllowed(shop!, 'https://www.shop.example:8443')).toBe(true);
    expect(originAllowed(shop!, 'https://evil.example')).toBe(false);
    expect(await partnerKeys.anyAllows('https://shop.example')).toBe(true);
    expect(await partnerKeys.find('ra_unknown_test_key')).toBeNull();
    const demo = await partnerKeys.find('ra_pk_demo_loopback');
    expect(demo && originAllowed(demo, 'http://localhost:5173')).toBe(true);
  });
});

describe('health repository', () => {
  it('answers while the database does', async () => {
    await expect(ping(db)).resolves.toBeUndefined();
  });

  it('fails when the database no longer answers', async () => {
    const gone = await openMigratedDatabase();
    await gone.destroy();
    await expect(ping(gone.db)).rejects.toThrow();
  });
});
