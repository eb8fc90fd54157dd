import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RESULTS = `${ROOT}bench/results.json`;

/** One section of `npm run bench`: it measures, prints its table and returns figures for results.json. */
export interface BenchSection {
  name: string;
  run(): Promise<unknown>;
}

/** Merges a section's figures into bench/results.json, keeping the other sections' last figures. */
export async function recordSection(name: string, figures: unknown): Promise<void> {
  let results: { sections?: Record<string, unknown> } = {};
  try {
    results = JSON.parse(await readFile(RESULTS, 'utf8')) as typeof results;
  } catch {
    // First run.
  }
  const sections = { ...(results.sections ?? {}), [name]: { measuredAt: new Date().toISOString(), ...(figures as object) } };
  const machine = {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
  };
  await writeFile(RESULTS, `${JSON.stringify({ machine, sections }, null, 2)}\n`);
}

export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}
