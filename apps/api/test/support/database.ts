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
    const open = () => openDatabase({ dataDir });
    const handle: TestDatabase = {
      kind,
      db: await open(),
      async reopen() {
        handle.db = await open();
        return handle.db;
      },
      async destroy() {
        await handle.db.close().catch(() => undefined);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
    return handle;
  }
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const open = () => openDatabase({ url: TEST_DATABASE_URL, schema });
  const handle: TestDatabase = {
    kind,
    db: await open(),
    async reopen() {
      handle.db = await open();
      return handle.db;
    },
    async destroy() {
      await handle.db.close().catch(() => undefined);
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
  return handle;
}
