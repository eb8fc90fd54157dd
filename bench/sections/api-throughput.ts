import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  ACCEPT,
  dropSchema,
  eventually,
  freePort,
  freshSchema,
  login,
  requireBuild,
  SERVER_ENTRY,
  startProcess,
  TEST_DATABASE_URL,
  untilReady,
  type RunningProcess,
} from '../../apps/api/test-processes/support.js';
import { ROOT, type BenchSection } from '../results.js';

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP_SECONDS = 3;
const INDUSTRY_ID = 12095;

/** The goals of the API foundation issue: share of the bare route's req/s, and p99. */
const GOALS = { industry: 0.4, hazardIndex: 0.4, user: 0.25, p99Ms: 50 } as const;

export interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Load at 50 connections; with `paths`, each connection cycles through them (on the url's origin). */
export async function load(url: string, headers: Record<string, string> = {}, seconds = SECONDS, paths?: readonly string[]): Promise<Load> {
  const requests = paths?.map((path) => ({ method: 'GET' as const, path }));
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, ...(requests ? { requests } : {}) });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export async function startServer(env: Record<string, string>): Promise<{ process: RunningProcess; origin: string; readyMs: number }> {
  const port = await freePort();
  const started = Date.now();
  const process = startProcess('node', [SERVER_ENTRY], {
    PORT: String(port),
    RISK_ATLAS_STATIC_DIR: '/nonexistent',
    NODE_ENV: 'production',
    // The bench signs in as the demo personas, on PostgreSQL too (where demo mode is off by default).
    RISK_ATLAS_DEMO: 'true',
    // The bench loads one industry tens of thousands of times: lift the daily view limit (default 500).
    RISK_ATLAS_INDUSTRY_VIEWS_PER_DAY: '1000000000',
    // Thousands of requests a second from one address: lift the per-client rate limit (60 000 a minute).
    RISK_ATLAS_RATE_LIMIT: '1000000000',
    ...env,
  });
  const origin = `http://127.0.0.1:${port}`;
  await untilReady(process, origin, 300_000);
  return { process, origin, readyMs: Date.now() - started };
}

export async function stop(process: RunningProcess): Promise<void> {
  process.child.kill('SIGTERM');
  await process.exited;
}

/** The yardstick: the bare Fastify route (bench/bare-server.mjs), warmed up, then measured. */
export async function measureBare(): Promise<Load> {
  const barePort = await freePort();
  const bareServer = startProcess('node', [join(ROOT, 'bench/bare-server.mjs')], { PORT: String(barePort) });
  await eventually(async () => (await fetch(`http://127.0.0.1:${barePort}/rows`)).ok, 30_000);
  await load(`http://127.0.0.1:${barePort}/rows`, {}, WARMUP_SECONDS);
  const bare = await load(`http://127.0.0.1:${barePort}/rows`);
  await stop(bareServer);
  return bare;
}

async function measureApi(origin: string, bare: Load) {
  const response = await login(`${origin}/api`, 'adviser.au');
  const { access_token: token } = (await response.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}`, accept: ACCEPT };
  const endpoints = {
    industry: `/api/industries/${INDUSTRY_ID}`,
    hazardIndex: `/api/industries/${INDUSTRY_ID}/hazard_index/au`,
    user: '/api/user',
    search: '/api/industries?q=bak',
  } as const;
  const figures: Record<string, Load & { path: string; shareOfBare: number }> = {};
  for (const [name, path] of Object.entries(endpoints)) {
    await load(`${origin}${path}`, headers, WARMUP_SECONDS);
    const measured = await load(`${origin}${path}`, headers);
    figures[name] = { path, ...measured, shareOfBare: +(measured.requestsPerSecond / bare.requestsPerSecond).toFixed(3) };
  }
  return figures;
}

function goalsMet(figures: Awaited<ReturnType<typeof measureApi>>) {
  const share = (name: 'industry' | 'hazardIndex' | 'user', goal: number) =>
    figures[name]!.shareOfBare >= goal && figures[name]!.p99Ms <= GOALS.p99Ms;
  return {
    industry: share('industry', GOALS.industry),
    hazardIndex: share('hazardIndex', GOALS.hazardIndex),
    user: share('user', GOALS.user),
  };
}

/**
 * API read throughput with autocannon at 50 connections over loopback, beside a bare Fastify route
 * measured in the same run, on the embedded database (PGlite) and on the PostgreSQL server; plus the
 * time the built server takes to be ready, cold (seeding a new database) and warm.
 */
export const apiThroughput: BenchSection = {
  name: 'api',
  async run() {
    requireBuild();
    const bare = await measureBare();

    const dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-bench-'));
    const cold = await startServer({ RISK_ATLAS_DATA_DIR: dataDir, DATABASE_URL: '' });
    await stop(cold.process);
    const pgliteServer = await startServer({ RISK_ATLAS_DATA_DIR: dataDir, DATABASE_URL: '' });
    const pglite = await measureApi(pgliteServer.origin, bare);
    await stop(pgliteServer.process);
    await rm(dataDir, { recursive: true, force: true });

    const schema = freshSchema();
    let postgres: Awaited<ReturnType<typeof measureApi>> | null = null;
    let postgresColdMs: number | null = null;
    try {
      const postgresServer = await startServer({ DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema });
      postgresColdMs = postgresServer.readyMs;
      postgres = await measureApi(postgresServer.origin, bare);
      await stop(postgresServer.process);
    } catch (error) {
      console.warn(`PostgreSQL figures skipped: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await dropSchema(schema).catch(() => undefined);
    }

    const row = (figures: Load & { shareOfBare?: number }) => ({
      'req/s': figures.requestsPerSecond,
      'share of bare': figures.shareOfBare === undefined ? '100 %' : `${(figures.shareOfBare * 100).toFixed(1)} %`,
      'p50 ms': figures.p50Ms,
      'p99 ms': figures.p99Ms,
      errors: figures.errors + figures.non2xx,
    });
    const table: Record<string, ReturnType<typeof row>> = { 'bare Fastify route (20 rows)': row(bare) };
    for (const [database, figures] of [
      ['PGlite', pglite],
      ['PostgreSQL', postgres],
    ] as const) {
      if (!figures) continue;
      for (const measured of Object.values(figures)) table[`${database}: GET ${measured.path}`] = row(measured);
    }
    console.log(
      `API throughput: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, loopback. Goals: industry and hazard index >= 40 % of bare, user >= 25 %, p99 <= ${GOALS.p99Ms} ms.`,
    );
    console.table(table);
    const startup = {
      pgliteColdSeconds: +(cold.readyMs / 1000).toFixed(1),
      pgliteWarmSeconds: +(pgliteServer.readyMs / 1000).toFixed(1),
      postgresColdSeconds: postgresColdMs === null ? null : +(postgresColdMs / 1000).toFixed(1),
    };
    console.log(
      `Built server ready: PGlite cold (seeding) ${startup.pgliteColdSeconds} s, warm ${startup.pgliteWarmSeconds} s; PostgreSQL cold ${startup.postgresColdSeconds ?? '-'} s.`,
    );
    const goals = { pglite: goalsMet(pglite), postgres: postgres ? goalsMet(postgres) : null };
    console.log(`Goals met: ${JSON.stringify(goals)}`);
    return { connections: CONNECTIONS, seconds: SECONDS, bare, pglite, postgres, goals, startup };
  },
};
