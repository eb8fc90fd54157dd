/** What `POST /documents/pdf` needs from the rendered preview. */
export interface SerializedReport {
  html: string;
  frontMatterHtml: string | null;
}

const FRONT = '[data-report-front]';
const BODY = '[data-report-body]';
/** Screen-only parts (toolbars, buttons) marked to stay out of the PDF. */
const OMIT = '[data-report-omit]';

/**
 * The CSS in force where the report is rendered (the document, or the widget's shadow root), read
 * from the CSSOM because styled-components inserts its rules there rather than as text.
 */
export function collectCss(node: Node): string {
  const root = node.getRootNode() as Document | ShadowRoot;
  const sheets = [...Array.from(root.styleSheets ?? []), ...(root.adoptedStyleSheets ?? [])];
  return sheets
    .map((sheet) => {
      try {
        return Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
      } catch {
        // A cross-origin sheet cannot be read; the renderer could not fetch it anyway.
        return '';
      }
    })
    .join('\n');
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Images become data URLs, the only requests the PDF renderer allows; one that cannot be read is
 * dropped rather than left to fail there.
 */
async function inlineImages(element: HTMLElement): Promise<void> {
  await Promise.all(
    [...element.querySelectorAll('img')].map(async (image) => {
      const source = image.getAttribute('src') ?? '';
      if (source.startsWith('data:')) return;
      try {
        const response = await fetch(image.src);
        if (!response.ok) throw new Error(String(response.status));
        image.setAttribute('src', await blobToDataUrl(await response.blob()));
      } catch {
        image.remove();
      }
    }),
  );
}

function page(body: string, css: string, title: string): string {
  const escapedTitle = title.replace(/[&<>"]/g, (character) => `&#${String(character.charCodeAt(0))};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapedTitle}</title><style>@page { size: A4; } html, body { margin: 0; } ${css}</style></head><body>${body}</body></html>`;
}

/**
 * The rendered report as two HTML documents: the front matter (cover and disclaimer, printed without
 * header and footer) and the body. Both carry the page's CSS and inline images; the live preview is
 * not changed (copies are serialised).
 */
export async function serializeReport(documentElement: HTMLElement, title: string): Promise<SerializedReport> {
  const css = collectCss(documentElement);
  const part = async (selector: string): Promise<string | null> => {
    const source = documentElement.querySelector<HTMLElement>(selector);
    if (!source) return null;
    const copy = documentElement.cloneNode(false) as HTMLElement;
    copy.append(source.cloneNode(true));
    return prepared(copy);
  };
  const prepared = async (copy: HTMLElement) => {
    for (const omitted of copy.querySelectorAll(OMIT)) omitted.remove();
    await inlineImages(copy);
    return page(copy.outerHTML, css, title);
  };
  const [frontMatterHtml, body] = await Promise.all([part(FRONT), part(BODY)]);
  // A document without the two parts (the NatCat report) prints whole.
  return { html: body ?? (await prepared(documentElement.cloneNode(true) as HTMLElement)), frontMatterHtml };
}

/** Chromium's header and footer templates (they take no page CSS, so styles are inline). */
export function reportPrintTemplates(title: string): { header: string; footer: string } {
  const escaped = title.replace(/[&<>"]/g, (character) => `&#${String(character.charCodeAt(0))};`);
  const style = 'font-family: Helvetica, Arial, sans-serif; font-size: 9px; color: #5b6770; width: 100%; padding: 0 48px;';
  return {
    header: `<div style="${style} text-align: right;">${escaped}</div>`,
    footer: `<div style="${style} text-align: center;">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
  };
}
