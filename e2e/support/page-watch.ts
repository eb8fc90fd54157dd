import type { Page } from 'playwright-core';

/** What a page reports from now on: console errors and warnings, uncaught errors and unhandled rejections. */
export function watchPage(target: Page) {
  const seen = { errors: [] as string[], warnings: [] as string[], thrown: [] as string[] };
  target.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
    if (message.type() === 'warning') seen.warnings.push(message.text());
  });
  target.on('pageerror', (error) => seen.thrown.push(error.message));
  return seen;
}
