import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The built server as separate processes on the PostgreSQL server at TEST_DATABASE_URL: two replicas
 * that must agree, and `npm start` stopping cleanly on a signal. Needs `npm run build` first (npm test
 * builds before it runs the suites).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api-processes',
    environment: 'node',
    include: ['test-processes/**/*.test.ts'],
    testTimeout: 360_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
