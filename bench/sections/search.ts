/**
 * Industry search: the index's handling time per query in process (typed prefixes and typos), beside a
 * Fuse.js index over the same names; and `GET /industries?q=` on the built server at 50 connections,
 * beside the bare Fastify route measured in the same run. Goals of the search issue: p95 <= 2 ms in
 * process; >= 25 % of the bare route's req/s with p99 <= 50 ms over HTTP.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fuse from 'fuse.js';
import { buildSeedCatalogue } from '../../apps/api/src/catalogue/build.js';
import { queryWords, SearchIndex } from '../../apps/api/src/catalogue/search/search-index.js';
import { catalogueSynonyms } from '../../apps/api/src/catalogue/search/synonyms.js';
import { tradeWords } from '../../apps/api/src/catalogue/search/trade-words.js';
import { ACCEPT, login, requireBuild } from '../../apps/api/test-processes/support.js';
import { percentile, type BenchSection } from '../results.js';
import { CONNECTIONS, load, measureBare, SECONDS, startServer, stop, WARMUP_SECONDS } from './api-throughput.js';

const WORDS = [
  'bakery',
  'plumber',
  'cafe',
  'dentist',
  'truck driver',
  'software',
  'wholesale fruit',
  'sawmill',
  'school',
  'hotel',
  'electrician',
  'mining',
  'printing',
  'restaurant',
  'accountant',
  'security',
  'removalist',
  'roofer',
  'gym',
  'winery',
];
const TYPOS = [
  'bakry',
  'plumbng',
  'resturant',
  'acountant',
  'electricain',
  'hairdreser',
  'carpneter',
  'pharmacey',
  'vetrinary',
  'softwre',
  'scafolding',
  'landscapper',
  'chiropracter',
  'removalst',
  'newsagncy',
  'truk driver',
];
/** Every prefix a broker types on the way to each word (from 2 letters: the widget debounces), then the typos. */
const QUERIES = [...WORDS.flatMap((word) => Array.from({ length: word.length - 1 }, (_, index) => word.slice(0, index + 2))), ...TYPOS];
const ROUNDS = 20;
const GOALS = { inProcessP95Ms: 2, shareOfBare: 0.25, p99Ms: 50 } as const;

function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: +percentile(sorted, 0.5).toFixed(3), p95Ms: +percentile(sorted, 0.95).toFixed(3), maxMs: +sorted.at(-1)!.toFixed(3) };
}

function time(run: (query: string) => unknown) {
  for (const query of QUERIES) run(query);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of QUERIES) {
      const started = performance.now();
      run(query);
      samples.push(performance.now() - started);
    }
  }
  return summarise(samples);
}

/** The index as each replica builds it (uncached ranking, as a first keystroke meets it), and Fuse.js. */
async function inProcessFigures() {
  const { catalogue } = await buildSeedCatalogue();
  const canonical = catalogue.industries.filter((industry) => industry.alias_of === null).sort((a, b) => (a.name < b.name ? -1 : 1));
  const nameRank = new Map(canonical.map((industry, index) => [industry.id, index]));
  const buildStarted = performance.now();
  const index = new SearchIndex(
    catalogue.industries,
    catalogueSynonyms(),
    (id) => nameRank.get(id)!,
    tradeWords(catalogue.classifications, catalogueSynonyms()),
  );
  const buildMs = performance.now() - buildStarted;
  const fuseStarted = performance.now();
  const fuse = new Fuse(catalogue.industries, { keys: ['name'], threshold: 0.3, ignoreLocation: true });
  const fuseBuildMs = performance.now() - fuseStarted;
  return {
    queries: QUERIES.length,
    index: { buildMs: +buildMs.toFixed(1), ...time((query) => index.rank(queryWords(query)).slice(0, 100)) },
    fuse: { buildMs: +fuseBuildMs.toFixed(1), ...time((query) => fuse.search(query, { limit: 100 })) },
  };
}

/** The built server on PGlite: GET /industries?q= cycling through the queries, beside the bare route. */
async function httpFigures() {
  requireBuild();
  const bare = await measureBare();
  const dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-bench-'));
  // Seed in a first (cold) start: the embedded database keeps working in-process for a while after it.
  await stop((await startServer({ RISK_ATLAS_DATA_DIR: dataDir, DATABASE_URL: '' })).process);
  const server = await startServer({ RISK_ATLAS_DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    const response = await login(`${server.origin}/api`, 'adviser.au');
    const { access_token: token } = (await response.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}`, accept: ACCEPT };
    const paths = QUERIES.map((query) => `/api/industries?q=${encodeURIComponent(query)}`);
    await load(`${server.origin}/api/industries`, headers, WARMUP_SECONDS, paths);
    const search = await load(`${server.origin}/api/industries`, headers, SECONDS, paths);
    return { bare, search, shareOfBare: +(search.requestsPerSecond / bare.requestsPerSecond).toFixed(3) };
  } finally {
    await stop(server.process);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const search: BenchSection = {
  name: 'search',
  async run() {
    const inProcess = await inProcessFigures();
    console.log(
      `Search in process: ${inProcess.queries} queries (typed prefixes and typos) x ${ROUNDS} rounds, top 100. Goal p95 <= ${GOALS.inProcessP95Ms} ms.`,
    );
    console.table({ 'Risk Atlas index (uncached)': inProcess.index, 'Fuse.js 7 baseline': inProcess.fuse });
    const http = await httpFigures();
    console.log(
      `GET /industries?q= over HTTP (PGlite, built server): autocannon, ${CONNECTIONS} connections, ${SECONDS} s, cycling the same queries. Goal >= ${GOALS.shareOfBare * 100} % of bare, p99 <= ${GOALS.p99Ms} ms.`,
    );
    console.table({
      'bare Fastify route (20 rows)': {
        'req/s': http.bare.requestsPerSecond,
        'p50 ms': http.bare.p50Ms,
        'p99 ms': http.bare.p99Ms,
        errors: http.bare.errors + http.bare.non2xx,
      },
      'GET /industries?q=': {
        'req/s': http.search.requestsPerSecond,
        'p50 ms': http.search.p50Ms,
        'p99 ms': http.search.p99Ms,
        errors: http.search.errors + http.search.non2xx,
      },
    });
    const goals = {
      inProcessP95: inProcess.index.p95Ms <= GOALS.inProcessP95Ms,
      http: http.shareOfBare >= GOALS.shareOfBare && http.search.p99Ms <= GOALS.p99Ms,
    };
    console.log(`Share of bare: ${(http.shareOfBare * 100).toFixed(1)} %. Goals met: ${JSON.stringify(goals)}`);
    return { inProcess, http, goals };
  },
};
