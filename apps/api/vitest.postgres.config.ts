import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { domainFromSource } from './vitest.shared';

/** HTTP integration tests against a real server on the PostgreSQL server at TEST_DATABASE_URL (a fresh schema per run). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: domainFromSource,
  test: {
    name: 'api-postgres',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup-postgres.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
