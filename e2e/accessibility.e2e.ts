import { expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { logInThroughModal, useBrowserPage } from './support/session.js';

const page = useBrowserPage();

it('the public home page, with the login modal open, has no axe violations', async () => {
  await page().goto(`${inject('portalUrl')}/`);
  await page().getByRole('heading', { level: 1 }).waitFor();
  expect(await axeViolations(page())).toEqual([]);
  await page().getByRole('button', { name: 'Log in' }).click();
  await page().getByRole('dialog', { name: 'Log in' }).waitFor();
  expect(await axeViolations(page())).toEqual([]);
});

it('the dashboard and the not-found page have no axe violations', async () => {
  const base = inject('portalUrl');
  await logInThroughModal(page(), base, 'user.gb');
  await page().waitForURL(`${base}/dashboard`);
  await page()
    .getByRole('heading', { name: /^Good (Morning|Afternoon|Evening), James$/ })
    .waitFor();
  // The greeting shows while the dashboard's code loads: the cards are the page itself.
  await page().getByTestId('dashboard-cards').waitFor();
  expect(await axeViolations(page())).toEqual([]);
  await page().goto(`${base}/some/unknown/page`);
  await page().waitForURL(`${base}/not-found`);
  await page().getByRole('heading', { name: 'Something Just Went Wrong !' }).waitFor();
  expect(await axeViolations(page())).toEqual([]);
});
