import { describe, expect, it } from 'vitest';
import { clearFailures, recentFailures, recordFailure } from '../src/db/repositories/login-failures.js';
import { consumeResetCode, findResetRecipient, replaceResetCode, updatePasswordHash } from '../src/db/repositories/password-resets.js';
import { deleteSetting, storedSettings, upsertSetting } from '../src/db/repositories/settings.js';
import { recordTermsAnswer } from '../src/db/repositories/terms-of-use.js';
import { findCredentials, findUserById } from '../src/db/repositories/users.js';
import type { TestDatabase } from './support/database.js';
import { createUser, useMigratedDatabase } from './support/user-data.js';

/**
 * The repositories behind sign-in, password reset and a user's own settings, against a real database:
 * the lockout window and its Retry-After, single-use expiring reset codes, and settings and terms
 * answers that touch only their owner.
 */
let database: TestDatabase;
let db: TestDatabase['db'];

useMigratedDatabase((opened) => {
  database = opened;
  db = opened.db;
});

const account = () => `account-${Math.random().toString(36).slice(2)}`;

/** Moves an account's recorded failures back in time, as if they happened `seconds` earlier. */
async function ageFailures(name: string, seconds: number) {
  await db.query('UPDATE login_failures SET failed_at = failed_at - make_interval(secs => $2) WHERE user_name = $1', [name, seconds]);
}

describe('login failures repository', () => {
  it("counts an account's failures inside the window, and when the oldest leaves it", async () => {
    const name = account();
    expect(await recentFailures(db, name, 900, 5)).toEqual({ failures: 0, secondsUntilOldestExpires: null });
    await recordFailure(db, name, 900);
    await ageFailures(name, 100);
    await recordFailure(db, name, 900);
    await recordFailure(db, account(), 900);
    const recent = await recentFailures(db, name, 900, 5);
    expect(recent.failures).toBe(2);
    expect(recent.secondsUntilOldestExpires).toBeGreaterThanOrEqual(799);
    expect(recent.secondsUntilOldestExpires).toBeLessThanOrEqual(801);
  });

  it('counts at most `limit` of the most recent failures, and the Retry-After of the oldest of those', async () => {
    const name = account();
    await recordFailure(db, name, 900);
    await ageFailures(name, 300);
    for (let attempt = 0; attempt < 3; attempt += 1) await recordFailure(db, name, 900);
    const recent = await recentFailures(db, name, 900, 3);
    expect(recent.failures).toBe(3);
    expect(recent.secondsUntilOldestExpires).toBeGreaterThan(850);
  });

  it('forgets failures older than the window, and prunes them when a new one is recorded', async () => {
    const name = account();
    await recordFailure(db, name, 900);
    await recordFailure(db, name, 900);
    await ageFailures(name, 900);
    expect((await recentFailures(db, name, 900, 5)).failures).toBe(0);
    await recordFailure(db, name, 900);
    expect((await recentFailures(db, name, 900, 5)).failures).toBe(1);
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM login_failures WHERE user_name = $1', [name]);
    expect(rows[0]!.count).toBe(1);
  });

  it('keeps failures just inside the window when it prunes', async () => {
    const name = account();
    await recordFailure(db, name, 900);
    await ageFailures(name, 890);
    await recordFailure(db, name, 900);
    expect((await recentFailures(db, name, 900, 5)).failures).toBe(2);
  });

  it("clears one account's failures and no other's", async () => {
    const name = account();
    const other = account();
    await recordFailure(db, name, 900);
    await recordFailure(db, other, 900);
    await clearFailures(db, name);
    expect((await recentFailures(db, name, 900, 5)).failures).toBe(0);
    expect((await recentFailures(db, other, 900, 5)).failures).toBe(1);
  });
});

describe('password resets repository', () => {
  it('finds where to send a reset for a name in any letter case and around spaces', async () => {
    const userId = await createUser(database, { user_name: 'Reset.Me', email: 'reset@example.com', person_name: 'Reset Me' });
    const recipient = { id: userId, email: 'reset@example.com', person_name: 'Reset Me' };
    expect(await findResetRecipient(db, 'reset.me')).toEqual(recipient);
    expect(await findResetRecipient(db, ' RESET.ME  ')).toEqual(recipient);
    expect(await findResetRecipient(db, 'reset.me.not')).toBeNull();
  });

  it('a code works once, for its user', async () => {
    const userId = await createUser(database);
    await replaceResetCode(db, { userId, codeHash: 'code-once', lifetimeSeconds: 600 });
    expect(await consumeResetCode(db, 'code-once')).toBe(userId);
    expect(await consumeResetCode(db, 'code-once')).toBeNull();
    expect(await consumeResetCode(db, 'code-unknown')).toBeNull();
  });

  it("a new code makes the user's earlier ones useless, and leaves other users' alone", async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    await replaceResetCode(db, { userId, codeHash: 'code-old', lifetimeSeconds: 600 });
    await replaceResetCode(db, { userId: otherId, codeHash: 'code-other', lifetimeSeconds: 600 });
    await replaceResetCode(db, { userId, codeHash: 'code-new', lifetimeSeconds: 600 });
    expect(await consumeResetCode(db, 'code-old')).toBeNull();
    expect(await consumeResetCode(db, 'code-new')).toBe(userId);
    expect(await consumeResetCode(db, 'code-other')).toBe(otherId);
  });

  it('an expired code is refused, and one still inside its lifetime is accepted', async () => {
    const userId = await createUser(database);
    await replaceResetCode(db, { userId, codeHash: 'code-expired', lifetimeSeconds: 0 });
    expect(await consumeResetCode(db, 'code-expired')).toBeNull();
    await replaceResetCode(db, { userId, codeHash: 'code-live', lifetimeSeconds: 5 });
    const { rows } = await db.query<{ seconds: number }>(
      'SELECT extract(epoch FROM expires_at - now())::float AS seconds FROM password_resets WHERE code_hash = $1',
      ['code-live'],
    );
    expect(rows[0]!.seconds).toBeGreaterThan(3);
    expect(rows[0]!.seconds).toBeLessThanOrEqual(5);
    expect(await consumeResetCode(db, 'code-live')).toBe(userId);
  });

  it('changes the password hash of that user only', async () => {
    const userId = await createUser(database, { user_name: 'hash.changes', password_hash: 'old' });
    await createUser(database, { user_name: 'hash.stays', password_hash: 'old' });
    await updatePasswordHash(db, userId, 'new');
    expect((await findCredentials(db, 'hash.changes'))!.password_hash).toBe('new');
    expect((await findCredentials(db, 'hash.stays'))!.password_hash).toBe('old');
  });
});

describe('settings and terms of use repositories', () => {
  it("stores, replaces and deletes a user's own settings only", async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    expect(await storedSettings(db, userId)).toEqual(new Map());
    await upsertSetting(db, { user_id: userId, key: 'theme', value: 'natcat' });
    await upsertSetting(db, { user_id: userId, key: 'empty', value: null });
    await upsertSetting(db, { user_id: otherId, key: 'theme', value: 'default' });
    await upsertSetting(db, { user_id: userId, key: 'theme', value: 'default' });
    expect(await storedSettings(db, userId)).toEqual(
      new Map([
        ['theme', 'default'],
        ['empty', null],
      ]),
    );
    await deleteSetting(db, userId, 'theme');
    expect(await storedSettings(db, userId)).toEqual(new Map([['empty', null]]));
    expect(await storedSettings(db, otherId)).toEqual(new Map([['theme', 'default']]));
  });

  it('records a terms answer for that user only', async () => {
    const userId = await createUser(database, { accepted_toc: null });
    const otherId = await createUser(database, { accepted_toc: null });
    await recordTermsAnswer(db, userId, false);
    expect((await findUserById(db, userId))!.accepted_toc).toBe(false);
    await recordTermsAnswer(db, userId, true);
    expect((await findUserById(db, userId))!.accepted_toc).toBe(true);
    expect((await findUserById(db, otherId))!.accepted_toc).toBeNull();
  });
});
