import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeedCatalogue } from '../apps/api/src/catalogue/build.js';
import { loadCatalogue } from '../apps/api/src/catalogue/load.js';
import type { Catalogue } from '../apps/api/src/catalogue/types.js';
import { validateCatalogue } from '../apps/api/src/catalogue/validate.js';
import { openDatabase, type Database } from '../apps/api/src/db/client.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { bootstrap } from '../apps/api/src/bootstrap/bootstrap.js';
import { buildServer } from '../apps/api/src/server.js';
import { TRIPWIRE, xssCorpus, type XssPayload } from '../apps/api/test/support/xss-corpus.js';
import { launchChromium } from './support/browser.js';
import { DEMO_PASSWORD, logInThroughModal } from './support/session.js';

/**
 * The XSS corpus stored through every writable HTML field and every catalogue HTML field, then rendered
 * by the portal in Chromium: no payload's script runs (the `__xss` tripwire is never called, in any
 * frame) and no request leaves the portal's origin. The page runs with its CSP bypassed, so what is
 * tested is the sanitising (server allow-list and the SafeHtml primitive), not the CSP behind it.
 */

const PORTAL_DIST = fileURLToPath(new URL('../apps/portal/dist/', import.meta.url));
const OUTBOUND = 'http://canary.test/xss';
const CORPUS = xssCorpus(OUTBOUND);
const ACCEPT = 'application/json;v=2.0';
/** Text before every payload: the journey waits for it, so it knows the payload has been rendered. */
const PAYLOADS_PER_SAVE = 5;
const marker = (payload: XssPayload) => `corpus ${String(payload.id)}`;
const withMarker = (payload: XssPayload) => `<p>${marker(payload)}</p>${payload.html}`;

/**
 * The seeded catalogue with the corpus in every HTML field, written straight to the database as a
 * tool other than `npm run catalogue:import` (which cleans it) could: the portal must cope on its own.
 */
async function catalogueWithCorpus(): Promise<{ catalogue: Catalogue; industryId: number; courseId: number }> {
  const { catalogue } = await buildSeedCatalogue();
  catalogue.version = 'xss-corpus';
  const industry = catalogue.industries.find(
    (entry) => entry.alias_of === null && entry.hazard.length > 0 && entry.codes['8'] !== undefined,
  );
  if (!industry) throw new Error('The seeded catalogue has no rated industry');
  const at = (index: number) => CORPUS[index % CORPUS.length]!;
  industry.hazard.forEach((rating, index) => (rating.comment = withMarker(at(index))));
  const classIds = catalogue.insurance_classes.map((insuranceClass) => insuranceClass.id);
  const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;
  const [exposureId, materialId, checklistId] = [
    nextId(catalogue.exposures),
    nextId(catalogue.materials_equipment),
    nextId(catalogue.checklist_items),
  ];
  const everywhere = { divisions: [], keywords: [] };
  for (const payload of CORPUS) {
    const classId = classIds[payload.id % classIds.length]!;
    catalogue.exposures.push({ id: exposureId + payload.id, class_id: classId, text: withMarker(payload), ...everywhere });
    catalogue.materials_equipment.push({ id: materialId + payload.id, name: `${marker(payload)} ${payload.html}`, ...everywhere });
    catalogue.checklist_items.push({
      id: checklistId + payload.id,
      class_id: classId,
      type: 'Key',
      section: marker(payload),
      title: `${marker(payload)} ${payload.html}`,
      ...everywhere,
    });
    catalogue.endorsements.push({
      code: `XSS${String(payload.id)}`,
      mark: 'Mark IV',
      type_name: 'Corpus',
      heading: marker(payload),
      text: withMarker(payload),
      explanation: withMarker(payload),
      ...everywhere,
    });
  }
  const course = catalogue.courses[0];
  if (!course) throw new Error('The seeded catalogue has no course');
  course.guides.forEach((guide, index) => (guide.content = withMarker(at(index))));
  course.units.forEach((unit, index) => (unit.text = withMarker(at(index + course.guides.length))));
  return { catalogue: validateCatalogue(catalogue), industryId: industry.id, courseId: course.id };
}

let dataDir: string;
let db: Database;
let app: Awaited<ReturnType<typeof buildServer>>;
let base: string;
let industryId: number;
let courseId: number;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const tripped: unknown[] = [];
const outbound: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'risk-atlas-xss-'));
  db = await openDatabase({ dataDir });
  await migrate(db);
  const built = await catalogueWithCorpus();
  ({ industryId, courseId } = built);
  await loadCatalogue(db, built.catalogue);
  await bootstrap(db, () => {}, { demo: true }); // keeps the imported catalogue, writes its snapshot, seeds the demo accounts
  app = await buildServer({ db, staticDir: PORTAL_DIST, validateResponses: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${String((app.server.address() as { port: number }).port)}`;

  browser = await launchChromium();
  context = await browser.newContext({ bypassCSP: true });
  // An exposed binding exists in every frame (srcdoc, data: and javascript: ones included).
  await context.exposeFunction(TRIPWIRE, (id: unknown) => tripped.push(id));
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${base}/`)) return route.continue();
    outbound.push(url);
    return route.abort();
  });
  page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.dismiss());
  await logInThroughModal(page, base, 'adviser.au');
  await page.waitForURL(`${base}/dashboard`);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await db?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: ACCEPT, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${String(response.status)}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

async function token(username = 'adviser.au'): Promise<string> {
  const response = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD, grant_type: 'password', client_id: '1' }).toString(),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Opens a portal page, waits for the text, then lets late events (image errors, focus, animations) fire. */
async function render(path: string, text: string) {
  await page.goto(`${base}${path}`);
  await page.getByText(text).first().waitFor({ state: 'attached' });
  await page.waitForTimeout(150);
}

function expectNothingEscaped() {
  expect({ tripped, outbound }).toEqual({ tripped: [], outbound: [] });
}

describe('XSS corpus in the portal', () => {
  it('has at least 50 payloads, and the tripwire and the outbound watch both see a deliberate call', async () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(50);
    await page.evaluate(`${TRIPWIRE}('control')`);
    await page.evaluate(`fetch('${OUTBOUND}/control').catch(() => undefined)`);
    await expect.poll(() => [tripped.length, outbound.length]).toEqual([1, 1]);
    tripped.length = 0;
    outbound.length = 0;
  });

  it('renders every payload stored as About Me and About Us (profile, company, edit dialog) without running it', async () => {
    const bearer = await token();
    const companyAdmin = await token('admin.au');
    const profile = await api('GET', '/user/profile', bearer);
    const { data: companies } = (await api('GET', '/user/companies', bearer)) as unknown as { data: { id: number }[] };
    const companyId = companies[0]!.id;
    // Five payloads a save: each still renders in all three places, in a fifth of the saves and page
    // loads. The batch's first marker comes before all of its payloads, so it shows whatever they do.
    for (let start = 0; start < CORPUS.length; start += PAYLOADS_PER_SAVE) {
      const batch = CORPUS.slice(start, start + PAYLOADS_PER_SAVE);
      const description = batch.map(withMarker).join('');
      const first = marker(batch[0]!);
      await api('PUT', '/user/profile', bearer, {
        person_name: profile.person_name,
        email: profile.email,
        job_title: profile.job_title,
        description,
      });
      // The adviser's primary company, which only its company admin may edit (issue #26).
      await api('PATCH', `/user/companies/${String(companyId)}`, companyAdmin, { description });
      await render('/account/user-profile', first);
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await page.getByRole('dialog', { name: 'Edit user profile' }).getByText(first).waitFor({ state: 'attached' });
      await page.waitForTimeout(100);
      await render('/account/company-information', first);
    }
    expectNothingEscaped();
  }, 600_000);

  it('renders every hazard comment of the industry in its Read Summary without running it', async () => {
    await page.goto(`${base}/industries/${String(industryId)}/hazard-index`);
    await page.getByRole('button', { name: 'Grid' }).click();
    const buttons = page.getByRole('button', { name: /^Read Summary: / });
    await buttons.first().waitFor();
    const count = await buttons.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      await buttons.nth(index).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/^corpus \d+$/).waitFor({ state: 'attached' });
      await page.waitForTimeout(100);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expectNothingEscaped();
  });

  it.each(['significant-exposures', 'risk-checklist', 'materials-equipments', 'endorsements'])(
    'renders the industry section %s with the corpus in its catalogue HTML without running it',
    async (section) => {
      await render(`/industries/${String(industryId)}/${section}`, 'corpus');
      const shown = await page.locator('main').evaluate((main) => main.innerHTML.match(/corpus \d+/g)?.length ?? 0);
      expect(shown).toBeGreaterThan(0);
      expectNothingEscaped();
    },
  );

  it('renders the course guides and units with the corpus without running it', async () => {
    await render(`/courses/${String(courseId)}`, 'corpus');
    expectNothingEscaped();
  });
});
