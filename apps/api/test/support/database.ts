import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/db/client.js';
import { bootstrap } from '../../src/bootstrap/bootstrap.js';

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

/** `limits` bound the pool of a PostgreSQL database (PGlite has none). */
export async function createTestDatabase(
  kind: DatabaseKind,
  limits: Pick<DatabaseOptions, 'poolSize' | 'statementTimeoutMs' | 'poolWaitMs'> = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-test-'));
    // A copy of a new, never-used data directory is the same empty database, without initdb's cost.
    const empty = process.env[EMPTY_PGLITE_ENV];
    if (empty && existsSync(empty)) await cp(empty, dataDir, { recursive: true });
    return handleFor(
      kind,
      () => openDatabase({ dataDir }),
      () => rm(dataDir, { recursive: true, force: true }),
    );
  }
  const schema = `test_${uniqueSuffix()}`;
  return handleFor(
    kind,
    () => openDatabase({ url: TEST_DATABASE_URL, schema, ...limits }),
    async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  );
}

/**
 * A seeded database to copy: bootstrapped once (migrations, the seeded catalogue, the demo accounts),
 * then closed. Seeding the catalogue costs tens of seconds (minutes for PGlite on a busy machine), a copy
 * a second or two, so each suite seeds once and every database that needs the same seeded state is a
 * copy (`cloneSeededDatabase`): a PGlite data directory copied on disk, or a PostgreSQL database created
 * with `CREATE DATABASE … TEMPLATE`. The id is what `cloneSeededDatabase` takes (a directory or a
 * database name); `destroy` removes the template.
 */
export interface SeededTemplate {
  kind: DatabaseKind;
  id: string;
  destroy(): Promise<void>;
}

export async function createSeededTemplate(kind: DatabaseKind): Promise<SeededTemplate> {
  if (kind === 'pglite') {
    const root = await mkdtemp(join(tmpdir(), 'risk-atlas-template-'));
    const empty = join(root, 'empty');
    await (await openDatabase({ dataDir: empty })).close();
    // The test workers start after the global setups, so they inherit this (see createTestDatabase).
    process.env[EMPTY_PGLITE_ENV] = empty;
    const id = join(root, 'data');
    await cp(empty, id, { recursive: true });
    await seedAndClose(await openDatabase({ dataDir: id }));
    return {
      kind,
      id,
      destroy: async () => {
        if (process.env[EMPTY_PGLITE_ENV] === empty) delete process.env[EMPTY_PGLITE_ENV];
        await rm(root, { recursive: true, force: true });
      },
    };
  }
  const id = `risk_atlas_template_${uniqueSuffix()}`;
  await adminQuery(`CREATE DATABASE ${id}`);
  await seedAndClose(await openDatabase({ url: databaseUrl(id), schema: TEMPLATE_SCHEMA }));
  return { kind, id, destroy: () => dropDatabase(id) };
}

/** Where a new, empty PGlite data directory waits to be copied (set by `createSeededTemplate`). */
const EMPTY_PGLITE_ENV = 'RISK_ATLAS_TEST_EMPTY_PGLITE';

/**
 * The run's seeded template of a kind, shared by every project's global setup: they all run in the one
 * Vitest main process, so the api, fuzz and e2e suites seed once between them. `release` when done; the
 * last release removes the template.
 */
export async function acquireSeededTemplate(kind: DatabaseKind): Promise<{ id: string; release(): Promise<void> }> {
  const shared = globalThis as { riskAtlasSeededTemplates?: Map<DatabaseKind, { template: Promise<SeededTemplate>; users: number }> };
  const templates = (shared.riskAtlasSeededTemplates ??= new Map());
  let entry = templates.get(kind);
  if (!entry) {
    entry = { template: createSeededTemplate(kind), users: 0 };
    templates.set(kind, entry);
  }
  entry.users += 1;
  const mine = entry;
  let template: SeededTemplate;
  try {
    template = await mine.template;
  } catch (error) {
    templates.delete(kind);
    throw error;
  }
  let released = false;
  return {
    id: template.id,
    async release() {
      if (released) return;
      released = true;
      mine.users -= 1;
      if (mine.users > 0) return;
      if (templates.get(kind) === mine) templates.delete(kind);
      await template.destroy();
    },
  };
}

/** A fresh copy of a seeded template: the same data as a new database that `bootstrap` seeded. */
export async function cloneSeededDatabase(kind: DatabaseKind, templateId: string): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const root = await mkdtemp(join(tmpdir(), 'risk-atlas-test-'));
    const dataDir = join(root, 'data');
    await cp(templateId, dataDir, { recursive: true });
    return handleFor(
      kind,
      () => openDatabase({ dataDir }),
      () => rm(root, { recursive: true, force: true }),
    );
  }
  const name = `risk_atlas_test_${uniqueSuffix()}`;
  // The template's last connections may take a moment to end; PostgreSQL refuses to copy it until then.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateId}`);
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return handleFor(
    kind,
    () => openDatabase({ url: databaseUrl(name), schema: TEMPLATE_SCHEMA }),
    () => dropDatabase(name),
  );
}

/** The schema the seeded PostgreSQL templates (and so their copies) keep their tables in. */
const TEMPLATE_SCHEMA = 'seeded';

async function seedAndClose(db: Database) {
  try {
    await bootstrap(db, () => {}, { demo: true });
  } finally {
    await db.close();
  }
}

const uniqueSuffix = () => `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

function databaseUrl(database: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const dropDatabase = (name: string) => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/** A test database handle over `open` (called again by `reopen`); `remove` deletes its storage. */
export async function handleFor(kind: DatabaseKind, open: () => Promise<Database>, remove: () => Promise<unknown>): Promise<TestDatabase> {
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
