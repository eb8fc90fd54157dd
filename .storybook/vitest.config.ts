import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const configDir = dirname(fileURLToPath(import.meta.url));
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

// The toolbar theme to test under: unset runs the default theme. `STORYBOOK_THEME=natcat` or
// `STORYBOOK_THEME=partner` runs every story again under that theme, so a theme that breaks
// contrast fails too. One project per config on purpose: the root vitest.config.ts lists this file
// as a project, and Vitest silently drops projects nested inside a project.
const theme = process.env.STORYBOOK_THEME;

// Every story becomes a browser test in Chromium: it renders, its play function runs, and axe
// checks the result (`parameters.a11y.test = 'error'` in preview.tsx).
export default defineConfig({
  plugins: [storybookTest({ configDir, ...(theme ? { initialGlobals: { theme } } : {}) })],
  test: {
    name: theme ? `storybook:${theme}` : 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--headless',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
