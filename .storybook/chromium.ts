import { playwright } from '@vitest/browser-playwright';
import type { BrowserContextOptions } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser; CHROME_PATH overrides it. */
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Headless Chromium through Playwright for the browser test projects (stories, visual regression).
 * `contextOptions` go to each browser context (e.g. the page size). Default: Playwright's.
 */
export function chromiumProvider(contextOptions: BrowserContextOptions = {}) {
  return playwright({
    contextOptions,
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
  });
}
