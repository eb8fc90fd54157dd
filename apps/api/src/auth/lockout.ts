import type { Queryable } from '../db/client.js';

/** Spec: after 5 failed attempts within 15 minutes an account answers 429 until the window moves on. */
export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;

function accountKey(userName: string): string {
  return userName.trim().toLowerCase();
}

/** Seconds until the account may try again, or 0 when it is not locked. */
export async function lockedForSeconds(db: Queryable, userName: string): Promise<number> {
  const { rows } = await db.query<{ failures: number; retry_after: number | null }>(
    `SELECT count(*)::int AS failures,
            ceil(extract(epoch FROM (min(failed_at) + make_interval(secs => $2)) - now()))::int AS retry_after
       FROM (SELECT failed_at FROM login_failures
              WHERE user_name = $1 AND failed_at > now() - make_interval(secs => $2)
              ORDER BY failed_at DESC LIMIT $3) AS recent`,
    [accountKey(userName), WINDOW_SECONDS, MAX_FAILURES],
  );
  const row = rows[0];
  if (!row || row.failures < MAX_FAILURES) return 0;
  return Math.max(1, row.retry_after ?? 1);
}

export async function recordFailure(db: Queryable, userName: string): Promise<void> {
  // Failures older than the window no longer count; pruning them keeps the table to recent attempts.
  await db.query('DELETE FROM login_failures WHERE user_name = $1 AND failed_at <= now() - make_interval(secs => $2)', [accountKey(userName), WINDOW_SECONDS]);
  await db.query('INSERT INTO login_failures (user_name) VALUES ($1)', [accountKey(userName)]);
}

export async function clearFailures(db: Queryable, userName: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE user_name = $1', [accountKey(userName)]);
}
