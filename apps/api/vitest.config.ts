import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Catalogue, model and rule tests that need no server. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api-unit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
