import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';
import { MIGRATION_STEPS } from './migration-steps.js';
import { appliedMigrations, ensureMigrationLedger, recordMigration } from './repositories/schema-migrations.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The migrations this release knows, in the order they apply. */
export async function knownMigrations(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
}

/**
 * Applies every migration not yet recorded, in file-name order, each in its own transaction with its
 * code step if it has one (migration-steps.ts). `before` (tests) stops at the first file name that does
 * not sort before it, to stage a database as an older release left it.
 */
export async function migrate(db: Database, { before }: { before?: string } = {}): Promise<string[]> {
  await ensureMigrationLedger(db);
  const applied = await appliedMigrations(db);
  const files = (await knownMigrations()).filter((file) => before === undefined || file < before);
  const newlyApplied: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(MIGRATIONS_DIR + file, 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) {
        await tx.query(statement);
      }
      await MIGRATION_STEPS[file]?.(tx);
      await recordMigration(tx, file);
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}

/** Our migrations hold no semicolons inside strings or bodies, so a split on `;` at line end is exact. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
