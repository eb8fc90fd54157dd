import type { Queryable } from '../client.js';

/**
 * Counts one request of `caller` in `bucket` unless `limit` requests already fall inside the window.
 * Answers 0 when it was counted, otherwise seconds until the oldest of those leaves the window.
 */
export async function takeRequestSlot(
  db: Queryable,
  bucket: string,
  caller: string,
  windowSeconds: number,
  limit: number,
): Promise<number> {
  await db.query('DELETE FROM request_limit_hits WHERE bucket = $1 AND caller = $2 AND hit_at <= now() - make_interval(secs => $3)', [
    bucket,
    caller,
    windowSeconds,
  ]);
  const { rows } = await db.query<{ hits: number; retry_after: number | null }>(
    `SELECT count(*)::int AS hits,
            ceil(extract(epoch FROM (min(hit_at) + make_interval(secs => $3)) - now()))::int AS retry_after
       FROM (SELECT hit_at FROM request_limit_hits WHERE bucket = $1 AND caller = $2 ORDER BY hit_at DESC LIMIT $4) AS recent`,
    [bucket, caller, windowSeconds, limit],
  );
  const recent = rows[0];
  if (recent && recent.hits >= limit) return Math.max(1, recent.retry_after ?? 1);
  await db.query('INSERT INTO request_limit_hits (bucket, caller) VALUES ($1, $2)', [bucket, caller]);
  return 0;
}
