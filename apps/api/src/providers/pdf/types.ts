/** One document to print. HTML is rendered with JavaScript off and no network: images must be data: URLs. */
export interface PdfJob {
  /** The document's HTML (a full document or a fragment). */
  html: string;
  /** Paper size. Default `A4`. */
  format?: 'A4' | 'Letter';
  landscape?: boolean;
  /** Chromium header and footer templates (they may use the pageNumber and totalPages classes). */
  headerTemplate?: string;
  footerTemplate?: string;
  /** CSS lengths, e.g. `120px`. Default 0 on every side. */
  margin?: { top?: string; right?: string; bottom?: string; left?: string };
  /** Print CSS backgrounds. Default true. */
  printBackground?: boolean;
  /** Rendering scale, 0.1 to 2. Default 1. */
  scale?: number;
}

export interface PdfRenderOptions {
  /**
   * Stops the job early: it fails with the signal's reason and its renderer stops working. The provider's
   * own deadline applies as well.
   */
  signal?: AbortSignal;
}

/**
 * Turns HTML into a PDF. The default renders in a local headless Chromium; a real export service can be
 * configured instead (see providers/pdf/index.ts).
 */
export interface PdfProvider {
  readonly name: string;
  render(job: PdfJob, options?: PdfRenderOptions): Promise<Buffer>;
  /** Jobs waiting for a renderer now (a provider with a queue of its own; the telemetry gauge). */
  queueDepth?(): number;
  close(): Promise<void>;
}

/** No renderer can take the job (no browser on this machine, or the service is down): the API answers 503. */
export class PdfUnavailableError extends Error {}

/**
 * The renderer refused the content itself (Chromium fails the whole print when a header or footer
 * template asks for a stylesheet or another file): the caller's fault, so the API answers 400.
 */
export class PdfContentError extends Error {}

/**
 * The job outlived its deadline (waiting for a renderer, loading and printing together) and was stopped:
 * the API answers 503 with Retry-After, since a busy renderer is the usual cause. The message is shown to callers.
 */
export class PdfTimeoutError extends Error {
  constructor(readonly deadlineMs: number) {
    super(`The PDF could not be printed within ${String(deadlineMs / 1000)} seconds.`);
  }
}

/**
 * The document would print on more pages than a PDF may have: the caller's fault, so the API answers 422
 * (retrying cannot help). The message is shown to callers.
 */
export class PdfTooLargeError extends Error {
  constructor(readonly maxPages: number) {
    super(`The document would print on more than ${String(maxPages)} pages, the most a PDF may have.`);
  }
}

export const UNPRINTABLE_TEMPLATE =
  'The header or footer template cannot be printed: it may use only inline content, no stylesheets or other files.';
