import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';

/** The text of a PDF, page after page, as a reader would copy it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * A PDF's title, the address of every link on its pages, as written in the file (a reader such as PDF.js
 * hides links it deems unsafe, which would hide the very addresses a test looks for), and how many
 * images its pages draw.
 */
export async function pdfTitleLinksAndImages(pdf: Buffer): Promise<{ title: string | undefined; links: string[]; images: number }> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const links: string[] = [];
  let images = 0;
  for (const page of document.getPages()) {
    const objects = page.node.Resources()?.lookup(PDFName.of('XObject'));
    if (objects instanceof PDFDict) {
      images += objects.values().filter((reference) => {
        const object = document.context.lookup(reference);
        return object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
      }).length;
    }
    const annotations = page.node.Annots();
    for (let index = 0; index < (annotations?.size() ?? 0); index += 1) {
      const action = annotations!.lookup(index, PDFDict).lookup(PDFName.of('A'));
      const uri = action instanceof PDFDict ? action.lookup(PDFName.of('URI')) : undefined;
      if (uri instanceof PDFString) links.push(uri.decodeText());
    }
  }
  return { title: document.getTitle(), links, images };
}
