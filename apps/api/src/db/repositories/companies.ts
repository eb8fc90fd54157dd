import type { Queryable } from '../client.js';
import type { CompanyRow, UserCompanyRow } from '../rows.js';
import type { StoredImage } from './users.js';

/** A company as its member sees it: no logo bytes, whether one exists, and whether it is their primary. */
export type MemberCompany = Pick<CompanyRow, 'id' | 'name' | 'description' | 'address'> &
  Pick<UserCompanyRow, 'is_primary'> & { has_logo: boolean };

const MEMBER_COMPANY_COLUMNS = `c.id, c.name, c.description, c.address, uc.is_primary, c.logo IS NOT NULL AS has_logo
   FROM user_companies uc JOIN companies c ON c.id = uc.company_id`;

/** The user's companies, primary first. */
export async function listMemberCompanies(db: Queryable, userId: number): Promise<MemberCompany[]> {
  const { rows } = await db.query<MemberCompany>(
    `SELECT ${MEMBER_COMPANY_COLUMNS} WHERE uc.user_id = $1 ORDER BY uc.is_primary DESC, c.id`,
    [userId],
  );
  return rows;
}

/** One of the user's companies; null when the user is not a member (or it does not exist). */
export async function findMemberCompany(db: Queryable, userId: number, companyId: number): Promise<MemberCompany | null> {
  const { rows } = await db.query<MemberCompany>(`SELECT ${MEMBER_COMPANY_COLUMNS} WHERE uc.user_id = $1 AND c.id = $2`, [
    userId,
    companyId,
  ]);
  return rows[0] ?? null;
}

/**
 * The user's number of companies, with the user's row locked until the transaction ends, so two
 * concurrent creates cannot both pass the two-company limit: the second waits, then counts again
 * (a new statement sees the first one's committed membership).
 */
export async function countMembershipsForUpdate(db: Queryable, userId: number): Promise<number> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM user_companies WHERE user_id = $1', [userId]);
  return rows[0]?.count ?? 0;
}

export type CompanyFields = Pick<CompanyRow, 'name' | 'description' | 'address'>;

export async function updateCompanyFields(db: Queryable, companyId: number, fields: CompanyFields): Promise<void> {
  await db.query('UPDATE companies SET name = $2, description = $3, address = $4 WHERE id = $1', [
    companyId,
    fields.name,
    fields.description,
    fields.address === null ? null : JSON.stringify(fields.address),
  ]);
}

/** Every member of a company (their cached user data shows it). */
export async function listCompanyMemberIds(db: Queryable, companyId: number): Promise<number[]> {
  const { rows } = await db.query<Pick<UserCompanyRow, 'user_id'>>('SELECT user_id FROM user_companies WHERE company_id = $1', [companyId]);
  return rows.map((row) => row.user_id);
}

export async function deleteCompanyRow(db: Queryable, companyId: number): Promise<void> {
  await db.query('DELETE FROM companies WHERE id = $1', [companyId]);
}

/** Leaves a company without deleting it (other members keep it). */
export async function removeMembership(db: Queryable, userId: number, companyId: number): Promise<void> {
  await db.query('DELETE FROM user_companies WHERE user_id = $1 AND company_id = $2', [userId, companyId]);
}

export async function setCompanyLogo(db: Queryable, companyId: number, image: StoredImage): Promise<void> {
  await db.query('UPDATE companies SET logo = $2, logo_type = $3 WHERE id = $1', [companyId, image.bytes, image.type]);
}

export async function findCompanyLogo(db: Queryable, companyId: number): Promise<StoredImage | null> {
  const { rows } = await db.query<Pick<CompanyRow, 'logo' | 'logo_type'>>('SELECT logo, logo_type FROM companies WHERE id = $1', [
    companyId,
  ]);
  const row = rows[0];
  return row?.logo && row.logo_type ? { bytes: row.logo, type: row.logo_type } : null;
}
