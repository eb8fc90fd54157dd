import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const configDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(configDir, '..');
const require = createRequire(import.meta.url);

/**
 * The Vite settings stories need, shared by Storybook (main.ts) and the visual regression tests
 * (tests/visual), which render the same stories outside Storybook.
 */
export const storiesViteConfig = {
  resolve: {
    // Stories run against the sibling packages' sources, so neither needs a build first.
    alias: {
      '@riskatlas/domain': join(repoRoot, 'packages/domain/src/index.ts'),
      '@riskatlas/theme': join(repoRoot, 'packages/theme/src/index.ts'),
      '@riskatlas/api-client': join(repoRoot, 'packages/api-client/src/index.ts'),
    },
  },
  optimizeDeps: {
    // Pre-bundle everything stories import up front. Otherwise Vite discovers a dependency
    // mid-run, re-optimises and reloads the page, and browser tests flake.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'styled-components',
      '@floating-ui/react',
      'openapi-fetch',
      'swr',
      'swr/infinite',
      'msw',
      'msw/browser',
      'msw-storybook-addon',
      'dompurify',
      '@nivo/bar',
      '@nivo/core',
      'lucide-react',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      '@remirror/react',
      'remirror/extensions',
    ],
  },
};

/**
 * `public/mockServiceWorker.js` is generated (gitignored), normally by
 * `npx msw init .storybook/public --save=false` before the tests. As a safety net for a fresh
 * clone, copy it from the installed msw here when it is missing or from another msw version:
 * the worker must match the library version or msw refuses to start.
 */
export function ensureMockServiceWorker() {
  const source = require.resolve('msw/mockServiceWorker.js');
  const target = join(configDir, 'public', 'mockServiceWorker.js');
  const wanted = readFileSync(source, 'utf8');
  if (existsSync(target) && readFileSync(target, 'utf8') === wanted) return;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, wanted);
}
