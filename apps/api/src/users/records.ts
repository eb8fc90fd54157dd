import type { Queryable } from '../db/client.js';
import { unauthorized } from '../errors.js';

export interface StoredAddress {
  suite: string | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  country: { code: string; name: string };
}

export interface UserRow {
  id: number;
  user_name: string;
  person_name: string;
  email: string;
  roles: string[];
  country: 'au' | 'nz' | 'gb' | 'others';
  app_theme: 'default' | 'natcat';
  accepted_toc: boolean | null;
  documents_assessments: number[] | null;
  sso_token: string;
  phone: string;
  mobile: string;
  job_title: string;
  description: string;
  address: StoredAddress | null;
  has_avatar: boolean;
  points: { cip: number; cpd: number; cpdnz: number };
}

export async function findUser(db: Queryable, userId: number): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `SELECT id, user_name, person_name, email, roles, country, app_theme, accepted_toc, documents_assessments,
            sso_token, phone, mobile, job_title, description, address, avatar IS NOT NULL AS has_avatar, points
       FROM users WHERE id = $1`,
    [userId],
  );
  // A token can outlive its user (account deleted): treat it as signed out.
  if (!rows[0]) throw unauthorized();
  return rows[0];
}

export async function userCompanies(db: Queryable, userId: number) {
  const { rows } = await db.query<{ id: number; name: string; is_primary: boolean }>(
    `SELECT c.id, c.name, uc.is_primary FROM user_companies uc JOIN companies c ON c.id = uc.company_id
      WHERE uc.user_id = $1 ORDER BY uc.is_primary DESC, c.id`,
    [userId],
  );
  return rows;
}

export function addressLine(address: StoredAddress | null): string {
  if (!address) return '';
  return [address.suite, address.street, address.suburb, [address.state, address.postcode].filter(Boolean).join(' '), address.country.name]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}
