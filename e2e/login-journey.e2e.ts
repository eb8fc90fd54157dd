import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

const GREETING = /^Good (Morning|Afternoon|Evening), Olivia$/;

it('logs in as the AU adviser through the modal, is greeted on /dashboard, logs out and lands on /', async () => {
  const base = inject('portalUrl');
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('adviser.au');
  await dialog.getByLabel('Password').fill('RiskAtlas-Demo-2026');
  await dialog.getByRole('button', { name: 'Log in' }).click();

  await page.waitForURL(`${base}/dashboard`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  expect(await heading.textContent()).toMatch(GREETING);

  await page.getByRole('button', { name: /Olivia\.Chen/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${base}/`);
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  expect(await page.evaluate(() => window.localStorage.getItem('riskatlas.token'))).toBeNull();

  // Protected routes send a signed-out visitor back to /.
  await page.goto(`${base}/dashboard`);
  await page.waitForURL(`${base}/`);
});

it('shows the spec message for a wrong password and keeps what was typed', async () => {
  const base = inject('portalUrl');
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('adviser.nz');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.getByText('The username or password is incorrect.').waitFor();
  expect(await dialog.getByLabel('Username').inputValue()).toBe('adviser.nz');
});
