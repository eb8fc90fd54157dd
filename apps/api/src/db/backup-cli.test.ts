import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { DataDirInUseError } from './data-dir-lock.js';
import { migrate } from './migrate.js';

const CLI = fileURLToPath(new URL('./backup-cli.ts', import.meta.url));
let workDir: string;
let dataDir: string;

function cli(command: 'backup' | 'restore', file: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, command, file], {
    encoding: 'utf8',
    env: { ...process.env, RISK_ATLAS_DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 120_000,
  });
}

async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** What a user would miss after a bad restore: their account and points, their company's logo, their saved report. */
function snapshot(db: Database) {
  return db.query(
    `SELECT u.user_name, u.points, c.name AS company, encode(c.logo, 'hex') AS logo, r.name AS report, r.customizations
       FROM users u JOIN user_companies uc ON uc.user_id = u.id JOIN companies c ON c.id = uc.company_id
       LEFT JOIN report_customizations r ON r.user_id = u.id ORDER BY u.id`,
  );
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'risk-atlas-backup-'));
  dataDir = join(workDir, 'pglite');
  await withDatabase(async (db) => {
    await migrate(db);
    const user = await db.query<{ id: number }>(
      `INSERT INTO users (user_name, user_name_key, password_hash, person_name, email, country, sso_token, points)
       VALUES ('kim', 'kim', 'x', 'Kim Broker', 'kim@example.com', 'au', 'token-kim', '{"cip": 12, "cpd": 3, "cpdnz": 0}') RETURNING id`,
    );
    const company = await db.query<{ id: number }>(
      `INSERT INTO companies (name, logo, logo_type) VALUES ('Harbour Brokers', '\\x89504e47', 'image/png') RETURNING id`,
    );
    await db.query('INSERT INTO user_companies (user_id, company_id, is_primary) VALUES ($1, $2, true)', [
      user.rows[0]!.id,
      company.rows[0]!.id,
    ]);
    await db.query(
      `INSERT INTO report_customizations (user_id, industry_id, kind, name, customizations) VALUES ($1, 1171, 'Tailored Report', 'Bakery for Acme', '[{"section": "Exposures"}]')`,
      [user.rows[0]!.id],
    );
  });
}, 180_000);
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

// Each case starts the command line two or three times, and each start loads PGlite: a busy machine takes a while.
describe('npm run db:backup / db:restore -- FILE (the embedded database)', { timeout: 240_000 }, () => {
  it('round-trips users, points, companies and saved reports, and keeps the database it replaced', async () => {
    const before = (await withDatabase(snapshot)).rows;
    expect(before).toHaveLength(1);
    const file = join(workDir, 'monday.tar.gz');

    const backup = cli('backup', file);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backed up .* 1 users, 1 companies, 1 saved reports; schema \d{3}_\w+\.sql\./);
    expect(cli('backup', file).stderr).toMatch(/already exists: name a new file/);

    await withDatabase(async (db) => {
      await db.query('DELETE FROM report_customizations');
      await db.query(`UPDATE users SET points = '{"cip": 0, "cpd": 0, "cpdnz": 0}'`);
    });
    const restore = cli('restore', file);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/The database that was there is kept in .*pglite\.before-restore-/);

    expect((await withDatabase(snapshot)).rows).toEqual(before);
    const aside = (await readdir(workDir)).find((name) => name.startsWith('pglite.before-restore-'));
    const kept = await openDatabase({ dataDir: join(workDir, aside!) });
    try {
      expect((await kept.query('SELECT count(*)::int AS n FROM report_customizations')).rows).toEqual([{ n: 0 }]);
    } finally {
      await kept.close();
    }
  });

  it('refuses while a server has the database open, and one process cannot open it twice', async () => {
    const db = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
      const refused = cli('backup', join(workDir, 'while-running.tar.gz'));
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`is in use by process ${process.pid}`);
      expect(existsSync(join(workDir, 'while-running.tar.gz'))).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('refuses a backup from a newer release and a file that is not a backup, changing nothing', async () => {
    const future = join(workDir, 'future.tar.gz');
    await withDatabase((db) => db.query(`INSERT INTO schema_migrations (name) VALUES ('999_from_a_later_release.sql')`));
    expect(cli('backup', future).status).toBe(0);
    await withDatabase((db) => db.query(`DELETE FROM schema_migrations WHERE name = '999_from_a_later_release.sql'`));
    const before = (await withDatabase(snapshot)).rows;
    const asideBefore = (await readdir(workDir)).filter((name) => name.includes('before-restore')).length;

    const newer = cli('restore', future);
    expect(newer.status).toBe(1);
    expect(newer.stderr).toMatch(/comes from a newer Risk Atlas: .*999_from_a_later_release\.sql.*Nothing was changed\./);

    const junk = join(workDir, 'notes.tar.gz');
    await writeFile(junk, 'not an archive');
    const notBackup = cli('restore', junk);
    expect(notBackup.status).toBe(1);
    expect(notBackup.stderr).toContain('is not a backup of the embedded database');

    expect((await withDatabase(snapshot)).rows).toEqual(before);
    expect((await readdir(workDir)).filter((name) => name.includes('before-restore'))).toHaveLength(asideBefore);
  });
});
