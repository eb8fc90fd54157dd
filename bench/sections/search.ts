/**
 * Search latency of the real server (HTTP, PGlite) against an in-process baseline over the same catalogue.
 * The search issue replaces this with its index figures.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSeedCatalogue } from '../../apps/api/src/catalogue/build.js';
import { searchName } from '../../apps/api/src/catalogue/load.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.js';
import { buildServer } from '../../apps/api/src/server.js';
import { percentile, type BenchSection } from '../results.js';

const QUERIES = ['bak', 'plumb', 'cafe', 'dental', 'truck', 'software', 'wholesale fruit', 'sawmill', 'school', 'hotel', 'farm', 'mining', 'printing', 'retail', 'clinic', 'security', 'removal', 'roof', 'gym', 'winery'];
const SEQUENTIAL = 400;
const CONCURRENCY = 8;
const CONCURRENT_PER_WORKER = 100;

function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: +percentile(sorted, 0.5).toFixed(3), p95Ms: +percentile(sorted, 0.95).toFixed(3), maxMs: +sorted.at(-1)!.toFixed(3) };
}

async function serverFigures() {
  const dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-bench-'));
  const db = await openDatabase({ dataDir });
  const seedStart = performance.now();
  await bootstrap(db);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const app = await buildServer({ db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/api`;
  const login = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'adviser.au', password: 'RiskAtlas-Demo-2026', grant_type: 'password', client_id: '1' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
  const search = async (index: number) => {
    const started = performance.now();
    const response = await fetch(`${base}/industries?q=${encodeURIComponent(QUERIES[index % QUERIES.length]!)}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`search answered ${response.status}`);
    return performance.now() - started;
  };
  for (let index = 0; index < 20; index += 1) await search(index);
  const sequential: number[] = [];
  for (let index = 0; index < SEQUENTIAL; index += 1) sequential.push(await search(index));
  const concurrentStart = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async (_, worker) => {
    for (let index = 0; index < CONCURRENT_PER_WORKER; index += 1) await search(worker * 7 + index);
  }));
  const concurrentSeconds = (performance.now() - concurrentStart) / 1000;
  await app.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
  return {
    firstSeedSeconds: +seedSeconds.toFixed(2),
    sequential: summarise(sequential),
    throughputPerSecond: +((CONCURRENCY * CONCURRENT_PER_WORKER) / concurrentSeconds).toFixed(1),
    concurrency: CONCURRENCY,
  };
}

/** The floor: the same word-prefix match over names held in memory, no HTTP, no SQL. */
async function baselineFigures() {
  const { catalogue } = await buildSeedCatalogue();
  const names = catalogue.industries.map((industry) => ({ industry, search: searchName(industry.name) }));
  const samples: number[] = [];
  for (let index = 0; index < SEQUENTIAL; index += 1) {
    const started = performance.now();
    const words = searchName(QUERIES[index % QUERIES.length]!).trim().split(' ');
    const hits = names.filter((entry) => words.every((word) => entry.search.includes(` ${word}`)));
    hits.sort((a, b) => a.industry.name.localeCompare(b.industry.name));
    hits.slice(0, 100);
    samples.push(performance.now() - started);
  }
  return { sequential: summarise(samples) };
}

/** Search latency and throughput of the real server over the seeded catalogue, beside an in-process baseline. */
export const search: BenchSection = {
  name: 'search',
  async run() {
    const figures = { server: await serverFigures(), inProcessBaseline: await baselineFigures() };
    console.log('Search (GET /industries?q=…, 20 keywords)');
    console.table({
      'server over HTTP (PGlite)': figures.server.sequential,
      'in-process baseline': figures.inProcessBaseline.sequential,
    });
    console.log(`Throughput: ${figures.server.throughputPerSecond} searches/s with ${CONCURRENCY} concurrent clients; first seed ${figures.server.firstSeedSeconds} s`);
    return figures;
  },
};
