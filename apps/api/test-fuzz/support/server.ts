import { digest, newBearerToken } from '../../src/auth/tokens.js';
import type { Database } from '../../src/db/client.js';
import { findCredentials } from '../../src/db/repositories/users.js';
import { insertAccessToken } from '../../src/db/repositories/tokens.js';
import { bootstrap } from '../../src/bootstrap/bootstrap.js';
import { buildServer, type ServerOptions } from '../../src/server.js';
import { acquireSeededTemplate, cloneSeededDatabase, createTestDatabase, type TestDatabase } from '../../test/support/database.js';

/** A session minted through the repository layer (no password hashing), live or already expired. */
export async function mintToken(db: Database, userName: string, lifetimeSeconds: number): Promise<string> {
  const user = await findCredentials(db, userName);
  if (!user) throw new Error(`No demo user ${userName}`);
  const token = newBearerToken();
  await insertAccessToken(db, { tokenHash: digest(token), userId: user.id, lifetimeSeconds });
  return token;
}

/** The portal origin the suites' servers are configured with: reset links may point only there. */
export const TEST_PORTAL_ORIGIN = 'https://portal.fuzz.example';

export interface RunningServer {
  baseUrl: string;
  db: Database;
  close(): Promise<void>;
}

/** A real server on a fresh, seeded PGlite database (without the catalogue when `catalogue: false`), listening on a loopback port. */
export async function startServer(options: Omit<ServerOptions, 'db'> & { catalogue?: boolean } = {}): Promise<RunningServer> {
  const { catalogue, ...serverOptions } = options;
  let database: TestDatabase;
  let template: { release(): Promise<void> } | undefined;
  if (catalogue === false) {
    database = await createTestDatabase('pglite');
    await bootstrap(database.db, () => {}, { catalogue: false, demo: true });
  } else {
    // A copy of the run's seeded template (seeded once for the api, fuzz and e2e suites together).
    const seeded = await acquireSeededTemplate('pglite');
    template = seeded;
    database = await cloneSeededDatabase('pglite', seeded.id);
  }
  const app = await buildServer({
    ...serverOptions,
    config: { portalOrigins: [TEST_PORTAL_ORIGIN], ...serverOptions.config },
    db: database.db,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}/api`,
    db: database.db,
    async close() {
      await app.close();
      await database.destroy();
      await template?.release();
    },
  };
}
