/**
 * Report PDF export over HTTP on the real server (PGlite, one warm Chromium): a 20-page tailored report
 * (cover and disclaimer as front matter, a chart image as a data URL, tables, "Page N of M" footers),
 * printed one at a time (warm p50) and two at a time (PDFs per second), beside a baseline that launches
 * Chromium for every document. Targets (issue 8): warm p50 ≤ 1.0 s, ≥ 2 PDFs/s at concurrency 2.
 */
import { PDFParse } from 'pdf-parse';
import { chromium } from 'playwright-core';
import { percentile, type BenchSection } from '../results.js';
import { startSeededServer } from '../seeded-server.js';

const SEQUENTIAL = 12;
const CONCURRENT = 16;
const COLD = 4;
const PAGES = 20;

/** A 1×1 PNG is too small to cost anything; a 680-wide SVG chart as a data URL is what the preview sends. */
function chartDataUrl(): string {
  const bars = Array.from(
    { length: 16 },
    (_, index) =>
      `<rect x="${String(20 + index * 40)}" y="${String(300 - index * 15)}" width="30" height="${String(index * 15 + 20)}" fill="#2367a5"/>`,
  ).join('');
  return `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="680" height="340">${bars}</svg>`).toString('base64')}`;
}

/** Section pages like the tailored report's: a heading, prose, a comment, a table, forced onto their own page. */
function reportBody(): string {
  const chart = chartDataUrl();
  const paragraph =
    'A fire in the bake room spreads to flour dust and packaging; the business loses its ovens for weeks while customers go elsewhere. '.repeat(
      6,
    );
  const rows = Array.from(
    { length: 14 },
    (_, index) => `<tr><td>Question ${String(index + 1)}</td><td>Are ovens serviced every six months?</td><td>Yes</td></tr>`,
  ).join('');
  const sections = Array.from(
    { length: PAGES - 2 },
    (_, index) => `<section style="break-before: page"><h1>${String(index + 1)}. Section ${String(index + 1)}</h1><p>${paragraph}</p>
      ${index % 3 === 0 ? `<img src="${chart}" width="680" alt="Hazard rating per insurance class">` : ''}
      <div><h3>Advisor Comment</h3><p><strong>Sprinklers</strong> fitted in 2024.</p></div>
      <table><tbody>${rows}</tbody></table></section>`,
  ).join('');
  return `<!doctype html><html><head><style>body{font-family:sans-serif;margin:0 48px}table{width:100%;border-collapse:collapse}td{border:1px solid #ccc;padding:4px}</style></head><body>${sections}</body></html>`;
}

const REQUEST = {
  html: reportBody(),
  front_matter_html:
    '<!doctype html><html><body><h1>Insurance Risk Report</h1><p>Prepared for Crusty Loaves Pty Ltd</p><section style="break-before: page"><h2>Disclaimer</h2><p>General advice only.</p></section></body></html>',
  format: 'A4',
  header_template: '<div style="font-size:8px;width:100%;text-align:center">Insurance Risk Report</div>',
  footer_template:
    '<div style="font-size:8px;width:100%;text-align:center">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
  file_name: 'Insurance Risk Report.pdf',
};

function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: Math.round(percentile(sorted, 0.5)), p95Ms: Math.round(percentile(sorted, 0.95)), samples: samples.length };
}

async function pageCount(pdf: Buffer): Promise<number> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getInfo()).total;
  } finally {
    await parser.destroy();
  }
}

/** The baseline: a browser launched for the document and closed after it, as a naive exporter would. */
async function coldLaunchPdf(): Promise<number> {
  const started = performance.now();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.setContent(REQUEST.html, { waitUntil: 'load' });
    await page.pdf({
      format: 'A4',
      displayHeaderFooter: true,
      headerTemplate: REQUEST.header_template,
      footerTemplate: REQUEST.footer_template,
      margin: { top: '120px', bottom: '80px' },
    });
  } finally {
    await browser.close();
  }
  return performance.now() - started;
}

export const pdf: BenchSection = {
  name: 'pdf',
  async run() {
    const server = await startSeededServer();
    const { base } = server;
    try {
      const access_token = await server.signIn('adviser.au');
      const body = JSON.stringify(REQUEST);
      const exportOnce = async () => {
        const started = performance.now();
        const response = await fetch(`${base}/documents/pdf`, {
          method: 'POST',
          headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json', accept: 'application/pdf' },
          body,
        });
        const bytes = Buffer.from(await response.arrayBuffer());
        if (response.status !== 200)
          throw new Error(`POST /documents/pdf answered ${String(response.status)}: ${bytes.toString().slice(0, 200)}`);
        return { ms: performance.now() - started, bytes };
      };

      const first = await exportOnce(); // launches the warm browser
      const pages = await pageCount(first.bytes);
      const warm: number[] = [];
      for (let index = 0; index < SEQUENTIAL; index += 1) warm.push((await exportOnce()).ms);

      const started = performance.now();
      let next = 0;
      const worker = async () => {
        while (next < CONCURRENT) {
          next += 1;
          await exportOnce();
        }
      };
      await Promise.all([worker(), worker()]);
      const perSecond = CONCURRENT / ((performance.now() - started) / 1000);

      const cold: number[] = [];
      for (let index = 0; index < COLD; index += 1) cold.push(await coldLaunchPdf());

      const figures = {
        pages,
        firstRequestMs: Math.round(first.ms),
        warm: summarise(warm),
        pdfsPerSecondAtConcurrency2: +perSecond.toFixed(2),
        coldLaunchBaseline: summarise(cold),
        goals: { warmP50Ms: 1000, pdfsPerSecond: 2 },
      };
      console.log(`Report PDF over HTTP (${String(pages)} pages, PGlite, one warm Chromium)`);
      console.table({
        'warm, one at a time': { p50: `${String(figures.warm.p50Ms)} ms`, p95: `${String(figures.warm.p95Ms)} ms`, goal: 'p50 ≤ 1000 ms' },
        'warm, two at a time': { p50: `${String(figures.pdfsPerSecondAtConcurrency2)} PDFs/s`, p95: '', goal: '≥ 2 PDFs/s' },
        'cold launch per PDF (baseline)': {
          p50: `${String(figures.coldLaunchBaseline.p50Ms)} ms`,
          p95: `${String(figures.coldLaunchBaseline.p95Ms)} ms`,
          goal: '',
        },
      });
      return figures;
    } finally {
      await server.close();
    }
  },
};
