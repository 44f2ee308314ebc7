import fs from "node:fs";
import { createRequire } from "node:module";
import * as mupdf from "mupdf";

/**
 * A few pages of positioned text drawn with MuPDF in DejaVu Sans (Latin, Greek, Cyrillic, €, ₹),
 * embedded as a Type0 font and subset, the way src/pdf/text-stamp.ts does it. Coordinates are
 * points from the page's top-left corner, as a reader sees the page.
 */

let fonts: { regular: mupdf.Font; bold: mupdf.Font } | undefined;

function loadFonts() {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const read = (name: string) => fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`));
  fonts = { regular: new mupdf.Font("DejaVuSans", read("DejaVuSans")), bold: new mupdf.Font("DejaVuSans-Bold", read("DejaVuSans-Bold")) };
  return fonts;
}

export interface TextStyle {
  readonly size?: number;
  readonly bold?: boolean;
  /** `x` is the text's left edge (default), right edge or centre. */
  readonly align?: "left" | "right" | "center";
}

export class PdfCanvas {
  private readonly pages: string[][] = [];
  private current: string[] = [];

  readonly width: number;
  readonly height: number;

  constructor(width = 595, height = 842) {
    this.width = width;
    this.height = height;
    this.pages.push(this.current);
  }

  newPage(): void {
    this.current = [];
    this.pages.push(this.current);
  }

  get pageCount(): number {
    return this.pages.length;
  }

  textWidth(text: string, size = 9, bold = false): number {
    const font = bold ? loadFonts().bold : loadFonts().regular;
    return Array.from(text).reduce((w, ch) => w + font.advanceGlyph(glyph(font, ch)), 0) * size;
  }

  text(text: string, x: number, y: number, style: TextStyle = {}): void {
    if (text === "") return;
    const size = style.size ?? 9;
    const font = style.bold ? loadFonts().bold : loadFonts().regular;
    const w = this.textWidth(text, size, style.bold);
    const left = style.align === "right" ? x - w : style.align === "center" ? x - w / 2 : x;
    const hex = Array.from(text, (ch) => glyph(font, ch).toString(16).padStart(4, "0")).join("");
    this.current.push(`BT /${style.bold ? "B" : "F"} ${size} Tf ${left.toFixed(2)} ${(this.height - y).toFixed(2)} Td <${hex}> Tj ET`);
  }

  rule(x0: number, x1: number, y: number): void {
    this.current.push(`0.5 w ${x0.toFixed(2)} ${(this.height - y).toFixed(2)} m ${x1.toFixed(2)} ${(this.height - y).toFixed(2)} l S`);
  }

  toBytes(): Uint8Array {
    const doc = new mupdf.PDFDocument();
    try {
      const fontDict = doc.newDictionary();
      fontDict.put("F", doc.addFont(loadFonts().regular));
      fontDict.put("B", doc.addFont(loadFonts().bold));
      const resources = doc.newDictionary();
      resources.put("Font", fontDict);
      for (const ops of this.pages) doc.insertPage(-1, doc.addPage([0, 0, this.width, this.height], 0, resources, ops.join("\n")));
      doc.subsetFonts();
      const buffer = doc.saveToBuffer("compress=yes");
      try {
        return buffer.asUint8Array().slice();
      } finally {
        buffer.destroy();
      }
    } finally {
      doc.destroy();
    }
  }
}

function glyph(font: mupdf.Font, ch: string): number {
  const gid = font.encodeCharacter(ch.codePointAt(0)!);
  if (gid === 0) throw new Error(`DejaVu Sans has no glyph for ${JSON.stringify(ch)}`);
  return gid;
}
