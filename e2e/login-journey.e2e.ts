import { expect, inject, it } from 'vitest';
import { logInThroughModal, useBrowserPage } from './support/session.js';

const page = useBrowserPage();

// "The spec" in these tests means the product rules of docs/product/accounts-and-access.md.
it('logs in as the AU adviser through the modal, is greeted on /dashboard, logs out and lands on /', async () => {
  const base = inject('portalUrl');
  await logInThroughModal(page(), base, 'adviser.au');

  await page().waitForURL(`${base}/dashboard`);
  const heading = page().getByRole('heading', { level: 1 });
  await heading.waitFor();
  expect(await heading.textContent()).toMatch(/^Good (Morning|Afternoon|Evening), Olivia$/);

  await page()
    .getByRole('button', { name: /Olivia\.Chen/ })
    .click();
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

it('after five wrong passwords the sixth try shows the account-issue message', async () => {
  const base = inject('portalUrl');
  const dialog = await logInThroughModal(page(), base, 'underwriter.au', 'wrong-1');
  await dialog.getByText('The username or password is incorrect.').waitFor();
  for (let attempt = 2; attempt <= 6; attempt += 1) {
    await dialog.getByLabel('Password').fill(`wrong-${attempt}`);
    // Each try must reach the server before the next: the form ignores clicks while busy.
    const answered = page().waitForResponse((response) => response.url().endsWith('/api/token'));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    expect((await answered).status()).toBe(attempt === 6 ? 429 : 400);
  }
  await dialog.getByText('There are some issues with the user account. Please contact support for assistance.').waitFor();
  expect(page().url()).toBe(`${base}/`);
});
