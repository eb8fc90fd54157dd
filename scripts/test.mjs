/**
 * `npm test`: the contract (lint, drift of the generated client), types and builds, then every vitest
 * project in one run; it ends with vitest's summary and one plain "N passed, N failed" line.
 */
import { readFile, rm } from 'node:fs/promises';
import { npx, run } from './run.mjs';

const REPORT = '.vitest-reports/results.json';

async function step(name, runStep) {
  console.log(`\n=== ${name}`);
  const code = await runStep();
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${code}).`);
    console.log('0 passed, 1 failed');
    process.exit(code);
  }
}

await step('Contract lint (redocly)', () => npx(['redocly', 'lint', 'openapi/openapi.yaml', '--format=summary']));
await step('Generated client matches the contract', () => run('node', ['packages/api-client/scripts/check-drift.mjs']));
await step('Lint (eslint)', () => run('npm', ['run', 'lint', '--silent']));
await step('Types (tsc)', () => run('npm', ['run', 'typecheck', '--silent']));
await step('Builds', () => npx(['turbo', 'run', 'build', '--output-logs=errors-only']));
await step('Published packages (publint, attw)', () => npx(['turbo', 'run', 'check:package', '--output-logs=errors-only']));

await rm(REPORT, { force: true });
console.log('\n=== Tests (vitest: unit, API on PGlite and PostgreSQL, Storybook in Chromium, e2e)');
const code = await npx(['vitest', 'run', ...process.argv.slice(2)]);
let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(await readFile(REPORT, 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
} catch {
  failed = 1;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(code !== 0 ? code : failed > 0 ? 1 : 0);
