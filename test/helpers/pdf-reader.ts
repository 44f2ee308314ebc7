import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Reads PDFs with pdf.js, a reader independent of the MuPDF engine the service uses, so tests
 * check what another program sees in our output.
 */
export async function readPdf(bytes: Uint8Array, password?: string) {
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0, ...(password === undefined ? {} : { password }) });
  const doc = await task.promise;
  const fieldMap = async (): Promise<Map<string, Array<{ page?: number }>>> => {
    const fields = (await doc.getFieldObjects()) as unknown;
    if (!fields) return new Map();
    if (fields instanceof Map) return fields as Map<string, Array<{ page?: number }>>;
    return new Map(Object.entries(fields as Record<string, Array<{ page?: number }>>));
  };
  return {
    numPages: doc.numPages,
    async pageText(pageNumber: number): Promise<string> {
      const page = await doc.getPage(pageNumber);
      const content = await page.getTextContent();
      return content.items.map((item) => ("str" in item ? item.str : "")).join(" ").replace(/\s+/g, " ").trim();
    },
    /**
     * The page drawn by pdf.js (through @napi-rs/canvas, its Node renderer) at `dpi`, as shown:
     * RGBA pixels. A second renderer, independent of MuPDF, to compare our drawings with.
     */
    async render(pageNumber: number, dpi: number): Promise<{ data: Uint8Array; width: number; height: number }> {
      const page = await doc.getPage(pageNumber);
      const viewport = page.getViewport({ scale: dpi / 72 });
      // pdf.js types its canvas factory loosely; in Node it is backed by @napi-rs/canvas.
      const factory = doc.canvasFactory as unknown as { create(width: number, height: number): { canvas: NodeCanvas; context: NodeContext } };
      const { canvas, context } = factory.create(Math.round(viewport.width), Math.round(viewport.height));
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvasContext: context, viewport, canvas }).promise;
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      return { data: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: canvas.width, height: canvas.height };
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
    /** Named form fields of the AcroForm; pdf.js 6 answers with a Map, older versions with a record. */
    async formFieldCount(): Promise<number> {
      return (await fieldMap()).size;
    },
    /** Names of the form fields that have a widget, each with the 1-based page of its first widget. */
    async formFields(): Promise<Array<{ name: string; page: number }>> {
      const out: Array<{ name: string; page: number }> = [];
      for (const [name, widgets] of await fieldMap()) {
        const pages = widgets.map((w) => w.page).filter((p): p is number => typeof p === "number" && p >= 0);
        if (pages.length > 0) out.push({ name, page: Math.min(...pages) + 1 });
      }
      return out;
    },
    /** Every named form field with the 1-based page of each of its widgets, null for a widget on no page. */
    async fieldWidgetPages(): Promise<Map<string, Array<number | null>>> {
      const out = new Map<string, Array<number | null>>();
      for (const [name, widgets] of await fieldMap()) {
        out.set(name, widgets.map((w) => (typeof w.page === "number" && w.page >= 0 ? w.page + 1 : null)));
      }
      return out;
    },
    /** Annotations of every kind on a page (popups, which belong to another annotation, left out). */
    async annotationCount(pageNumber: number): Promise<number> {
      const annotations = await (await doc.getPage(pageNumber)).getAnnotations();
      return annotations.filter((a) => a.subtype !== "Popup").length;
    },
    /** Widget annotations a page shows, by field name. */
    async widgets(pageNumber: number): Promise<string[]> {
      const annotations = await (await doc.getPage(pageNumber)).getAnnotations();
      return annotations.filter((a) => a.subtype === "Widget").map((a) => String(a.fieldName));
    },
    /**
     * Text items placed on the page as shown (after /Rotate, CropBox origin at the top left,
     * y growing downwards): where the baseline starts and ends, and its direction in degrees
     * counterclockwise as a reader sees it (0 = left to right, level).
     */
    async placedText(pageNumber: number): Promise<PlacedTextItem[]> {
      const page = await doc.getPage(pageNumber);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const out: PlacedTextItem[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str.trim() === "") continue;
        const [a, b, c, d, e, f] = item.transform as number[];
        const length = Math.hypot(a!, b!);
        const [x0, y0] = viewport.convertToViewportPoint(e!, f!);
        const [x1, y1] = viewport.convertToViewportPoint(e! + (a! / length) * item.width, f! + (b! / length) * item.width);
        const angle = (Math.atan2(y0! - y1!, x1! - x0!) * 180) / Math.PI;
        out.push({ str: item.str, start: [x0!, y0!], end: [x1!, y1!], angle, size: length, height: Math.hypot(c!, d!), view: { width: viewport.width, height: viewport.height } });
      }
      return out;
    },
    async destroy() {
      await task.destroy();
    },
  };
}

interface NodeCanvas {
  width: number;
  height: number;
}
interface NodeContext {
  fillStyle: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
}

export interface OutlineEntry {
  title: string;
  page: number | null;
  children: OutlineEntry[];
}

export interface PlacedTextItem {
  str: string;
  /** Viewport points (y downwards) of the baseline's start and end. */
  start: [number, number];
  end: [number, number];
  /** Degrees counterclockwise as shown. */
  angle: number;
  /** Font size in page units (along the baseline, horizontal scaling included). */
  size: number;
  /** Font size in page units across the baseline: how tall the glyphs stand. */
  height: number;
  view: { width: number; height: number };
}

export type PdfReader = Awaited<ReturnType<typeof readPdf>>;
