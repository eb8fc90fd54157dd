import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';
import { newLinkToken } from '../../src/auth/tokens.js';
import { openDatabase } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { insertUser, type NewUser } from '../../src/db/repositories/users.js';
import { createTestDatabase, handleFor, type TestDatabase } from './database.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

/**
 * A fresh, migrated, empty database opened in the test's own process (not behind the project's test
 * server), so the repositories and the session store run where the test runs. That is also what lets
 * StrykerJS, which switches mutants inside the test worker, see them (`npm run mutate`). The project's
 * database kind when it provides one (PGlite or PostgreSQL), else PGlite.
 */
export async function openMigratedDatabase(): Promise<TestDatabase> {
  const kind = inject('databaseKind') ?? 'pglite';
  if (kind !== 'pglite') {
    const database = await createTestDatabase(kind);
    await migrate(database.db);
    return database;
  }
  // A new PGlite directory spends seconds in initdb; a copy of an already migrated one opens at once,
  // which keeps a mutation run (one database per test file and mutant) bounded.
  const dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-test-'));
  await cp(await migratedTemplate(), dataDir, { recursive: true });
  return handleFor(
    kind,
    () => openDatabase({ dataDir }),
    () => rm(dataDir, { recursive: true, force: true }),
  );
}

/** The installed PGlite's package.json (its data directory format goes with its version). */
const PGLITE_PACKAGE = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');

/** A migrated PGlite directory for the current migrations and PGlite version, made once per machine in tmpdir. */
async function migratedTemplate(): Promise<string> {
  const hash = createHash('sha256').update(await readFile(PGLITE_PACKAGE));
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  const template = join(tmpdir(), `risk-atlas-migrated-${hash.digest('hex').slice(0, 16)}`);
  if (
    await stat(template).then(
      () => true,
      () => false,
    )
  )
    return template;
  const building = await mkdtemp(join(tmpdir(), 'risk-atlas-migrating-'));
  const db = await openDatabase({ dataDir: building });
  await migrate(db);
  await db.close();
  // Another worker may have finished first: its template is as good as ours.
  await rename(building, template).catch(() => rm(building, { recursive: true, force: true }));
  return template;
}

/** A user row with a unique name and link token; `fields` overrides any column. */
export function newUser(fields: Partial<NewUser> = {}): NewUser {
  const suffix = randomBytes(4).toString('hex');
  return {
    user_name: `user-${suffix}`,
    password_hash: 'not-a-real-hash',
    person_name: `Person ${suffix}`,
    email: `${suffix}@example.com`,
    roles: [],
    country: 'au',
    app_theme: 'default',
    accepted_toc: true,
    documents_assessments: null,
    sso_token: newLinkToken(),
    job_title: '',
    phone: '',
    address: null,
    ...fields,
  };
}

export async function createUser(database: TestDatabase, fields: Partial<NewUser> = {}): Promise<number> {
  return insertUser(database.db, newUser(fields));
}

/**
 * One migrated database for the file's tests: opened before them (handed to `onOpen`) and destroyed
 * after them.
 */
export function useMigratedDatabase(onOpen: (database: TestDatabase) => void): void {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openMigratedDatabase();
    onOpen(database);
  });
  afterAll(async () => {
    await database?.destroy();
  });
}
