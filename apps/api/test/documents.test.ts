import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARGINS_TOO_LARGE } from '../src/documents/pdf-export.js';
import { ChromiumPdfProvider } from '../src/providers/pdf/chromium.js';
import { buildServer } from '../src/server.js';
import type { TestDatabase } from './support/database.js';
import { ACCEPT, apiUrl, authHeaders, DEMO_PASSWORD, readError, sendJson } from './support/http.js';
import { pdfText, pdfTitleLinksAndImages } from './support/pdf-text.js';
import { seededDatabase } from './support/seeded.js';
import { loadConfig } from '../src/config.js';

/** The configured Chromium (CHROME_PATH), as the server would launch it. */
const CHROME = { executablePath: loadConfig().pdf.chromePath };

/** Sends only the headers of a JSON POST to the export declaring `length` bytes, and reads the status. */
function statusForDeclaredLength(length: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(apiUrl('/documents/pdf'), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(length) },
    });
    call.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      call.destroy();
    });
    call.on('error', reject);
    call.flushHeaders();
  });
}

const report = {
  format: 'A4',
  html: '<h1 style="break-before: page">1. Hazard Assessment</h1><p>Bakery ovens and fryers</p><h1 style="break-before: page">2. Significant Exposures</h1>',
  front_matter_html: '<h1>Insurance Risk Report</h1><p>Harbour Bakery Pty Ltd</p>',
  header_template: '<div style="font-size:8px">Risk Atlas header</div>',
  footer_template: '<div style="font-size:8px">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
  file_name: 'Insurance Risk Report.pdf',
};

describe('POST /documents/pdf', () => {
  it('prints the front matter first, without header and footer, then the body with them, under the given name', async () => {
    const headers = await authHeaders('adviser.au');
    const response = await sendJson('POST', '/documents/pdf', report, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Insurance Risk Report.pdf"; filename*=UTF-8''Insurance%20Risk%20Report.pdf`,
    );
    const pdf = Buffer.from(await response.arrayBuffer());
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(3);
    const text = await pdfText(pdf);
    expect(text.indexOf('Harbour Bakery Pty Ltd')).toBeLessThan(text.indexOf('1. Hazard Assessment'));
    expect(text.indexOf('1. Hazard Assessment')).toBeLessThan(text.indexOf('2. Significant Exposures'));
    // The body's own pages are numbered; the cover carries no header or footer.
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
    expect(text.match(/Risk Atlas header/g)).toHaveLength(2);
  }, 60_000);

  it('names the file download.pdf when no name is given', async () => {
    const headers = await authHeaders('adviser.au');
    const response = await sendJson('POST', '/documents/pdf', { format: 'A4', html: '<p>Certificate</p>' }, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="download.pdf"');
  }, 60_000);

  it('needs a signed-in caller', async () => {
    const response = await sendJson('POST', '/documents/pdf', { format: 'A4', html: '<p>x</p>' }, { accept: 'application/json;v=2.0' });
    expect((await readError(response)).status).toBe(401);
  });

  it('refuses a file name with a path in it and an unknown option', async () => {
    const headers = await authHeaders('adviser.au');
    expect((await sendJson('POST', '/documents/pdf', { ...report, file_name: '../etc/passwd.pdf' }, headers)).status).toBe(400);
    expect((await sendJson('POST', '/documents/pdf', { ...report, javascript: true }, headers)).status).toBe(400);
  });

  it('refuses margins wider than the page with 400 instead of failing in the renderer (found by the contract fuzzer)', async () => {
    const headers = await authHeaders('adviser.au');
    const tooWide = await sendJson('POST', '/documents/pdf', { format: 'A4', html: ' ', options: { margin: { right: '8.3in' } } }, headers);
    expect(await readError(tooWide)).toEqual({ status: 400, body: { code: 'bad_request', message: MARGINS_TOO_LARGE } });
    const landscapeTooTall = {
      format: 'A4',
      html: '<p>x</p>',
      options: { landscape: true, display_header_footer: false, margin: { top: '100mm', bottom: '100mm' } },
    };
    expect((await sendJson('POST', '/documents/pdf', landscapeTooTall, headers)).status).toBe(400);
    const portraitFits = { ...landscapeTooTall, options: { ...landscapeTooTall.options, landscape: false } };
    expect((await sendJson('POST', '/documents/pdf', portraitFits, headers)).status).toBe(200);
  });

  it('takes a report larger than the 1 MB other calls are held to, and refuses one over 16 MB with 413', async () => {
    const headers = await authHeaders('adviser.au');
    const image = `<img alt="" src="data:image/gif;base64,${'R0lGODlhAQABAAAAACw='.padEnd(2_000_000, 'A')}">`;
    const large = await sendJson('POST', '/documents/pdf', { format: 'A4', html: `<p>Large</p>${image}` }, headers);
    expect(large.status).not.toBe(413);
    // The server answers from the declared length, before reading the body; sending 17 MB as well only
    // races the answer against the upload on a busy machine.
    expect(await statusForDeclaredLength(17 * 1024 * 1024, headers)).toBe(413);
  }, 60_000);
});

/** An export sent through `base` (the suite's server by default), with how long its answer took. */
async function timedExport(body: unknown, headers: Record<string, string>, base = apiUrl('')) {
  const started = performance.now();
  const response = await fetch(`${base}/documents/pdf`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    // Longer than any deadline: before the fix a giant document never answered at all.
    signal: AbortSignal.timeout(40_000),
  }).catch(() => null);
  const bytes = response ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
  return {
    status: response?.status ?? 0,
    retryAfter: response?.headers.get('retry-after'),
    bytes,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The reproduction of issue #26 finding 2: one element 30,000,000 px tall printed for 14 minutes. */
const GIANT = { format: 'A4', html: '<div style="height:30000000px">Giant</div>' };
const ONE_PAGE = { format: 'A4', html: '<p>One page certificate</p>' };

describe('POST /documents/pdf: a document too large to print (issue #26 finding 2)', () => {
  it('refuses a 30,000,000 px document with 422 before printing it, and answers a one-page PDF sent beside two of them within 5 s', async () => {
    const headers = await authHeaders('trial.au');
    const [first, second, small] = await Promise.all([
      timedExport(GIANT, headers),
      timedExport(GIANT, headers),
      // After the giants, so that before the fix they held both renderers.
      new Promise((resolve) => setTimeout(resolve, 300)).then(() => timedExport(ONE_PAGE, headers)),
    ]);
    for (const giant of [first, second]) {
      expect(giant.status).toBe(422);
      expect(JSON.parse(giant.bytes.toString())).toEqual({
        code: 'document_too_large',
        message: expect.stringMatching(/more than 200 pages/),
        request_id: expect.any(String),
      });
      expect(giant.seconds).toBeLessThan(20); // PDF_TIMEOUT_MS, the job's deadline
    }
    expect(small.status).toBe(200);
    expect(small.seconds).toBeLessThan(5);
    expect(await pdfText(small.bytes)).toContain('One page certificate');
  }, 60_000);
});

describe('POST /documents/pdf: one deadline covers the print (issue #26 finding 2)', () => {
  const DEADLINE_MS = 3000;
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildServer>>;
  let base = '';
  beforeAll(async () => {
    database = await seededDatabase();
    // The page limit out of reach, so that only the deadline can stop the giant document.
    app = await buildServer({ db: database.db, pdf: new ChromiumPdfProvider({ ...CHROME, timeoutMs: DEADLINE_MS, maxPages: 1_000_000 }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    // A serving replica's browser is warm: starting Chromium (seconds on a busy machine) must not be what
    // spends the short deadline of the first jobs measured below.
    expect((await timedExport(ONE_PAGE, await signIn('trial.au'), base)).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  async function signIn(username: string) {
    const response = await fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
      body: new URLSearchParams({ username, password: DEMO_PASSWORD, grant_type: 'password', client_id: '1' }),
    });
    const { access_token: token } = (await response.json()) as { access_token: string };
    return { authorization: `Bearer ${token}`, accept: ACCEPT };
  }

  it('answers 503 with Retry-After when a print outlives its deadline, a one-page PDF beside it answering within 5 s', async () => {
    const headers = await signIn('trial.au');
    const [giant, small] = await Promise.all([
      timedExport(GIANT, headers, base),
      new Promise((resolve) => setTimeout(resolve, 300)).then(() => timedExport(ONE_PAGE, headers, base)),
    ]);
    expect(giant.status).toBe(503);
    expect(giant.retryAfter).toBe('30');
    expect(JSON.parse(giant.bytes.toString())).toEqual({
      code: 'service_unavailable',
      message: expect.stringMatching(/within 3 seconds/),
      request_id: expect.any(String),
    });
    expect(giant.seconds).toBeLessThan(DEADLINE_MS / 1000 + 2);
    expect(small.status).toBe(200);
    expect(small.seconds).toBeLessThan(5);
    // Both renderers are free again: two more one-page PDFs print at once.
    const after = await Promise.all([timedExport(ONE_PAGE, headers, base), timedExport(ONE_PAGE, headers, base)]);
    expect(after.map(({ status }) => status)).toEqual([200, 200]);
  }, 60_000);

  it('holds the front matter to the same deadline as the body it is printed with', async () => {
    const headers = await signIn('trial.au');
    const giantCover = await timedExport({ ...ONE_PAGE, front_matter_html: GIANT.html }, headers, base);
    expect(giantCover.status).toBe(503);
    expect(giantCover.seconds).toBeLessThan(DEADLINE_MS / 1000 + 2);
    expect((await timedExport({ ...ONE_PAGE, front_matter_html: '<h1>Cover</h1>' }, headers, base)).status).toBe(200);
  }, 60_000);
});

/** A 4×4 red PNG, as reports embed their images. */
const PIXEL =
  '<img alt="" width="40" height="40" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4z8CAB+GTG8HSALfKY52fTcuYAAAAAElFTkSuQmCC">';

describe('POST /documents/pdf: nothing of one job reaches the next (issue #26 finding 10)', () => {
  it("prints another user's next PDFs with their own title, links and images after reports that refresh themselves elsewhere or set a base and a policy", async () => {
    const attacker = await authHeaders('trial.au');
    const victim = await authHeaders('adviser.nz');
    const attacks = [
      // The refreshes fire after the attacker's own print, while the page waits for the next job.
      '<meta http-equiv="refresh" content="1;url=data:text/html,<title>Attacker title</title>">',
      '<meta http-equiv="refresh" content="1;url=https://attacker.example/">',
      `<meta http-equiv="Content-Security-Policy" content="style-src 'none'; img-src 'none'"><base href="https://attacker.example/">`,
    ];
    for (const attack of attacks) {
      // Two at a time, so that every warm page of the server prints one.
      const answers = await Promise.all([1, 2].map(() => timedExport({ format: 'A4', html: `${attack}<p>Attacker report</p>` }, attacker)));
      expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const victimReport = (index: number) => ({
      format: 'A4',
      html: `<p>Victim report ${index}</p><a href="https://victim.example/${index}">contact</a> <a href="appendix-${index}.html">appendix</a>${PIXEL}`,
    });
    const answers = [
      await timedExport(victimReport(0), victim),
      ...(await Promise.all([1, 2].map((index) => timedExport(victimReport(index), victim)))),
    ];
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      // About:blank is what Chromium names an untitled document of its own; the relative link has no
      // address to resolve against, so it is left out.
      expect(await pdfTitleLinksAndImages(answer.bytes)).toEqual({
        title: 'about:blank',
        links: [`https://victim.example/${index}`],
        images: 1,
      });
      expect(await pdfText(answer.bytes)).not.toContain('Attacker');
    }
  }, 60_000);
});

/**
 * Starts an anonymous POST declaring a 15 MB JSON body, sends its first 64 KB only, and waits up to 10 s
 * for an answer: before the fix the server read the whole body before it looked at the credential.
 */
function answerToUnsentBody(headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(apiUrl('/documents/pdf'), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(15 * 1024 * 1024) },
    });
    const unanswered = setTimeout(() => {
      call.destroy();
      resolve({ status: 0, body: '' });
    }, 10_000);
    call.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(unanswered);
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        call.destroy();
      });
    });
    call.on('error', (error) => {
      clearTimeout(unanswered);
      reject(error);
    });
    call.write(`{"format":"A4","html":"${'x'.repeat(64 * 1024)}`);
  });
}

/** Ten anonymous posts of a 15 MB export at once, their statuses printed as JSON (argument: the export's URL). */
const TEN_LARGE_POSTS = `
const body = JSON.stringify({ format: 'A4', html: '<p>' + 'x'.repeat(15 * 1024 * 1024 - 64) + '</p>' });
const post = () => fetch(process.argv[1], { method: 'POST', headers: { 'content-type': 'application/json', accept: '${ACCEPT}' }, body })
  .then((response) => response.status, () => 0);
console.log(JSON.stringify(await Promise.all(Array.from({ length: 10 }, post))));
`;

describe('POST /documents/pdf: the credential before the body (issue #26 finding 11)', () => {
  it('answers an anonymous or badly signed 15 MB post with 401 before the body has been sent', async () => {
    const callers: Record<string, string>[] = [
      { accept: ACCEPT },
      { accept: ACCEPT, authorization: 'Bearer not-a-real-token' },
      { accept: ACCEPT, authorization: 'LinkGen bm90LWEtdG9rZW4=' },
    ];
    for (const headers of callers) {
      const answer = await answerToUnsentBody(headers);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toEqual({ code: 'unauthorized', message: expect.any(String), request_id: expect.any(String) });
    }
  });

  it('answers ten anonymous 15 MB posts with 401 without stalling a signed-in caller', async () => {
    const headers = await authHeaders('adviser.au');
    const light = async () => {
      const started = performance.now();
      const response = await fetch(apiUrl('/reference/countries'), { headers });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    await light(); // warm
    // The posts come from a process of their own, so that sending 150 MB does not slow the caller measured here.
    const sender = spawn(process.execPath, ['--input-type=module', '-e', TEN_LARGE_POSTS, apiUrl('/documents/pdf')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    sender.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const sent = new Promise<void>((resolve) => sender.on('exit', () => resolve()));
    let done = false;
    void sent.then(() => (done = true));
    const latencies: number[] = [];
    while (!done) latencies.push(await light());
    await sent;
    expect(JSON.parse(output)).toEqual(Array(10).fill(401));
    expect(Math.max(...latencies)).toBeLessThan(500);
  }, 60_000);
});
