/**
 * A seeded API server on PGlite in a temporary folder, listening on loopback, for the bench sections
 * that measure over HTTP; `close` stops it and removes its data.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.js';
import { bootstrap } from '../apps/api/src/bootstrap/bootstrap.js';
import { buildServer } from '../apps/api/src/server.js';

const DEMO_PASSWORD = 'RiskAtlas-Demo-2026';

export interface SeededServer {
  /** The API's base URL, e.g. http://127.0.0.1:PORT/api. */
  base: string;
  /** A bearer token for one of the demo logins. */
  signIn(username: string): Promise<string>;
  close(): Promise<void>;
}

export async function startSeededServer(): Promise<SeededServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-bench-'));
  const db = await openDatabase({ dataDir });
  await bootstrap(db, () => {}, { demo: true });
  const app = await buildServer({ db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${String(port)}/api`;
  return {
    base,
    async signIn(username) {
      const response = await fetch(`${base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password: DEMO_PASSWORD, grant_type: 'password', client_id: '1' }),
      });
      return ((await response.json()) as { access_token: string }).access_token;
    },
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
