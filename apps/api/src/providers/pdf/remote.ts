import { PdfUnavailableError, type PdfJob, type PdfProvider, type PdfRenderOptions } from './types.js';

/**
 * A hosted HTML-to-PDF export service (for the PDF downloads of docs/product/reports.md): the job is POSTed as JSON
 * (`html`, `format`, `landscape`, `headerTemplate`, `footerTemplate`, `margin`, `printBackground`) and the
 * answer's body is the PDF. Configured with PDF_SERVICE_URL (and PDF_SERVICE_TOKEN when it needs one).
 */
export class RemotePdfProvider implements PdfProvider {
  readonly name = 'remote';

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 30_000,
  ) {}

  async render(job: PdfJob, options: PdfRenderOptions = {}): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/pdf',
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify(job),
        signal: AbortSignal.any([AbortSignal.timeout(this.timeoutMs), ...(options.signal ? [options.signal] : [])]),
      });
    } catch (error) {
      throw new PdfUnavailableError(`The PDF service did not answer: ${(error as Error).message}`);
    }
    if (!response.ok) throw new PdfUnavailableError(`The PDF service answered ${response.status}.`);
    const pdf = Buffer.from(await response.arrayBuffer());
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new PdfUnavailableError('The PDF service did not answer with a PDF.');
    return pdf;
  }

  async close(): Promise<void> {}
}
