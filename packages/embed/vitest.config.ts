import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: '@riskatlas/theme', replacement: source('../theme/src/index.ts') },
      { find: '@riskatlas/api-client', replacement: source('../api-client/src/index.ts') },
      // As in the embed build (vite.config.ts): the API hooks' own tests run again on the SWR shim.
      { find: /^swr$/, replacement: source('./src/runtime/shims/swr.ts') },
      { find: /^swr\/infinite$/, replacement: source('./src/runtime/shims/swr-infinite.ts') },
    ],
  },
  test: {
    name: 'embed',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
