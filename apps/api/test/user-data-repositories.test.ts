import { describe, expect, it, vi } from 'vitest';
import {
  countMembershipsForUpdate,
  deleteCompanyRow,
  findCompanyLogo,
  findMemberCompany,
  listCompanyMemberIds,
  listMemberCompanies,
  removeMembership,
  setCompanyLogo,
  updateCompanyFields,
} from '../src/db/repositories/companies.js';
import type { StoredAddress } from '../src/db/rows.js';
import { listViews, recordViews, type HistoryPage } from '../src/db/repositories/search-history.js';
import { deleteToken, deleteUserTokens, findLiveToken, insertAccessToken } from '../src/db/repositories/tokens.js';
import {
  createSavedReport,
  deleteSavedReport,
  findSavedReport,
  listSavedReports,
  saveSavedReport,
} from '../src/db/repositories/user-reports.js';
import {
  addMembership,
  findAvatar,
  findCompanyIdByName,
  findCredentials,
  findUserById,
  findUserIdBySsoToken,
  insertCompany,
  listMemberships,
  setAvatar,
  updateProfile,
  userNameExists,
} from '../src/db/repositories/users.js';
import type { TestDatabase } from './support/database.js';
import { createUser, newUser, useMigratedDatabase } from './support/user-data.js';

/**
 * The repositories that hold user data, against a real database: each reads and writes exactly its
 * owner's rows (another user's id reads as missing and is never changed), round-trips every field, and
 * keeps its documented order and bounds.
 */
let database: TestDatabase;
let db: TestDatabase['db'];

useMigratedDatabase((opened) => {
  database = opened;
  db = opened.db;
});

const ADDRESS: StoredAddress = {
  suite: 'Level 3',
  street: '1 Market St',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: { code: 'au', name: 'Australia' },
};

const PNG = { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), type: 'image/png' };

/** Whether a stored address is SQL NULL (not a JSON null, which `address IS NULL` queries would miss). */
async function addressIsNull(table: 'users' | 'companies', id: number): Promise<boolean> {
  const { rows } = await db.query<{ missing: boolean }>(`SELECT address IS NULL AS missing FROM ${table} WHERE id = $1`, [id]);
  return rows[0]!.missing;
}

async function newCompany(name = `Company ${Math.random()}`, address: StoredAddress | null = null) {
  return insertCompany(db, { name, description: `About ${name}`, address });
}

describe('users repository', () => {
  it('reads a user with every column but the password hash and the avatar bytes', async () => {
    const user = newUser({
      roles: ['underwriter'],
      country: 'nz',
      app_theme: 'natcat',
      accepted_toc: null,
      documents_assessments: [3, 1],
      job_title: 'Broker',
      phone: '+64 1',
      address: ADDRESS,
    });
    const userId = await createUser(database, user);
    const found = await findUserById(db, userId);
    expect(found).toMatchObject({
      id: userId,
      user_name: user.user_name,
      person_name: user.person_name,
      email: user.email,
      roles: ['underwriter'],
      country: 'nz',
      app_theme: 'natcat',
      accepted_toc: null,
      documents_assessments: [3, 1],
      sso_token: user.sso_token,
      phone: '+64 1',
      mobile: '',
      job_title: 'Broker',
      description: '',
      address: ADDRESS,
      has_avatar: false,
      points: { cip: 0, cpd: 0, cpdnz: 0 },
    });
    expect(found!.created_at).toBeInstanceOf(Date);
    expect(found).not.toHaveProperty('password_hash');
    expect(found).not.toHaveProperty('avatar');
    expect(found).not.toHaveProperty('avatar_type');
    expect(await findUserById(db, userId + 10_000)).toBeNull();
  });

  it('stores a user without an address as null', async () => {
    const userId = await createUser(database, { address: null });
    expect((await findUserById(db, userId))!.address).toBeNull();
    expect(await addressIsNull('users', userId)).toBe(true);
  });

  it('finds the credentials a sign-in names in any letter case and around spaces, and nothing for an unknown name', async () => {
    const userId = await createUser(database, { user_name: 'Mixed.Case-Name', password_hash: 'hash-of-secret' });
    expect(await findCredentials(db, 'mixed.case-name')).toEqual({ id: userId, password_hash: 'hash-of-secret' });
    expect(await findCredentials(db, '  MIXED.CASE-NAME ')).toEqual({ id: userId, password_hash: 'hash-of-secret' });
    expect(await findCredentials(db, 'mixed.case')).toBeNull();
    expect(await userNameExists(db, 'MIXED.case-NAME')).toBe(true);
    expect(await userNameExists(db, 'mixed.case-name-2')).toBe(false);
  });

  it('finds a user by link token, and nobody for another token', async () => {
    const user = newUser();
    const userId = await createUser(database, user);
    expect(await findUserIdBySsoToken(db, user.sso_token)).toBe(userId);
    expect(await findUserIdBySsoToken(db, `${user.sso_token}x`)).toBeNull();
  });

  it('updates the profile of that user only, every field, and clears an address', async () => {
    const userId = await createUser(database, { address: ADDRESS });
    const otherId = await createUser(database, { address: ADDRESS });
    const before = await findUserById(db, otherId);
    const change = {
      person_name: 'New Name',
      email: 'new@example.com',
      phone: '1',
      mobile: '2',
      job_title: 'Adviser',
      description: '<p>About</p>',
      address: null,
    };
    await updateProfile(db, userId, change);
    expect(await findUserById(db, userId)).toMatchObject(change);
    expect(await findUserById(db, otherId)).toEqual(before);
    expect(await addressIsNull('users', userId)).toBe(true);
    await updateProfile(db, userId, { ...change, address: ADDRESS });
    expect((await findUserById(db, userId))!.address).toEqual(ADDRESS);
  });

  it('stores an avatar with its type for that user only; none for a user without one or an unknown user', async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    expect(await findAvatar(db, userId)).toBeNull();
    await setAvatar(db, userId, PNG);
    const avatar = await findAvatar(db, userId);
    expect(avatar?.type).toBe('image/png');
    expect(Array.from(avatar!.bytes)).toEqual(Array.from(PNG.bytes));
    expect((await findUserById(db, userId))!.has_avatar).toBe(true);
    expect(await findAvatar(db, otherId)).toBeNull();
    expect((await findUserById(db, otherId))!.has_avatar).toBe(false);
    expect(await findAvatar(db, otherId + 10_000)).toBeNull();
  });

  it("lists a user's own memberships, primary first, then by company", async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const first = await newCompany('First Pty');
    const second = await newCompany('Second Pty');
    const third = await newCompany('Third Pty');
    await addMembership(db, { user_id: userId, company_id: first, is_primary: false });
    await addMembership(db, { user_id: userId, company_id: third, is_primary: true });
    await addMembership(db, { user_id: userId, company_id: second, is_primary: false });
    await addMembership(db, { user_id: otherId, company_id: first, is_primary: true });
    expect(await listMemberships(db, userId)).toEqual([
      { id: third, name: 'Third Pty', is_primary: true },
      { id: first, name: 'First Pty', is_primary: false },
      { id: second, name: 'Second Pty', is_primary: false },
    ]);
    expect(await listMemberships(db, otherId)).toEqual([{ id: first, name: 'First Pty', is_primary: true }]);
  });

  it('finds a company by its exact name', async () => {
    const companyId = await newCompany('Exact Name Ltd', ADDRESS);
    expect(await findCompanyIdByName(db, 'Exact Name Ltd')).toBe(companyId);
    expect(await findCompanyIdByName(db, 'Exact Name')).toBeNull();
    expect(await addressIsNull('companies', await newCompany('No Address Ltd'))).toBe(true);
  });
});

describe('companies repository', () => {
  it("shows a member their companies, primary first, with the logo flag, and never another's", async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const mine = await newCompany('Mine Pty', ADDRESS);
    const primary = await newCompany('Primary Pty');
    const theirs = await newCompany('Theirs Pty');
    await addMembership(db, { user_id: userId, company_id: mine, is_primary: false });
    await addMembership(db, { user_id: userId, company_id: primary, is_primary: true });
    await addMembership(db, { user_id: otherId, company_id: theirs, is_primary: true });
    await setCompanyLogo(db, mine, PNG);
    expect(await listMemberCompanies(db, userId)).toEqual([
      { id: primary, name: 'Primary Pty', description: 'About Primary Pty', address: null, is_primary: true, has_logo: false },
      { id: mine, name: 'Mine Pty', description: 'About Mine Pty', address: ADDRESS, is_primary: false, has_logo: true },
    ]);
    expect(await findMemberCompany(db, userId, mine)).toMatchObject({ id: mine, is_primary: false, has_logo: true });
    expect(await findMemberCompany(db, userId, theirs)).toBeNull();
    expect(await findMemberCompany(db, otherId, mine)).toBeNull();
    expect(await findMemberCompany(db, userId, theirs + 10_000)).toBeNull();
  });

  it("counts the user's own memberships", async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    expect(await db.transaction((tx) => countMembershipsForUpdate(tx, userId))).toBe(0);
    await addMembership(db, { user_id: userId, company_id: await newCompany(), is_primary: true });
    await addMembership(db, { user_id: userId, company_id: await newCompany(), is_primary: false });
    await addMembership(db, { user_id: otherId, company_id: await newCompany(), is_primary: true });
    expect(await db.transaction((tx) => countMembershipsForUpdate(tx, userId))).toBe(2);
  });

  it('updates and deletes only the company named, and lists its members', async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const company = await newCompany('Before Pty', ADDRESS);
    const other = await newCompany('Other Pty', ADDRESS);
    await addMembership(db, { user_id: userId, company_id: company, is_primary: true });
    await addMembership(db, { user_id: otherId, company_id: company, is_primary: false });
    await addMembership(db, { user_id: otherId, company_id: other, is_primary: true });
    expect((await listCompanyMemberIds(db, company)).sort((a, b) => a - b)).toEqual([userId, otherId].sort((a, b) => a - b));
    expect(await listCompanyMemberIds(db, other)).toEqual([otherId]);

    await updateCompanyFields(db, company, { name: 'After Pty', description: 'New', address: null });
    expect(await findMemberCompany(db, userId, company)).toMatchObject({ name: 'After Pty', description: 'New', address: null });
    expect(await addressIsNull('companies', company)).toBe(true);
    expect(await findMemberCompany(db, otherId, other)).toMatchObject({
      name: 'Other Pty',
      description: 'About Other Pty',
      address: ADDRESS,
    });
    await updateCompanyFields(db, company, { name: 'After Pty', description: 'New', address: ADDRESS });
    expect((await findMemberCompany(db, userId, company))!.address).toEqual(ADDRESS);

    await deleteCompanyRow(db, company);
    expect(await listMemberCompanies(db, userId)).toEqual([]);
    expect(await listCompanyMemberIds(db, company)).toEqual([]);
    expect(await findMemberCompany(db, otherId, other)).not.toBeNull();
  });

  it('lets one member leave a company while the others keep it', async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const company = await newCompany();
    const kept = await newCompany();
    await addMembership(db, { user_id: userId, company_id: company, is_primary: true });
    await addMembership(db, { user_id: userId, company_id: kept, is_primary: false });
    await addMembership(db, { user_id: otherId, company_id: company, is_primary: true });
    await removeMembership(db, userId, company);
    expect((await listMemberCompanies(db, userId)).map((row) => row.id)).toEqual([kept]);
    expect(await findMemberCompany(db, otherId, company)).not.toBeNull();
  });

  it('stores a logo with its type for that company only; none for a company without one or an unknown company', async () => {
    const company = await newCompany();
    const other = await newCompany();
    expect(await findCompanyLogo(db, company)).toBeNull();
    await setCompanyLogo(db, company, { bytes: PNG.bytes, type: 'image/jpeg' });
    const logo = await findCompanyLogo(db, company);
    expect(logo?.type).toBe('image/jpeg');
    expect(Array.from(logo!.bytes)).toEqual(Array.from(PNG.bytes));
    expect(await findCompanyLogo(db, other)).toBeNull();
    expect(await findCompanyLogo(db, other + 10_000)).toBeNull();
  });
});

describe('access tokens repository', () => {
  it('deletes one token and says whether there was one', async () => {
    const userId = await createUser(database);
    await insertAccessToken(db, { tokenHash: 'a'.repeat(64), userId, lifetimeSeconds: 60 });
    await insertAccessToken(db, { tokenHash: 'b'.repeat(64), userId, lifetimeSeconds: 60 });
    expect(await deleteToken(db, 'a'.repeat(64))).toBe(true);
    expect(await deleteToken(db, 'a'.repeat(64))).toBe(false);
    expect(await findLiveToken(db, 'a'.repeat(64))).toBeNull();
    expect(await findLiveToken(db, 'b'.repeat(64))).toMatchObject({ user_id: userId });
  });

  it("ends every token of one user and no other's", async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    await insertAccessToken(db, { tokenHash: 'c'.repeat(64), userId, lifetimeSeconds: 60 });
    await insertAccessToken(db, { tokenHash: 'd'.repeat(64), userId, lifetimeSeconds: 60 });
    await insertAccessToken(db, { tokenHash: 'e'.repeat(64), userId: otherId, lifetimeSeconds: 60 });
    await deleteUserTokens(db, userId);
    expect(await findLiveToken(db, 'c'.repeat(64))).toBeNull();
    expect(await findLiveToken(db, 'd'.repeat(64))).toBeNull();
    expect(await findLiveToken(db, 'e'.repeat(64))).toMatchObject({ user_id: otherId });
  });

  it('returns the expiry it stored, and treats a token as live until then only', async () => {
    const userId = await createUser(database);
    const before = Date.now();
    const expiresAt = await insertAccessToken(db, { tokenHash: 'f'.repeat(64), userId, lifetimeSeconds: 3600 });
    expect(new Date(expiresAt).getTime()).toBeGreaterThanOrEqual(before + 3600_000 - 5_000);
    expect(new Date(expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 3600_000 + 5_000);
    expect(new Date((await findLiveToken(db, 'f'.repeat(64)))!.expires_at).getTime()).toBe(new Date(expiresAt).getTime());
    await insertAccessToken(db, { tokenHash: '0'.repeat(64), userId, lifetimeSeconds: 0 });
    expect(await findLiveToken(db, '0'.repeat(64))).toBeNull();
  });
});

describe('saved reports (customisations) repository', () => {
  const sections = (...names: string[]) => names.map((section) => ({ section, value: `${section} text` }));

  it('creates a pristine report for its owner and reads it back only through them', async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const report = await createSavedReport(db, userId, {
      industryId: 42,
      kind: 'Tailored Report',
      name: 'Cafe',
      customizations: sections('comments'),
    });
    expect(report).toMatchObject({ industry_id: 42, kind: 'Tailored Report', name: 'Cafe', customizations: sections('comments') });
    expect(report.updated_at).toBeInstanceOf(Date);
    expect(await findSavedReport(db, userId, report.id)).toEqual(report);
    expect(await findSavedReport(db, otherId, report.id)).toBeNull();
    const { rows } = await db.query<{ is_pristine: boolean }>('SELECT is_pristine FROM report_customizations WHERE id = $1', [report.id]);
    expect(rows[0]!.is_pristine).toBe(true);
  });

  it("lists only the owner's reports, newest first, up to the limit", async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const first = await createSavedReport(db, userId, { industryId: 1, kind: 'Tailored Report', name: 'first', customizations: [] });
    const second = await createSavedReport(db, userId, { industryId: 2, kind: 'Underwriter Report', name: 'second', customizations: [] });
    const third = await createSavedReport(db, userId, { industryId: 3, kind: 'Tailored Report', name: 'third', customizations: [] });
    await createSavedReport(db, otherId, { industryId: 4, kind: 'Tailored Report', name: 'theirs', customizations: [] });
    // Saving the first makes it the newest; reports created in the same instant fall back to the newest id.
    // The save waits for the clock to move on: on a fast host it could share the last create's instant
    // (PGlite's clock has millisecond resolution), and the tie would then put the third first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await saveSavedReport(db, userId, first.id, { name: 'first again', customizations: [] });
    expect((await listSavedReports(db, userId, 10)).map((report) => report.id)).toEqual([first.id, third.id, second.id]);
    expect((await listSavedReports(db, userId, 2)).map((report) => report.id)).toEqual([first.id, third.id]);
    expect((await listSavedReports(db, otherId, 10)).map((report) => report.name)).toEqual(['theirs']);
  });

  it('saves the name and the given sections, keeps the other sections, and marks it changed', async () => {
    const userId = await createUser(database);
    const report = await createSavedReport(db, userId, {
      industryId: 7,
      kind: 'Tailored Report',
      name: 'draft',
      customizations: sections('comments', 'grouping'),
    });
    const saved = await saveSavedReport(db, userId, report.id, {
      name: 'final',
      customizations: [{ section: 'grouping', value: 'new' } as { section: string }],
    });
    expect(saved).toMatchObject({ id: report.id, name: 'final', industry_id: 7 });
    expect(saved!.customizations).toEqual([
      { section: 'comments', value: 'comments text' },
      { section: 'grouping', value: 'new' },
    ]);
    expect(saved!.updated_at.getTime()).toBeGreaterThanOrEqual(report.updated_at.getTime());
    expect(await findSavedReport(db, userId, report.id)).toEqual(saved);
    const { rows } = await db.query<{ is_pristine: boolean }>('SELECT is_pristine FROM report_customizations WHERE id = $1', [report.id]);
    expect(rows[0]!.is_pristine).toBe(false);
    const emptied = await saveSavedReport(db, userId, report.id, { name: 'final', customizations: sections('comments', 'grouping') });
    expect(emptied!.customizations).toEqual(sections('comments', 'grouping'));
  });

  it("never saves or deletes another owner's report", async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    const report = await createSavedReport(db, userId, {
      industryId: 9,
      kind: 'Underwriter Report',
      name: 'mine',
      customizations: sections('comments'),
    });
    expect(await saveSavedReport(db, otherId, report.id, { name: 'stolen', customizations: [] })).toBeNull();
    expect(await deleteSavedReport(db, otherId, report.id)).toBe(false);
    expect(await findSavedReport(db, userId, report.id)).toEqual(report);
    expect(await deleteSavedReport(db, userId, report.id)).toBe(true);
    expect(await findSavedReport(db, userId, report.id)).toBeNull();
    expect(await deleteSavedReport(db, userId, report.id)).toBe(false);
  });
});

describe('search history repository', () => {
  const at = (iso: string) => new Date(iso);

  it("records views, never moving an entry back in time, and lists only the owner's, newest first", async () => {
    const userId = await createUser(database);
    const otherId = await createUser(database);
    await recordViews(db, [
      { user_id: userId, industry_id: 10, last_accessed_on: at('2026-01-02T00:00:00Z') },
      { user_id: userId, industry_id: 20, last_accessed_on: at('2026-01-03T00:00:00Z') },
      { user_id: userId, industry_id: 30, last_accessed_on: at('2026-01-03T00:00:00Z') },
      { user_id: otherId, industry_id: 10, last_accessed_on: at('2026-01-05T00:00:00Z') },
    ]);
    await recordViews(db, [
      { user_id: userId, industry_id: 10, last_accessed_on: at('2026-01-04T00:00:00Z') },
      { user_id: userId, industry_id: 20, last_accessed_on: at('2026-01-01T00:00:00Z') },
    ]);
    const page = { userId, start: null, end: null, limit: 10, offset: 0 };
    expect(await listViews(db, page)).toEqual([
      { industry_id: 10, last_accessed_on: at('2026-01-04T00:00:00Z') },
      { industry_id: 20, last_accessed_on: at('2026-01-03T00:00:00Z') },
      { industry_id: 30, last_accessed_on: at('2026-01-03T00:00:00Z') },
    ]);
    expect(await listViews(db, { ...page, userId: otherId })).toEqual([{ industry_id: 10, last_accessed_on: at('2026-01-05T00:00:00Z') }]);
  });

  it('pages with an inclusive start, an exclusive end, a limit and an offset', async () => {
    const userId = await createUser(database);
    await recordViews(
      db,
      [1, 2, 3, 4, 5].map((day) => ({ user_id: userId, industry_id: day, last_accessed_on: at(`2026-02-0${day}T00:00:00Z`) })),
    );
    const page: HistoryPage = { userId, start: null, end: null, limit: 10, offset: 0 };
    const ids = async (change: Partial<HistoryPage>) => (await listViews(db, { ...page, ...change })).map((row) => row.industry_id);
    expect(await ids({ start: '2026-02-02T00:00:00Z', end: '2026-02-04T00:00:00Z' })).toEqual([3, 2]);
    expect(await ids({ start: '2026-02-04T00:00:00Z' })).toEqual([5, 4]);
    expect(await ids({ end: '2026-02-02T00:00:00Z' })).toEqual([1]);
    expect(await ids({ limit: 2 })).toEqual([5, 4]);
    expect(await ids({ limit: 2, offset: 2 })).toEqual([3, 2]);
  });

  it('sends nothing to the database for an empty batch', async () => {
    const query = vi.spyOn(db, 'query');
    await recordViews(db, []);
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
  });
});
