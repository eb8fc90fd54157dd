import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { apiGet } from './support/api.js';
import { pdfText } from './support/pdf.js';
import { signInAs, useBrowserPage } from './support/session.js';

/**
 * Issue #20: the user's settings and restrictions are honoured on every page, not only where they are
 * chosen (docs/product/account-and-settings.md#settings-keys, docs/product/industry-search-and-pages.md#active-classes,
 * docs/product/shell-and-dashboard.md#main-menu-items).
 */
const page = useBrowserPage();

const api = apiGet;

/** Every API path the page requests from now on. */
function recordRequests(p: Page): string[] {
  const paths: string[] = [];
  p.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname.slice(4) + url.search);
  });
  return paths;
}

it('a GB user with UK SIC finds pubs by typing 56302, sees UK SIC codes in the results, the navigation bar and Browse', async () => {
  const base = await signInAs(page(), 'user.gb');
  const settings = await api<{ data: { key: string; value: string | null; default_value: string | null }[] }>(page(), '/user/settings');
  const classification = settings.data.find((setting) => setting.key === 'industry_classification')!;
  expect(classification.value ?? classification.default_value).toBe('12');

  const search = page().getByRole('combobox', { name: 'Search industries' });
  await search.fill('56302');
  const options = page().getByRole('option');
  await options.first().waitFor({ timeout: 10_000 });
  const texts = await options.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.some((text) => /pub/i.test(text))).toBe(true);
  // Every result carries its UK SIC code, not the ANZSIC class (4520).
  for (const text of texts) expect(text).toContain('56302');

  await options.filter({ hasText: /pub/i }).first().click();
  await page().waitForURL(/\/industries\/\d+\/hazard-index$/);
  const title = page().getByRole('navigation', { name: 'Industry' }).getByRole('heading', { level: 1 });
  await expect.poll(() => title.textContent()).toMatch(/^56302 /);

  // Browse cascades through UK SIC 2007: its top level is the subclasses, the pubs' among them.
  await page().goto(`${base}/industries/browse`);
  const pubs = page().getByRole('button', { name: /^56302 / });
  await pubs.waitFor({ timeout: 10_000 });
  await pubs.click();
  await page().getByRole('button', { name: /pub/i }).first().waitFor();
});

it('restricted.au can open and print no inactive class: risk assessment, the tailored builder, the preview and the PDF', async () => {
  const base = await signInAs(page(), 'restricted.au');
  await page().evaluate(() => window.localStorage.setItem('riskatlas.tailoredReportVideoViewed', 'true'));
  const user = await api<{ documents_assessments: number[] | null }>(page(), '/user');
  const active = new Set(user.documents_assessments ?? []);
  expect(active.size).toBeGreaterThan(0);
  const bakery = (await api<{ data: { id: number }[] }>(page(), '/industries?q=bakery')).data[0]!;
  const hazard = await api<{ data: { id: number; name: string; slug: string }[] }>(
    page(),
    `/industries/${String(bakery.id)}/hazard_index/au`,
  );
  const inactive = hazard.data.filter((entry) => !active.has(entry.id) && entry.slug !== 'core');
  const activeEntries = hazard.data.filter((entry) => active.has(entry.id));
  expect(inactive.length).toBeGreaterThan(0);
  const requests = recordRequests(page());

  // Risk & Assessment: an inactive class named in the address is not opened, and its document is never asked for.
  const target = inactive[0]!;
  await page().goto(`${base}/industries/${String(bakery.id)}/risk-assessment/${target.slug.replaceAll('_', '-')}`);
  await page().getByRole('navigation', { name: 'Risk & Assessment' }).waitFor();
  await page().waitForLoadState('networkidle');
  const menuLinks = await page().getByRole('navigation', { name: 'Risk & Assessment' }).getByRole('link').allTextContents();
  for (const entry of inactive) expect(menuLinks.join('|')).not.toContain(entry.name);
  const padded = (id: number) => String(id).padStart(3, '0');
  expect(requests.filter((path) => inactive.some((entry) => path.startsWith(`/documents/assessments/${padded(entry.id)}.`)))).toEqual([]);

  // The tailored builder offers only the active classes.
  await page().goto(`${base}/industries/${String(bakery.id)}/report/tailored-report`);
  await page().getByRole('region', { name: 'Tailor your report' }).waitFor({ timeout: 20_000 });
  const builderClasses = page().locator('[data-class-name]');
  await builderClasses.first().waitFor({ timeout: 20_000 });
  const offered = await builderClasses.evaluateAll((items) => items.map((item) => item.getAttribute('data-class-name') ?? ''));
  expect(offered.length).toBeGreaterThan(0);
  for (const entry of inactive) expect(offered).not.toContain(entry.name);

  // The quick report's preview and its PDF print the active classes only.
  await page().goto(`${base}/industries/${String(bakery.id)}/report/quick-report`);
  const preview = page().getByRole('region', { name: 'Report preview' });
  await preview.locator('[data-class-id]').first().waitFor({ timeout: 30_000 });
  const printed = await preview
    .locator('[data-class-id]')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-class-id'))));
  expect(printed.length).toBeGreaterThan(0);
  expect(printed.filter((id) => !active.has(id))).toEqual([]);

  const download = page().getByRole('button', { name: 'Download', exact: true });
  await expect.poll(() => download.isEnabled(), { timeout: 30_000 }).toBe(true);
  const [file] = await Promise.all([page().waitForEvent('download', { timeout: 60_000 }), download.click()]);
  const text = (await pdfText(await file.path())).replace(/\s+/g, ' ');
  const heading = (name: string) => new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\W+ Rating \\d+%`);
  expect(activeEntries.some((entry) => heading(entry.name).test(text))).toBe(true);
  for (const entry of inactive) expect([entry.name, heading(entry.name).test(text)]).toEqual([entry.name, false]);
  // The API was never asked for an inactive class's assessment or checklist on the way.
  expect(requests.filter((path) => inactive.some((entry) => path.includes(`insurance_class=${String(entry.id)}`)))).toEqual([]);
});

it('gb and others users: /test-your-knowledge and /points are not found, and the portal never asks for their points', async () => {
  const portal = inject('portalUrl');
  for (const username of ['user.gb', 'user.others']) {
    // Signed out first, on a public page: the previous journey's au session must not be counted.
    await page().goto(`${portal}/reset-password`);
    await page().evaluate(() => window.localStorage.clear());
    await page().waitForLoadState('networkidle');
    const requests = recordRequests(page());
    const base = await signInAs(page(), username);
    await page().getByTestId('dashboard-cards').waitFor();
    for (const path of ['/test-your-knowledge', '/points?type=cip']) {
      await page().goto(`${base}${path}`);
      await page().waitForURL(`${base}/not-found`);
      await page().getByRole('heading', { name: 'Something Just Went Wrong !' }).waitFor();
    }
    await page().waitForLoadState('networkidle');
    expect([username, requests.filter((path) => path.startsWith('/user/points'))]).toEqual([username, []]);
    page().removeAllListeners('request');
  }
});

it("a GB user's calculator shows pounds", async () => {
  const base = await signInAs(page(), 'user.gb');
  await page().goto(`${base}/calculator/under-insurance`);
  const form = page().locator('form');
  await form.getByRole('textbox').first().waitFor();
  expect(await form.getByText('£', { exact: true }).count()).toBe(3);
  expect(await form.getByText('$', { exact: true }).count()).toBe(0);
});
