import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The tests StrykerJS runs against each mutant (`npm run mutate`, not in npm test): the pure auth,
 * upload, access-rule and rules modules with tests of their own, and the API tests that drive the session store, the
 * repositories, the lockout, the partner keys, the API key and security scheme checks
 * in their own process on a fresh PGlite database. Stryker switches mutants inside the test worker, so
 * code behind the API suites' shared test server (started by their global setup, in another process)
 * would never see a mutant: only tests that open their database themselves are listed here. No global
 * setup; a mutant takes seconds on the 2-core machine.
 */
export default defineConfig({
  root: source('..'),
  resolve: {
    alias: {
      '@riskatlas/domain': source('../packages/domain/src/index.ts'),
      '@riskatlas/theme': source('../packages/theme/src/index.ts'),
      '@riskatlas/api-client': source('../packages/api-client/src/index.ts'),
    },
  },
  test: {
    name: 'mutate',
    environment: 'node',
    include: [
      'apps/api/src/auth/*.test.ts',
      'apps/api/src/access/*.test.ts',
      'apps/api/src/uploads/*.test.ts',
      'packages/domain/src/industry-sections.test.ts',
      'packages/widgets/src/rules/{login,account,image-file}.test.ts',
      'apps/api/test/{session-store,user-data-repositories,auth-repositories,reset-limits-database,lockout,partner-key-store,request-security}.test.ts',
      'apps/api/test/{catalogue-repository,quiz-attempts-repository,platform-repositories}.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
