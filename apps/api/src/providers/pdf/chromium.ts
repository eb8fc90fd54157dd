import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { QueueFullError, Semaphore } from './semaphore.js';
import { PdfContentError, PdfUnavailableError, UNPRINTABLE_TEMPLATE, type PdfJob, type PdfProvider } from './types.js';

export interface ChromiumPdfOptions {
  /** The Chromium binary. Default CHROME_PATH or Debian's /usr/bin/chromium. */
  executablePath?: string;
  /** Jobs rendered at once; more wait their turn. Default 2 (one per core here). */
  concurrency?: number;
  /** Longest a job may take, loading and printing. Default 20 s. */
  timeoutMs?: number;
  /** Jobs that may wait for a slot; one more is refused (the API answers 503). Default 8. */
  maxQueued?: number;
}

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Renders in one warm headless Chromium, a fresh context per job: JavaScript off, every request that is
 * not a data: URL aborted (the HTML comes from users and the catalogue; it must not reach the network),
 * a timeout per job, and a cap on jobs at once so a burst queues instead of exhausting memory.
 * The browser starts on the first job and restarts after a crash.
 */
export class ChromiumPdfProvider implements PdfProvider {
  readonly name = 'chromium';
  private browser: Promise<Browser> | null = null;
  private readonly slots: Semaphore;
  private readonly executablePath: string;
  private readonly timeoutMs: number;

  constructor(options: ChromiumPdfOptions = {}) {
    this.executablePath = options.executablePath ?? (process.env.CHROME_PATH || '/usr/bin/chromium');
    this.slots = new Semaphore(options.concurrency ?? 2, options.maxQueued ?? 8);
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  async render(job: PdfJob): Promise<Buffer> {
    return this.slots.run(() => this.print(job)).catch((error: unknown) => {
      if (error instanceof QueueFullError) throw new PdfUnavailableError(`PDF queue is full: ${error.message}`);
      throw error;
    });
  }

  private async print(job: PdfJob): Promise<Buffer> {
    const browser = await this.launch();
    const context = await browser.newContext({ javaScriptEnabled: false, offline: false });
    try {
      await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
      const page = await context.newPage();
      page.setDefaultTimeout(this.timeoutMs);
      await page.setContent(job.html, { waitUntil: 'load', timeout: this.timeoutMs });
      const margin = job.margin ?? {};
      const pdf = await page.pdf({
        format: job.format ?? 'A4',
        landscape: job.landscape ?? false,
        printBackground: job.printBackground ?? true,
        scale: job.scale ?? 1,
        displayHeaderFooter: job.headerTemplate !== undefined || job.footerTemplate !== undefined,
        headerTemplate: job.headerTemplate ?? '<span></span>',
        footerTemplate: job.footerTemplate ?? '<span></span>',
        margin: { top: margin.top ?? '0', right: margin.right ?? '0', bottom: margin.bottom ?? '0', left: margin.left ?? '0' },
      }).catch((error: unknown) => {
        // Found by the XSS corpus: a <link rel=stylesheet> in a template fails the print (it was a 500).
        if ((job.headerTemplate ?? job.footerTemplate) !== undefined && /Printing failed/.test((error as Error).message)) throw new PdfContentError(UNPRINTABLE_TEMPLATE);
        throw error;
      });
      return Buffer.from(pdf);
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      if (!existsSync(this.executablePath)) {
        return Promise.reject(new PdfUnavailableError(`No Chromium at ${this.executablePath} (apt-get install -y chromium, or set CHROME_PATH).`));
      }
      const launching = chromium.launch({ executablePath: this.executablePath, args: LAUNCH_ARGS, timeout: this.timeoutMs });
      this.browser = launching;
      launching.then(
        (browser) =>
          browser.on('disconnected', () => {
            if (this.browser === launching) this.browser = null;
          }),
        () => {
          if (this.browser === launching) this.browser = null;
        },
      );
    }
    return this.browser.catch((error: unknown) => {
      throw new PdfUnavailableError(`Chromium did not start: ${(error as Error).message}`);
    });
  }
}
