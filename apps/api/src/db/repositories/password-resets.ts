import { canonicalUserName } from '../../auth/user-names.js';
import type { Queryable } from '../client.js';
import type { PasswordResetRow, UserRow } from '../rows.js';

/** The account a reset request names (by its canonical form, as sign-in finds it), with where to email it. */
export async function findResetRecipient(db: Queryable, userName: string): Promise<Pick<UserRow, 'id' | 'email' | 'person_name'> | null> {
  const { rows } = await db.query<Pick<UserRow, 'id' | 'email' | 'person_name'>>(
    'SELECT id, email, person_name FROM users WHERE user_name_key = $1',
    [canonicalUserName(userName)],
  );
  return rows[0] ?? null;
}

/** Stores a new code and makes every earlier one of the user useless. */
export async function replaceResetCode(db: Queryable, reset: { userId: number; codeHash: string; lifetimeSeconds: number }): Promise<void> {
  await db.query('DELETE FROM password_resets WHERE user_id = $1', [reset.userId]);
  await db.query('INSERT INTO password_resets (code_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))', [
    reset.codeHash,
    reset.userId,
    reset.lifetimeSeconds,
  ]);
}

/** Marks a live code used and answers its user; null when the code is unknown, used or expired. */
export async function consumeResetCode(db: Queryable, codeHash: string): Promise<number | null> {
  const { rows } = await db.query<Pick<PasswordResetRow, 'user_id'>>(
    `UPDATE password_resets SET used_at = now()
      WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [codeHash],
  );
  return rows[0]?.user_id ?? null;
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}
