import type { PdfJob } from './types.js';

/** Paper sizes in inches, as Playwright hands them to Chromium. */
export const PAPER_INCHES = { A4: { width: 8.27, height: 11.7 }, Letter: { width: 8.5, height: 11 } } as const;

/** The report's page margins (docs/product/reports.md#paper-and-margins): room for the header and footer templates. */
export const REPORT_MARGIN = { top: '120px', bottom: '80px', left: '0', right: '0' } as const;

/** CSS pixels per unit (96 per inch), as Playwright reads a length: a bare number is pixels. */
const PIXELS_PER_UNIT: Readonly<Record<string, number>> = { px: 1, in: 96, cm: 37.8, mm: 3.78 };

/** A CSS length (`120px`, `1.5in`, `10mm`, `0`) in inches; absent is 0. */
export function cssInches(length: string | undefined): number {
  const match = /^([0-9.]+)(px|in|cm|mm)?$/.exec(length ?? '0');
  return match ? (Number(match[1]) * (PIXELS_PER_UNIT[match[2] ?? 'px'] ?? 0)) / 96 : 0;
}

/** The paper of a job, turned for landscape, in inches. */
export function paperInches(format: PdfJob['format'] = 'A4', landscape = false): { width: number; height: number } {
  const paper = PAPER_INCHES[format];
  return landscape ? { width: paper.height, height: paper.width } : paper;
}

/**
 * The area each printed page gives the document, in the CSS pixels its layout uses: the paper less the
 * margins, divided by the scale (at scale 0.5 a page holds twice the CSS pixels).
 */
export function printableArea(job: Pick<PdfJob, 'format' | 'landscape' | 'margin' | 'scale'>): { width: number; height: number } {
  const paper = paperInches(job.format, job.landscape);
  const margin = job.margin ?? {};
  const pixels = 96 / (job.scale ?? 1);
  return {
    width: (paper.width - cssInches(margin.left) - cssInches(margin.right)) * pixels,
    height: (paper.height - cssInches(margin.top) - cssInches(margin.bottom)) * pixels,
  };
}
