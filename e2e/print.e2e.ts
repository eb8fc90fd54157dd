import { expect, it } from 'vitest';
import { bakery, setBusinessLocation } from './support/industries.js';
import { pdfPages, pdfText, type PdfPage } from './support/pdf.js';
import { signInAs, useBrowserPage } from './support/session.js';

const page = useBrowserPage();

/** The body pages' margins (docs/pdf.md): 120 px at the top, 80 px at the bottom of an A4 page 1123 px high. */
const BODY_TOP = 120 / 1123;
const BODY_BOTTOM = 1 - 80 / 1123;
/** The sections that start a printed page (docs/pdf.md#pages). */
const STARTS_A_PAGE = /^(\d+\. )?(Hazard Assessment|Significant Exposures|Nat Cat source|Risk Checklist)$/;
const FOOTER = /^Page \d+ of \d+$/;

/** How much of the page's printable height carries content, from its top to the lowest ink. */
function heightUsed(pdfPage: PdfPage): number {
  // The running header and footer sit in the margins; only ink inside the printable area counts.
  const bottoms = pdfPage.ink
    .filter(([top, bottom]) => bottom > BODY_TOP && top < BODY_BOTTOM)
    .map(([, bottom]) => Math.min(bottom, BODY_BOTTOM));
  return bottoms.length === 0 ? 0 : (Math.max(...bottoms) - BODY_TOP) / (BODY_BOTTOM - BODY_TOP);
}

it("a bakery quick report's PDF prints each heading once and leaves no page mostly blank but covers and sections' last pages", async () => {
  const base = await signInAs(page(), 'adviser.au');
  const industry = await bakery(page());
  await page().evaluate(() => window.localStorage.setItem('riskatlas.tailoredReportVideoViewed', 'true'));
  await page().goto(`${base}/industries/${String(industry.id)}/report/quick-report`);
  const preview = page().getByRole('region', { name: 'Report preview' });
  await preview.getByRole('img', { name: 'Hazard rating per insurance class' }).waitFor({ timeout: 20_000 });
  const titles = await preview.locator('[data-report-body] [data-report-page] > h1').allTextContents();
  expect(titles).toContain('Meet Your Advisor');
  expect(titles.some((title) => title.endsWith('Significant Exposures'))).toBe(true);

  const download = page().getByRole('button', { name: 'Download', exact: true });
  await expect.poll(() => download.isEnabled(), { timeout: 20_000 }).toBe(true);
  const [file] = await Promise.all([page().waitForEvent('download', { timeout: 60_000 }), download.click()]);
  const pages = await pdfPages(page().context().browser()!, await file.path());
  // Each page's own lines, without the running header (the report's title) and the footer.
  const content = pages.map((pdfPage) => pdfPage.lines.filter((line) => line !== 'Insurance Risk Report' && !FOOTER.test(line)));

  // No heading printed twice in a row: Significant Exposures names each class once.
  for (const lines of content) {
    expect(lines.filter((line, index) => index > 0 && line === lines[index - 1])).toEqual([]);
  }
  const exposures = content.findIndex((lines) => lines.some((line) => line.endsWith('Significant Exposures')));
  expect(exposures).toBeGreaterThan(0);

  // A page may be short only as the cover, the back cover, or the last page of a section: the page
  // after it opens with the first section after the disclaimer or with one that starts a page.
  const opensSection = (index: number) => {
    const first = content[index]?.[0] ?? '';
    return first === titles[0] || STARTS_A_PAGE.test(first);
  };
  const short = pages
    .map((pdfPage, index) => ({ page: index + 1, used: Math.round(heightUsed(pdfPage) * 100) / 100, opens: content[index]?.slice(0, 2) }))
    .filter(({ page: number, used }) => number !== 1 && number !== pages.length && !opensSection(number) && used < 0.25);
  expect(short).toEqual([]);
  // The front sections share pages: Meet Your Advisor to Under Insurance no longer take a page each.
  const front = ['Meet Your Advisor', 'Company Information', /Introduction$/, /About$/, /Purpose$/, /Under Insurance$/];
  const frontPages = new Set(
    front.map((title) =>
      content.findIndex((lines) => lines.some((line) => (typeof title === 'string' ? line === title : title.test(line)))),
    ),
  );
  expect(frontPages.has(-1)).toBe(false);
  expect(frontPages.size).toBeLessThanOrEqual(2);
});

it('printing the NatCat report leaves out the panel and page controls, on paper and in the PDF', async () => {
  const base = await signInAs(page(), 'natcat.au');
  await setBusinessLocation(page());
  await page().goto(`${base}/natcat`);
  await page().getByRole('button', { name: 'View NatCat Profiles' }).click();
  const report = page().getByRole('article', { name: 'Natural Catastrophe Report' });
  const expandAll = report.getByRole('button', { name: 'Expand All' });
  const closeAll = report.getByRole('button', { name: 'Close All' });
  const sliders = report.getByRole('slider');
  const checkboxes = report.getByRole('checkbox');
  const download = report.getByRole('button', { name: 'Download', exact: true });
  await expect.poll(() => sliders.count(), { timeout: 20_000 }).toBe(16);
  const visible = async () => ({
    expandAll: await expandAll.isVisible(),
    closeAll: await closeAll.isVisible(),
    sliders: (await Promise.all((await sliders.all()).map((slider) => slider.isVisible()))).filter(Boolean).length,
    checkboxes: (await Promise.all((await checkboxes.all()).map((checkbox) => checkbox.isVisible()))).filter(Boolean).length,
    download: await download.isVisible(),
    windSpeed: await report.getByRole('button', { name: /Wind Speed/ }).isVisible(),
  });
  expect(await visible()).toEqual({ expandAll: true, closeAll: true, sliders: 16, checkboxes: 16, download: true, windSpeed: true });

  await page().emulateMedia({ media: 'print' });
  try {
    // On paper the profiles stay (their names and maps); the controls go.
    expect(await visible()).toEqual({ expandAll: false, closeAll: false, sliders: 0, checkboxes: 0, download: false, windSpeed: true });
  } finally {
    await page().emulateMedia({ media: 'screen' });
  }

  await expect.poll(() => download.isEnabled(), { timeout: 20_000 }).toBe(true);
  const [file] = await Promise.all([page().waitForEvent('download', { timeout: 60_000 }), download.click()]);
  const text = await pdfText(await file.path());
  expect(text).toContain('Wind Speed');
  expect(text).not.toContain('Expand All');
  expect(text).not.toContain('Close All');
  expect(text).not.toMatch(/Zoom/);
});
