import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    // Same mapping as tsconfig `paths`: test against the sibling packages' sources, unbuilt.
    alias: {
      '@riskatlas/theme': source('../theme/src/index.ts'),
      '@riskatlas/api-client': source('../api-client/src/index.ts'),
    },
  },
  test: {
    name: 'widgets',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
