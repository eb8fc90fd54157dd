/**
 * Keystroke to painted results in Chromium: the dashboard's industry search in the production build,
 * served by the built server on PGlite. For each word, the time from the last keystroke's debounce
 * (the widget waits `SEARCH_DEBOUNCE_MS` after typing stops) to the first animation frame that shows
 * the word's first result in the list: the request, the answer, React's render and the layout.
 * Goal (issue #25): p95 <= 50 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { industrySearchCopy, SEARCH_DEBOUNCE_MS } from '../../packages/domain/src/industry-search.js';
import { ACCEPT, login, requireBuild } from '../../apps/api/test-processes/support.js';
import { percentile, ROOT, type BenchSection } from '../results.js';
import { startServer, stop } from './api-throughput.js';

const GOAL_P95_MS = 50;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Words a broker types, none a prefix of another (each search is new to the widget's cache). */
const WORDS = [
  'bakery',
  'plumber',
  'dentist',
  'sawmill',
  'winery',
  'florist',
  'roofer',
  'jeweller',
  'butcher',
  'locksmith',
  'surveyor',
  'brewery',
  'quarry',
  'pharmacy',
  'laundry',
  'vineyard',
  'abattoir',
  'tannery',
  'bookshop',
  'hairdresser',
  'nursery',
  'kennel',
  'foundry',
  'cinema',
];
const WARM_UP = ['electrician', 'painter'];

/**
 * In the page, frame by frame until the list's first option names `first`: resolves with that frame's
 * time less the debounce's end. A string, so the bench's TypeScript loader adds no helpers to it.
 */
const untilShown = (first: string) => `new Promise((resolve, reject) => {
  const started = performance.now();
  const frame = (now) => {
    const option = document.querySelector('[role="listbox"] [role="option"]');
    if (option && option.textContent.includes(${JSON.stringify(first)})) resolve(now - (window.lastInput + ${SEARCH_DEBOUNCE_MS}));
    else if (performance.now() - started > 10000) reject(new Error('No results for ' + ${JSON.stringify(first)}));
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

export const keystroke: BenchSection = {
  name: 'keystroke',
  async run() {
    requireBuild();
    const dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-keystroke-'));
    // The built server as the other HTTP sections start it, here also serving the built portal.
    const server = await startServer({
      RISK_ATLAS_DATA_DIR: dataDir,
      DATABASE_URL: '',
      RISK_ATLAS_STATIC_DIR: join(ROOT, 'apps/portal/dist'),
    });
    const { origin } = server;
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    try {
      const { access_token: token } = (await (await login(`${origin}/api`, 'adviser.au')).json()) as { access_token: string };
      // What the list should show first for each word: the API's own first answer.
      const firstResult = async (word: string) => {
        const response = await fetch(`${origin}/api/industries?q=${encodeURIComponent(word)}&country=au`, {
          headers: { authorization: `Bearer ${token}`, accept: ACCEPT },
        });
        return ((await response.json()) as { data: { name: string }[] }).data[0]?.name ?? null;
      };

      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript(`document.addEventListener('input', () => { window.lastInput = performance.now(); }, true);`);
      await page.goto(`${origin}/not-found`);
      await page.evaluate((value) => window.localStorage.setItem('riskatlas.token', value), token);
      await page.goto(`${origin}/dashboard`, { waitUntil: 'networkidle' });
      const box = page.getByRole('combobox', { name: industrySearchCopy.label }).first();
      await box.waitFor();

      const measure = async (word: string): Promise<number | null> => {
        const expected = await firstResult(word);
        if (!expected) return null;
        await box.fill('');
        await box.pressSequentially(word);
        return page.evaluate<number>(untilShown(expected));
      };
      for (const word of WARM_UP) await measure(word);
      const samples: number[] = [];
      for (const word of WORDS) {
        const ms = await measure(word);
        if (ms !== null) samples.push(ms);
      }
      const sorted = [...samples].sort((a, b) => a - b);
      const figures = {
        samples: samples.length,
        p50Ms: Math.round(percentile(sorted, 0.5)),
        p95Ms: Math.round(percentile(sorted, 0.95)),
        maxMs: Math.round(sorted.at(-1) ?? Number.NaN),
        goalP95Ms: GOAL_P95_MS,
      };
      console.table({ 'keystroke -> results painted, after the debounce': figures });
      return figures;
    } finally {
      await browser.close();
      await stop(server.process);
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
