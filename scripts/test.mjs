/**
 * `npm test`: the contract (lint, drift of the generated types), lint, types and builds, then the vitest
 * suites in three runs, each suite once (see vitest.config.ts): the browser suites, the fuzzer and the API
 * on PostgreSQL on the machine's Node; the process tests on their own; the API on PGlite and the unit
 * suites (not the widgets') on Node 24 LTS. It ends with one plain "N passed, N failed" line.
 */
import { readFile, rm } from 'node:fs/promises';
import { ensureNode24 } from './node24.mjs';
import { npx, run } from './run.mjs';

const REPORTS = '.vitest-reports';
const VITEST = 'node_modules/vitest/vitest.mjs';

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
await step('Contract security lint (spectral, OWASP API Top 10; exceptions in .spectral.yaml)', () =>
  npx(['spectral', 'lint', 'openapi/openapi.yaml', '--fail-severity=error', '--display-only-failures']),
);
await step('Generated contract types match openapi.yaml', () => run('node', ['packages/contract/scripts/generate.mjs', '--check']));
// One turbo run for lint, types, builds and the published-package checks (the tasks of `npm run lint`,
// `npm run typecheck` and `npm run build`, then publint and attw): on two cores, the single-threaded tail
// of one task (the widgets lint, the root tsc) then overlaps with others instead of leaving a core idle.
// The concurrency caps how many TypeScript programs are in memory at once.
await step('Lint (eslint), types (tsc), builds, published packages (publint, attw)', () =>
  npx([
    'turbo',
    'run',
    'lint',
    'lint:root',
    'typecheck',
    'typecheck:root',
    'build',
    'check:package',
    '--concurrency=6',
    '--output-logs=errors-only',
  ]),
);

await rm(REPORTS, { recursive: true, force: true });
const vitest = (group, node = process.execPath) =>
  run(node, [VITEST, 'run', ...process.argv.slice(2)], { env: { ...process.env, RISK_ATLAS_TEST_GROUP: group } });

console.log('\n=== Tests (vitest: API on PostgreSQL, fuzzer, widgets, Storybook in Chromium, visual, e2e)');
const codes = [await vitest('main')];
console.log('\n=== Tests of the built server as processes (two replicas on PostgreSQL, npm start and signals)');
codes.push(await vitest('processes'));
console.log('\n=== API on PGlite and the unit suites, on Node 24 LTS');
let node24 = null;
try {
  node24 = ensureNode24();
} catch (error) {
  console.error(error.message);
  codes.push(1);
}
if (node24) codes.push(await vitest('node24', node24));

let passed = 0;
let failed = 0;
for (const group of ['main', 'processes', 'node24']) {
  try {
    const report = JSON.parse(await readFile(`${REPORTS}/${group}.json`, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } catch {
    failed += 1;
  }
}
if (failed === 0 && codes.some((code) => code !== 0)) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
