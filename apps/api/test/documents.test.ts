import { request } from 'node:http';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MARGINS_TOO_LARGE } from '../src/documents/pdf-export.js';
import { apiUrl, authHeaders, readError, sendJson } from './support/http.js';
import { pdfText } from './support/pdf-text.js';

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
    const landscapeTooTall = { format: 'A4', html: '<p>x</p>', options: { landscape: true, display_header_footer: false, margin: { top: '100mm', bottom: '100mm' } } };
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
