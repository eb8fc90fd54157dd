import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { domainFromSource } from './vitest.shared';

/** Catalogue, model and rule tests that need no server. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: domainFromSource,
  test: {
    name: 'api-unit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
