import { canonicalUserName } from '../../auth/user-names.js';
import type { Queryable } from '../client.js';
import type { CompanyRow, StoredAddress, UserCompanyRow, UserRow } from '../rows.js';

/** A user as the API reads it: everything but the password hash and the avatar bytes. */
export type UserRecord = Omit<UserRow, 'user_name_key' | 'password_hash' | 'avatar' | 'avatar_type'> & { has_avatar: boolean };

/** A company the user belongs to, with whether it is their primary one. */
export type CompanyMembership = Pick<CompanyRow, 'id' | 'name'> & Pick<UserCompanyRow, 'is_primary'>;

export async function findUserById(db: Queryable, userId: number): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(
    `SELECT id, user_name, person_name, email, roles, country, app_theme, accepted_toc, documents_assessments,
            sso_token, sso_token_expires_at, phone, mobile, job_title, description, address, avatar IS NOT NULL AS has_avatar, points, created_at
       FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The account a sign-in names, matched by its canonical form (letter case, width, spaces around ignored). */
export async function findCredentials(db: Queryable, userName: string): Promise<Pick<UserRow, 'id' | 'password_hash'> | null> {
  const { rows } = await db.query<Pick<UserRow, 'id' | 'password_hash'>>('SELECT id, password_hash FROM users WHERE user_name_key = $1', [
    canonicalUserName(userName),
  ]);
  return rows[0] ?? null;
}

export async function findUserIdBySsoToken(db: Queryable, ssoToken: string): Promise<number | null> {
  const { rows } = await db.query<Pick<UserRow, 'id'>>('SELECT id FROM users WHERE sso_token = $1', [ssoToken]);
  return rows[0]?.id ?? null;
}

/** Whether an account has this user name in its canonical form: the one a new account could not take. */
export async function userNameExists(db: Queryable, userName: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE user_name_key = $1', [canonicalUserName(userName)]);
  return rows.length > 0;
}

/** Every user's name and stored key (migration 085's backfill). */
export async function listUserNameKeys(db: Queryable): Promise<Pick<UserRow, 'id' | 'user_name' | 'user_name_key'>[]> {
  const { rows } = await db.query<Pick<UserRow, 'id' | 'user_name' | 'user_name_key'>>(
    'SELECT id, user_name, user_name_key FROM users ORDER BY id',
  );
  return rows;
}

export async function setUserNameKey(db: Queryable, userId: number, key: string): Promise<void> {
  await db.query('UPDATE users SET user_name_key = $2 WHERE id = $1', [userId, key]);
}

export async function listMemberships(db: Queryable, userId: number): Promise<CompanyMembership[]> {
  const { rows } = await db.query<CompanyMembership>(
    `SELECT c.id, c.name, uc.is_primary FROM user_companies uc JOIN companies c ON c.id = uc.company_id
      WHERE uc.user_id = $1 ORDER BY uc.is_primary DESC, c.id`,
    [userId],
  );
  return rows;
}

export type NewUser = Pick<
  UserRow,
  | 'user_name'
  | 'password_hash'
  | 'person_name'
  | 'email'
  | 'roles'
  | 'country'
  | 'app_theme'
  | 'accepted_toc'
  | 'documents_assessments'
  | 'sso_token'
  | 'job_title'
  | 'phone'
  | 'address'
>;

export async function insertUser(db: Queryable, user: NewUser): Promise<number> {
  const { rows } = await db.query<Pick<UserRow, 'id'>>(
    `INSERT INTO users (user_name, password_hash, person_name, email, roles, country, app_theme, accepted_toc,
                        documents_assessments, sso_token, job_title, phone, address, user_name_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      user.user_name,
      user.password_hash,
      user.person_name,
      user.email,
      user.roles,
      user.country,
      user.app_theme,
      user.accepted_toc,
      user.documents_assessments,
      user.sso_token,
      user.job_title,
      user.phone,
      user.address === null ? null : JSON.stringify(user.address),
      canonicalUserName(user.user_name),
    ],
  );
  return rows[0]!.id;
}

export async function findCompanyIdByName(db: Queryable, name: string): Promise<number | null> {
  const { rows } = await db.query<Pick<CompanyRow, 'id'>>('SELECT id FROM companies WHERE name = $1', [name]);
  return rows[0]?.id ?? null;
}

export async function insertCompany(
  db: Queryable,
  company: { name: string; description: string; address: StoredAddress | null },
): Promise<number> {
  const { rows } = await db.query<Pick<CompanyRow, 'id'>>(
    'INSERT INTO companies (name, description, address) VALUES ($1, $2, $3) RETURNING id',
    [company.name, company.description, company.address === null ? null : JSON.stringify(company.address)],
  );
  return rows[0]!.id;
}

export async function addMembership(db: Queryable, membership: UserCompanyRow): Promise<void> {
  await db.query('INSERT INTO user_companies (user_id, company_id, is_primary) VALUES ($1, $2, $3)', [
    membership.user_id,
    membership.company_id,
    membership.is_primary,
  ]);
}

export type ProfileChange = Pick<UserRow, 'person_name' | 'email' | 'phone' | 'mobile' | 'job_title' | 'description' | 'address'>;

export async function updateProfile(db: Queryable, userId: number, profile: ProfileChange): Promise<void> {
  await db.query(
    `UPDATE users SET person_name = $2, email = $3, phone = $4, mobile = $5, job_title = $6, description = $7, address = $8
      WHERE id = $1`,
    [
      userId,
      profile.person_name,
      profile.email,
      profile.phone,
      profile.mobile,
      profile.job_title,
      profile.description,
      profile.address === null ? null : JSON.stringify(profile.address),
    ],
  );
}

/** A stored image and the type it was sniffed as when uploaded. */
export interface StoredImage {
  bytes: Uint8Array;
  type: string;
}

export async function setAvatar(db: Queryable, userId: number, image: StoredImage): Promise<void> {
  await db.query('UPDATE users SET avatar = $2, avatar_type = $3 WHERE id = $1', [userId, image.bytes, image.type]);
}

export async function findAvatar(db: Queryable, userId: number): Promise<StoredImage | null> {
  const { rows } = await db.query<{ avatar: Uint8Array | null; avatar_type: string | null }>(
    'SELECT avatar, avatar_type FROM users WHERE id = $1',
    [userId],
  );
  const row = rows[0];
  return row?.avatar && row.avatar_type ? { bytes: row.avatar, type: row.avatar_type } : null;
}
