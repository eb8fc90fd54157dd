import type { Schema } from '@riskatlas/contract';
import { PDFDocument } from 'pdf-lib';
import { badRequest } from '../errors.js';
import { printableArea, REPORT_MARGIN, type PdfJob, type PdfProvider } from '../providers/pdf/index.js';

type PdfExportRequest = Schema<'PdfExportRequest'>;
type PdfOptions = Schema<'PdfOptions'>;

export const DEFAULT_FILE_NAME = 'download.pdf';

/** Less than this between the margins and Chromium refuses to print (found by the contract fuzzer). */
export const MIN_PRINTABLE_INCHES = 1;
export const MARGINS_TOO_LARGE = 'The margins leave too little room on the page to print.';

/** Refuses margins that leave (almost) no printable area, a 400 instead of a renderer failure. */
export function assertPrintableArea(margin: PdfJob['margin'] = {}, landscape = false): void {
  const { width, height } = printableArea({ margin, landscape });
  if (width / 96 < MIN_PRINTABLE_INCHES || height / 96 < MIN_PRINTABLE_INCHES) throw badRequest(MARGINS_TOO_LARGE);
}

/**
 * Prints an export request: the body with the header and footer templates on every page, and the
 * front matter (cover, disclaimer), when given, as pages of its own before it, without them. Both
 * are rendered by the same sandboxed provider at once, under one deadline, and joined into one document.
 */
export async function renderPdfExport(provider: PdfProvider, request: PdfExportRequest): Promise<Buffer> {
  // Ajv fills the contract's defaults in; a caller inside the server may leave them out.
  const options: Partial<PdfOptions> = request.options ?? {};
  const headerFooter = options.display_header_footer ?? true;
  const shared: Omit<PdfJob, 'html'> = {
    format: request.format,
    landscape: options.landscape ?? false,
    printBackground: options.print_background ?? true,
    scale: options.scale ?? 1,
  };
  const bodyJob: PdfJob = {
    ...shared,
    html: request.html,
    margin: { ...(headerFooter ? REPORT_MARGIN : {}), ...options.margin },
    ...(headerFooter
      ? { headerTemplate: request.header_template ?? '<span></span>', footerTemplate: request.footer_template ?? '<span></span>' }
      : {}),
  };
  assertPrintableArea(bodyJob.margin, shared.landscape);
  const frontMatter = request.front_matter_html;
  if (!frontMatter) return provider.render(bodyJob);
  return joinPdfs(await renderTogether(provider, [{ ...shared, html: frontMatter }, bodyJob]));
}

/**
 * Prints the parts of one document at once. Their deadlines start together, so they are one deadline;
 * when one part fails the other is stopped rather than left printing pages nobody will receive.
 */
async function renderTogether(provider: PdfProvider, jobs: readonly PdfJob[]): Promise<Buffer[]> {
  const failed = new AbortController();
  return Promise.all(
    jobs.map((job) =>
      provider.render(job, { signal: failed.signal }).catch((error: unknown) => {
        failed.abort(error);
        throw error;
      }),
    ),
  );
}

/** One PDF made of the pages of several, in order. */
export async function joinPdfs(parts: readonly Buffer[]): Promise<Buffer> {
  const joined = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    for (const page of await joined.copyPages(source, source.getPageIndices())) joined.addPage(page);
  }
  return Buffer.from(await joined.save());
}

/**
 * `Content-Disposition` for a download: an ASCII `filename` every browser understands, and the exact
 * name (spaces, accents) as RFC 6266 `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
