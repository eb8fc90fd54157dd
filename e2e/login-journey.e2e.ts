import { expect, inject, it } from 'vitest';
import { logInThroughModal, useBrowserPage } from './support/session.js';

const page = useBrowserPage();

it('logs in as the AU adviser through the modal, is greeted on /dashboard, logs out and lands on /', async () => {
  const base = inject('portalUrl');
  await logInThroughModal(page(), base, 'adviser.au');

  await page().waitForURL(`${base}/dashboard`);
  const heading = page().getByRole('heading', { level: 1 });
  await heading.waitFor();
  expect(await heading.textContent()).toMatch(/^Good (Morning|Afternoon|Evening), Olivia$/);

  await page().getByRole('button', { name: /Olivia\.Chen/ }).click();
  await page().getByRole('button', { name: 'Logout' }).click();
  await page().waitForURL(`${base}/`);
  await page().getByRole('button', { name: 'Log in' }).waitFor();
  expect(await page().evaluate(() => window.localStorage.getItem('riskatlas.token'))).toBeNull();

  // Protected routes send a signed-out visitor back to /.
  await page().goto(`${base}/dashboard`);
  await page().waitForURL(`${base}/`);
});

it('shows the spec message for a wrong password and keeps what was typed', async () => {
  const dialog = await logInThroughModal(page(), inject('portalUrl'), 'adviser.nz', 'wrong-password');
  await dialog.getByText('The username or password is incorrect.').waitFor();
  expect(await dialog.getByLabel('Username').inputValue()).toBe('adviser.nz');
});
