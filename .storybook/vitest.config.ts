import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { chromiumProvider } from './chromium';

const configDir = dirname(fileURLToPath(import.meta.url));

/**
 * Every story becomes a browser test in Chromium: it renders, its play function runs, and axe
 * checks the result (`parameters.a11y.test = 'error'` in preview.tsx). `theme` is the toolbar theme
 * to test under (default when absent), so a theme that breaks contrast fails too. One project per
 * config file on purpose: the root vitest.config.ts lists these files as projects, and Vitest
 * silently drops projects nested inside a project (vitest.natcat.config.ts, vitest.partner.config.ts).
 */
export function storybookProject(theme?: string) {
  return defineConfig({
    plugins: [storybookTest({ configDir, ...(theme ? { initialGlobals: { theme } } : {}) })],
    test: {
      name: theme ? `storybook:${theme}` : 'storybook',
      browser: {
        enabled: true,
        headless: true,
        provider: chromiumProvider(),
        instances: [{ browser: 'chromium' }],
      },
    },
  });
}

export default storybookProject(process.env.STORYBOOK_THEME);
