import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';

export type DatabaseKind = 'pglite' | 'postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh, empty database of the given kind: PGlite in a temporary directory, or a new schema on the
 * PostgreSQL server. `reopen` connects again to the same data (a restart); `destroy` removes it.
 */
export interface TestDatabase {
  kind: DatabaseKind;
  db: Database;
  reopen(): Promise<Database>;
  destroy(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-test-'));
    return handleFor(kind, () => openDatabase({ dataDir }), () => rm(dataDir, { recursive: true, force: true }));
  }
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  return handleFor(kind, () => openDatabase({ url: TEST_DATABASE_URL, schema }), async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });
}

async function handleFor(kind: DatabaseKind, open: () => Promise<Database>, remove: () => Promise<unknown>): Promise<TestDatabase> {
  const handle: TestDatabase = {
    kind,
    db: await open(),
    async reopen() {
      handle.db = await open();
      return handle.db;
    },
    async destroy() {
      await handle.db.close().catch(() => undefined);
      await remove();
    },
  };
  return handle;
}
