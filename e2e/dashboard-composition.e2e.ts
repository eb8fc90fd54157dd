import { expect, it } from 'vitest';
import { signInAs, useBrowserPage } from './support/session.js';

const page = useBrowserPage();

it('AU adviser: the dashboard search finds "bakry" despite the typo and opens the industry', async () => {
  await signInAs(page(), 'adviser.au');
  await page().getByRole('combobox', { name: 'Search industries' }).fill('bakry');
  const bakery = page().getByRole('option', { name: /Bak/ }).first();
  await bakery.waitFor();
  await bakery.click();
  await page().waitForURL(/\/industries\/\d+\/hazard-index$/);
});

it('NatCat user: the dashboard offers the location search, and the NatCat card waits for a location', async () => {
  await signInAs(page(), 'natcat.au');
  await page().getByRole('heading', { name: 'Natural hazard location' }).waitFor();
  const view = page().getByRole('button', { name: 'View NatCat Profiles' });
  await view.waitFor();
  expect(await view.isDisabled()).toBe(true);
});

it('Test Your Knowledge: the quiz-only search sends the user to an industry quiz', async () => {
  const base = await signInAs(page(), 'adviser.nz');
  await page().goto(`${base}/test-your-knowledge`);
  await page().getByRole('combobox', { name: 'Search industries with a knowledge test' }).fill('bak');
  const first = page().getByRole('option').first();
  await first.waitFor();
  await first.click();
  await page().waitForURL(/\/industries\/\d+\/quiz$/);
});
