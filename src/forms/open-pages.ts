import type { mupdf } from "../pdf/mupdf-document.ts";

/**
 * The pages of a document loaded once for the form tools: MuPDF builds every annotation of a
 * page as it loads it (150-250 ms a page of the IRS 1040), and reading a form's fields and then
 * filling them would otherwise load each page twice. Closed before the document is saved.
 */
export class OpenPages {
  readonly #doc: mupdf.PDFDocument;
  readonly #pages = new Map<number, mupdf.PDFPage>();

  constructor(doc: mupdf.PDFDocument) {
    this.#doc = doc;
  }

  /** The page at a 0-based index. */
  get(index: number): mupdf.PDFPage {
    let page = this.#pages.get(index);
    if (page === undefined) {
      page = this.#doc.loadPage(index);
      this.#pages.set(index, page);
    }
    return page;
  }

  close(): void {
    for (const page of this.#pages.values()) page.destroy();
    this.#pages.clear();
  }
}
