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

/** PDF_PROVIDER and its variables (validated by config.ts). */
export interface PdfSettings {
  kind: 'chromium' | 'remote';
  serviceUrl?: string;
  serviceToken?: string;
  chromePath: string;
  concurrency?: number;
  maxQueued?: number;
  timeoutMs?: number;
  /** The most pages one PDF may have (PDF_MAX_PAGES); longer documents are refused before printing. */
  maxPages?: number;
}

/**
 * The PDF provider: `chromium` (default: local headless Chromium, `concurrency` jobs at once, `maxQueued`
 * waiting, `timeoutMs` per job) or `remote` (an export service taking the same job).
 */
export function createPdfProvider(settings: PdfSettings): PdfProvider {
  switch (settings.kind) {
    case 'remote':
      if (!settings.serviceUrl) throw new Error('PDF_PROVIDER=remote needs PDF_SERVICE_URL.');
      return new RemotePdfProvider(settings.serviceUrl, settings.serviceToken);
    case 'chromium':
      return new ChromiumPdfProvider({
        executablePath: settings.chromePath,
        ...(settings.concurrency !== undefined ? { concurrency: settings.concurrency } : {}),
        ...(settings.timeoutMs !== undefined ? { timeoutMs: settings.timeoutMs } : {}),
        ...(settings.maxPages !== undefined ? { maxPages: settings.maxPages } : {}),
        ...(settings.maxQueued !== undefined ? { maxQueued: settings.maxQueued } : {}),
      });
    default:
      return settings.kind satisfies never;
  }
}
