import { describe, expect, it } from 'vitest';
import { RESET_REQUESTS_PER_ACCOUNT, RESET_WINDOW_SECONDS, takeResetSlot } from '../src/auth/reset-limits.js';
import { takeRequestSlot } from '../src/db/repositories/request-limits.js';
import type { ApiError } from '../src/errors.js';
import type { TestDatabase } from './support/database.js';
import { useMigratedDatabase } from './support/user-data.js';

/**
 * The password reset limits as they are counted in the database (the HTTP suite shows them from the
 * outside; this one runs them in the test's own process, where `npm run mutate` can see them): per
 * address first, then per account name whatever its letter case, each with the seconds until a slot
 * frees up.
 */
let db: TestDatabase['db'];

useMigratedDatabase((opened) => {
  db = opened.db;
});

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2)}`;

async function refusal(attempt: Promise<unknown>): Promise<ApiError> {
  const error = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).not.toBeNull();
  return error as ApiError;
}

/** Moves a caller's hits back in time, as if they were made `seconds` earlier. */
async function ageHits(caller: string, seconds: number) {
  await db.query('UPDATE request_limit_hits SET hit_at = hit_at - make_interval(secs => $2) WHERE caller = $1', [caller, seconds]);
}

describe('password reset limits in the database', () => {
  it('lets an address make its allowance of requests, then answers 429 with the spec message and Retry-After', async () => {
    const address = unique('203.0.113');
    for (let request = 0; request < 3; request += 1) await takeResetSlot(db, address, unique('name'), 3);
    const error = await refusal(takeResetSlot(db, address, unique('name'), 3));
    expect(error).toMatchObject({
      statusCode: 429,
      code: 'too_many_requests',
      message: 'Too many password reset requests. Please try again later.',
    });
    const retryAfter = Number(error.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(RESET_WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(RESET_WINDOW_SECONDS);
    await takeResetSlot(db, unique('198.51.100'), unique('name'), 3);
  });

  it('counts an account name in any letter case and around spaces, from any address, five times an hour', async () => {
    expect(RESET_REQUESTS_PER_ACCOUNT).toBe(5);
    const name = unique('Reset.Name');
    const spellings = [name, name.toUpperCase(), ` ${name} `, name.toLowerCase(), `${name}\t`];
    for (const spelling of spellings) await takeResetSlot(db, unique('address'), spelling, 30);
    const error = await refusal(takeResetSlot(db, unique('address'), name, 30));
    expect(error).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    await takeResetSlot(db, unique('address'), unique('Other.Name'), 30);
  });

  it('does not count the account when the address is already refused', async () => {
    const address = unique('192.0.2');
    const name = unique('victim');
    await takeResetSlot(db, address, unique('name'), 1);
    for (let request = 0; request < 3; request += 1) await refusal(takeResetSlot(db, address, name, 1));
    for (let request = 0; request < RESET_REQUESTS_PER_ACCOUNT; request += 1) await takeResetSlot(db, unique('address'), name, 30);
  });
});

describe('request limits repository', () => {
  it('frees a slot once the oldest counted request leaves the window, and prunes what has left it', async () => {
    const caller = unique('caller');
    expect(await takeRequestSlot(db, 'bucket', caller, 600, 2)).toBe(0);
    await ageHits(caller, 500);
    expect(await takeRequestSlot(db, 'bucket', caller, 600, 2)).toBe(0);
    const retryAfter = await takeRequestSlot(db, 'bucket', caller, 600, 2);
    expect(retryAfter).toBeGreaterThanOrEqual(99);
    expect(retryAfter).toBeLessThanOrEqual(101);
    await ageHits(caller, 100);
    expect(await takeRequestSlot(db, 'bucket', caller, 600, 2)).toBe(0);
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM request_limit_hits WHERE caller = $1', [caller]);
    expect(rows[0]!.count).toBe(2);
  });

  it('counts each bucket and caller apart', async () => {
    const caller = unique('caller');
    expect(await takeRequestSlot(db, 'one', caller, 600, 1)).toBe(0);
    expect(await takeRequestSlot(db, 'one', caller, 600, 1)).toBeGreaterThan(0);
    expect(await takeRequestSlot(db, 'two', caller, 600, 1)).toBe(0);
    expect(await takeRequestSlot(db, 'one', unique('caller'), 600, 1)).toBe(0);
  });

  it('answers at least one second while the oldest request is just leaving the window', async () => {
    const caller = unique('caller');
    expect(await takeRequestSlot(db, 'bucket', caller, 600, 1)).toBe(0);
    // Half a second left in the window: still answered as one second, with half a second of margin for a busy machine.
    await ageHits(caller, 599.5);
    expect(await takeRequestSlot(db, 'bucket', caller, 600, 1)).toBe(1);
  });
});
