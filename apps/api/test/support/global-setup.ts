import type { TestProject } from 'vitest/node';
import { buildServer } from '../../src/server.js';
import { acquireSeededTemplate, cloneSeededDatabase, type DatabaseKind } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiBaseUrl: string;
    databaseKind: DatabaseKind;
    /** The seeded template of this run: suites that need a seeded database of their own copy it (`seededDatabase`). */
    seededTemplate: string;
  }
}

/**
 * One real server per project on a freshly seeded database; the tests talk to it over HTTP only. The
 * database is seeded once per run as a template (a real first bootstrap), and the server runs on a copy of it.
 */
export async function startServerFor(project: TestProject, kind: DatabaseKind) {
  const template = await acquireSeededTemplate(kind);
  const database = await cloneSeededDatabase(kind, template.id);
  const app = await buildServer({ db: database.db, validateResponses: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  project.provide('apiBaseUrl', `http://127.0.0.1:${address.port}/api`);
  project.provide('databaseKind', kind);
  project.provide('seededTemplate', template.id);
  return async () => {
    await app.close();
    await database.destroy();
    await template.release();
  };
}
