/** `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: the embedded database (docs/running.md#backups). */
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError, backupEmbedded, restoreEmbedded, type BackupContents } from './backup.js';
import { DataDirInUseError } from './data-dir-lock.js';
import { knownMigrations } from './migrate.js';

const USAGE = 'Usage: npm run db:backup -- FILE | npm run db:restore -- FILE';

function describe(contents: BackupContents): string {
  const latest = contents.migrations.at(-1) ?? 'none';
  return `${contents.users} users, ${contents.companies} companies, ${contents.savedReports} saved reports; schema ${latest}`;
}

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.database.url) {
    console.error('DATABASE_URL is set: back up and restore a PostgreSQL server with pg_dump and pg_restore (docs/running.md#backups).');
    return 2;
  }
  const path = resolve(config.invocationDirectory ?? process.cwd(), file);
  const { dataDir } = config.database;
  if (command === 'backup') {
    const contents = await backupEmbedded(dataDir, path);
    console.log(`Backed up ${dataDir} to ${path}: ${describe(contents)}.`);
    return 0;
  }
  const result = await restoreEmbedded(path, dataDir, await knownMigrations());
  console.log(`Restored ${path} into ${dataDir}: ${describe(result)}.`);
  if (result.movedAside) console.log(`The database that was there is kept in ${result.movedAside}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const expected = error instanceof BackupError || error instanceof DataDirInUseError;
    console.error(expected ? error.message : `Failed: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
