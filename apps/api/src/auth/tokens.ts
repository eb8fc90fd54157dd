import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.js';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues an opaque random token; only its digest is stored. */
export async function issueToken(db: Queryable, userId: number): Promise<{ token: string; expiresIn: number }> {
  const token = randomBytes(32).toString('base64url');
  // Expired sessions are useless; dropping the user's own keeps the table from growing without bound.
  await db.query('DELETE FROM access_tokens WHERE user_id = $1 AND expires_at <= now()', [userId]);
  await db.query(
    `INSERT INTO access_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [digest(token), userId, TOKEN_LIFETIME_SECONDS],
  );
  return { token, expiresIn: TOKEN_LIFETIME_SECONDS };
}

export async function userIdForToken(db: Queryable, token: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM access_tokens WHERE token_hash = $1 AND expires_at > now()',
    [digest(token)],
  );
  return rows[0]?.user_id ?? null;
}

/** The spec's rule for a link-generated token: it must be base64 that decodes and re-encodes identically. */
export function isCanonicalBase64(token: string): boolean {
  if (token.length === 0 || token.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return false;
  return Buffer.from(token, 'base64').toString('base64') === token;
}

export async function userIdForLinkToken(db: Queryable, token: string): Promise<number | null> {
  if (!isCanonicalBase64(token)) return null;
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE sso_token = $1', [token]);
  return rows[0]?.id ?? null;
}

export function newLinkToken(): string {
  return randomBytes(24).toString('base64');
}
