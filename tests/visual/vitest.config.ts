import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumProvider } from '../../.storybook/chromium';
import { ensureMockServiceWorker, storiesViteConfig } from '../../.storybook/vite-shared';
import { matchStoryScreenshot } from './commands';

ensureMockServiceWorker();

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Local visual regression: a curated set of stories rendered in Chromium (with Storybook's
 * decorators, loaders and MSW, via portable stories) and screenshotted, each compared with its
 * committed baseline in baselines/. `npm run test:visual -- --update` (or UPDATE_VISUAL=1)
 * rewrites the baselines; a mismatch leaves the actual and a diff image in .output/. Also checks
 * the toolbar's side-by-side view with axe (side-by-side.a11y.tsx).
 */
export default mergeConfig(
  storiesViteConfig,
  defineConfig({
    optimizeDeps: { include: ['axe-core', 'storybook/test'] },
    root: repoRoot,
    plugins: [react()],
    publicDir: '.storybook/public',
    test: {
      name: 'visual',
      // The repository root, also when the root vitest.config.ts loads this file as a project.
      root: repoRoot,
      include: ['tests/visual/**/*.{visual,a11y}.tsx'],
      setupFiles: ['tests/visual/setup.ts'],
      browser: {
        enabled: true,
        headless: true,
        // A page larger than the tested viewport, so Vitest does not scale the test frame down.
        provider: chromiumProvider({ viewport: { width: 1100, height: 1300 } }),
        instances: [{ browser: 'chromium' }],
        viewport: { width: 1024, height: 1200 },
        screenshotFailures: false,
        commands: { matchStoryScreenshot },
      },
    },
  }),
);
