import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { domainFromSource } from './vitest.shared';

/**
 * The hardening suites, driven by openapi.yaml: contract fuzzing of every operation, the authorization
 * matrix, expired sessions, and a self-check that a deliberately broken server is caught. One real
 * server on PGlite for the suites; FUZZ_RUNS raises the requests per operation (at least 200).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: domainFromSource,
  test: {
    name: 'api-fuzz',
    environment: 'node',
    include: ['test-fuzz/**/*.test.ts'],
    globalSetup: ['test-fuzz/support/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
