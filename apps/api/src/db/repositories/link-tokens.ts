import type { Queryable } from '../client.js';

/** Who a link-generated token belongs to, and until when it works. */
export interface LinkTokenOwner {
  id: number;
  expires_at: Date;
}

export async function findLinkTokenOwner(db: Queryable, token: string): Promise<LinkTokenOwner | null> {
  const { rows } = await db.query<LinkTokenOwner>('SELECT id, sso_token_expires_at AS expires_at FROM users WHERE sso_token = $1', [token]);
  return rows[0] ?? null;
}

/** Gives the user a new link token that works for `lifetimeDays`; the old one stops working with this write. */
export async function replaceLinkToken(db: Queryable, userId: number, token: string, lifetimeDays: number): Promise<void> {
  await db.query('UPDATE users SET sso_token = $2, sso_token_expires_at = now() + make_interval(days => $3) WHERE id = $1', [
    userId,
    token,
    lifetimeDays,
  ]);
}
