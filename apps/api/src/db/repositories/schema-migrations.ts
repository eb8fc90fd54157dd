import type { Database, Queryable } from '../client.js';
import type { SchemaMigrationRow } from '../rows.js';

/** Creates the ledger of applied migrations the first time a database is migrated. */
export async function ensureMigrationLedger(db: Database): Promise<void> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
}

/** The file names of the migrations already applied. */
export async function appliedMigrations(db: Queryable): Promise<Set<string>> {
  return new Set((await db.query<Pick<SchemaMigrationRow, 'name'>>('SELECT name FROM schema_migrations')).rows.map((row) => row.name));
}

/** Records a migration as applied, in the transaction that applied it. */
export async function recordMigration(tx: Queryable, file: string): Promise<void> {
  await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
}
