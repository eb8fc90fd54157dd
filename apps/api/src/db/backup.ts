import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.js';
import { databaseContents, type DatabaseContents } from './repositories/backup-contents.js';

/**
 * Backups of the embedded database (docs/running.md#backups). A backup is PGlite's own archive of the
 * data folder (a gzipped tar), taken with the folder locked, so no server writes while it is copied: a
 * stop-and-copy, consistent by construction. A PostgreSQL server is backed up with pg_dump instead.
 */

export class BackupError extends Error {
  override name = 'BackupError';
}

export type BackupContents = DatabaseContents;

async function contentsOf(lite: PGlite): Promise<BackupContents> {
  const contents = await databaseContents(lite);
  if (!contents) throw new BackupError('This is not a Risk Atlas database: it has no schema_migrations table.');
  return contents;
}

async function hasData(dataDir: string): Promise<boolean> {
  return existsSync(dataDir) && (await readdir(dataDir)).length > 0;
}

/** Writes a backup of the PGlite folder `dataDir` to `file`. Refuses while a server has the folder open. */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupContents> {
  if (!(await hasData(dataDir))) throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  if (existsSync(file)) throw new BackupError(`${file} already exists: name a new file, so no earlier backup is overwritten.`);
  const unlock = await lockDataDir(dataDir);
  try {
    const lite = await PGlite.create(dataDir);
    try {
      const contents = await contentsOf(lite);
      const archive = await lite.dumpDataDir('gzip');
      // Written aside and renamed, so an interrupted backup never leaves a file that looks complete.
      await writeFile(`${file}.partial`, Buffer.from(await archive.arrayBuffer()));
      await rename(`${file}.partial`, file);
      return contents;
    } finally {
      await lite.close();
    }
  } finally {
    await unlock();
  }
}

export interface RestoreResult extends BackupContents {
  /** Where the database that was in `dataDir` was moved, when there was one. */
  movedAside?: string;
}

/**
 * Restores `file` into `dataDir`. Refuses a file that is not a Risk Atlas backup, a backup made by a
 * newer release (a migration this code does not know: older code cannot read what it wrote), and a
 * folder a server has open. The database that was there is moved aside, never deleted. An older
 * backup is fine: the next start applies the migrations it lacks.
 */
export async function restoreEmbedded(file: string, dataDir: string, knownMigrations: readonly string[]): Promise<RestoreResult> {
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}.`);
  });
  const archive = new Blob([bytes]);
  let check: PGlite;
  try {
    check = await PGlite.create({ loadDataDir: archive });
  } catch {
    throw new BackupError(`${file} is not a backup of the embedded database (npm run db:backup makes one).`);
  }
  let contents: BackupContents;
  try {
    contents = await contentsOf(check);
  } finally {
    await check.close();
  }
  const known = new Set(knownMigrations);
  const unknown = contents.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `${file} comes from a newer Risk Atlas: its database has migration${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}, ` +
        'which this version does not know. Restore it with that release or a later one. Nothing was changed.',
    );
  }
  const unlock = await lockDataDir(dataDir);
  try {
    let movedAside: string | undefined;
    if (await hasData(dataDir)) {
      movedAside = `${dataDir.replace(/\/+$/, '')}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(dataDir, movedAside);
    } else {
      await rm(dataDir, { recursive: true, force: true });
    }
    const lite = await PGlite.create({ dataDir, loadDataDir: archive });
    await lite.close();
    return { ...contents, ...(movedAside ? { movedAside } : {}) };
  } finally {
    await unlock();
  }
}
