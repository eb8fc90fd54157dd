import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { domainFromSource } from './vitest.shared';

/** HTTP integration tests against a real server on the embedded PGlite. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: domainFromSource,
  test: {
    name: 'api-pglite',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup-pglite.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
