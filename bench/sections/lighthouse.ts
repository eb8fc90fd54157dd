import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, login, requireBuild, SERVER_ENTRY, startProcess, untilReady } from '../../apps/api/test-processes/support.js';
import { ROOT, type BenchSection } from '../results.js';

/** The goals the shell and hardening issues set for mobile Lighthouse. */
const GOALS = { performance: 95, accessibility: 100, cls: 0.02 } as const;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** Where the portal keeps its login token (apps/portal/src/session/token-storage.ts). */
const TOKEN_KEY = 'riskatlas.token';

interface PageFigures {
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** What the page downloads before it is done: requests and bytes on the wire (deterministic, unlike timings). */
  requests: number;
  transferKiB: number;
  scriptTransferKiB: number;
  /** Main-thread work Lighthouse measured (inflated on a loaded machine). */
  mainThreadMs: number;
  /** Lighthouse's CPU benchmark of the machine during the run (a quiet desktop scores well over 1000). */
  benchmarkIndex: number;
  opportunities: string[];
  /** Every run's performance score, when a page was audited more than once. */
  performanceRuns?: number[];
}

/** LIGHTHOUSE_STATIC_DIR=dir audits another build of the portal (e.g. an earlier commit's) on the same server. */
const STATIC_DIR = process.env.LIGHTHOUSE_STATIC_DIR ?? join(ROOT, 'apps/portal/dist');

/** LIGHTHOUSE_RUNS=n audits each page n times (3 by default) and reports the run with the median score. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** The run with the median performance score: timings on a shared machine swing from run to run. */
function median(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, performanceRuns: runs.map((run) => run.performance) };
}

/** LIGHTHOUSE_REPORT_DIR=dir keeps every run's full Lighthouse report (JSON, `<page>-<run>.json`) for a closer look. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

interface ResourceRow {
  resourceType?: string;
  requestCount?: number;
  transferSize?: number;
}

class FailedRun extends Error {}

async function audit(name: string, url: string, port: number, run: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The signed-in pages need the token this run stored for the origin.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A run whose trace Lighthouse could not read (NO_NAVSTART and the like) scores 0: not a measurement.
  if (result.lhr.runtimeError) throw new FailedRun(`${name}: ${result.lhr.runtimeError.code}`);
  if (REPORT_DIR) {
    await mkdir(REPORT_DIR, { recursive: true });
    await writeFile(join(REPORT_DIR, `${name.replaceAll(' ', '-')}-${run}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const { categories, audits } = result.lhr;
  const resources = (audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)?.items ?? [];
  const resource = (type: string) => resources.find((row) => row.resourceType === type) ?? {};
  const kib = (bytes: number | undefined) => Math.round((bytes ?? 0) / 102.4) / 10;
  const numeric = (id: string) => Math.round((audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
  const opportunities = Object.values(audits)
    .filter((entry) => entry.details?.type === 'opportunity' && (entry.score ?? 1) < 0.9)
    .map((entry) => entry.title);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    firstContentfulPaintMs: Math.round(numeric('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(numeric('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(numeric('total-blocking-time')),
    cumulativeLayoutShift: numeric('cumulative-layout-shift'),
    speedIndexMs: Math.round(numeric('speed-index')),
    requests: resource('total').requestCount ?? 0,
    transferKiB: kib(resource('total').transferSize),
    scriptTransferKiB: kib(resource('script').transferSize),
    mainThreadMs: Math.round(numeric('mainthread-work-breakdown')),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    opportunities,
  };
}

/**
 * Lighthouse (mobile, its default) on the public home page, the dashboard, an industry hazard page, a
 * quick report and the NatCat page (issue #25's list) of the production build served by the real API on PGlite, in Debian's Chromium.
 */
export const lighthouseSection: BenchSection = {
  name: 'lighthouse',
  async run() {
    requireBuild();
    const dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-lighthouse-'));
    const port = await freePort();
    const server = startProcess('node', [SERVER_ENTRY], {
      PORT: String(port),
      NODE_ENV: 'production',
      RISK_ATLAS_DATA_DIR: dataDir,
      RISK_ATLAS_STATIC_DIR: STATIC_DIR,
      DATABASE_URL: '',
    });
    const origin = `http://127.0.0.1:${port}`;
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      await untilReady(server, origin, 300_000);
      const { access_token: token } = (await (await login(`${origin}/api`, 'adviser.au')).json()) as { access_token: string };
      const pages: Record<string, string> = {
        home: `${origin}/`,
        dashboard: `${origin}/dashboard`,
        'industry hazard index': `${origin}/industries/12095/hazard-index`,
        'quick report': `${origin}/industries/12095/report/quick-report`,
        natcat: `${origin}/natcat`,
      };
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      // The signed-in pages keep the origin's storage (the token), so Lighthouse's own reset is off; each
      // audit still starts with an empty HTTP cache, as a first visit does.
      const audited = async (name: string, run: number): Promise<PageFigures> => {
        for (let attempt = 1; ; attempt += 1) {
          await cdp.send('Network.clearBrowserCache');
          try {
            return await audit(name, pages[name]!, chrome.port, run);
          } catch (error) {
            if (!(error instanceof FailedRun) || attempt === 3) throw error;
            console.log(`Lighthouse could not measure ${error.message}; running it again.`);
          }
        }
      };
      const figures: Record<string, PageFigures> = {};
      const runs: Record<string, PageFigures[]> = {};
      for (const name of Object.keys(pages)) {
        // The home page is audited signed out. For the rest the token goes into the origin's storage and
        // one visit lets the app set what a signed-in browser has (the riskatlas_signed_in hint, with
        // which the server sends the signed-in frame), as after a real sign-in.
        const signedIn = name !== 'home';
        if (!signedIn) await context.clearCookies();
        await page.goto(`${origin}/not-found`);
        await page.evaluate(
          ([key, value]) => (value ? window.localStorage.setItem(key!, value) : window.localStorage.removeItem(key!)),
          [TOKEN_KEY, signedIn ? token : ''],
        );
        if (signedIn) await page.goto(`${origin}/dashboard`, { waitUntil: 'networkidle' });
        runs[name] = [];
        for (let run = 0; run < RUNS; run += 1) runs[name].push(await audited(name, run));
        figures[name] = median(runs[name]);
      }
      await browser.close().catch(() => undefined);

      console.table(
        Object.fromEntries(
          Object.entries(figures).map(([name, page]) => [
            name,
            {
              performance: page.performance,
              accessibility: page.accessibility,
              'FCP ms': page.firstContentfulPaintMs,
              'LCP ms': page.largestContentfulPaintMs,
              'TBT ms': page.totalBlockingTimeMs,
              CLS: page.cumulativeLayoutShift,
              'SI ms': page.speedIndexMs,
              requests: page.requests,
              KiB: page.transferKiB,
              'JS KiB': page.scriptTransferKiB,
              'CPU index': page.benchmarkIndex,
            },
          ]),
        ),
      );
      for (const [name, page] of Object.entries(figures)) {
        if (page.opportunities.length > 0) console.log(`${name}: ${page.opportunities.join('; ')}`);
      }
      const goalsMet = Object.fromEntries(
        Object.entries(figures).map(([name, page]) => [
          name,
          page.performance >= GOALS.performance && page.accessibility >= GOALS.accessibility && page.cumulativeLayoutShift <= GOALS.cls,
        ]),
      );
      console.log(
        `Goals (performance >= ${GOALS.performance}, accessibility ${GOALS.accessibility}, CLS <= ${GOALS.cls}) met: ${JSON.stringify(goalsMet)}`,
      );
      return {
        goals: GOALS,
        runsPerPage: RUNS,
        ...(process.env.LIGHTHOUSE_STATIC_DIR ? { staticDir: STATIC_DIR } : {}),
        pages: figures,
        goalsMet,
      };
    } finally {
      chrome.kill();
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
