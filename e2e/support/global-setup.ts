import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../apps/api/src/server.js';
import { freePort } from '../../apps/api/test-processes/support.js';
import { acquireSeededTemplate, cloneSeededDatabase } from '../../apps/api/test/support/database.js';

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
  // A copy of the run's seeded template: the api and fuzz suites' global setups share the one seeding.
  const template = await acquireSeededTemplate('pglite');
  const database = await cloneSeededDatabase('pglite', template.id);
  // The port is chosen first: the portal's origin is configuration (reset links point only there).
  const port = await freePort();
  const portalUrl = `http://127.0.0.1:${port}`;
  const app = await buildServer({
    db: database.db,
    staticDir: PORTAL_DIST,
    embedDir: EMBED_DIST,
    validateResponses: true,
    config: { portalOrigins: [portalUrl] },
  });
  await app.listen({ port, host: '127.0.0.1' });
  project.provide('portalUrl', portalUrl);
  return async () => {
    await app.close();
    await database.destroy();
    await template.release();
  };
}
