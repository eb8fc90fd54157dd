import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/support/pdf-text.js';
import { ChromiumPdfProvider } from './chromium.js';
import { QueueFullError, Semaphore } from './semaphore.js';
import { PdfContentError, PdfUnavailableError } from './types.js';

describe('ChromiumPdfProvider', () => {
  const provider = new ChromiumPdfProvider({ concurrency: 2, timeoutMs: 20_000 });
  let hits = 0;
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    server = createServer((_request, response) => {
      hits += 1;
      response.end('tracked');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await provider.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('prints the HTML as an A4 PDF with its text, header and footer', async () => {
    const pdf = await provider.render({
      html: '<h1>Insurance Risk Report</h1><p>Bakery (baking on premises)</p>',
      footerTemplate: '<div style="font-size:8px">Page <span class="pageNumber"></span></div>',
      margin: { top: '120px', bottom: '80px' },
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Insurance Risk Report');
    expect(text).toContain('Bakery (baking on premises)');
    expect(text).toContain('Page 1');
  });

  it('runs no script and reaches no server: only data: URLs load', async () => {
    hits = 0;
    const pdf = await provider.render({
      html: `<p id="status">script did not run</p>
        <script>document.getElementById('status').textContent = 'script ran'</script>
        <img src="${origin}/pixel.png"><link rel="stylesheet" href="${origin}/style.css">
        <iframe src="${origin}/frame"></iframe>
        <img alt="inline" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`,
    });
    const text = await pdfText(pdf);
    expect(text).toContain('script did not run');
    expect(text).not.toContain('script ran');
    expect(hits).toBe(0);
  });

  it('renders several jobs at once through one browser', async () => {
    const names = ['Cafe', 'Florist', 'Plumber', 'Electrician'];
    const pdfs = await Promise.all(names.map((name) => provider.render({ html: `<p>${name} report</p>` })));
    const texts = await Promise.all(pdfs.map(pdfText));
    names.forEach((name, index) => expect(texts[index]).toContain(`${name} report`));
  });

  it("prints each job on a reused page with nothing of another user's document in it", async () => {
    const secret = (owner: string) => `<title>${owner} title</title><style>@page { size: A5 } body::after { content: '${owner} styled secret' }</style>
      <p>${owner} turnover 1,250,000</p><img alt="${owner} logo" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`;
    const first = await pdfText(await provider.render({ html: secret('Alice'), footerTemplate: '<div style="font-size:8px">Alice footer</div>' }));
    expect(first).toContain('Alice turnover');
    expect(first).toContain('Alice styled secret');
    // Sequentially (the same warm page) and two at a time (both pooled pages), many times over.
    const owners = ['Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace'];
    const later = [await provider.render({ html: '<p>Bob report</p>' }), ...(await Promise.all(owners.slice(1).map((owner) => provider.render({ html: `<p>${owner} report</p>` }))))];
    const texts = await Promise.all(later.map(pdfText));
    texts.forEach((text, index) => {
      expect(text).toContain(`${owners[index]!} report`);
      expect(text).not.toMatch(/Alice/);
      for (const other of owners.filter((_, position) => position !== index)) expect(text).not.toContain(`${other} report`);
    });
  });

  it('keeps printing after a job fails: the failed page is not reused', async () => {
    await expect(provider.render({ html: '<p>Failing report</p>', headerTemplate: `<link rel="stylesheet" href="${origin}/style.css">` })).rejects.toBeInstanceOf(PdfContentError);
    const text = await pdfText(await provider.render({ html: '<p>Next report</p>' }));
    expect(text).toContain('Next report');
    expect(text).not.toContain('Failing report');
  });

  it('prints a job again on a fresh page when its warm page has crashed', async () => {
    const crashing = new ChromiumPdfProvider({ concurrency: 1 });
    try {
      await crashing.render({ html: '<p>Warm report</p>' });
      const browser = await (crashing as unknown as { browser: Promise<Browser> }).browser;
      const context = browser.contexts()[0]!;
      const page = context.pages()[0]!;
      const crashed = new Promise((resolve) => page.once('crash', resolve));
      void (await context.newCDPSession(page)).send('Page.crash').catch(() => undefined);
      await crashed;
      expect(await pdfText(await crashing.render({ html: '<p>After the crash</p>' }))).toContain('After the crash');
    } finally {
      await crashing.close();
    }
  });

  it('says it is unavailable (not a crash) when there is no browser', async () => {
    const missing = new ChromiumPdfProvider({ executablePath: '/nonexistent/chromium' });
    await expect(missing.render({ html: '<p>x</p>' })).rejects.toBeInstanceOf(PdfUnavailableError);
  });
});

describe('Semaphore', () => {
  it('refuses a task at once when the queue is full, and takes one again when a slot frees', async () => {
    const semaphore = new Semaphore(1, 1);
    let release = () => {};
    const first = semaphore.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = semaphore.run(async () => 'second ran');
    await expect(semaphore.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    release();
    await first;
    await expect(second).resolves.toBe('second ran');
    await expect(semaphore.run(async () => 'fourth')).resolves.toBe('fourth');
  });

  it('never runs more than its limit at once, and runs everything', async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await Promise.all([1, 2, 3, 4, 5].map((index) => semaphore.run(async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running -= 1;
      done.push(index);
    })));
    expect(peak).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
