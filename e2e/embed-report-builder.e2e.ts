import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PARTNER_LINK_TOKEN } from '../apps/api/src/bootstrap/demo-partner.js';
import { startPartnerSite } from '../examples/partner-site/server.mjs';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_WARNING } from '../packages/embed/src/protocol.js';
import { axeViolations } from './support/axe.js';
import { watchPage } from './support/page-watch.js';
import { DEMO_PASSWORD, useBrowserPage } from './support/session.js';

/*
 * `<risk-report-builder>` on the example partner site's report page (examples/partner-site/report.html),
 * on its own origin, signed in with the demo link-generated token: the builder renders the tailored
 * report's class groups, and a "Move to…" move is saved by the real API.
 */
const page = useBrowserPage();
const RED = 'rgb(255, 0, 0)';

let site: { url: string; close(): Promise<unknown> } | null = null;
beforeAll(async () => {
  site = await startPartnerSite({ apiOrigin: new URL(inject('portalUrl')).origin });
});
afterAll(async () => {
  await site?.close();
});

/** What sits in the builder's shadow root and what the page's own DOM got, for one ARIA role. */
function whereIs(target: Page, role: string) {
  return target.evaluate(
    (selector) => ({
      inShadow: document.querySelector('risk-report-builder')!.shadowRoot!.querySelectorAll(selector).length,
      inPage: document.querySelectorAll(selector).length,
    }),
    `[role="${role}"]`,
  );
}

const ACCEPT = 'application/json;v=2.0';

/** The customisation as the API has it, read with the same user's link token. */
async function savedCustomization(templateId: number, linkToken = DEMO_PARTNER_LINK_TOKEN) {
  const response = await fetch(`${inject('portalUrl')}/api/user/reports/customizations/${templateId}`, {
    headers: { authorization: `LinkGen ${linkToken}`, accept: ACCEPT },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; report_type: string; customizations: { section: string; customization: string }[] };
}

describe('<risk-report-builder> on a partner page', () => {
  it('renders the class groups, keeps its menus and dialogs in its shadow root, and saves a "Move to…" move', async () => {
    const seen = watchPage(page());
    await page().addInitScript(() => {
      window.addEventListener('unhandledrejection', (event) => console.error(`unhandledrejection ${String(event.reason)}`));
      window.addEventListener('reportsave', (event) => {
        const saves = ((window as unknown as { saves?: unknown[] }).saves ??= []);
        saves.push((event as CustomEvent).detail);
      });
    });
    await page().goto(new URL('/report.html', site!.url).href);
    const builder = page().locator('risk-report-builder');
    await builder.getByText('Choose an industry to build its report.').waitFor();

    await page().getByRole('combobox', { name: 'Search industries' }).fill('bakery');
    await page().getByRole('option').first().click();
    const industryId = Number(await builder.getAttribute('industry-id'));
    expect(industryId).toBeGreaterThan(0);

    // The three groups; every class starts recommended.
    const region = builder.getByRole('region', { name: 'Tailor your report' });
    await region.waitFor();
    for (const title of ['Recommended', 'Currently insured', 'Not currently insured']) {
      await builder.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    const recommended = builder.locator('[data-group="recommended"] [data-class-name]');
    expect(await recommended.count()).toBeGreaterThan(1);
    const className = (await recommended.first().getAttribute('data-class-name'))!;
    expect(await builder.locator('[data-group="for_review"] [data-class-name]').count()).toBe(0);
    // axe-clean inside the element (the partner's own red-on-white text is not ours to judge). axe names
    // a node in a shadow root by its host's selector first: "#report-builder,<selector inside>".
    const ours = (await axeViolations(page())).filter((violation) =>
      violation.targets.some((target) => /^(#report-builder|risk-report-builder),/.test(target)),
    );
    expect(ours).toEqual([]);

    // The class's "Move to…" menu opens inside the shadow root, never in the page's DOM.
    await builder.getByRole('button', { name: `Move to… ${className}` }).click();
    await builder.getByRole('menu').waitFor();
    expect(await whereIs(page(), 'menu')).toEqual({ inShadow: 1, inPage: 0 });
    await builder.getByRole('menuitem', { name: 'Currently insured', exact: true }).click();

    // Saved: the toast (in the shadow root), the element's event, and the API's copy.
    await builder
      .getByText(/Saved$/)
      .first()
      .waitFor();
    expect(await whereIs(page(), 'status').then(({ inPage }) => inPage)).toBe(0);
    await builder.locator(`[data-group="for_review"] [data-class-name="${className}"]`).waitFor();
    const saves = (await page()
      .waitForFunction(
        () => (window as unknown as { saves?: unknown[] }).saves?.length && (window as unknown as { saves: unknown[] }).saves,
      )
      .then((handle) => handle.jsonValue())) as Array<{ templateId: number; industryId: number; mode: string; created: boolean }>;
    expect(saves[0]).toEqual({ templateId: expect.any(Number), industryId, mode: 'tailored', created: true });
    await expect.poll(() => page().locator('#report-status').textContent()).toBe(`Saved report template ${saves[0]!.templateId}.`);

    const saved = await savedCustomization(saves[0]!.templateId);
    expect(saved.report_type).toBe('tailored');
    const section = saved.customizations.find((entry) => entry.section === 'hazard_index');
    const grouping = (JSON.parse(section!.customization) as { grouping: { id: string; classes: number[] }[] }).grouping;
    const classId = Number(await builder.locator(`[data-class-name="${className}"]`).getAttribute('data-class-id'));
    expect(grouping.find((group) => group.id === 'for_review')!.classes).toEqual([classId]);

    // dnd-kit under Preact-compat: dragging the class back onto a recommended one saves too; its
    // overlay, like every portal, stays in the shadow root (the page's body gets no new element).
    const bodyChildren = await page().evaluate(() => document.body.childElementCount);
    await page().setViewportSize({ width: 1280, height: 2400 }); // the handle and the drop target both on screen
    const from = (await builder.getByRole('button', { name: `Drag ${className}`, exact: true }).boundingBox())!;
    const to = (await recommended.nth(1).boundingBox())!;
    await page().mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page().mouse.down();
    await page().mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    expect(await page().evaluate(() => document.body.childElementCount)).toBe(bodyChildren);
    await page().mouse.up();
    await builder.getByText(`${className} was dropped in Recommended.`).waitFor({ state: 'attached' });
    await builder.locator(`[data-group="recommended"] [data-class-name="${className}"]`).waitFor();
    await expect.poll(() => page().evaluate(() => (window as unknown as { saves: unknown[] }).saves.length)).toBe(2);

    // The comment dialog and the remirror toolbar stay in the shadow root too.
    await builder.getByRole('button', { name: `Edit comment: ${className}` }).click();
    await builder.getByRole('dialog', { name: className, exact: true }).waitFor();
    expect(await whereIs(page(), 'dialog')).toEqual({ inShadow: 1, inPage: 0 });
    expect(await whereIs(page(), 'toolbar')).toEqual({ inShadow: 1, inPage: 0 });
    await builder.getByRole('textbox', { name: 'Comment', exact: true }).click();
    await page().keyboard.type('Ovens run overnight.');
    await builder.getByRole('button', { name: 'Done' }).click();
    await builder.getByText('Ovens run overnight.').waitFor();
    await expect
      .poll(async () => {
        const latest = await savedCustomization(saves[0]!.templateId);
        return latest.customizations.find((entry) => entry.section === 'hazard_index')?.customization ?? '';
      })
      .toContain('Ovens run overnight.');
    const savesSoFar = () => page().evaluate(() => (window as unknown as { saves: Array<{ templateId: number; created: boolean }> }).saves);
    await expect.poll(async () => (await savesSoFar()).length).toBeGreaterThanOrEqual(3);
    const allSaves = await savesSoFar();
    expect(allSaves.slice(1).every((save) => save.templateId === saves[0]!.templateId && !save.created)).toBe(true);

    // The page keeps its own (hostile) look and got no style from the widget.
    const host = await page().evaluate(() => ({
      heading: getComputedStyle(document.getElementById('partner-heading')!).color,
      styleTags: document.querySelectorAll('style').length,
    }));
    expect(host).toEqual({ heading: RED, styleTags: 1 });
    expect(seen.thrown).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(seen.warnings).toEqual([]);
  });

  it('without a session (no token in init): shows its error state, one warning, and throws nothing into the page', async () => {
    const seen = watchPage(page());
    const signedOut = (await readFile(new URL('../examples/partner-site/report.html', import.meta.url), 'utf8'))
      .replace(/\n\s*token: '[^']*',/, '')
      .replace('<risk-report-builder id="report-builder">', '<risk-report-builder id="report-builder" industry-id="1">');
    expect(signedOut).not.toContain('token:');
    const other = await startPartnerSite({ apiOrigin: new URL(inject('portalUrl')).origin, html: signedOut });
    try {
      await page().goto(other.url);
      const alert = page().locator('risk-report-builder').getByRole('alert').filter({ hasText: UNAVAILABLE_MESSAGE });
      await alert.waitFor({ timeout: 8000 });
      expect(seen.thrown).toEqual([]);
      expect(seen.errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
      await expect.poll(() => seen.warnings).toEqual([UNAVAILABLE_WARNING]);
    } finally {
      await page().goto('about:blank');
      await other.close();
    }
  });

  it('mode="underwriter" for an underwriter: selecting a class saves it, and the edit dialog stays in the shadow root', async () => {
    const seen = watchPage(page());
    // The underwriter's link token, as the portal's user record carries it (GET /user, after a password login).
    const base = inject('portalUrl');
    const login = await fetch(`${base}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
      body: new URLSearchParams({ username: 'underwriter.au', password: DEMO_PASSWORD, grant_type: 'password', client_id: '1' }).toString(),
    });
    const { access_token: bearer } = (await login.json()) as { access_token: string };
    const user = (await (await fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${bearer}`, accept: ACCEPT } })).json()) as {
      sso_token: string;
    };
    expect(user.sso_token).toBeTruthy();
    const html = (await readFile(new URL('../examples/partner-site/report.html', import.meta.url), 'utf8'))
      .replace(DEMO_PARTNER_LINK_TOKEN, user.sso_token)
      .replace('<risk-report-builder id="report-builder">', '<risk-report-builder id="report-builder" mode="underwriter">');
    const other = await startPartnerSite({ apiOrigin: new URL(base).origin, html });
    try {
      await page().goto(other.url);
      await page().evaluate(() => {
        document.querySelector('risk-report-builder')!.addEventListener('reportsave', (event) => {
          (window as unknown as { underwriterSave: unknown }).underwriterSave = (event as CustomEvent).detail;
        });
      });
      await page().getByRole('combobox', { name: 'Search industries' }).fill('bakery');
      await page().getByRole('option').first().click();
      const builder = page().locator('risk-report-builder');
      const classes = builder.getByRole('list', { name: 'Select insurance classes' });
      await classes.waitFor();
      const checkbox = classes.getByRole('checkbox').first();
      const className = (await classes.locator('[data-class-name]').first().getAttribute('data-class-name'))!;
      await checkbox.check();
      const save = (await page()
        .waitForFunction(() => (window as unknown as { underwriterSave?: unknown }).underwriterSave)
        .then((handle) => handle.jsonValue())) as { templateId: number; mode: string; created: boolean };
      expect(save).toMatchObject({ mode: 'underwriter', created: true });
      const saved = await savedCustomization(save.templateId, user.sso_token);
      expect(saved.report_type).toBe('underwriter');
      const section = saved.customizations.find((entry) => entry.section === 'hazard_index_underwriter');
      expect((JSON.parse(section!.customization) as { classes: { checked: boolean }[] }).classes).toEqual([
        expect.objectContaining({ checked: true }),
      ]);

      await builder.getByRole('button', { name: `Edit: ${className}`, exact: true }).click();
      await builder.getByRole('dialog', { name: className, exact: true }).waitFor();
      await builder.getByRole('textbox', { name: 'Underwriter Comment', exact: true }).waitFor();
      expect(await whereIs(page(), 'dialog')).toEqual({ inShadow: 1, inPage: 0 });
      expect(seen.thrown).toEqual([]);
      expect(seen.errors).toEqual([]);
    } finally {
      await page().goto('about:blank');
      await other.close();
    }
  });
});
