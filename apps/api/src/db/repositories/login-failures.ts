import type { Queryable } from '../client.js';

/**
 * The most recent failures of an account inside the window (at most `limit`): how many, and seconds
 * until the oldest of them leaves the window.
 */
export async function recentFailures(
  db: Queryable,
  account: string,
  windowSeconds: number,
  limit: number,
): Promise<{ failures: number; secondsUntilOldestExpires: number | null }> {
  const { rows } = await db.query<{ failures: number; retry_after: number | null }>(
    `SELECT count(*)::int AS failures,
            ceil(extract(epoch FROM (min(failed_at) + make_interval(secs => $2)) - now()))::int AS retry_after
       FROM (SELECT failed_at FROM login_failures
              WHERE user_name = $1 AND failed_at > now() - make_interval(secs => $2)
              ORDER BY failed_at DESC LIMIT $3) AS recent`,
    [account, windowSeconds, limit],
  );
  return { failures: rows[0]?.failures ?? 0, secondsUntilOldestExpires: rows[0]?.retry_after ?? null };
}

/** Records a failure and prunes the account's failures that have left the window. */
export async function recordFailure(db: Queryable, account: string, windowSeconds: number): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE user_name = $1 AND failed_at <= now() - make_interval(secs => $2)', [
    account,
    windowSeconds,
  ]);
  await db.query('INSERT INTO login_failures (user_name) VALUES ($1)', [account]);
}

export async function clearFailures(db: Queryable, account: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE user_name = $1', [account]);
}
