import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compareImages, defaultCompareOptions, type CompareOptions } from './compare';

/** Where baselines are committed, and where a failed comparison leaves its evidence (gitignored). */
export interface BaselineFolders {
  baselines: string;
  output: string;
}

/**
 * When to write a baseline instead of comparing, as Vitest does for snapshots: `all` rewrites
 * every baseline (`--update`, or UPDATE_VISUAL=1); `new` writes the missing ones; `none` (CI)
 * writes nothing, so a missing baseline fails.
 */
export type UpdateMode = 'all' | 'new' | 'none';

export interface BaselineResult {
  pass: boolean;
  message: string;
}

/**
 * Compares a screenshot with the committed baseline `<name>.png`. On a mismatch it writes
 * `<name>.actual.png` and `<name>.diff.png` to the output folder and fails naming the story and
 * the share of differing pixels; on a match it removes stale evidence from an earlier failure.
 */
export async function checkBaseline(
  name: string,
  actual: Buffer,
  folders: BaselineFolders,
  update: UpdateMode,
  options: CompareOptions = defaultCompareOptions,
): Promise<BaselineResult> {
  const baselinePath = join(folders.baselines, `${name}.png`);
  const actualPath = join(folders.output, `${name}.actual.png`);
  const diffPath = join(folders.output, `${name}.diff.png`);
  const exists = existsSync(baselinePath);
  if (update === 'all' || (update === 'new' && !exists)) {
    await mkdir(folders.baselines, { recursive: true });
    await writeFile(baselinePath, actual);
    return { pass: true, message: `${name}: baseline written` };
  }
  if (!exists) {
    return { pass: false, message: `${name}: no baseline at ${baselinePath}; run npm run test:visual -- --update and commit it` };
  }
  const comparison = compareImages(await readFile(baselinePath), actual, options);
  if (comparison.matches) {
    await Promise.all([rm(actualPath, { force: true }), rm(diffPath, { force: true })]);
    return { pass: true, message: `${name}: matches` };
  }
  await mkdir(folders.output, { recursive: true });
  await writeFile(actualPath, actual);
  if (comparison.diff) await writeFile(diffPath, comparison.diff);
  return {
    pass: false,
    message:
      `${name}: the screenshot differs from its baseline: ${comparison.reason}. ` +
      `See ${actualPath}${comparison.diff ? ` and ${diffPath}` : ''}; if the change is intended, run npm run test:visual -- --update.`,
  };
}
