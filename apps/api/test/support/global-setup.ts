import type { TestProject } from 'vitest/node';
import { bootstrap } from '../../src/db/seed/bootstrap.js';
import { buildServer } from '../../src/server.js';
import { createTestDatabase, type DatabaseKind } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiBaseUrl: string;
    databaseKind: DatabaseKind;
  }
}

/** One real server per project on a freshly seeded database; the tests talk to it over HTTP only. */
export async function startServerFor(project: TestProject, kind: DatabaseKind) {
  const database = await createTestDatabase(kind);
  await bootstrap(database.db);
  const app = await buildServer({ db: database.db, validateResponses: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  project.provide('apiBaseUrl', `http://127.0.0.1:${address.port}/api`);
  project.provide('databaseKind', kind);
  return async () => {
    await app.close();
    await database.destroy();
  };
}
