import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Every test suite (npm test): unit suites (node and jsdom), the API against real servers on PGlite and
 * on PostgreSQL, the built server as separate processes, Storybook stories in Chromium with axe, visual
 * regression of curated stories, and e2e journeys. `npx vitest run` runs them all; npm test runs them in
 * groups (RISK_ATLAS_TEST_GROUP): `main` on the machine's Node, then `processes` on its own (its replicas
 * must answer within a second, so nothing else competes for the cores), then `node24` on Node 24 LTS.
 * Each suite runs once: the two Node versions share the work instead of repeating it.
 */
const all = [
  'packages/contract/vitest.config.ts',
  'packages/domain/vitest.config.ts',
  'packages/theme/vitest.config.ts',
  'packages/api-client/vitest.config.ts',
  'packages/widgets/vitest.config.ts',
  'packages/embed/vitest.config.ts',
  'apps/portal/vitest.config.ts',
  'apps/api/vitest.config.ts',
  'apps/api/vitest.pglite.config.ts',
  'apps/api/vitest.postgres.config.ts',
  'apps/api/vitest.processes.config.ts',
  'apps/api/vitest.fuzz.config.ts',
  '.storybook/vitest.config.ts',
  '.storybook/vitest.natcat.config.ts',
  '.storybook/vitest.partner.config.ts',
  'tests/visual/vitest.config.ts',
  'e2e/vitest.config.ts',
  'tests/vitest.config.ts',
];

/**
 * What runs on Node 24 LTS rather than the machine's Node: the packages' and portal's unit suites, the
 * API's unit suite and its HTTP suites on PGlite (the embedded default). The machine's Node keeps the
 * API's HTTP suites on PostgreSQL (the same tests, so the server is exercised on both Nodes), the
 * fuzzer, the browser suites and the process tests (`npm start` as a user runs it). The widgets'
 * component suites stay with the browser suites: code that runs in browsers, tested under jsdom.
 */
const onNode24 = (project: string) =>
  /^(packages\/(?!widgets\/)|apps\/portal\/)|^apps\/api\/vitest\.(config|pglite\.config)\.ts$/.test(project);
const groups: Record<string, string[]> = {
  processes: ['apps/api/vitest.processes.config.ts'],
  node24: all.filter(onNode24),
};

const group = process.env.RISK_ATLAS_TEST_GROUP;
const elsewhere = [...groups.processes!, ...groups.node24!];
const selected = group === 'main' ? all.filter((project) => !elsewhere.includes(project)) : group ? groups[group] : all;
if (!selected) throw new Error(`Unknown RISK_ATLAS_TEST_GROUP ${group} (main, ${Object.keys(groups).join(', ')})`);
const projects = selected.filter((project) => existsSync(project));

export default defineConfig({
  test: {
    projects,
    reporters: ['default', ['json', { outputFile: `.vitest-reports/${group ?? 'all'}.json` }]],
  },
});
