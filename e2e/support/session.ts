import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from './browser.js';

export const DEMO_PASSWORD = 'RiskAtlas-Demo-2026';

/** One Chromium and one page for the file's journeys; `page()` is read after beforeAll has run. */
export function useBrowserPage(): () => Page {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => page;
}

/** Opens `/`, clicks the header's Log in and submits the modal's form, as a user would. */
export async function logInThroughModal(page: Page, base: string, username: string, password = DEMO_PASSWORD) {
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

/**
 * Signs in on the file's shared page as `username` and waits for the dashboard. The previous journey's
 * stored token is dropped first, so every journey starts signed out. Returns the portal's base URL.
 */
export async function signInAs(page: Page, username: string): Promise<string> {
  const base = inject('portalUrl');
  await page.goto(`${base}/`);
  await page.evaluate(() => window.localStorage.clear());
  await logInThroughModal(page, base, username);
  await page.waitForURL(`${base}/dashboard`);
  return base;
}
