import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.js';
import { buildServer } from '../../apps/api/src/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
  }
}

const PORTAL_DIST = fileURLToPath(new URL('../../apps/portal/dist/', import.meta.url));
const EMBED_DIST = fileURLToPath(new URL('../../packages/embed/dist/cdn/', import.meta.url));

/** The product as `npm start` runs it: the built portal served by the real API on a fresh embedded database. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(PORTAL_DIST, 'index.html'))) {
    throw new Error('The portal is not built: run "npm run build" (npm test does) before the e2e journeys.');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-e2e-'));
  const db = await openDatabase({ dataDir });
  await bootstrap(db);
  const app = await buildServer({ db, staticDir: PORTAL_DIST, embedDir: EMBED_DIST, validateResponses: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  project.provide('portalUrl', `http://127.0.0.1:${port}`);
  return async () => {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
