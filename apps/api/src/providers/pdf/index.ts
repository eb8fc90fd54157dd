import { ChromiumPdfProvider } from './chromium.js';
import { RemotePdfProvider } from './remote.js';
import type { PdfProvider } from './types.js';

export { printableArea, REPORT_MARGIN } from './paper.js';
export {
  PdfContentError,
  PdfTimeoutError,
  PdfTooLargeError,
  PdfUnavailableError,
  UNPRINTABLE_TEMPLATE,
  type PdfJob,
  type PdfProvider,
  type PdfRenderOptions,
} from './types.js';

/**
 * The PDF provider from the environment: PDF_PROVIDER=chromium (default: local headless Chromium at
 * CHROME_PATH or /usr/bin/chromium, PDF_CONCURRENCY jobs at once, PDF_MAX_QUEUED waiting, PDF_TIMEOUT_MS per job) or
 * PDF_PROVIDER=remote (PDF_SERVICE_URL, optional PDF_SERVICE_TOKEN).
 */
export function createPdfProvider(environment: NodeJS.ProcessEnv = process.env): PdfProvider {
  const kind = environment.PDF_PROVIDER ?? 'chromium';
  if (kind === 'remote') {
    if (!environment.PDF_SERVICE_URL) throw new Error('PDF_PROVIDER=remote needs PDF_SERVICE_URL.');
    return new RemotePdfProvider(environment.PDF_SERVICE_URL, environment.PDF_SERVICE_TOKEN);
  }
  if (kind !== 'chromium') throw new Error(`Unknown PDF_PROVIDER ${kind} (chromium or remote).`);
  return new ChromiumPdfProvider({
    ...(environment.PDF_CONCURRENCY ? { concurrency: Number(environment.PDF_CONCURRENCY) } : {}),
    ...(environment.PDF_TIMEOUT_MS ? { timeoutMs: Number(environment.PDF_TIMEOUT_MS) } : {}),
    ...(environment.PDF_MAX_QUEUED ? { maxQueued: Number(environment.PDF_MAX_QUEUED) } : {}),
  });
}
