import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/api/test-processes/support.js';
import { ROOT, type BenchSection } from '../results.js';

/** Issue #25's goal for a second `npm start`: the product answers within 3 s. */
const GOAL_SECONDS = 3;
const RUNS = 3;

/**
 * Runs `npm start` as a user would (the turbo cache check, then the server on the embedded database in
 * `dataDir`) and resolves with the milliseconds until `GET /api/readyz` answers 200; then stops it.
 */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), RISK_ATLAS_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) return performance.now() - started;
      if (performance.now() - started > 300_000) throw new Error('npm start was not ready within 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** How long `npm start` takes to answer: the first time (seeding the database) and the times after. */
export const startup: BenchSection = {
  name: 'startup',
  async run() {
    const dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-bench-start-'));
    try {
      const firstMs = await timeStart(dataDir);
      const laterMs: number[] = [];
      for (let run = 0; run < RUNS; run += 1) laterMs.push(await timeStart(dataDir));
      const median = [...laterMs].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
      const seconds = (ms: number) => +(ms / 1000).toFixed(2);
      console.table({
        'first npm start (seeds the embedded database)': { seconds: seconds(firstMs), goal: '-' },
        [`second npm start (median of ${RUNS})`]: { seconds: seconds(median), goal: `<= ${GOAL_SECONDS} s` },
      });
      return {
        firstSeconds: seconds(firstMs),
        laterSeconds: laterMs.map(seconds),
        medianSeconds: seconds(median),
        goalSeconds: GOAL_SECONDS,
      };
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
