import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
  /** Jobs one page prints before it is closed and a fresh one made, bounding what a page accumulates. Default 50. */
  pageUses?: number;
}

/** Playwright's errors when the page, its context or the browser went away during a job. */
const CRASHED = /Target page, context or browser has been closed|Target crashed|Page crashed|Browser has been closed/;

/** A warm page in a context of its own, lent to one job at a time. */
interface PooledPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  uses: number;
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
  // Defence in depth behind the request routing: Chromium opens some connections itself (an <object>'s
  // data URL was connected to, though never requested, in the XSS corpus). Everything, loopback
  // included, goes through a proxy that does not exist, so no connection reaches a real address.
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  // Two jobs print at once in one browser: neither page may be treated as a background tab and slowed.
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-extensions',
  '--mute-audio',
];

/**
 * Renders in one warm headless Chromium: JavaScript off, every request that is not a data: URL aborted
 * (the HTML comes from users and the catalogue; it must not reach the network), a timeout per job, and a
 * cap on jobs at once so a burst queues instead of exhausting memory. The browser starts on the first job
 * and restarts after a crash.
 *
 * Pages are pooled (one per concurrent job, each in its own context) instead of made per job: a new
 * context starts a renderer process, which cost more than the print itself. A job replaces the pooled
 * page's whole document (setContent) and JavaScript never runs, so nothing of one job's HTML is left for
 * the next; a page whose job failed or timed out is closed, never reused, and every page is retired after
 * `pageUses` jobs.
 */
export class ChromiumPdfProvider implements PdfProvider {
  readonly name = 'chromium';
  private browser: Promise<Browser> | null = null;
  private readonly slots: Semaphore;
  private readonly executablePath: string;
  private readonly timeoutMs: number;
  private readonly poolSize: number;
  private readonly pageUses: number;
  private idle: PooledPage[] = [];
  /** Counts `close` calls: a job cut short by one is not tried again (that would start a browser after shutdown). */
  private closings = 0;

  constructor(options: ChromiumPdfOptions = {}) {
    this.executablePath = options.executablePath ?? (process.env.CHROME_PATH || '/usr/bin/chromium');
    this.poolSize = options.concurrency ?? 2;
    this.slots = new Semaphore(this.poolSize, options.maxQueued ?? 8);
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.pageUses = options.pageUses ?? 50;
  }

  async render(job: PdfJob): Promise<Buffer> {
    return this.slots.run(() => this.print(job)).catch((error: unknown) => {
      if (error instanceof QueueFullError) throw new PdfUnavailableError(`PDF queue is full: ${error.message}`);
      throw error;
    });
  }

  /**
   * One job, tried again once on a fresh page when its page or the browser died under it (a renderer
   * crash, possibly caused by another job's content): the job itself was not at fault.
   */
  private async print(job: PdfJob): Promise<Buffer> {
    const closings = this.closings;
    try {
      return await this.printOnce(job);
    } catch (error) {
      if (!CRASHED.test((error as Error).message) || this.closings !== closings) throw error;
      const browser = await this.browser?.catch(() => null);
      if (browser && !browser.isConnected()) this.browser = null;
      return this.printOnce(job);
    }
  }

  private async printOnce(job: PdfJob): Promise<Buffer> {
    const lease = await this.acquire(await this.launch());
    let reusable = false;
    try {
      const { page } = lease;
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
      reusable = true;
      return Buffer.from(pdf);
    } finally {
      this.release(lease, reusable);
    }
  }

  /** An idle warm page of this browser, or a new one: its own context, JavaScript off, only data: URLs load. */
  private async acquire(browser: Browser): Promise<PooledPage> {
    for (let pooled = this.idle.pop(); pooled; pooled = this.idle.pop()) {
      if (pooled.browser === browser && browser.isConnected() && !pooled.page.isClosed()) return pooled;
      void pooled.context.close().catch(() => undefined);
    }
    const context = await browser.newContext({ javaScriptEnabled: false, offline: false });
    try {
      await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
      const page = await context.newPage();
      page.setDefaultTimeout(this.timeoutMs);
      return { browser, context, page, uses: 0 };
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  /** Back to the pool after a job that printed; closed after a failure, a timeout, its last use, or a restart. */
  private release(pooled: PooledPage, printed: boolean): void {
    pooled.uses += 1;
    const current = this.browser !== null && pooled.browser.isConnected();
    if (printed && current && pooled.uses < this.pageUses && this.idle.length < this.poolSize) this.idle.push(pooled);
    else void pooled.context.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closings += 1;
    const idle = this.idle;
    this.idle = [];
    await Promise.all(idle.map((pooled) => pooled.context.close().catch(() => undefined)));
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
