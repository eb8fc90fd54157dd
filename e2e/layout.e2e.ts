import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bakery as findBakery } from './support/industries.js';
import { signInAs, useBrowserPage } from './support/session.js';

const page = useBrowserPage();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

const bakery = async () => (await findBakery(page())).id;

/** Whether the page scrolls sideways. */
const scrollsSideways = () => page().evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * Every text of a chart (category labels, values, axis ticks) with whether its drawn box lies inside the
 * chart's own box: an SVG clips what it draws outside itself, so a label outside is a label cut off.
 * Each label's text is its lines joined, so a wrapped name reads whole.
 */
function chartTexts(chart: Locator) {
  return chart.evaluate((svg) => {
    const frame = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('text')].map((text) => {
      const box = text.getBoundingClientRect();
      const inside =
        box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5 && box.top >= frame.top - 0.5 && box.bottom <= frame.bottom + 0.5;
      const lines = [...text.querySelectorAll('tspan')].map((line) => line.textContent ?? '');
      return { label: lines.length > 0 ? lines.join(' ') : (text.textContent ?? ''), inside };
    });
  });
}

async function expectNothingClipped(chart: Locator, longest: string) {
  await chart.waitFor({ timeout: 30_000 });
  const texts = await chartTexts(chart);
  expect(texts.map((text) => text.label)).toContain(longest);
  expect(texts.filter((text) => !text.inside)).toEqual([]);
}

/**
 * Redraws a chart's texts as its captured image shows them: an image cannot use the page's web fonts,
 * so its text falls back to the first installed font of the stack (DejaVu Sans here, wider than Inter).
 */
async function asImageDrawsIt(chart: Locator) {
  const families = await chart.evaluate((svg) => {
    const web = new Set([...document.fonts].map((face) => face.family.replace(/["']/g, '').toLowerCase()));
    return [...svg.querySelectorAll('text')].map((text) => {
      const stack = getComputedStyle(text).fontFamily.split(',');
      text.style.fontFamily = stack.filter((name) => !web.has(name.trim().replace(/["']/g, '').toLowerCase())).join(',') || 'sans-serif';
      return text.style.fontFamily;
    });
  });
  // The redraw is real: no text keeps the page's web font.
  expect(families.filter((family) => family.includes('Inter'))).toEqual([]);
}

describe('the report on a phone', () => {
  it('at 390 and 320 px the quick report preview fits the screen like a document viewer, its cover whole', async () => {
    const base = await signInAs(page(), 'adviser.au');
    await page().evaluate(() => window.localStorage.setItem('riskatlas.tailoredReportVideoViewed', 'true'));
    const industry = await bakery();
    await page().setViewportSize(PHONE);
    await page().goto(`${base}/industries/${String(industry)}/report/quick-report`);
    const preview = page().getByRole('region', { name: 'Report preview' });
    const cover = preview.getByRole('region', { name: 'Insurance Risk Report' });
    await cover.waitFor({ timeout: 20_000 });
    await preview.getByRole('heading', { name: '2. About' }).waitFor({ timeout: 20_000 });

    for (const width of [390, 320]) {
      await page().setViewportSize({ ...PHONE, width });
      await expect.poll(scrollsSideways).toBe(false);
      const box = await cover.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      // Scaled, not reflowed: the cover keeps its printed shape (taller than wide).
      expect(box!.height).toBeGreaterThan(box!.width);
    }

    // The preview route a mobile app's web view opens.
    await page().setViewportSize(PHONE);
    await page().goto(`${base}/industries/${String(industry)}/risk-report/preview?insuredBusinessName=Crusty%20Loaves&sections=about`);
    await preview.getByRole('heading', { name: /^\d+\. About$/ }).waitFor({ timeout: 20_000 });
    await expect.poll(scrollsSideways).toBe(false);
    const box = await cover.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  });

  it('at 390 px the tailored builder fits the screen, and a class moves by touch-sized buttons and the keyboard', async () => {
    const base = await signInAs(page(), 'adviser.au');
    await page().evaluate(() => window.localStorage.setItem('riskatlas.tailoredReportVideoViewed', 'true'));
    const industry = await bakery();
    await page().setViewportSize(PHONE);
    await page().goto(`${base}/industries/${String(industry)}/report/tailored-report`);
    const builder = page().getByRole('region', { name: 'Tailor your report' });
    await builder.waitFor({ timeout: 20_000 });
    const recommended = page().getByRole('region', { name: 'Recommended', exact: true });
    await expect.poll(() => recommended.locator('[data-class-name]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(scrollsSideways).toBe(false);

    // Every control of every card is on screen and at least 32 px high, a finger's target.
    const controls = await builder.locator('[data-class-name] button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return { name: button.getAttribute('aria-label'), onScreen: box.left >= 0 && box.right <= window.innerWidth, height: box.height };
      }),
    );
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.filter((control) => !control.onScreen || control.height < 32)).toEqual([]);

    const name = (await recommended.locator('[data-class-name]').first().getAttribute('data-class-name'))!;
    await page()
      .getByRole('button', { name: `Move to… ${name}`, exact: true })
      .focus();
    await page().keyboard.press('Enter');
    const menu = page().getByRole('menu', { name: `Move to… ${name}` });
    await menu.waitFor();
    const target = menu.getByRole('menuitem', { name: 'Currently insured', exact: true });
    for (let tries = 0; tries < 3; tries += 1) {
      if (await target.evaluate((item) => item === item.ownerDocument.activeElement)) break;
      await page().keyboard.press('ArrowDown');
    }
    await page().keyboard.press('Enter');
    await expect
      .poll(() => page().getByRole('region', { name: 'Currently insured', exact: true }).locator(`[data-class-name="${name}"]`).count())
      .toBe(1);
  });
});

describe('charts never clip their labels', () => {
  it("at 1280 px the hazard index chart shows Employer's Liability / Workers Compensation whole", async () => {
    const base = await signInAs(page(), 'adviser.au');
    const industry = await bakery();
    await page().setViewportSize(LAPTOP);
    await page().goto(`${base}/industries/${String(industry)}/hazard-index`);
    await expectNothingClipped(
      page().getByRole('img', { name: 'Hazard rating per insurance class' }),
      "Employer's Liability / Workers Compensation",
    );
  });

  it("at 390 and 1280 px the report's hazard chart (its picture in the preview and the PDF) shows every class whole", async () => {
    const base = await signInAs(page(), 'adviser.au');
    await page().evaluate(() => window.localStorage.setItem('riskatlas.tailoredReportVideoViewed', 'true'));
    const industry = await bakery();
    for (const size of [PHONE, LAPTOP]) {
      await page().setViewportSize(size);
      await page().goto(`${base}/industries/${String(industry)}/report/quick-report`);
      // The chart is drawn off screen and captured as the picture both the preview and the PDF show.
      const drawn = page().getByRole('region', { name: 'Report preview' }).locator('[aria-hidden="true"] svg').first();
      await expectNothingClipped(drawn, "Employer's Liability / Workers Compensation");
      await asImageDrawsIt(drawn);
      await expectNothingClipped(drawn, "Employer's Liability / Workers Compensation");
    }
  });

  it('at 390 and 1280 px the NatCat chart shows River Flood (Standard of Protection) whole', async () => {
    const base = await signInAs(page(), 'natcat.au');
    await page().setViewportSize(PHONE);
    await page().goto(`${base}/natcat`);
    await page().getByRole('combobox', { name: 'Business location' }).pressSequentially('Towns');
    await page()
      .getByRole('option', { name: /^Townsville QLD 4810/ })
      .click();
    await page().getByRole('button', { name: 'Search' }).click();
    await page().getByRole('button', { name: 'View NatCat Profiles' }).click();
    const chart = page().getByRole('img', { name: 'Natural catastrophe index by hazard' });
    await expectNothingClipped(chart, 'River Flood (Standard of Protection)');
    await page().setViewportSize(LAPTOP);
    await expectNothingClipped(chart, 'River Flood (Standard of Protection)');
    // The same chart is the report's NatCat image.
    await asImageDrawsIt(chart);
    await expectNothingClipped(chart, 'River Flood (Standard of Protection)');
  });
});

describe('the tailored builder at 1280 px', () => {
  it('keeps "Move to…" and "Edit comment" on one line each in every class card', async () => {
    const base = await signInAs(page(), 'adviser.au');
    await page().evaluate(() => window.localStorage.setItem('riskatlas.tailoredReportVideoViewed', 'true'));
    const industry = await bakery();
    await page().setViewportSize(LAPTOP);
    await page().goto(`${base}/industries/${String(industry)}/report/tailored-report`);
    const builder = page().getByRole('region', { name: 'Tailor your report' });
    await builder.waitFor({ timeout: 20_000 });
    await expect.poll(() => builder.locator('[data-class-name]').count(), { timeout: 20_000 }).toBeGreaterThan(5);
    // A button's label on one line: the button is no taller than one line of its text plus its padding.
    const wrapped = await builder.locator('[data-class-name] button').evaluateAll((buttons) =>
      buttons
        .filter((button) => /^(Move to…|Edit comment)/.test(button.getAttribute('aria-label') ?? ''))
        .map((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          return { name: button.getAttribute('aria-label'), lines: range.getClientRects().length };
        })
        .filter((button) => button.lines > 1),
    );
    expect(wrapped).toEqual([]);
  });
});
