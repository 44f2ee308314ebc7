import { mupdf } from "../pdf/mupdf-document.ts";
import { clusters, type GlyphLine, type PlacedGlyph } from "./laid-out-glyphs.ts";

/**
 * Writes laid-out glyphs as PDF text that readers can both draw and read back.
 *
 * MuPDF's own PDF output maps each glyph to one character taken from the font's cmap, which
 * loses every conjunct, ligature and reordered vowel sign. Here glyphs are written left to
 * right as they appear, cluster by cluster; a cluster's whole text (reversed when it runs right
 * to left, as readers rebuild reading order from visual order) goes on its first glyph and its
 * other glyphs carry only an invisible word joiner. Each font gets its own character ids, one per distinct (glyph,
 * text, advance): /CIDToGIDMap selects the glyph, /ToUnicode gives the text, and /W is the
 * distance to the next glyph on the line, so the pen of any reader lands where the layout put
 * each glyph with no gaps that a text extractor would mistake for spaces.
 */

export interface GlyphPage {
  readonly width: number;
  readonly height: number;
  readonly lines: readonly GlyphLine[];
  /**
   * For a font with one weight (the CJK one): glyphs this size or larger are headings, drawn
   * emboldened by stroking their outline as well, as MuPDF itself fakes bold.
   */
  readonly fakeBoldFrom?: number;
}

interface EmbeddedFont {
  readonly resourceName: string;
  readonly font: mupdf.Font;
  /**
   * TrueType outlines, whose glyphs /CIDToGIDMap selects. MuPDF's own fallbacks for rare
   * symbols are CFF fonts, where the character id is the glyph id: those keep MuPDF's ids and
   * widths, and their glyphs are placed one by one.
   */
  readonly trueType: boolean;
  readonly ids: Map<string, number>;
  readonly entries: Array<{ cid: number; gid: number; text: string; width: number }>;
}

function isTrueType(font: mupdf.Font): boolean {
  const scratch = new mupdf.PDFDocument();
  try {
    return scratch.addFont(font).get("DescendantFonts").get(0).get("Subtype").asName() === "CIDFontType2";
  } finally {
    scratch.destroy();
  }
}

class FontTable {
  private readonly byName = new Map<string, EmbeddedFont>();

  /** `width` is the advance in thousandths of an em, rounded to a tenth. */
  cid(glyph: PlacedGlyph, text: string, width: number): { font: EmbeddedFont; cid: number } {
    const name = glyph.font.getName();
    let font = this.byName.get(name);
    if (!font) {
      font = { resourceName: `F${this.byName.size + 1}`, font: glyph.font, trueType: isTrueType(glyph.font), ids: new Map(), entries: [] };
      this.byName.set(name, font);
    }
    const key = font.trueType ? `${glyph.gid}\u0000${width}\u0000${text}` : String(glyph.gid);
    let cid = font.ids.get(key);
    if (cid === undefined) {
      // CID 0 stays .notdef.
      cid = font.trueType ? font.entries.length + 1 : glyph.gid;
      font.entries.push({ cid, gid: glyph.gid, text, width });
      font.ids.set(key, cid);
    }
    return { font, cid };
  }

  fonts(): EmbeddedFont[] {
    return [...this.byName.values()];
  }
}

/**
 * The text of a cluster's other glyphs. An empty /ToUnicode entry is not possible (readers fall
 * back to the character code); U+2060 is invisible, joins rather than breaks, and text
 * extractors that drop format characters (pdf.js among them) leave it out.
 */
const WORD_JOINER = "\u2060";

function hex4(n: number): string {
  return n.toString(16).padStart(4, "0");
}

function utf16Hex(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return out;
}

function toUnicodeCMap(entries: ReadonlyArray<{ cid: number; text: string }>): string {
  const lines: string[] = [];
  const mapped = entries.map((e) => ({ cid: e.cid, text: e.text === "" ? WORD_JOINER : e.text }));
  for (let i = 0; i < mapped.length; i += 100) {
    const chunk = mapped.slice(i, i + 100);
    lines.push(`${chunk.length} beginbfchar`);
    for (const e of chunk) lines.push(`<${hex4(e.cid)}> <${utf16Hex(e.text)}>`);
    lines.push("endbfchar");
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
    ...lines,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

const num = (n: number): string => (Math.abs(n) < 0.0005 ? "0" : n.toFixed(3).replace(/\.?0+$/, ""));

/** Where the baseline of a line is: the height most of its glyphs sit at (marks and Nastaliq's cascade move off it). */
function baseline(line: GlyphLine): number {
  const counts = new Map<number, number>();
  for (const g of line) counts.set(Math.round(g.y * 100), (counts.get(Math.round(g.y * 100)) ?? 0) + 1);
  let best = line[0]!.y;
  let most = 0;
  for (const [y, count] of counts) if (count > most) [best, most] = [y / 100, count];
  return best;
}


interface Emitted {
  readonly glyph: PlacedGlyph;
  readonly text: string;
}

/** The line's glyphs left to right, each with the text it carries. */
function emissionOrder(line: GlyphLine): Emitted[] {
  const out: Emitted[] = [];
  const sorted = clusters(line).sort((a, b) => a.minX - b.minX);
  for (const cluster of sorted) {
    const logical = cluster.glyphs.map((g) => g.text).join("");
    const text = cluster.rtl ? Array.from(logical).reverse().join("") : logical;
    const visual = [...cluster.glyphs].sort((a, b) => a.x - b.x);
    visual.forEach((glyph, i) => out.push({ glyph, text: i === 0 ? text : WORD_JOINER }));
  }
  return out;
}

/** The content stream of one page: each line one text object, glyphs placed exactly where the layout put them. */
function pageContent(page: GlyphPage, table: FontTable): string {
  const ops: string[] = [];
  // Rise and render mode are graphics state: they carry over from one text object to the next.
  let rise = 0;
  let bold = false;
  for (const line of page.lines) {
    if (line.length === 0) continue;
    const base = baseline(line);
    const glyphs = emissionOrder(line);
    ops.push("BT", "/Span BMC");
    ops.push(`1 0 0 1 ${num(glyphs[0]!.glyph.x)} ${num(page.height - base)} Tm`);
    let font: EmbeddedFont | null = null;
    let size = 0;
    let color = "";
    let placeNext = false;
    let rtl: boolean | null = null;
    let run = "";
    const flush = () => {
      if (run !== "") ops.push(`<${run}> Tj`);
      run = "";
    };
    glyphs.forEach(({ glyph, text }, i) => {
      const next = glyphs[i + 1]?.glyph;
      const advance = next ? (next.x - glyph.x) / glyph.size : glyph.font.advanceGlyph(glyph.gid);
      const { font: f, cid } = table.cid(glyph, text, Math.round(advance * 10000) / 10);
      const fill = glyph.color.map(num).join(" ");
      // Each run of one direction is its own marked-content span: readers that rebuild reading
      // order run by run (pdf.js flushes its text items at marked content) then never mix an
      // English word into the Urdu run around it.
      if (rtl !== null && rtl !== (glyph.level % 2 === 1)) {
        flush();
        ops.push("EMC", "/Span BMC");
      }
      rtl = glyph.level % 2 === 1;
      if (f !== font || Math.abs(glyph.size - size) > 0.001) {
        flush();
        ops.push(`/${f.resourceName} ${num(glyph.size)} Tf`);
        font = f;
        size = glyph.size;
      }
      if (fill !== color) {
        flush();
        ops.push(`${fill} rg ${fill} RG`);
        color = fill;
      }
      const wantBold = page.fakeBoldFrom !== undefined && glyph.size >= page.fakeBoldFrom;
      if (wantBold !== bold) {
        flush();
        ops.push(wantBold ? `2 Tr ${num(glyph.size * 0.035)} w` : "0 Tr");
        bold = wantBold;
      }
      if (placeNext) {
        flush();
        ops.push(`1 0 0 1 ${num(glyph.x)} ${num(page.height - base)} Tm`);
      }
      // A glyph drawn with its font's own width leaves the pen off the next glyph's place.
      placeNext = !f.trueType;
      const wantRise = base - glyph.y;
      if (Math.abs(wantRise - rise) > 0.001) {
        flush();
        ops.push(`${num(wantRise)} Ts`);
        rise = wantRise;
      }
      run += hex4(cid);
    });
    flush();
    ops.push("EMC", "ET");
  }
  return ops.join("\n");
}

/** Rewrites the descendant font MuPDF made so that our character ids select the right glyphs and text. */
function adoptFont(doc: mupdf.PDFDocument, embedded: EmbeddedFont): mupdf.PDFObject {
  const type0 = doc.addFont(embedded.font);
  type0.put("ToUnicode", doc.addStream(toUnicodeCMap(embedded.entries), doc.newDictionary()));
  if (!embedded.trueType) return type0;
  const cidFont = type0.get("DescendantFonts").get(0);
  const map = new Uint8Array((embedded.entries.length + 1) * 2);
  for (const e of embedded.entries) {
    map[e.cid * 2] = e.gid >> 8;
    map[e.cid * 2 + 1] = e.gid & 0xff;
  }
  cidFont.put("CIDToGIDMap", doc.addStream(map, doc.newDictionary()));
  const widths = doc.newArray();
  for (const e of embedded.entries) widths.push(doc.newReal(e.width));
  const w = doc.newArray();
  w.push(doc.newInteger(1));
  w.push(widths);
  cidFont.put("W", w);
  return type0;
}

/** The PDF: one page per GlyphPage, fonts embedded and subset, /Lang set to `lang`. */
export function glyphPdf(pages: readonly GlyphPage[], lang: string): Uint8Array {
  const doc = new mupdf.PDFDocument();
  try {
    const table = new FontTable();
    const contents = pages.map((page) => pageContent(page, table));
    const fontDict = doc.newDictionary();
    for (const embedded of table.fonts()) fontDict.put(embedded.resourceName, adoptFont(doc, embedded));
    const resources = doc.addObject(doc.newDictionary());
    resources.put("Font", fontDict);
    pages.forEach((page, i) => {
      doc.insertPage(-1, doc.addPage([0, 0, page.width, page.height], 0, resources, contents[i]!));
    });
    doc.getTrailer().get("Root").put("Lang", doc.newString(lang));
    doc.subsetFonts();
    return doc.saveToBuffer("garbage=compact,compress=yes,objstms=yes").asUint8Array().slice();
  } finally {
    doc.destroy();
  }
}
