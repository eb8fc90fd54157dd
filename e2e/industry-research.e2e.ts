import { hazardBandColors } from '@riskatlas/theme';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiPages } from './support/api.js';
import { violationsInMain } from './support/axe.js';
import { firstIndustry } from './support/industries.js';
import { signInAs, useBrowserPage } from './support/session.js';

const page = useBrowserPage();

/** The hazard band colours as the chart writes them (`rgba(r, g, b, 1)`). */
const BAND_FILLS = new Set(
  Object.values(hazardBandColors).map((hex) => {
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
    return `rgba(${String(r)}, ${String(g)}, ${String(b)}, 1)`;
  }),
);

async function menuTitles(p: Page): Promise<string[]> {
  const menu = p.getByRole('list', { name: 'Industry sections' });
  await menu.getByRole('link', { name: 'Hazard Index' }).waitFor();
  return menu.getByRole('link').allTextContents();
}

it('AU adviser: search "bak", pick a bakery, hazard chart with coloured bars, grid, Read Summary, checklist on Key', async () => {
  const base = await signInAs(page(), 'adviser.au');
  const start = await firstIndustry(page(), 'plumb');
  await page().goto(`${base}/industries/${start.id}`);
  await page().waitForURL(`${base}/industries/${start.id}/hazard-index`);

  const search = page().getByRole('combobox', { name: 'Search industries' });
  await search.fill('bak');
  const bakery = page()
    .getByRole('option', { name: /Bakery/ })
    .first();
  await bakery.waitFor();
  const picked = (await bakery.locator('span').last().textContent()) ?? '';
  await bakery.click();
  await page().waitForURL(/\/industries\/\d+\/hazard-index$/);
  expect(page().url()).not.toContain(`/industries/${start.id}/`);
  await page()
    .getByRole('heading', { level: 1, name: new RegExp(picked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .waitFor();

  const chart = page().getByRole('img', { name: 'Hazard rating per insurance class' });
  await chart.waitFor();
  const fills = await chart.locator('rect[data-testid^="bar.item"]').evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill')));
  expect(fills.length).toBeGreaterThan(3);
  // Every bar has a band colour.
  for (const fill of fills) expect(BAND_FILLS).toContain(fill);

  await page().getByRole('button', { name: 'Grid' }).click();
  const readSummary = page()
    .getByRole('button', { name: /^Read Summary: / })
    .first();
  await readSummary.click();
  const dialog = page().getByRole('dialog');
  await dialog.waitFor();
  expect(await dialog.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('720px');
  await page().keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page().getByRole('list', { name: 'Industry sections' }).getByRole('link', { name: 'Risk Checklist' }).click();
  await page().waitForURL(/\/risk-checklist$/);
  const tabs = page().getByRole('tab');
  // The checklist's tabs render once its data arrives, after the address changes.
  await tabs.first().waitFor();
  expect(await tabs.allTextContents()).toEqual(['Core', 'General', 'Key']);
  expect(await page().getByRole('tab', { name: 'Key' }).getAttribute('aria-selected')).toBe('true');
});

it('at 480 px the hazard index is a grid', async () => {
  const base = await signInAs(page(), 'adviser.nz');
  const industry = await firstIndustry(page(), 'bakery');
  await page().setViewportSize({ width: 480, height: 900 });
  try {
    await page().goto(`${base}/industries/${industry.id}/hazard-index`);
    await page()
      .getByRole('button', { name: /^Read Summary: / })
      .first()
      .waitFor();
    expect(await page().getByRole('button', { name: 'Chart' }).isDisabled()).toBe(true);
    expect(await page().getByRole('img', { name: 'Hazard rating per insurance class' }).count()).toBe(0);
  } finally {
    await page().setViewportSize({ width: 1280, height: 800 });
  }
});

it('GB user: the menu lacks Risk & Assessment, Endorsements and Media, and endorsements is not found', async () => {
  const base = await signInAs(page(), 'user.gb');
  const industry = await firstIndustry(page(), 'bakery');
  await page().goto(`${base}/industries/${industry.id}/hazard-index`);
  const titles = await menuTitles(page());
  expect(titles).toContain('Significant Exposures');
  for (const hidden of ['Risk & Assessment', 'Endorsement List', 'Media']) expect(titles).not.toContain(hidden);
  await page().goto(`${base}/industries/${industry.id}/endorsements`);
  await page().waitForURL(`${base}/not-found`);
});

it('Trial user: related-industry links are disabled and Browse is disabled', async () => {
  const base = await signInAs(page(), 'trial.au');
  const industry = await firstIndustry(page(), 'a');
  await page().goto(`${base}/industries/${industry.id}/related-industries`);
  const related = page().getByRole('region', { name: 'Related Industries' }).getByRole('link');
  await related.first().waitFor();
  expect(
    await related.evaluateAll((links) => links.map((link) => [link.getAttribute('aria-disabled'), link.hasAttribute('href')])),
  ).toEqual(expect.arrayContaining([['true', false]]));
  expect(new Set(await related.evaluateAll((links) => links.map((link) => link.getAttribute('aria-disabled'))))).toEqual(new Set(['true']));
  expect(await page().getByRole('button', { name: 'Browse' }).isDisabled()).toBe(true);
});

it('the industry pages and Browse Industries have no axe violations', async () => {
  const base = await signInAs(page(), 'adviser.au');
  const industry = await firstIndustry(page(), 'bakery');
  await page().goto(`${base}/industries/${industry.id}/hazard-index`);
  await page().getByRole('img', { name: 'Hazard rating per insurance class' }).waitFor();
  expect(await violationsInMain(page())).toEqual([]);
  await page().getByRole('button', { name: 'Grid' }).click();
  await page()
    .getByRole('button', { name: /^Read Summary: / })
    .first()
    .waitFor();
  expect(await violationsInMain(page())).toEqual([]);
  for (const [section, ready] of [
    ['related-industries', 'Related Industries'],
    ['codes', 'Industry Codes'],
    ['risk-checklist', 'Risk Checklist'],
  ] as const) {
    await page().goto(`${base}/industries/${industry.id}/${section}`);
    await page().getByRole('region', { name: ready }).waitFor();
    await page()
      .getByRole('status')
      .filter({ hasText: /^Loading/ })
      .waitFor({ state: 'detached' });
    expect(await violationsInMain(page())).toEqual([]);
  }
  await page().goto(`${base}/industries/browse`);
  await page()
    .getByRole('button', { name: /Manufacturing/ })
    .first()
    .waitFor();
  expect(await violationsInMain(page())).toEqual([]);
});

it('AU adviser: the risk checklist shows every question of the API, once each, grouped by section, per tab', async () => {
  const base = await signInAs(page(), 'adviser.au');
  const industry = await firstIndustry(page(), 'bakery');
  await page().goto(`${base}/industries/${industry.id}/risk-checklist`);
  const region = page().getByRole('region', { name: 'Risk Checklist' });
  for (const type of ['Key', 'Core'] as const) {
    if (type !== 'Key') await page().getByRole('tab', { name: type }).click();
    expect(await page().getByRole('tab', { name: type }).getAttribute('aria-selected')).toBe('true');
    const items = await apiPages<{ id: number; title: string; section_name: string }>(
      page(),
      `/industries/${industry.id}/checklist?type=${type}&pagesize=100`,
    );
    const unique = [...new Map(items.map((item) => [item.id, item])).values()];
    expect(unique.length).toBeGreaterThan(0);
    await region
      .getByRole('status')
      .filter({ hasText: /^Loading/ })
      .waitFor({ state: 'detached' });
    await region.getByRole('heading', { name: unique[0]!.section_name }).waitFor();
    const sections = [...new Set(unique.map((item) => item.section_name))];
    expect(await region.getByRole('heading', { level: 3 }).allTextContents()).toEqual(sections);
    expect(await region.getByRole('listitem').count()).toBe(unique.length);
  }
});

it('AU adviser: endorsements offer Mark IV (first) and Mark V, grouped by type, as a table and at 768 px as a list', async () => {
  const base = await signInAs(page(), 'adviser.au');
  const industry = await firstIndustry(page(), 'bakery');
  await page().goto(`${base}/industries/${industry.id}/endorsements`);
  const region = page().getByRole('region', { name: 'Endorsement List' });
  await region.getByRole('tab', { name: 'Mark IV' }).waitFor();
  expect(await region.getByRole('tab').allTextContents()).toEqual(['Mark IV', 'Mark V']);
  expect(await region.getByRole('tab', { name: 'Mark IV' }).getAttribute('aria-selected')).toBe('true');

  for (const mark of ['Mark IV', 'Mark V'] as const) {
    if (mark === 'Mark V') await region.getByRole('tab', { name: mark }).click();
    const endorsements = await apiPages<{ code: string; type: string; type_name: string }>(
      page(),
      `/industries/${industry.id}/endorsements?mark=${encodeURIComponent(mark)}`,
    );
    expect(endorsements.length).toBeGreaterThan(0);
    expect(endorsements.every((endorsement) => endorsement.type === mark)).toBe(true);
    const table = region.getByRole('table').first();
    await table.waitFor();
    // Each mark's own codes, under headings of its type names in sorted order.
    await region.getByRole('cell', { name: endorsements[0]!.code, exact: true }).first().waitFor();
    const typeNames = [...new Set(endorsements.map((endorsement) => endorsement.type_name))].sort((a, b) => a.localeCompare(b));
    expect(await region.getByRole('heading', { level: 3 }).allTextContents()).toEqual(typeNames);
    expect(await region.getByRole('row').count()).toBe(endorsements.length + typeNames.length);
  }

  await page().setViewportSize({ width: 768, height: 900 });
  try {
    await region.locator('[data-layout="list"]').first().waitFor();
    expect(await region.getByRole('table').count()).toBe(0);
  } finally {
    await page().setViewportSize({ width: 1280, height: 800 });
  }
});

it('AU adviser: Media plays the video footage the API serves (allowed by the CSP)', async () => {
  const base = await signInAs(page(), 'adviser.au');
  const industry = await firstIndustry(page(), 'bakery');
  await page().goto(`${base}/industries/${industry.id}/media`);
  await page().getByRole('tab', { name: 'Video Footage' }).click();
  await page()
    .getByRole('region', { name: 'Media' })
    .getByRole('button', { name: /\(footage\)$/ })
    .first()
    .click();
  const video = page().getByRole('dialog').locator('video');
  await video.waitFor();
  await page().waitForFunction(() => (document.querySelector<HTMLVideoElement>('[role="dialog"] video')?.readyState ?? 0) >= 1);
  expect(await video.evaluate((element: HTMLVideoElement) => [element.readyState >= 1, element.error, element.videoWidth])).toEqual([
    true,
    null,
    320,
  ]);
});

it('AU adviser: General Information from the main menu, and Browse Industries by name', async () => {
  const base = await signInAs(page(), 'adviser.au');
  await page().getByRole('link', { name: 'General Information', exact: true }).first().click();
  await page().waitForURL(`${base}/general-info/general-info`);
  const menu = page().getByRole('navigation', { name: 'General Information' });
  await menu.getByRole('link', { name: 'Property Damage' }).click();
  await page().waitForURL(`${base}/general-info/property-damage`);
  await page()
    .getByRole('heading', { level: 3, name: /Property Damage/ })
    .waitFor();
  expect(await violationsInMain(page())).toEqual([]);

  await page().goto(`${base}/industries/browse?by=name`);
  await page().getByRole('button', { name: 'B', exact: true }).click();
  const bakery = page()
    .getByRole('list', { name: 'Industries starting with B' })
    .getByRole('link', { name: /Bakery \(baking on premises\)/ });
  await bakery.waitFor();
  expect(await violationsInMain(page())).toEqual([]);
  await bakery.click();
  await page().waitForURL(/\/industries\/\d+\/hazard-index$/);
});
