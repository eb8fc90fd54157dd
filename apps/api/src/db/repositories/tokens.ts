import type { Queryable } from '../client.js';
import type { AccessTokenRow } from '../rows.js';

export type LiveToken = Pick<AccessTokenRow, 'user_id' | 'expires_at'>;

export async function insertAccessToken(
  db: Queryable,
  token: { tokenHash: string; userId: number; lifetimeSeconds: number },
): Promise<Date> {
  const { rows } = await db.query<Pick<AccessTokenRow, 'expires_at'>>(
    `INSERT INTO access_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
     RETURNING expires_at`,
    [token.tokenHash, token.userId, token.lifetimeSeconds],
  );
  return rows[0]!.expires_at;
}

/** The token's owner and expiry, when the token exists and has not expired. */
export async function findLiveToken(db: Queryable, tokenHash: string): Promise<LiveToken | null> {
  const { rows } = await db.query<LiveToken>('SELECT user_id, expires_at FROM access_tokens WHERE token_hash = $1 AND expires_at > now()', [
    tokenHash,
  ]);
  return rows[0] ?? null;
}

/** Expired sessions are useless; dropping a user's own keeps the table from growing without bound. */
export async function deleteExpiredTokens(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM access_tokens WHERE user_id = $1 AND expires_at <= now()', [userId]);
}

export async function deleteToken(db: Queryable, tokenHash: string): Promise<boolean> {
  const { rows } = await db.query<Pick<AccessTokenRow, 'user_id'>>('DELETE FROM access_tokens WHERE token_hash = $1 RETURNING user_id', [
    tokenHash,
  ]);
  return rows.length > 0;
}

export async function deleteUserTokens(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM access_tokens WHERE user_id = $1', [userId]);
}
