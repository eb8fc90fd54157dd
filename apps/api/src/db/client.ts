import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';

/** The slice of a PostgreSQL connection the repositories need; PGlite, a pg pool and a transaction all provide it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/** Receives the payloads sent on the database's notification channel. */
export interface NotificationListener {
  onMessage(payload: string): void;
  /**
   * The listening connection was lost and is back: messages sent in between were missed, so whatever
   * they would have invalidated must be treated as stale.
   */
  onResync(): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * The NOTIFY channel of this database (one per schema, so test runs sharing a server stay apart).
   * Repositories send invalidations on it with `pg_notify`; every replica listens.
   */
  readonly channel: string;
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding a lock no other process on this database holds at the same time (a
   * PostgreSQL advisory lock; PGlite has one process anyway). Replicas starting together use it so
   * that only one migrates and seeds.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Starts listening on {@link channel}; resolves once LISTEN is in place. The result stops listening. */
  listen(listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to use (created when missing); lets test runs share one server. */
  schema?: string;
  /** Connections in the pool (PostgreSQL only). Default 10. */
  poolSize?: number;
  /** How long a statement may run before the server cancels it (PostgreSQL only). Default 10 000 ms. */
  statementTimeoutMs?: number;
  /** How long a request waits for a free connection before giving up (PostgreSQL only). Default 5000 ms. */
  poolWaitMs?: number;
}

/** The server closes its database on shutdown and so may the code that opened it: the second close is a no-op. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  return options.url
    ? openPostgres(options.url, options.schema, {
        max: options.poolSize ?? 10,
        statement_timeout: options.statementTimeoutMs ?? 10_000,
        connectionTimeoutMillis: options.poolWaitMs ?? 5000,
      })
    : openPglite(options.dataDir ?? 'memory://', options.schema);
}

function channelFor(schema: string | undefined): string {
  return schema ? `risk_atlas_${schema}`.slice(0, 63) : 'risk_atlas';
}

async function openPglite(dataDir: string, schema?: string): Promise<Database> {
  let unlock = (): Promise<void> => Promise.resolve();
  if (!dataDir.includes('://')) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  let lite: PGlite;
  try {
    lite = await PGlite.create(dataDir);
  } catch (error) {
    await unlock();
    throw error;
  }
  if (schema) {
    await lite.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema}`);
  }
  const channel = channelFor(schema);
  // PGlite is a single connection: serialise transactions so two requests never interleave inside one.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    channel,
    async query(sql, params) {
      const result = await lite.query(sql, params);
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
              const result = await tx.query(sql, params);
              return { rows: result.rows as never[] };
            },
          }),
        ),
      );
      queue = run.catch(() => undefined);
      return run;
    },
    exclusive(_name, work) {
      return work();
    },
    async listen(listener) {
      // In-process: the connection never drops, so there is nothing to resynchronise.
      const unlisten = await lite.listen(channel, (payload) => listener.onMessage(payload));
      return () => unlisten();
    },
    close: once(async () => {
      await lite.close();
      await unlock();
    }),
  };
}

const UNIQUE_VIOLATION = '23505';
/** Capped at a second: a restarted database is heard again within a second of answering (issue #25). */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000];

/** What bounds the pool: its size, a statement's run time and the wait for a free connection. */
type PoolLimits = Required<Pick<pg.PoolConfig, 'max' | 'statement_timeout' | 'connectionTimeoutMillis'>>;

async function openPostgres(url: string, schema: string | undefined, limits: PoolLimits): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    ...limits,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its server would otherwise raise an unhandled 'error' and end the process.
  pool.on('error', () => undefined);
  if (schema) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch((error: unknown) => {
      // Two replicas starting together race here: IF NOT EXISTS is not atomic in PostgreSQL, and the
      // loser sees a unique violation although the schema it wanted now exists.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    });
  }
  const channel = channelFor(schema);
  const listeners = new Set<{ stop: () => Promise<void> }>();
  return {
    kind: 'postgres',
    channel,
    async query(sql, params) {
      const result = await pool.query(sql, params);
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
            const run = pending.then(() => client.query(sql, params)).then((result) => ({ rows: result.rows }));
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
    async exclusive(name, work) {
      // A session-level lock lives on one connection: hold that connection until the work is done.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [`${channel}:${name}`]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`${channel}:${name}`]);
        }
      } finally {
        client.release();
      }
    },
    async listen(listener) {
      const handle = await listenWithReconnect(url, channel, listener);
      listeners.add(handle);
      return async () => {
        listeners.delete(handle);
        await handle.stop();
      };
    },
    close: once(async () => {
      await Promise.all([...listeners].map((handle) => handle.stop()));
      listeners.clear();
      await pool.end();
    }),
  };
}

/**
 * LISTEN needs a connection of its own, outside the pool. When it drops, it reconnects with backoff and
 * reports a resync, because notifications sent while it was away are lost.
 */
async function listenWithReconnect(url: string, channel: string, listener: NotificationListener): Promise<{ stop: () => Promise<void> }> {
  let stopped = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.onMessage(message.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
  };

  const scheduleReconnect = () => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      if (stopped) return;
      connect().then(
        () => {
          attempt = 0;
          listener.onResync();
        },
        () => scheduleReconnect(),
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
