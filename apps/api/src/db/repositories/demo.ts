import { canonicalUserName } from '../../auth/user-names.js';
import type { Queryable } from '../client.js';

/** Whether demo mode's one-time seed has run (migration 080). */
export async function demoSeedDone(db: Queryable, mark: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM demo_seed_marks WHERE name = $1', [mark]);
  return rows.length > 0;
}

export async function markDemoSeedDone(db: Queryable, mark: string): Promise<void> {
  await db.query('INSERT INTO demo_seed_marks (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [mark]);
}

export async function clearDemoSeedMark(db: Queryable, mark: string): Promise<void> {
  await db.query('DELETE FROM demo_seed_marks WHERE name = $1', [mark]);
}

export interface DemoPartnerKey {
  key: string;
  partnerName: string;
  allowedOrigins: string[];
  allowLoopback: boolean;
}

export async function insertPartnerKeys(db: Queryable, keys: readonly DemoPartnerKey[]): Promise<void> {
  for (const key of keys) {
    await db.query(
      'INSERT INTO partner_keys (key, partner_name, allowed_origins, allow_loopback) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING',
      [key.key, key.partnerName, key.allowedOrigins, key.allowLoopback],
    );
  }
}

/** Deletes these keys; answers how many existed. */
export async function deletePartnerKeys(db: Queryable, keys: readonly string[]): Promise<number> {
  const { rows } = await db.query('DELETE FROM partner_keys WHERE key = ANY($1::text[]) RETURNING key', [keys]);
  return rows.length;
}

export async function findUserIdByName(db: Queryable, userName: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE user_name_key = $1', [canonicalUserName(userName)]);
  return rows[0]?.id ?? null;
}

/** Which of these user names have an account (compared as sign-in compares them). */
export async function existingUserNames(db: Queryable, userNames: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ user_name: string }>('SELECT user_name FROM users WHERE user_name_key = ANY($1::text[])', [
    userNames.map(canonicalUserName),
  ]);
  return rows.map((row) => row.user_name);
}

/**
 * Deletes the accounts with these user names whose email is on `emailDomain` (the demo personas' own
 * domain, so a real account someone named like a persona is never touched), then the companies those
 * accounts leave without members. Answers the deleted user names.
 */
export async function deleteDemoUsers(db: Queryable, userNames: readonly string[], emailDomain: string): Promise<string[]> {
  const { rows } = await db.query<{ id: number; user_name: string }>(
    "SELECT id, user_name FROM users WHERE user_name_key = ANY($1::text[]) AND email LIKE '%@' || $2",
    [userNames.map(canonicalUserName), emailDomain],
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const companies = await db.query<{ company_id: number }>(
    'SELECT DISTINCT company_id FROM user_companies WHERE user_id = ANY($1::int[])',
    [ids],
  );
  await db.query('DELETE FROM users WHERE id = ANY($1::int[])', [ids]);
  await db.query(
    'DELETE FROM companies c WHERE c.id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM user_companies uc WHERE uc.company_id = c.id)',
    [companies.rows.map((row) => row.company_id)],
  );
  return rows.map((row) => row.user_name);
}
