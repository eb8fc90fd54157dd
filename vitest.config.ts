import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Every test suite as one vitest run (npm test): unit suites (node and jsdom), the API against real
 * servers on PGlite and on PostgreSQL, Storybook stories in Chromium with axe, and e2e journeys.
 */
const projects = [
  'packages/theme/vitest.config.ts',
  'packages/api-client/vitest.config.ts',
  'packages/widgets/vitest.config.ts',
  'apps/portal/vitest.config.ts',
  'apps/api/vitest.config.ts',
  'apps/api/vitest.pglite.config.ts',
  'apps/api/vitest.postgres.config.ts',
  '.storybook/vitest.config.ts',
  '.storybook/vitest.natcat.config.ts',
  '.storybook/vitest.partner.config.ts',
  'e2e/vitest.config.ts',
].filter((project) => existsSync(project));

export default defineConfig({
  test: {
    projects,
    reporters: ['default', ['json', { outputFile: '.vitest-reports/results.json' }]],
  },
});
