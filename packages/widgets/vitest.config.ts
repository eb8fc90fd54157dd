import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { UNIT_PROJECT } from '../../vitest.unit';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    // Same mapping as tsconfig `paths`: test against the sibling packages' sources, unbuilt.
    alias: {
      '@riskatlas/domain': source('../domain/src/index.ts'),
      '@riskatlas/theme': source('../theme/src/index.ts'),
      '@riskatlas/api-client': source('../api-client/src/index.ts'),
    },
  },
  test: {
    name: 'widgets',
    // A unit project: its own group, on both cores (see vitest.unit.ts).
    ...UNIT_PROJECT,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Generous for busy CI machines: a slow run is not a failure (performance is measured by npm run bench).
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
