import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

/** One widget of a field as pdf.js reports it. */
export interface PdfjsWidget {
  readonly type: string;
  readonly value: unknown;
  readonly page: number;
  readonly exportValues?: string;
  readonly items?: { exportValue: string; displayValue: string }[];
}

async function openPdfjs(bytes: Uint8Array) {
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  return Object.assign(doc, { destroy: () => task.destroy() });
}

/** pdf.js's view of the form: each named field with a type (containers left out) and its widgets. */
export async function pdfjsFields(bytes: Uint8Array): Promise<Map<string, PdfjsWidget[]>> {
  const doc = await openPdfjs(bytes);
  try {
    const raw = ((await doc.getFieldObjects()) ?? {}) as unknown;
    const entries = raw instanceof Map ? [...raw.entries()] : Object.entries(raw as Record<string, unknown>);
    const fields = new Map<string, PdfjsWidget[]>();
    for (const [name, list] of entries as [string, PdfjsWidget[]][]) {
      const widgets = list.filter((widget) => widget.type);
      if (widgets.length > 0) fields.set(name, widgets);
    }
    return fields;
  } finally {
    await doc.destroy();
  }
}

export interface PdfjsAnnotation {
  readonly page: number;
  readonly subtype: string;
  readonly fieldName?: string;
  /** A widget's value; a list box's selections in full (getFieldObjects gives only the first). */
  readonly fieldValue?: unknown;
  /** In points from the top left of an unrotated page whose box starts at 0, 0. */
  readonly box: { x: number; y: number; width: number; height: number };
}

/** Annotations of every page as pdf.js reports them: subtype, field name and box. */
export async function pdfjsAnnotations(bytes: Uint8Array): Promise<PdfjsAnnotation[]> {
  const doc = await openPdfjs(bytes);
  try {
    const out: PdfjsAnnotation[] = [];
    for (let page = 1; page <= doc.numPages; page++) {
      const loaded = await doc.getPage(page);
      const [, , , top] = loaded.view as [number, number, number, number];
      for (const annotation of await loaded.getAnnotations()) {
        const [x0, y0, x1, y1] = annotation.rect as [number, number, number, number];
        out.push({ page, subtype: annotation.subtype, fieldName: annotation.fieldName, fieldValue: annotation.fieldValue, box: { x: x0, y: top - y1, width: x1 - x0, height: y1 - y0 } });
      }
    }
    return out;
  } finally {
    await doc.destroy();
  }
}

/** All page text as pdf.js extracts it, pages joined. */
export async function pdfjsText(bytes: Uint8Array): Promise<string> {
  const doc = await openPdfjs(bytes);
  try {
    const parts: string[] = [];
    for (let page = 1; page <= doc.numPages; page++) {
      const content = await (await doc.getPage(page)).getTextContent();
      parts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return parts.join("\n").replace(/\s+/g, " ");
  } finally {
    await doc.destroy();
  }
}

/** pdf.js's document metadata: the information dictionary and the XMP packet, parsed. */
export async function pdfjsMetadata(bytes: Uint8Array): Promise<{ info: Record<string, unknown>; xmp: Map<string, unknown> | null }> {
  const doc = await openPdfjs(bytes);
  try {
    const { info, metadata } = await doc.getMetadata();
    return { info: info as Record<string, unknown>, xmp: metadata ? new Map(metadata as unknown as Iterable<[string, unknown]>) : null };
  } finally {
    await doc.destroy();
  }
}

/** MuPDF's view of the form: each widget's field name, type and value, and its appearance stream's text. */
export function mupdfWidgets(bytes: Uint8Array): { name: string; type: string; value: string; appearance: string }[] {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const out: { name: string; type: string; value: string; appearance: string }[] = [];
    for (let index = 0; index < doc.countPages(); index++) {
      const page = doc.loadPage(index);
      for (const widget of page.getWidgets()) {
        const normal = widget.getObject().get("AP", "N");
        const appearance = normal.isStream() ? Buffer.from(normal.readStream().asUint8Array()).toString("latin1") : "";
        out.push({ name: widget.getName(), type: widget.getFieldType(), value: widget.getValue(), appearance });
      }
      page.destroy();
    }
    return out;
  } finally {
    doc.destroy();
  }
}

/** Whether the document still has a form or any annotation, as MuPDF sees it. */
export function mupdfInteractiveParts(bytes: Uint8Array): { acroForm: boolean; annotations: number; widgets: number } {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    let annotations = 0;
    let widgets = 0;
    for (let index = 0; index < doc.countPages(); index++) {
      const page = doc.loadPage(index);
      annotations += page.getAnnotations().length;
      widgets += page.getWidgets().length;
      page.destroy();
    }
    return { acroForm: !doc.getTrailer().get("Root", "AcroForm").isNull(), annotations, widgets };
  } finally {
    doc.destroy();
  }
}

/** Runs a poppler tool (pdftotext, pdfinfo) on the bytes; null when it is not installed. */
export function poppler(tool: "pdftotext" | "pdfinfo", bytes: Uint8Array, args: readonly string[] = []): string | null {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "forms-"));
  const file = path.join(folder, "in.pdf");
  try {
    fs.writeFileSync(file, bytes);
    return execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Whether the page's own content (annotations left out) draws red near a point given in PDF
 * coordinates (from the bottom left), as MuPDF renders it at 72 dpi: what flattening an
 * annotation drawn in red puts into the page.
 */
export function contentIsRedNear(bytes: Uint8Array, pageIndex: number, x: number, y: number): boolean {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const page = doc.loadPage(pageIndex);
    const pixmap = page.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false, false);
    const [, , , height] = page.getBounds();
    const pixels = pixmap.getPixels();
    const stride = pixmap.getStride();
    let red = false;
    for (let dy = -3; dy <= 3 && !red; dy++) {
      for (let dx = -3; dx <= 3 && !red; dx++) {
        const px = Math.round(x) + dx;
        const py = Math.round(height - y) + dy;
        if (px < 0 || py < 0 || px >= pixmap.getWidth() || py >= pixmap.getHeight()) continue;
        const at = py * stride + px * 3;
        red = pixels[at]! > 180 && pixels[at + 1]! < 110 && pixels[at + 2]! < 110;
      }
    }
    pixmap.destroy();
    page.destroy();
    return red;
  } finally {
    doc.destroy();
  }
}
