import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Every test suite (npm test): unit suites (node and jsdom), the API against real servers on PGlite and
 * on PostgreSQL, the built server as separate processes, Storybook stories in Chromium with axe, visual
 * regression of curated stories, and e2e journeys. `npx vitest run` runs them all; npm test runs them in
 * groups (RISK_ATLAS_TEST_GROUP): `main`, then `processes` on its own (its replicas must answer within a second, so nothing else
 * competes for the cores), then `node24` (the unit and API suites again on Node 24 LTS).
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
 * The suites of code that runs on Node: what runs again on Node 24. The widgets' component suites stay on
 * one Node (they test code that runs in browsers, under jsdom), as do the browser suites, which need Chromium.
 * The API's integration suites run there on PGlite, the embedded default (WebAssembly in Node): the
 * PostgreSQL run would test the same pure-JavaScript driver again, and its setup costs a minute of CI.
 */
const onNode24 = (project: string) =>
  /^(packages\/(?!widgets\/)|apps\/portal\/)|^apps\/api\/vitest\.(config|pglite\.config)\.ts$/.test(project);
const groups: Record<string, string[]> = {
  processes: ['apps/api/vitest.processes.config.ts'],
  node24: all.filter(onNode24),
};

const group = process.env.RISK_ATLAS_TEST_GROUP;
const selected = group === 'main' ? all.filter((project) => !groups.processes!.includes(project)) : group ? groups[group] : all;
if (!selected) throw new Error(`Unknown RISK_ATLAS_TEST_GROUP ${group} (main, ${Object.keys(groups).join(', ')})`);
const projects = selected.filter((project) => existsSync(project));

export default defineConfig({
  test: {
    projects,
    reporters: ['default', ['json', { outputFile: `.vitest-reports/${group ?? 'all'}.json` }]],
  },
});
