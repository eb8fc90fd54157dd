import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { addSpanEvent } from '../../telemetry/instruments.js';
import { Deadline } from './deadline.js';
import { leastPages, pageRangeFor, printedPages } from './page-limits.js';
import { printableArea, REPORT_MARGIN } from './paper.js';
import { QueueFullError, Semaphore } from './semaphore.js';
import {
  PdfContentError,
  PdfTooLargeError,
  PdfUnavailableError,
  UNPRINTABLE_TEMPLATE,
  type PdfJob,
  type PdfProvider,
  type PdfRenderOptions,
} from './types.js';

/** Debian's Chromium; config.ts (CHROME_PATH) names another. */
export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';

export interface ChromiumPdfOptions {
  /** The Chromium binary. Default CHROME_PATH or Debian's /usr/bin/chromium. */
  executablePath?: string;
  /** Jobs rendered at once; more wait their turn. Default 2 (one per core here). */
  concurrency?: number;
  /**
   * A job's one deadline, from the call: waiting for a renderer, loading, measuring and printing, a retry
   * included. When it passes the job's browser context is closed, which ends its renderer process, and
   * the job fails with PdfTimeoutError. Default 20 s.
   */
  timeoutMs?: number;
  /** Jobs that may wait for a slot; one more is refused (the API answers 503). Default 8. */
  maxQueued?: number;
  /**
   * The most pages a document may print on; a longer one fails with PdfTooLargeError, before printing
   * when its layout shows it, else when the print (never carried more than one page past) does. Default 200.
   */
  maxPages?: number;
  /** Jobs one page prints before it is closed and a fresh one made, bounding what its renderer accumulates. Default 50. */
  pageUses?: number;
}

/** Playwright's errors when the page, its context or the browser went away during a job. */
const CRASHED = /Target page, context or browser has been closed|Target crashed|Page crashed|Browser has been closed/;

/** The layout viewport of a printed page: the document is measured at the width it prints at. */
function viewportFor(area: { width: number; height: number }): { width: number; height: number } {
  return { width: Math.max(1, Math.floor(area.width)), height: Math.max(1, Math.floor(area.height)) };
}

/** A warm page in a context of its own, lent to one job at a time. */
interface PooledPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The page's DevTools session, to clear its history between jobs. */
  session: CDPSession;
  uses: number;
}

/**
 * Replaces a pooled page's document with a new, empty one after its job, so the next job starts as on a
 * new page. Loading the next job's HTML alone would not do: it writes into the same document, which
 * keeps its address, its `<base>`, its content security policy and a pending refresh (found: a refresh
 * to an aborted https address left the page on Chromium's error page, and the next users' PDFs got its
 * title and their relative links resolved against it; a policy from a `<meta>` blocked their images
 * and styles; a refresh to about:blank emptied a later document mid-job). A new document has none of
 * these, and the old one's timers die with it. Cookies (a data: document cannot set any, but the context
 * could hold some) and the back/forward list go too. Storage needs nothing: the documents are data: and
 * about:blank, opaque origins that have none.
 */
async function startAfresh({ page, context, session }: PooledPage, timeoutMs: number): Promise<void> {
  await page.goto('about:blank', { timeout: timeoutMs });
  await Promise.all([context.clearCookies(), session.send('Page.resetNavigationHistory')]);
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
 * (the HTML comes from users and the catalogue; it must not reach the network), one deadline per job,
 * a page limit, and a cap on jobs at once so a burst queues instead of exhausting memory. The browser
 * starts on the first job and restarts after a crash.
 *
 * Pages are pooled (one per concurrent job, each in its own context) instead of made per job: a new
 * context starts a renderer process, measured at three to six times the CPU of printing a report. So a
 * page gets a new, empty document after each job instead (startAfresh), before the next job may take
 * it: nothing one document set or did (its title, address, `<base>`, policy, a `<meta http-equiv=
 * "refresh">` that navigated the page after its print, cookies, history) reaches the next job. A page
 * whose job failed or timed out is closed, never reused, and every page is retired after `pageUses` jobs.
 */
export class ChromiumPdfProvider implements PdfProvider {
  readonly name = 'chromium';
  private browser: Promise<Browser> | null = null;
  private readonly slots: Semaphore;
  private readonly executablePath: string;
  private readonly timeoutMs: number;
  private readonly poolSize: number;
  private readonly maxPages: number;
  private readonly pageUses: number;
  /** Pages that printed, each ready once its reset for the next job is done (null: it failed and was closed). */
  private pool: Promise<PooledPage | null>[] = [];
  /** Counts `close` calls: a job cut short by one is not tried again (that would start a browser after shutdown). */
  private closings = 0;

  constructor(options: ChromiumPdfOptions = {}) {
    this.executablePath = options.executablePath ?? DEFAULT_CHROME_PATH;
    this.poolSize = options.concurrency ?? 2;
    this.slots = new Semaphore(this.poolSize, options.maxQueued ?? 8);
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.maxPages = options.maxPages ?? 200;
    this.pageUses = options.pageUses ?? 50;
  }

  queueDepth(): number {
    return this.slots.waitingCount;
  }

  async render(job: PdfJob, options: PdfRenderOptions = {}): Promise<Buffer> {
    const deadline = new Deadline(this.timeoutMs, options.signal);
    try {
      const printing = this.slots.run(() => {
        addSpanEvent('pdf.dequeued');
        return this.print(job, deadline.signal);
      }, deadline.signal);
      return await deadline.race(printing);
    } catch (error) {
      if (error instanceof QueueFullError) throw new PdfUnavailableError(`PDF queue is full: ${error.message}`);
      throw error;
    } finally {
      deadline.dispose();
    }
  }

  /**
   * One job, tried again once on a fresh page when its page or the browser died under it (a renderer
   * crash, possibly caused by another job's content): the job itself was not at fault. A job stopped by
   * its deadline fails with the deadline's reason, not with the closed page it leaves behind.
   */
  private async print(job: PdfJob, stop: AbortSignal): Promise<Buffer> {
    const closings = this.closings;
    try {
      return await this.printOnce(job, stop);
    } catch (error) {
      if (stop.aborted) throw stop.reason;
      if (!CRASHED.test((error as Error).message) || this.closings !== closings) throw error;
      const browser = await this.browser?.catch(() => null);
      if (browser && !browser.isConnected()) this.browser = null;
      return this.printOnce(job, stop);
    }
  }

  private async printOnce(job: PdfJob, stop: AbortSignal): Promise<Buffer> {
    const lease = await this.acquire(await this.launch());
    // Closing the context ends its renderer process at once, mid-layout or mid-print; a rejected promise
    // alone would leave Chromium printing (a 30,000,000 px page printed for 14 minutes).
    const close = () => void lease.context.close().catch(() => undefined);
    stop.addEventListener('abort', close, { once: true });
    let printed = false;
    try {
      stop.throwIfAborted();
      const pdf = await this.printPage(lease.page, job);
      printed = true;
      return pdf;
    } finally {
      stop.removeEventListener('abort', close);
      this.release(lease, printed && !stop.aborted);
    }
  }

  /** Loads the job at its printed width, refuses it when its layout is over the page limit, and prints it. */
  private async printPage(page: Page, job: PdfJob): Promise<Buffer> {
    const area = printableArea(job);
    const viewport = viewportFor(area);
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current.height !== viewport.height) await page.setViewportSize(viewport);
    // No timeout of Playwright's own: the deadline stops the job, whichever step it is in.
    await page.setContent(job.html, { waitUntil: 'load', timeout: 0 });
    if ((await leastPages(page, area.height)) > this.maxPages) throw new PdfTooLargeError(this.maxPages);
    const margin = job.margin ?? {};
    const pdf = await page
      .pdf({
        format: job.format ?? 'A4',
        landscape: job.landscape ?? false,
        printBackground: job.printBackground ?? true,
        scale: job.scale ?? 1,
        displayHeaderFooter: job.headerTemplate !== undefined || job.footerTemplate !== undefined,
        headerTemplate: job.headerTemplate ?? '<span></span>',
        footerTemplate: job.footerTemplate ?? '<span></span>',
        margin: { top: margin.top ?? '0', right: margin.right ?? '0', bottom: margin.bottom ?? '0', left: margin.left ?? '0' },
        pageRanges: pageRangeFor(this.maxPages),
      })
      .catch((error: unknown) => {
        // Found by the XSS corpus: a <link rel=stylesheet> in a template fails the print (it was a 500).
        if ((job.headerTemplate ?? job.footerTemplate) !== undefined && /Printing failed/.test((error as Error).message))
          throw new PdfContentError(UNPRINTABLE_TEMPLATE);
        throw error;
      });
    if ((await printedPages(pdf)) > this.maxPages) throw new PdfTooLargeError(this.maxPages);
    return Buffer.from(pdf);
  }

  /** A pooled page of this browser (once it has been reset), or a new one: its own context, JavaScript off, only data: URLs load. */
  private async acquire(browser: Browser): Promise<PooledPage> {
    for (let next = this.pool.shift(); next; next = this.pool.shift()) {
      const pooled = await next;
      if (pooled?.browser === browser && browser.isConnected() && !pooled.page.isClosed()) return pooled;
      if (pooled) void pooled.context.close().catch(() => undefined);
    }
    // Laid out as the usual report prints (A4 with the report margins), so that most jobs need no resize.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      offline: false,
      viewport: viewportFor(printableArea({ format: 'A4', margin: REPORT_MARGIN })),
    });
    try {
      await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
      const page = await context.newPage();
      await page.emulateMedia({ media: 'print' });
      return { browser, context, page, session: await context.newCDPSession(page), uses: 0 };
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  /**
   * Back to the pool after a job that printed, reset at once for the next job (off the caller's clock:
   * the PDF is already on its way); closed after a failure, a timeout, its last use, or a restart.
   */
  private release(pooled: PooledPage, printed: boolean): void {
    pooled.uses += 1;
    const close = () => void pooled.context.close().catch(() => undefined);
    const current = this.browser !== null && pooled.browser.isConnected();
    if (!printed || !current || pooled.uses >= this.pageUses || this.pool.length >= this.poolSize) return close();
    // Bounded, so that a renderer too busy to leave the old document cannot hold up the next job.
    this.pool.push(
      startAfresh(pooled, this.timeoutMs).then(
        () => pooled,
        () => {
          close();
          return null;
        },
      ),
    );
  }

  async close(): Promise<void> {
    this.closings += 1;
    const pool = this.pool;
    this.pool = [];
    await Promise.all(pool.map(async (next) => (await next)?.context.close().catch(() => undefined)));
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      if (!existsSync(this.executablePath)) {
        return Promise.reject(
          new PdfUnavailableError(`No Chromium at ${this.executablePath} (apt-get install -y chromium, or set CHROME_PATH).`),
        );
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
