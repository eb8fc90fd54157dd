import type { Queryable } from '../db/client.js';
import { clearFailures, recentFailures, recordFailure } from '../db/repositories/login-failures.js';
import { canonicalUserName } from './user-names.js';

/** After 5 failed attempts within 15 minutes an account answers 429 until the window moves on (docs/security.md). */
export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;

/**
 * Failures count per account name as typed (known or not), in the canonical form sign-in looks the
 * account up by: every spelling that signs in as one account shares its count.
 */
const accountKey = canonicalUserName;

/** Seconds until the account may try again, or 0 when it is not locked. */
export async function lockedForSeconds(db: Queryable, userName: string): Promise<number> {
  const recent = await recentFailures(db, accountKey(userName), WINDOW_SECONDS, MAX_FAILURES);
  if (recent.failures < MAX_FAILURES) return 0;
  return Math.max(1, recent.secondsUntilOldestExpires ?? 1);
}

export function recordLoginFailure(db: Queryable, userName: string): Promise<void> {
  return recordFailure(db, accountKey(userName), WINDOW_SECONDS);
}

export function clearLoginFailures(db: Queryable, userName: string): Promise<void> {
  return clearFailures(db, accountKey(userName));
}
