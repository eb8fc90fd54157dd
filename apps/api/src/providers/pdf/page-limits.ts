import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';

/** The few DOM calls the measurement makes: the API is compiled without the DOM library. */
interface MeasuredWindow {
  document: {
    documentElement: { scrollHeight: number; scrollWidth: number; clientWidth: number };
    querySelectorAll(selector: string): Iterable<MeasuredElement>;
  };
  getComputedStyle(element: MeasuredElement): { breakBefore: string; breakAfter: string; display: string; position: string };
  scrollY: number;
}
interface MeasuredElement {
  getBoundingClientRect(): { top: number; bottom: number };
}

/**
 * Runs in the page (JavaScript is off for the page's own scripts, not for ours): how many pages the
 * loaded document will at least print on, from its layout at the printed width. The height fills
 * pages; forced page breaks (`break-before/after: page`, `page-break-*: always`) cut it into runs that
 * each start a page. The breaks before and the breaks after are counted apart, since a break after one
 * section and a break before the next are one break. Content wider than the page is shrunk by up to half when
 * printed, so its height counts half. An estimate from below: the print itself is checked as well.
 *
 * Chromium serialises this function into the page, so it must not use anything from around it (and
 * defines no named functions, which some transpilers wrap in a helper the page lacks).
 */
function leastPagesInPage(pageHeight: number): number {
  const view = globalThis as unknown as MeasuredWindow;
  const root = view.document.documentElement;
  const forced = /^(page|left|right|recto|verso|always)$/;
  const shrink = root.scrollWidth > root.clientWidth ? 2 : 1;
  const height = root.scrollHeight / shrink;
  const before = new Set<number>();
  const after = new Set<number>();
  for (const element of view.document.querySelectorAll('body *')) {
    const style = view.getComputedStyle(element);
    const breaksBefore = forced.test(style.breakBefore);
    const breaksAfter = forced.test(style.breakAfter);
    // Inline and out-of-flow boxes never break a page.
    if ((!breaksBefore && !breaksAfter) || /^(inline|contents|none)/.test(style.display) || /^(absolute|fixed)$/.test(style.position))
      continue;
    const box = element.getBoundingClientRect();
    if (breaksBefore) before.add(Math.round((box.top + view.scrollY) / shrink));
    if (breaksAfter) after.add(Math.round((box.bottom + view.scrollY) / shrink));
  }
  let least = 0;
  for (const cuts of [before, after]) {
    const edges = [0, ...[...cuts].filter((y) => y > 0 && y < height).sort((a, b) => a - b), height];
    let pages = 0;
    for (let index = 1; index < edges.length; index += 1) {
      const run = edges[index]! - edges[index - 1]!;
      // A run shorter than an eighth of a page may be nothing but the margins around a break (before a
      // first section, or between nested breaks), which starts no page: it counts for none. A hair
      // over a page is rounding, not a page.
      if (run >= pageHeight / 8) pages += Math.ceil(run / pageHeight - 0.001);
    }
    least = Math.max(least, pages);
  }
  return least;
}

/** How many pages the document loaded in `page` will at least print on, `pageHeight` CSS pixels each. */
export function leastPages(page: Page, pageHeight: number): Promise<number> {
  return page.evaluate(leastPagesInPage, pageHeight);
}

/**
 * Chromium's page range for a print of at most `maxPages`: it stops one page past the limit, so a
 * document that got past the layout estimate costs no more than that before it is refused.
 */
export const pageRangeFor = (maxPages: number) => `1-${String(maxPages + 1)}`;

/** The pages of a printed PDF. */
export async function printedPages(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
}
