import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPartnerSite } from '../examples/partner-site/server.mjs';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_WARNING } from '../packages/embed/src/protocol.js';
import { watchPage } from './support/page-watch.js';
import { useBrowserPage } from './support/session.js';

/*
 * The example partner site (examples/partner-site) on its own origin, loading embed.js from the API
 * the e2e setup runs: the partner's hostile stylesheet, the partner theme from `init`, the demo key.
 */
const page = useBrowserPage();
const PARTNER_TITLE = 'rgb(91, 42, 134)'; // the partner theme's brand.title, #5b2a86
const RED = 'rgb(255, 0, 0)';

let sites: Array<{ url: string; close(): Promise<unknown> }> = [];
async function partnerSite(options: { key?: string; apiBase?: string; html?: string; host?: string } = {}) {
  const site = await startPartnerSite({ apiOrigin: new URL(inject('portalUrl')).origin, ...options });
  sites.push(site);
  return site.url;
}

afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  sites = [];
});

/** The README's embed snippet, as a partner would paste it. */
async function readmeSnippet(): Promise<string> {
  const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
  const snippet = /## Embed on your site[\s\S]*?```html\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(snippet).toBeTruthy();
  return snippet ?? '';
}

/** Computed styles of elements inside the widgets' shadow roots. */
function shadowStyles(target: Page) {
  return target.evaluate(() => {
    const hosts = [...document.querySelectorAll('risk-industry-search, risk-hazard-index, risk-checklist')];
    const colours = new Set<string>();
    const fonts = new Set<string>();
    for (const host of hosts) {
      for (const element of host.shadowRoot?.querySelectorAll('*') ?? []) {
        if (element.tagName === 'STYLE') continue;
        const style = getComputedStyle(element);
        colours.add(style.color);
        colours.add(style.backgroundColor);
        colours.add(style.borderTopColor);
        colours.add(style.borderBottomColor);
        fonts.add(style.fontFamily);
      }
    }
    return { hosts: hosts.length, colours: [...colours], fonts: [...fonts] };
  });
}

describe('embedding the widgets on a partner page', () => {
  beforeAll(async () => {
    await page().addInitScript(() => {
      window.addEventListener('unhandledrejection', (event) => console.error(`unhandledrejection ${String(event.reason)}`));
    });
  });

  afterEach(async () => {
    await page().goto('about:blank');
  });

  it('shows three widgets in the partner colours, untouched by the hostile stylesheet, and leaves the page alone', async () => {
    const seen = watchPage(page());
    const url = await partnerSite();
    await page().goto(url);
    expect(new URL(url).origin).not.toBe(new URL(inject('portalUrl')).origin);

    const search = page().getByRole('combobox', { name: 'Search industries' });
    await search.waitFor();
    await page().getByText('Choose an industry to see its hazard index.').waitFor();
    await page().getByText('Choose an industry to see its risk checklist.').waitFor();

    // Pick an industry: the search tells the page (industryselect), the page updates the hazard index.
    await page().evaluate(() => {
      document.querySelector('risk-industry-search')!.addEventListener('industryselect', (event) => {
        (window as unknown as { selected: unknown }).selected = (event as CustomEvent).detail;
      });
    });
    await search.fill('bakery');
    const option = page().getByRole('option').first();
    await option.waitFor();
    // The dropdown hangs 4 px under the search box, as wide, inside the shadow root's portal container.
    const box = (await page().locator('risk-industry-search').locator('input[role="combobox"]').boundingBox())!;
    const list = (await page().getByRole('listbox').boundingBox())!;
    expect(Math.abs(list.x - box.x)).toBeLessThanOrEqual(1.5);
    expect(list.y - (box.y + box.height)).toBeGreaterThanOrEqual(4);
    expect(list.y - (box.y + box.height)).toBeLessThanOrEqual(8);
    expect(Math.abs(list.width - box.width)).toBeLessThanOrEqual(3);
    await option.click();
    const selected = await page()
      .waitForFunction(() => (window as unknown as { selected?: unknown }).selected)
      .then((handle) => handle.jsonValue());
    expect(selected).toEqual({ id: expect.any(Number), name: expect.any(String), code: expect.any(String) });
    expect(await page().locator('risk-hazard-index').getAttribute('industry-id')).toBe(String((selected as { id: number }).id));
    await page()
      .locator('risk-hazard-index')
      .getByRole('button', { name: /Read Summary/ })
      .first()
      .waitFor();
    await expect.poll(() => page().locator('#partner-text').textContent()).toContain((selected as { name: string }).name);

    const styles = await shadowStyles(page());
    expect(styles.hosts).toBe(3);
    expect(styles.colours).not.toContain(RED);
    expect(styles.colours).toContain(PARTNER_TITLE);
    expect(styles.fonts.some((font) => /^serif$/i.test(font))).toBe(false);
    const hostStyle = await page()
      .locator('risk-hazard-index')
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { color: style.color, font: style.fontFamily };
      });
    expect(hostStyle.color).not.toBe(RED);
    expect(hostStyle.font).not.toBe('serif');

    // The partner's own page keeps its (hostile) look, and got no style from the widgets.
    const page_ = await page().evaluate(() => ({
      heading: getComputedStyle(document.getElementById('partner-heading')!).color,
      font: getComputedStyle(document.getElementById('partner-text')!).fontFamily,
      styleTags: document.querySelectorAll('style').length,
    }));
    expect(page_).toEqual({ heading: RED, font: 'serif', styleTags: 1 });
    expect(seen.thrown).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(seen.warnings).toEqual([]);
  });

  it('with a key not registered for the page origin: the API answers 403 and every widget shows its error state', async () => {
    const seen = watchPage(page());
    // The API's answers as Chromium's network layer saw them: a refused cross-origin read never
    // reaches Playwright's response events, but its status is in the DevTools protocol's extra info.
    const statuses: number[] = [];
    const apiRequests = new Map<string, string>();
    const cdp = await page().context().newCDPSession(page());
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.includes('/api/') && event.request.method !== 'OPTIONS') apiRequests.set(event.requestId, event.request.url);
    });
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      if (apiRequests.has(event.requestId)) statuses.push(event.statusCode);
    });
    // A production key registered only for https://partner.example.
    const url = await partnerSite({ key: 'ra_pk_demo_partner_example' });
    const started = Date.now();
    await page().goto(url);
    const alerts = page().getByRole('alert').filter({ hasText: UNAVAILABLE_MESSAGE });
    await expect.poll(() => alerts.count(), { timeout: 8000 }).toBe(3);
    expect(Date.now() - started).toBeLessThan(8000 + 2000);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([403]));
    expect(seen.thrown).toEqual([]);
    // Chromium itself reports the refused cross-origin reads; the embed adds exactly one warning.
    expect(seen.errors.filter((text) => !/CORS policy|Failed to load resource/.test(text))).toEqual([]);
    await expect.poll(() => seen.warnings).toEqual([UNAVAILABLE_WARNING]);
  });

  it('with Risk Atlas down: every widget shows its error state, one warning, nothing thrown', async () => {
    const seen = watchPage(page());
    // The embed's files load; its API calls go where nothing listens (the discard port).
    const url = await partnerSite({ apiBase: 'http://127.0.0.1:9/api' });
    const started = Date.now();
    await page().goto(url);
    const alerts = page().getByRole('alert').filter({ hasText: UNAVAILABLE_MESSAGE });
    await expect.poll(() => alerts.count(), { timeout: 8000 }).toBe(3);
    expect(Date.now() - started).toBeLessThan(8000 + 2000);
    expect(seen.thrown).toEqual([]);
    expect(seen.errors.filter((text) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(text))).toEqual([]);
    await expect.poll(() => seen.warnings).toEqual([UNAVAILABLE_WARNING]);
  });

  it("runs the README's snippet as pasted into a page on localhost", async () => {
    const seen = watchPage(page());
    const snippet = await readmeSnippet();
    await page().goto(
      await partnerSite({ html: `<!doctype html><html lang="en"><title>Pasted</title><body>${snippet}</body></html>`, host: 'localhost' }),
    );
    const search = page().getByRole('combobox', { name: 'Search industries' });
    await search.fill('bakery');
    await page().getByRole('option').first().click();
    // The hazard index opens on its chart here; its view switch shows once the industry loaded.
    await page().locator('risk-hazard-index').getByRole('button', { name: 'Grid' }).waitFor();
    expect(seen.errors).toEqual([]);
    expect(seen.thrown).toEqual([]);
  });

  it('compares two industries in <risk-industry-compare> on Preact-compat, and reports a removal as industrieschange', async () => {
    const seen = watchPage(page());
    const snippet = await readmeSnippet();
    // The README's init and script, with the comparison instead of its two widgets (the demo allow-list's industries).
    const init = snippet.slice(0, snippet.indexOf('<risk-industry-search>'));
    const element = '<risk-industry-compare industry-ids="15468,21383"></risk-industry-compare>';
    await page().goto(
      await partnerSite({
        html: `<!doctype html><html lang="en"><title>Compare</title><body>${init}${element}</body></html>`,
        host: 'localhost',
      }),
    );
    const compare = page().locator('risk-industry-compare');
    await compare.getByRole('img', { name: 'Hazard rating per insurance class, industry by industry' }).waitFor();
    expect(await compare.locator('a[href^="/industries/"]').count()).toBe(0);
    await page().evaluate(() => {
      document.querySelector('risk-industry-compare')?.addEventListener('industrieschange', (event) => {
        Object.assign(window, { compared: (event as CustomEvent<unknown>).detail });
      });
    });
    await compare
      .getByRole('button', { name: /^Remove .* from the comparison$/ })
      .last()
      .click();
    await expect.poll(() => page().evaluate(() => (window as unknown as { compared?: unknown }).compared)).toEqual({ ids: [15468] });
    await compare.getByText('Add one more industry to see the comparison.').waitFor();
    expect(seen.errors).toEqual([]);
    expect(seen.thrown).toEqual([]);
  });

  it('works on a page that already runs another React on window.React', async () => {
    const seen = watchPage(page());
    // Stands in for React 17 (the repository pins React 19 for every package, so 17 is not installed):
    // a page global of another version that the embed must neither use nor replace.
    await page().addInitScript(() => {
      const react17 = { version: '17.0.2', createElement: () => null, Component: class {} };
      Object.assign(window, { React: react17, ReactDOM: { version: '17.0.2', render: () => null } });
    });
    await page().goto(await partnerSite());
    const search = page().getByRole('combobox', { name: 'Search industries' });
    await search.fill('bakery');
    await page().getByRole('option').first().waitFor();
    expect(await page().evaluate(() => (window as unknown as { React: { version: string } }).React.version)).toBe('17.0.2');
    expect(seen.thrown).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
});
