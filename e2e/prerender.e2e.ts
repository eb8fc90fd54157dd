import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { FRAME_PATH } from '../apps/portal/src/frame/greeting.js';
import { launchChromium } from './support/browser.js';
import { watchPage } from './support/page-watch.js';
import { logInThroughModal } from './support/session.js';

/**
 * The public home page is pre-rendered at build time (apps/portal/prerender.ts) and hydrated in the
 * browser: it must show complete before any script runs, be exactly what the app itself renders, and
 * never be shown to a browser that is signed in.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const HOME_TITLE = 'Know the risks of every industry you insure';

/** The classes of the header's and main's elements, in document order: styled-components' names included. */
function styledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root header [class], #root main [class], #root header, #root main')].map(
      (element) => element.getAttribute('class') ?? '',
    ),
  );
}

it('shows the home page complete, styles and all, before any script runs', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${inject('portalUrl')}/`);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HOME_TITLE);
  expect(await page.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'Tailor your Risk Report' }).isVisible()).toBe(true);
  // The banner's gradient comes from styled-components' pre-rendered rules, admitted by the CSP nonce.
  const banner = await page
    .locator('section[aria-labelledby="home-title"]')
    .evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(banner).toContain('linear-gradient');
  await context.close();
});

it('hydrates the pre-rendered markup in place: the same elements, the same classes as the app renders, no errors', async () => {
  const base = inject('portalUrl');
  // What the server pre-rendered, as a browser without scripts sees it.
  const still = await browser.newContext({ javaScriptEnabled: false });
  const prerendered = await styledClasses(await still.newPage().then(async (page) => (await page.goto(`${base}/`), page)));
  await still.close();

  // What the app renders by itself: a browser the server takes for signed in gets the plain shell.
  const fresh = await browser.newContext();
  await fresh.addCookies([{ name: 'riskatlas_signed_in', value: '1', url: base }]);
  const rendered = await fresh.newPage();
  await rendered.goto(`${base}/`);
  await rendered.getByRole('navigation', { name: 'Social' }).waitFor();
  expect(await styledClasses(rendered)).toEqual(prerendered);
  await fresh.close();

  // And hydration keeps the server's elements: held back, the scripts find the heading the server sent.
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = watchPage(page);
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for the module scripts, which are held.
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  await page.locator('h1').waitFor();
  await page.evaluate(() => Object.assign(document.querySelector('h1')!, { prerendered: true }));
  releaseScripts();
  // The social links are the host's own: they appear once the app has taken the page over.
  await page.getByRole('navigation', { name: 'Social' }).waitFor();
  expect(await page.evaluate(() => (document.querySelector('h1') as HTMLElement & { prerendered?: boolean }).prerendered)).toBe(true);
  expect(await styledClasses(page)).toEqual(prerendered);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByLabel('Username').waitFor();
  expect(seen).toEqual({ errors: [], warnings: [], thrown: [] });
  await context.close();
});

it('never shows the public page to a signed-in browser, paints its frame before the scripts, and forgets the sign-in at logout', async () => {
  const base = inject('portalUrl');
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInThroughModal(page, base, 'adviser.au');
  await page.waitForURL(`${base}/dashboard`);
  expect((await context.cookies(base)).find((cookie) => cookie.name === 'riskatlas_signed_in')?.value).toBe('1');

  const served: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') served.push(response.url());
  });
  const home = await page.goto(`${base}/`);
  expect(await home!.text()).not.toContain(HOME_TITLE);
  await page.waitForURL(`${base}/dashboard`);

  // The signed-in frame: before any script, the header's brand is there, and the page waits unseen.
  const still = await browser.newContext({ javaScriptEnabled: false });
  await still.addCookies([{ name: 'riskatlas_signed_in', value: '1', url: base }]);
  const frame = await still.newPage();
  await frame.goto(`${base}/dashboard`);
  expect(await frame.getByRole('link', { name: 'Risk Atlas home' }).isVisible()).toBe(true);
  expect(await frame.getByRole('heading', { level: 1 }).count()).toBe(0);
  await still.close();
  // With scripts, the app renders over the frame: the dashboard, without a console error.
  const seen = watchPage(page);
  await page.goto(`${base}/dashboard`);
  await page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Olivia$/ }).waitFor();
  expect(seen).toEqual({ errors: [], warnings: [], thrown: [] });

  await page.getByRole('button', { name: /Olivia\.Chen/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${base}/`);
  expect((await context.cookies(base)).some((cookie) => cookie.name === 'riskatlas_signed_in')).toBe(false);
  expect(served).toEqual([`${base}/`, `${base}/dashboard`]);
  await context.close();
});

it("paints a returning user's greeting in the frame, before the app's scripts, where the app's own greeting then stands", async () => {
  const base = inject('portalUrl');
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await logInThroughModal(page, base, 'adviser.au');
  const greeting = page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Olivia$/ });
  await greeting.waitFor();

  // The app's scripts held back: only the frame and its inline script run.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${base}${FRAME_PATH}`);
  await greeting.waitFor();
  const painted = await greeting.boundingBox();
  expect(await page.getByRole('heading', { name: 'Search industries' }).count()).toBe(0);
  // Another signed-in page is sent the same frame: it greets nobody.
  await page.goto(`${base}/account/user-profile`);
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);

  // With the scripts, the app's greeting takes the frame's place: same words, same box, nothing shifts.
  await page.unroute('**/assets/*.js');
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const seen = watchPage(page);
  await page.goto(`${base}${FRAME_PATH}`);
  await page.getByRole('heading', { name: 'Search industries' }).waitFor();
  expect(await greeting.boundingBox()).toEqual(painted);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  expect(seen).toEqual({ errors: [], warnings: [], thrown: [] });

  // A browser with no remembered preview (a first visit) gets the frame without a greeting.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.evaluate(() => window.localStorage.removeItem('riskatlas.user-preview'));
  await page.goto(`${base}${FRAME_PATH}`);
  await page.getByRole('link', { name: 'Risk Atlas home' }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
  await context.close();
});
