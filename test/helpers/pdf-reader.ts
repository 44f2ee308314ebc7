import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Reads PDFs with pdf.js, a reader independent of the MuPDF engine the service uses, so tests
 * check what another program sees in our output.
 */
export async function readPdf(bytes: Uint8Array, password?: string) {
  const task = pdfjs.getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false, verbosity: 0, ...(password === undefined ? {} : { password }) });
  const doc = await task.promise;
  return {
    numPages: doc.numPages,
    async pageText(pageNumber: number): Promise<string> {
      const page = await doc.getPage(pageNumber);
      const content = await page.getTextContent();
      return content.items.map((item) => ("str" in item ? item.str : "")).join(" ").replace(/\s+/g, " ").trim();
    },
    async rotation(pageNumber: number): Promise<number> {
      return (await doc.getPage(pageNumber)).rotate;
    },
    async viewSize(pageNumber: number): Promise<{ width: number; height: number }> {
      const viewport = (await doc.getPage(pageNumber)).getViewport({ scale: 1 });
      return { width: Math.round(viewport.width), height: Math.round(viewport.height) };
    },
    /** Outline as [{title, page (1-based or null), children}]. */
    async outline(): Promise<OutlineEntry[]> {
      const items = (await doc.getOutline()) ?? [];
      const walk = async (list: typeof items): Promise<OutlineEntry[]> => {
        const out: OutlineEntry[] = [];
        for (const item of list) {
          let page: number | null = null;
          let dest = item.dest;
          if (typeof dest === "string") dest = await doc.getDestination(dest);
          if (Array.isArray(dest) && dest[0] && typeof dest[0] === "object") page = (await doc.getPageIndex(dest[0] as never)) + 1;
          out.push({ title: item.title, page, children: await walk(item.items ?? []) });
        }
        return out;
      };
      return walk(items);
    },
    /** Link annotations of a page: internal ones with their target page, external ones with their URL. */
    async links(pageNumber: number): Promise<Array<{ url?: string; page?: number | null }>> {
      const annotations = await (await doc.getPage(pageNumber)).getAnnotations();
      const out: Array<{ url?: string; page?: number | null }> = [];
      for (const a of annotations) {
        if (a.subtype !== "Link") continue;
        if (a.url) out.push({ url: a.url });
        else if (a.dest) {
          let dest = a.dest;
          if (typeof dest === "string") dest = await doc.getDestination(dest);
          out.push({ page: Array.isArray(dest) && dest[0] ? (await doc.getPageIndex(dest[0])) + 1 : null });
        }
      }
      return out;
    },
    async formFieldCount(): Promise<number> {
      const fields = await doc.getFieldObjects();
      return fields ? Object.keys(fields).length : 0;
    },
    async destroy() {
      await task.destroy();
    },
  };
}

export interface OutlineEntry {
  title: string;
  page: number | null;
  children: OutlineEntry[];
}

export type PdfReader = Awaited<ReturnType<typeof readPdf>>;
