import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { PDFParse } from 'pdf-parse';

/** The text of a downloaded PDF, page after page, as a reader would copy it. */
export async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

export interface PdfPage {
  /** The page's text lines, top to bottom, blank lines dropped. */
  lines: string[];
  /** Rows of the rendered page (0 at the top, 1 at the bottom) that carry ink, as [top, bottom] bands. */
  ink: [number, number][];
}

/** A rendered page's ink bands, read from its PNG in a blank Chromium page (no CSP, nothing else loaded). */
async function inkBands(browser: Browser, pngDataUrls: readonly string[]): Promise<[number, number][][]> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async (urls) => {
      const bands = async (url: string) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const { data, width, height } = context.getImageData(0, 0, image.naturalWidth, image.naturalHeight);
        const found: [number, number][] = [];
        let start = -1;
        for (let y = 0; y <= height; y += 1) {
          let inked = false;
          for (let x = 0; y < height && x < width && !inked; x += 1) {
            const at = (y * width + x) * 4;
            // Transparent counts as paper; anything visibly darker than white is ink.
            inked = data[at + 3]! > 0 && Math.min(data[at]!, data[at + 1]!, data[at + 2]!) < 235;
          }
          if (inked && start < 0) start = y;
          if (!inked && start >= 0) {
            found.push([start / height, y / height]);
            start = -1;
          }
        }
        return found;
      };
      return Promise.all(urls.map(bands));
    }, pngDataUrls);
  } finally {
    await page.close();
  }
}

/** Every page of a downloaded PDF: its text lines and where it carries ink, as a reader sees it. */
export async function pdfPages(browser: Browser, path: string): Promise<PdfPage[]> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    const text = await parser.getText();
    const shots = await parser.getScreenshot({ scale: 1, imageDataUrl: true, imageBuffer: false });
    const ink = await inkBands(
      browser,
      shots.pages.map((shot) => shot.dataUrl),
    );
    return text.pages.map((page, index) => ({
      lines: page.text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      ink: ink[index] ?? [],
    }));
  } finally {
    await parser.destroy();
  }
}
