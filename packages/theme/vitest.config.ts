import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { UNIT_PROJECT } from '../../vitest.unit';

export default defineConfig({
  resolve: {
    // Same mapping as tsconfig `paths`: test against the domain package's sources, unbuilt.
    alias: { '@riskatlas/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'theme',
    // A unit project: its own group, on both cores (see vitest.unit.ts).
    ...UNIT_PROJECT,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
