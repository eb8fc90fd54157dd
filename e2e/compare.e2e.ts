import { expect, it } from 'vitest';
import { violationsInMain } from './support/axe.js';
import { apiPages } from './support/api.js';
import { signInAs, useBrowserPage } from './support/session.js';

const page = useBrowserPage();

/** The ids both industries' lists hold, as the API answers them. */
async function sharedIds(path: (id: number) => string, first: number, second: number): Promise<number[]> {
  const [a, b] = await Promise.all([first, second].map((id) => apiPages<{ id: number }>(page(), path(id))));
  const ids = new Set((b ?? []).map((item) => item.id));
  return [...new Set((a ?? []).map((item) => item.id))].filter((id) => ids.has(id));
}

/** The lines of one "In both" or "Only …" block of a comparison section. */
async function block(section: string, heading: string | RegExp) {
  const region = page().getByRole('region', { name: section });
  const box = region.locator('div', { has: page().getByRole('heading', { level: 4, name: heading }) }).last();
  return box.getByRole('listitem').allTextContents();
}

it('AU adviser: search a bakery, open it, Compare, add a café from search; the chart, shared and unique lines, and a reload restores both', async () => {
  const base = await signInAs(page(), 'adviser.au');

  // Search an industry from the dashboard and open it.
  await page().getByRole('combobox', { name: 'Search industries' }).fill('bakery');
  const bakeryOption = page()
    .getByRole('option', { name: /Bakery/ })
    .first();
  await bakeryOption.waitFor();
  await bakeryOption.click();
  await page().waitForURL(/\/industries\/\d+\/hazard-index$/);
  const bakeryId = Number(/\/industries\/(\d+)\//.exec(page().url())?.[1]);
  const bakeryTitle = page().getByRole('navigation', { name: 'Industry' }).getByRole('heading', { level: 1 });
  await expect.poll(() => bakeryTitle.textContent()).not.toBe('Loading Industry ...');

  // Compare, from the industry's bar: the comparison opens with the bakery chosen and asks for one more.
  await page()
    .getByRole('link', { name: /^Compare .* with other industries$/ })
    .click();
  await page().waitForURL(`${base}/compare?ids=${String(bakeryId)}`);
  await page().getByText('Add one more industry to see the comparison.').waitFor();

  // Add a second industry from the page's own search.
  await page().getByRole('combobox', { name: 'Add an industry to compare' }).fill('cafe');
  const cafeOption = page().getByRole('option', { name: /Caf/ }).first();
  await cafeOption.waitFor();
  await cafeOption.click();
  await page().waitForURL(new RegExp(`/compare\\?ids=${String(bakeryId)}(%2C|,)\\d+$`));
  const cafeId = Number(/(?:%2C|,)(\d+)$/.exec(page().url())?.[1]);
  expect(cafeId).not.toBe(bakeryId);

  // One grouped chart, with its text alternative a click away.
  const chart = page().getByRole('img', { name: 'Hazard rating per insurance class, industry by industry' });
  await chart.waitFor();
  expect(await chart.locator('rect').count()).toBeGreaterThan(4);
  const chosen = page().getByRole('list', { name: 'Industries compared' }).getByRole('link');
  const names = await chosen.allTextContents();
  expect(names).toHaveLength(2);

  // Shared and unique lines: what the UI lists in both is exactly what the API gives both.
  const exposures = await sharedIds((id) => `/industries/${String(id)}/exposures/au`, bakeryId, cafeId);
  const questions = await sharedIds((id) => `/industries/${String(id)}/checklist?type=Key&pagesize=100`, bakeryId, cafeId);
  const sharedExposures = await block('Significant exposures', 'In both');
  const sharedQuestions = await block('Key checklist questions', 'In both');
  expect(sharedExposures).toHaveLength(exposures.length);
  expect(sharedQuestions).toHaveLength(questions.length);
  expect(exposures.length + questions.length).toBeGreaterThan(0);
  await page()
    .getByRole('region', { name: 'Significant exposures' })
    .getByRole('heading', { level: 4, name: `Only B ${names[1] ?? ''}` })
    .waitFor();
  expect(await violationsInMain(page())).toEqual([]);

  // The address is the state: a reload restores both industries and the table view lists both.
  await page().reload();
  await expect.poll(() => chosen.allTextContents()).toEqual(names);
  await page().getByRole('button', { name: 'Table', exact: true }).click();
  const table = page().getByRole('table', { name: 'Hazard rating per insurance class' });
  expect(await table.getByRole('columnheader').allTextContents()).toEqual([
    'Insurance class',
    `A ${names[0] ?? ''}`,
    `B ${names[1] ?? ''}`,
  ]);
  expect(await violationsInMain(page())).toEqual([]);
});
