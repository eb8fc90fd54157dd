import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { UNIT_PROJECT } from '../../vitest.unit';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: '@riskatlas/domain', replacement: source('../domain/src/index.ts') },
      { find: '@riskatlas/theme', replacement: source('../theme/src/index.ts') },
      { find: '@riskatlas/api-client', replacement: source('../api-client/src/index.ts') },
      { find: '@riskatlas/widgets', replacement: source('../widgets/src/index.ts') },
    ],
  },
  test: {
    name: 'embed',
    // A unit project: its own group, on both cores (see vitest.unit.ts).
    ...UNIT_PROJECT,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
