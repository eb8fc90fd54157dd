/**
 * `npm run soak` (not in npm test; loopback only, bounded): the built production server under a steady
 * mix of reads and saves, then a `kill -9` in the middle of a stream of acknowledged saves.
 *
 * 1. Load: SOAK_SECONDS (default 60) at SOAK_RATE (default 200) requests/s over 50 connections, each
 *    cycling an industry, its hazard index, a search, the caller and a profile save. Pass: 0 errors and
 *    0 non-2xx answers; p50/p99 printed.
 * 2. Durability: one writer per demo persona saves its profile (job title `save N`) back to back; after
 *    SOAK_KILL_AFTER_MS the server is killed with SIGKILL, restarted on the same data, and every
 *    persona's last acknowledged save must be there (or the one in flight when the kill came).
 * Both on PGlite (a fresh data directory) and on PostgreSQL (TEST_DATABASE_URL, a fresh schema; skipped
 * with a note when it does not answer).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  ACCEPT,
  dropSchema,
  freePort,
  freshSchema,
  login,
  requireBuild,
  SERVER_ENTRY,
  startProcess,
  TEST_DATABASE_URL,
  untilReady,
  type RunningProcess,
} from '../apps/api/test-processes/support.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const RATE = Number(process.env.SOAK_RATE ?? 200);
/** Enough connections that the rate, not the latency of a busy machine, sets the pace. */
const SOAK_CONNECTIONS = 50;
const KILL_AFTER_MS = Number(process.env.SOAK_KILL_AFTER_MS ?? 3000);
const INDUSTRY_ID = 12095;
const WRITERS = ['adviser.au', 'adviser.nz', 'user.gb', 'user.others', 'underwriter.au', 'admin.au'];

interface Server {
  process: RunningProcess;
  api: string;
}

async function start(env: Record<string, string>, port?: number): Promise<Server> {
  const listen = port ?? (await freePort());
  const running = startProcess('node', [SERVER_ENTRY], {
    PORT: String(listen),
    NODE_ENV: 'production',
    RISK_ATLAS_STATIC_DIR: '/nonexistent',
    RISK_ATLAS_INDUSTRY_VIEWS_PER_DAY: '1000000000',
    // The soak signs in as the demo personas, on PostgreSQL too (where demo mode is off by default).
    RISK_ATLAS_DEMO: 'true',
    ...env,
  });
  const origin = `http://127.0.0.1:${String(listen)}`;
  await untilReady(running, origin, 300_000);
  return { process: running, api: `${origin}/api` };
}

async function stop(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  server.process.child.kill(signal);
  await server.process.exited;
}

async function bearer(api: string, user: string): Promise<Record<string, string>> {
  const response = await login(api, user);
  if (response.status !== 200) throw new Error(`login as ${user}: ${String(response.status)}`);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}`, accept: ACCEPT };
}

interface LoadFigures {
  requests: number;
  perSecond: number;
  errors: number;
  non2xx: number;
  p50: number;
  p99: number;
  max: number;
}

async function soak(server: Server): Promise<LoadFigures> {
  const headers = await bearer(server.api, 'adviser.au');
  const profile = { person_name: 'Olivia.Chen', email: 'olivia.chen@example.com', job_title: 'Soak test' };
  const base = new URL(server.api).pathname;
  const result = await autocannon({
    url: server.api,
    connections: SOAK_CONNECTIONS,
    overallRate: RATE,
    duration: SECONDS,
    headers,
    requests: [
      { method: 'GET', path: `${base}/industries/${String(INDUSTRY_ID)}` },
      { method: 'GET', path: `${base}/industries/${String(INDUSTRY_ID)}/hazard_index/au` },
      { method: 'GET', path: `${base}/industries?q=bak` },
      { method: 'GET', path: `${base}/user` },
      {
        method: 'PUT',
        path: `${base}/user/profile`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(profile),
      },
    ],
  });
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

interface Durability {
  acknowledged: number;
  lost: string[];
}

/** Saves back to back per persona, kills the server with SIGKILL, restarts it, reads every profile. */
async function killDuringSaves(env: Record<string, string>): Promise<Durability> {
  const port = await freePort();
  let server = await start(env, port);
  const writers = await Promise.all(WRITERS.map(async (user) => ({ user, headers: await bearer(server.api, user), acked: -1, sent: -1 })));
  let acknowledged = 0;
  let killed = false;
  const save = async (writer: (typeof writers)[number]) => {
    const current = (await (await fetch(`${server.api}/user/profile`, { headers: writer.headers })).json()) as {
      person_name: string;
      email: string;
    };
    for (let n = 0; !killed; n += 1) {
      writer.sent = n;
      try {
        const response = await fetch(`${server.api}/user/profile`, {
          method: 'PUT',
          headers: { ...writer.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ person_name: current.person_name, email: current.email, job_title: `save ${String(n)}` }),
        });
        if (response.status !== 200) throw new Error(`save answered ${String(response.status)}`);
        await response.arrayBuffer();
        writer.acked = n;
        acknowledged += 1;
      } catch (error) {
        if (!killed) throw error;
      }
    }
  };
  const running = writers.map(save);
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
  killed = true;
  server.process.child.kill('SIGKILL');
  await server.process.exited;
  await Promise.all(running);
  server = await start(env, port);
  const lost: string[] = [];
  for (const writer of writers) {
    const profile = (await (await fetch(`${server.api}/user/profile`, { headers: await bearer(server.api, writer.user) })).json()) as {
      job_title: string | null;
    };
    const stored = Number(/^save (\d+)$/.exec(profile.job_title ?? '')?.[1] ?? -1);
    // The last acknowledged save, or the one that was in flight when the server died.
    if (stored !== writer.acked && stored !== writer.sent)
      lost.push(`${writer.user}: acknowledged save ${String(writer.acked)}, found ${profile.job_title ?? 'nothing'}`);
  }
  await stop(server);
  return { acknowledged, lost };
}

async function postgresAnswers(): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function onDatabase(name: string, env: Record<string, string>) {
  const server = await start(env);
  let load: LoadFigures;
  try {
    // One request warms the catalogue caches, so the soak measures the steady state.
    await fetch(`${server.api}/readyz`);
    load = await soak(server);
  } finally {
    await stop(server);
  }
  const durability = await killDuringSaves(env);
  return { name, load, durability };
}

requireBuild();
const rows: Awaited<ReturnType<typeof onDatabase>>[] = [];
const dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-soak-'));
try {
  console.log(`Soak: ${String(SECONDS)} s at ${String(RATE)} requests/s per database, then kill -9 during saves.`);
  rows.push(await onDatabase('PGlite', { RISK_ATLAS_DATA_DIR: dataDir, DATABASE_URL: '' }));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (await postgresAnswers()) {
  const schema = freshSchema();
  try {
    rows.push(await onDatabase('PostgreSQL', { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema }));
  } finally {
    await dropSchema(schema);
  }
} else {
  console.log(`PostgreSQL at ${TEST_DATABASE_URL} does not answer: its soak is skipped.`);
}

console.log('\n| database | requests | req/s | errors | non-2xx | p50 ms | p99 ms | max ms | acknowledged saves before kill -9 | lost |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const { name, load, durability } of rows) {
  console.log(
    `| ${name} | ${String(load.requests)} | ${String(load.perSecond)} | ${String(load.errors)} | ${String(load.non2xx)} | ${String(load.p50)} | ${String(load.p99)} | ${String(load.max)} | ${String(durability.acknowledged)} | ${String(durability.lost.length)} |`,
  );
}
const failures = rows.flatMap(({ name, load, durability }) => [
  ...(load.errors + load.non2xx > 0
    ? [`${name}: ${String(load.errors)} errors and ${String(load.non2xx)} non-2xx answers under load`]
    : []),
  ...durability.lost.map((line) => `${name}: lost ${line}`),
]);
for (const failure of failures) console.error(failure);
process.exit(failures.length > 0 ? 1 : 0);
