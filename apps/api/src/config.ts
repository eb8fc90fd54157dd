import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from './db/client.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `DATABASE_URL` selects a PostgreSQL server; otherwise PGlite persists under `.data/` (or `RISK_ATLAS_DATA_DIR`). */
export function openConfiguredDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openDatabase({ url, schema: process.env.DATABASE_SCHEMA || undefined });
  return openDatabase({ dataDir: process.env.RISK_ATLAS_DATA_DIR ?? `${REPO_ROOT}.data/pglite` });
}
