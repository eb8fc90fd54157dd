import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@riskatlas/theme': source('../theme/src/index.ts'),
      '@riskatlas/api-client': source('../api-client/src/index.ts'),
      '@riskatlas/widgets': source('../widgets/src/index.ts'),
    },
  },
  test: {
    name: 'embed',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
