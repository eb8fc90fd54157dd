import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Checks of the repository itself: lint rules that guard the architecture, with fixtures that must fail. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'repository',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 180_000,
  },
});
