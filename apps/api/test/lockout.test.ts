import { describe, expect, it } from 'vitest';
import { clearLoginFailures, lockedForSeconds, MAX_FAILURES, recordLoginFailure, WINDOW_SECONDS } from '../src/auth/lockout.js';
import type { TestDatabase } from './support/database.js';
import { useMigratedDatabase } from './support/user-data.js';

/**
 * The account lockout behind `POST /token`, in this process against a real database. After 5
 * failed attempts within 15 minutes an account answers 429, with Retry-After, until the window moves on.
 */
let db: TestDatabase['db'];

useMigratedDatabase((opened) => {
  db = opened.db;
});

const account = () => `Account.${Math.random().toString(36).slice(2)}`;

async function fail(name: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) await recordLoginFailure(db, name);
}

/** Moves every recorded failure of the account back in time, as if it happened `seconds` earlier. */
async function ageFailures(name: string, seconds: number) {
  await db.query('UPDATE login_failures SET failed_at = failed_at - make_interval(secs => $2) WHERE user_name = $1', [
    name.trim().toLowerCase(),
    seconds,
  ]);
}

/** Sets every recorded failure of the account to `seconds` before now. */
async function failedSecondsAgo(name: string, seconds: number) {
  await db.query('UPDATE login_failures SET failed_at = now() - make_interval(secs => $2) WHERE user_name = $1', [
    name.trim().toLowerCase(),
    seconds,
  ]);
}

// "The spec" in these tests means the sign-in rules of docs/product/accounts-and-access.md; the lockout's numbers are in docs/security.md.
describe('account lockout', () => {
  it("is the spec's: 5 failures within 15 minutes", () => {
    expect(MAX_FAILURES).toBe(5);
    expect(WINDOW_SECONDS).toBe(15 * 60);
  });

  it('leaves an account open through its first four failures and locks it at the fifth, for the whole window', async () => {
    const name = account();
    expect(await lockedForSeconds(db, name)).toBe(0);
    await fail(name, 4);
    expect(await lockedForSeconds(db, name)).toBe(0);
    await recordLoginFailure(db, name);
    const retryAfter = await lockedForSeconds(db, name);
    expect(retryAfter).toBeGreaterThanOrEqual(WINDOW_SECONDS - 2);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  });

  it('answers how long until the oldest of the five failures leaves the window', async () => {
    const name = account();
    await fail(name, 5);
    await ageFailures(name, 600);
    const retryAfter = await lockedForSeconds(db, name);
    expect(retryAfter).toBeGreaterThanOrEqual(WINDOW_SECONDS - 600 - 2);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS - 600);
  });

  it("asks for at least one more second in the window's last second, and opens the account when it ends", async () => {
    const name = account();
    await fail(name, 5);
    await failedSecondsAgo(name, WINDOW_SECONDS - 0.5);
    expect(await lockedForSeconds(db, name)).toBe(1);
    await failedSecondsAgo(name, WINDOW_SECONDS);
    expect(await lockedForSeconds(db, name)).toBe(0);
  });

  it('does not count failures that have left the window', async () => {
    const name = account();
    await fail(name, 4);
    await ageFailures(name, WINDOW_SECONDS);
    await recordLoginFailure(db, name);
    expect(await lockedForSeconds(db, name)).toBe(0);
    await fail(name, 3);
    expect(await lockedForSeconds(db, name)).toBe(0);
    await recordLoginFailure(db, name);
    expect(await lockedForSeconds(db, name)).toBeGreaterThan(WINDOW_SECONDS - 3);
  });

  it('counts failures per account name whatever its case or the spaces around it', async () => {
    const name = account();
    for (const typed of [name, name.toUpperCase(), ` ${name}`, `${name.toLowerCase()}  `, `\t${name}`]) await recordLoginFailure(db, typed);
    expect(await lockedForSeconds(db, name)).toBeGreaterThan(0);
    expect(await lockedForSeconds(db, `  ${name.toUpperCase()} `)).toBeGreaterThan(0);
  });

  it('locks only the account that failed', async () => {
    const name = account();
    const other = account();
    await fail(name, 5);
    await fail(other, 4);
    expect(await lockedForSeconds(db, name)).toBeGreaterThan(0);
    expect(await lockedForSeconds(db, other)).toBe(0);
    expect(await lockedForSeconds(db, `${name}x`)).toBe(0);
  });

  it('opens the account again after a successful sign-in, however the name was typed', async () => {
    const name = account();
    await fail(name, 5);
    await clearLoginFailures(db, ` ${name.toUpperCase()} `);
    expect(await lockedForSeconds(db, name)).toBe(0);
    await fail(name, 4);
    expect(await lockedForSeconds(db, name)).toBe(0);
  });
});
