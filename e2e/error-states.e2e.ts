import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { INDUSTRY_LIMIT_MESSAGE } from '../apps/portal/src/rules/industry-limit.js';
import { launchChromium } from './support/browser.js';
import { signInAs } from './support/session.js';

/**
 * The error matrix (docs/testing.md#error-states): every portal route, with its main data call answered
 * 401, 403, 404, 429 or 500, or its connection dropped. Each page must show the product's message where
 * docs/product/messages.md has one and a designed error state otherwise (with "Try again" where trying
 * again can help) within 2 s of the failure, show no loading indicator 10 s after the failure, and follow
 * the sign-out rules of docs/product/accounts-and-access.md for 401 and the daily industry limit.
 */

type Failure = 401 | 403 | 404 | 429 | 500 | 'dropped';
const FAILURES: readonly Failure[] = [401, 403, 404, 429, 500, 'dropped'];
type Persona = 'adviser.au' | 'underwriter.au' | 'natcat.au';

/** What a failed page must show: a text, or an address it moves to. */
type Outcome = { text: string | RegExp; retry?: boolean } | { url: string } | { signedOut: true; text?: string };

interface RouteCase {
  /** The address opened, with `{industry}` and `{course}` filled in. */
  path: string;
  /** Signed in as (the public pages run signed out). */
  persona: Persona | null;
  /** The API path (without `/api`) of the call the page cannot show itself without; `null` when it makes none. */
  main: RegExp | null;
  /** What each failure shows; the default is the signed-out rule for 401 and `failed` otherwise. */
  outcome(failure: Failure): Outcome;
}

const INDUSTRY_CALL = /^\/industries\/\d+$/;
const retryHelps = (failure: Failure) => failure === 500 || failure === 'dropped';

/** The rule for a page whose main call loads an industry: unknown goes to /not-found, the daily limit signs out. */
function industryOutcome(failed: string | RegExp) {
  return (failure: Failure): Outcome => {
    if (failure === 401) return { signedOut: true };
    if (failure === 429) return { signedOut: true, text: INDUSTRY_LIMIT_MESSAGE };
    if (failure === 404) return { url: '/not-found' };
    return { text: failed, retry: retryHelps(failure) };
  };
}

/** The rule for any other signed-in page: 401 signs out, every other failure shows `failed`. */
function pageOutcome(failed: string | RegExp, { retry = true } = {}) {
  return (failure: Failure): Outcome => (failure === 401 ? { signedOut: true } : { text: failed, retry: retry && retryHelps(failure) });
}

const REPORT_FAILED = /^(The report could not be loaded\.|You do not have access to this report\.)$/;

const ROUTES: readonly RouteCase[] = [
  { path: '/', persona: null, main: null, outcome: () => ({ text: 'Know the risks of every industry you insure' }) },
  { path: '/reset-password', persona: null, main: null, outcome: () => ({ text: 'Reset password' }) },
  { path: '/dashboard', persona: 'adviser.au', main: /^\/user$/, outcome: pageOutcome('Failed to load user') },
  { path: '/not-found', persona: 'adviser.au', main: /^\/user$/, outcome: pageOutcome('Something Just Went Wrong !', { retry: false }) },
  {
    path: '/general-info',
    persona: 'adviser.au',
    main: /^\/general_information\//,
    outcome: pageOutcome("Currently we don't have any content for this section."),
  },
  { path: '/natcat', persona: 'natcat.au', main: /^\/user$/, outcome: pageOutcome('No Data') },
  { path: '/industries/browse', persona: 'adviser.au', main: /^\/classifications\//, outcome: pageOutcome('No Data') },
  { path: '/industries/{industry}/quiz', persona: 'adviser.au', main: INDUSTRY_CALL, outcome: industryOutcome('No Data') },
  { path: '/industries/{industry}/report', persona: 'adviser.au', main: INDUSTRY_CALL, outcome: industryOutcome(REPORT_FAILED) },
  {
    path: '/industries/{industry}/report/quick-report',
    persona: 'adviser.au',
    main: INDUSTRY_CALL,
    outcome: industryOutcome(REPORT_FAILED),
  },
  {
    path: '/industries/{industry}/report/tailored-report',
    persona: 'adviser.au',
    main: INDUSTRY_CALL,
    outcome: industryOutcome(REPORT_FAILED),
  },
  {
    path: '/industries/{industry}/report/underwriter-report',
    persona: 'underwriter.au',
    main: INDUSTRY_CALL,
    outcome: industryOutcome(REPORT_FAILED),
  },
  { path: '/industries/{industry}/hazard-index', persona: 'adviser.au', main: INDUSTRY_CALL, outcome: industryOutcome('No Data') },
  {
    path: '/industries/{industry}/risk-report/preview',
    persona: 'adviser.au',
    main: INDUSTRY_CALL,
    outcome: industryOutcome(REPORT_FAILED),
  },
  { path: '/test-your-knowledge', persona: 'adviser.au', main: /^\/user$/, outcome: pageOutcome('Test Your Knowledge', { retry: false }) },
  { path: '/points', persona: 'adviser.au', main: /^\/user\/points\/cip$/, outcome: pageOutcome('No Data') },
  { path: '/courses', persona: 'adviser.au', main: /^\/courses$/, outcome: pageOutcome('No Data') },
  { path: '/courses/{course}/guide', persona: 'adviser.au', main: /^\/courses\/\d+$/, outcome: pageOutcome('No Data') },
  // Settings that fail leave the defaults in force (docs/product/account-and-settings.md#settings-keys).
  {
    path: '/calculator/under-insurance',
    persona: 'adviser.au',
    main: /^\/user\/settings$/,
    outcome: pageOutcome('Under-insurance Calculator', { retry: false }),
  },
  { path: '/calculator/under-insurance/printing', persona: 'adviser.au', main: null, outcome: () => ({ text: 'No Data' }) },
  // The account pages' failures are the spec's start-up toasts (docs/product/shell-and-dashboard.md#start-up-failures), with No Data and Try again.
  {
    path: '/account/user-profile',
    persona: 'adviser.au',
    main: /^\/user\/profile$/,
    outcome: pageOutcome('Failed to load user profile'),
  },
  {
    path: '/account/company-information',
    persona: 'adviser.au',
    main: /^\/user\/companies$/,
    outcome: pageOutcome('Failed to load companies'),
  },
  { path: '/account/settings', persona: 'adviser.au', main: /^\/user\/settings$/, outcome: pageOutcome('Failed to load user settings') },
];

/** A loading indicator the user can see: the product's spinner, a progress bar or a busy region. */
const LOADING = ':is([role=status][aria-label^="Loading"], [role=progressbar], [aria-busy=true])';
/** How long a failure may take to show. */
const SHOW_WITHIN_MS = 2000;
/** When no page may still be loading, counted from the failure (from the opening for a page without one). */
const SETTLED_AFTER_MS = 10_000;
/** Pages opening at once: enough to overlap the waits, few enough for a busy 2-core machine. */
const OPENING_AT_ONCE = 4;

let browser: Browser;
const states = new Map<Persona, Awaited<ReturnType<BrowserContext['storageState']>>>();
const shared = new Map<Persona | null, BrowserContext>();
const ids = { industry: 0, course: 0 };

beforeAll(async () => {
  browser = await launchChromium();
  for (const persona of ['adviser.au', 'underwriter.au', 'natcat.au'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, persona);
    if (persona === 'adviser.au') {
      Object.assign(
        ids,
        await page.evaluate(async () => {
          const token = window.localStorage.getItem('riskatlas.token') ?? '';
          const get = async (url: string) =>
            (await (await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json;v=2.0' } })).json()) as {
              data: { id: number }[];
            };
          const [quizzes, courses] = await Promise.all([
            get('/api/industries?withQuizOnly=true&country=au&pagesize=5'),
            get('/api/courses'),
          ]);
          return { industry: quizzes.data[0]!.id, course: courses.data[0]!.id };
        }),
      );
    }
    states.set(persona, await context.storageState());
    await page.close();
    shared.set(persona, context);
  }
  shared.set(null, await browser.newContext());
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** A gate that lets `size` holders through at once. */
function gate(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async enter() {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
    },
    leave() {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}

async function fail(route: Route, failure: Failure) {
  if (failure === 'dropped') return route.abort('connectionreset');
  const code = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 429: 'too_many_requests', 500: 'internal' }[failure];
  return route.fulfill({
    status: failure,
    contentType: 'application/json',
    headers: failure === 429 ? { 'Retry-After': '3600' } : {},
    body: JSON.stringify({ code, message: `Failed with ${String(failure)}` }),
  });
}

/** Runs one case and returns what went wrong (nothing when it passed). */
async function runCase(base: string, routeCase: RouteCase, failure: Failure, opening: ReturnType<typeof gate>): Promise<string[]> {
  const problems: string[] = [];
  const t0 = Date.now();
  const path = routeCase.path.replace('{industry}', String(ids.industry)).replace('{course}', String(ids.course));
  const outcome = routeCase.outcome(failure);
  // A case that signs out gets its own storage, so the others keep their session.
  const own =
    'signedOut' in outcome && routeCase.persona ? await browser.newContext({ storageState: states.get(routeCase.persona)! }) : null;
  await opening.enter();
  const page: Page = await (own ?? shared.get(routeCase.persona)!).newPage();
  let failedAt: number | null = null;
  try {
    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      async (route) => {
        const request = route.request();
        const apiPath = new URL(request.url()).pathname.slice('/api'.length);
        // Signing out ends the token on the server; the other cases still use it.
        if (apiPath === '/token' && request.method() === 'DELETE') return route.fulfill({ status: 204 });
        if (request.method() === 'GET' && (routeCase.main?.test(apiPath) ?? true)) {
          failedAt ??= Date.now();
          return fail(route, failure);
        }
        return route.fallback();
      },
    );
    let loadedAt: number | null = null;
    page.once('load', () => {
      loadedAt = Date.now();
    });
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const openedAt = Date.now();
    // The clock starts at the failure, or once the page's own scripts have run if the failure came first
    // (the shell asks for the user before the page has arrived).
    const shown = await showsWithin(page, base, outcome, openedAt, () =>
      failedAt === null || loadedAt === null ? null : Math.max(failedAt, loadedAt),
    );
    if (shown) problems.push(shown);
    opening.leave();
    await page.waitForTimeout(Math.max(0, (failedAt ?? openedAt) + SETTLED_AFTER_MS - Date.now()));
    const loading = await stillLoading(page);
    if (loading.length > 0) problems.push(`still loading after ${String(SETTLED_AFTER_MS / 1000)} s: ${loading.join(', ')}`);
    if (routeCase.main && failedAt === null) problems.push(`made no call matching ${String(routeCase.main)}`);
  } catch (error) {
    opening.leave();
    problems.push(String(error));
  } finally {
    await page.close();
    await own?.close();
  }
  if (process.env.MATRIX_DEBUG) console.log(`${((Date.now() - t0) / 1000).toFixed(1)}s ${path} ${String(failure)} ${problems.join('; ')}`);
  return problems.map((problem) => `${path} ${String(failure)}: ${problem}`);
}

/** The loading indicators the page shows, by their labels (empty when it shows none). */
async function stillLoading(page: Page): Promise<string[]> {
  const indicators = await page
    .locator(LOADING)
    .filter({ visible: true })
    .evaluateAll((found) => found.map((element) => element.getAttribute('aria-label') ?? element.getAttribute('role') ?? element.tagName));
  const texts = await page
    .getByText(/\bLoading\b/)
    .filter({ visible: true })
    .evaluateAll((found) => found.map((element) => (element.textContent ?? '').trim()));
  return [...indicators, ...texts];
}

/** What the page's main region reads, shortened, to say what showed instead. */
async function mainText(page: Page): Promise<string> {
  const text = await page
    .locator('main')
    .first()
    .innerText({ timeout: 500 })
    .catch(() => '(no main)');
  const toasts = await page
    .locator('[data-riskatlas-toasts]')
    .first()
    .innerText({ timeout: 500 })
    .catch(() => '');
  return `${text}${toasts ? ` | toasts: ${toasts}` : ''}`.replace(/\s+/g, ' ').slice(0, 200);
}

/** Waits for the outcome; returns a problem, or null when it showed within 2 s of the failure. */
async function showsWithin(
  page: Page,
  base: string,
  outcome: Outcome,
  openedAt: number,
  failedAt: () => number | null,
): Promise<string | null> {
  // Counted from the failure; a page that makes no such call (the public ones) gets until it settles.
  const deadline = () => {
    const at = failedAt();
    return at === null ? openedAt + SETTLED_AFTER_MS : at + SHOW_WITHIN_MS;
  };
  const check = async (): Promise<string | null> => {
    if ('url' in outcome) return page.url() === `${base}${outcome.url}` ? null : `at ${page.url()}, not ${outcome.url}`;
    if ('signedOut' in outcome) {
      if (page.url() !== `${base}/`) return `at ${page.url()}, not signed out to /`;
      const token = await page.evaluate(() => window.localStorage.getItem('riskatlas.token'));
      if (token !== null) return 'the token is still stored';
      if (outcome.text && (await page.getByText(outcome.text).filter({ visible: true }).count()) === 0) return `no "${outcome.text}"`;
      return null;
    }
    // Not exact: a toast reads its kind first ("Error: Failed to load user").
    if ((await page.getByText(outcome.text).filter({ visible: true }).count()) === 0) return `no "${String(outcome.text)}"`;
    const retry = await page.getByRole('button', { name: 'Try again' }).filter({ visible: true }).count();
    if (outcome.retry && retry === 0) return 'no "Try again"';
    return null;
  };
  let problem: string | null = 'not checked';
  // Polls the page (no fixed sleep) until the outcome shows or the time is up.
  while (problem !== null && Date.now() < deadline()) {
    problem = await check().catch((error: unknown) => String(error));
    if (problem !== null) await page.waitForTimeout(100);
  }
  if (problem === null) return null;
  const late = failedAt() === null ? '' : ` ${String(Date.now() - failedAt()!)} ms after the failure`;
  return `${problem}${late}; the page read "${await mainText(page)}"`;
}

it('every route shows an error state for 401, 403, 404, 429, 500 and a dropped connection', async () => {
  const base = inject('portalUrl');
  const opening = gate(OPENING_AT_ONCE);
  const only = process.env.MATRIX_ONLY;
  const routes = only ? ROUTES.filter((routeCase) => routeCase.path.includes(only)) : ROUTES;
  const results = await Promise.all(routes.flatMap((routeCase) => FAILURES.map((failure) => runCase(base, routeCase, failure, opening))));
  expect(results.flat()).toEqual([]);
}, 600_000);
