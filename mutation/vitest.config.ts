import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The unit tests StrykerJS runs against each mutant (`npm run mutate`, not in npm test): the pure auth,
 * upload and rules modules with tests of their own. Node environment, no servers, so a mutant takes
 * seconds on the 2-core machine.
 */
export default defineConfig({
  root: source('..'),
  resolve: {
    alias: {
      '@riskatlas/theme': source('../packages/theme/src/index.ts'),
      '@riskatlas/api-client': source('../packages/api-client/src/index.ts'),
    },
  },
  test: {
    name: 'mutate',
    environment: 'node',
    include: [
      'apps/api/src/auth/*.test.ts',
      'apps/api/src/uploads/*.test.ts',
      'packages/widgets/src/rules/{industry-sections,login,account,image-file}.test.ts',
    ],
  },
});
