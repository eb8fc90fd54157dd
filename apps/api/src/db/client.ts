import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The slice of a PostgreSQL connection the server needs; PGlite and a pg pool both provide it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to use (created when missing); lets test runs share one server. */
  schema?: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  return options.url ? openPostgres(options.url, options.schema) : openPglite(options.dataDir ?? 'memory://', options.schema);
}

async function openPglite(dataDir: string, schema?: string): Promise<Database> {
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir);
  if (schema) {
    await lite.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema}`);
  }
  // PGlite is a single connection: serialise transactions so two requests never interleave inside one.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    async query(sql, params) {
      const result = await lite.query(sql, params as unknown[] | undefined);
      return { rows: result.rows as never[] };
    },
    async exec(sql) {
      await lite.exec(sql);
    },
    transaction(work) {
      const run = queue.then(() =>
        lite.transaction(async (tx) =>
          work({
            async query(sql, params) {
              const result = await tx.query(sql, params as unknown[] | undefined);
              return { rows: result.rows as never[] };
            },
          }),
        ),
      );
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await lite.close();
    },
  };
}

async function openPostgres(url: string, schema?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  if (schema) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  }
  return {
    kind: 'postgres',
    async query(sql, params) {
      const result = await pool.query(sql, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // One connection runs one query at a time; work that fans out (Promise.all) is queued here.
        let pending: Promise<unknown> = Promise.resolve();
        const value = await work({
          query(sql, params) {
            const run = pending.then(() => client.query(sql, params as unknown[] | undefined)).then((result) => ({ rows: result.rows }));
            pending = run.catch(() => undefined);
            return run;
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
