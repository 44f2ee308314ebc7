import { mupdf } from "./mupdf-document.ts";
import { decodedStream } from "./page-content.ts";
import { walkPage } from "./walk-page.ts";

/**
 * What on a page keeps redaction in place from being exact, so the page is drawn as a picture
 * instead: glyphs of Type 3 fonts are drawn by the document's own content and may paint far from
 * the box they claim; text used as a clipping path shapes what other content shows, so removing
 * it uncovers or hides things outside the box; text inside a tiling pattern or a soft mask is
 * drawn where no text removal looks. Each is named in a sentence for the job's log.
 */

/** Resources visited per page at most: a page needing more is drawn as a picture. */
const MAX_RESOURCES = 5_000;
/** A pattern or mask content larger than this is assumed to hold text. */
const MAX_INSPECTED_BYTES = 4 * 1024 * 1024;

type Box = readonly [number, number, number, number];

/**
 * Why `page` must be drawn as a picture to black out `boxes` (in the page's space as shown), or
 * null when it can be redacted in place.
 */
export function pictureReason(page: mupdf.PDFPage, boxes: readonly Box[]): string | null {
  return resourceReason(page.getObject().getInheritable("Resources")) ?? clipTextReason(page, boxes);
}

/**
 * Text used as a clipping path matters only where a box would take some of it away: elsewhere it
 * stays whole and clips as before. Each glyph is taken as its advance wide and from 0.3 em below
 * its baseline to 1.2 em above, a point more all round (a font's own bounding box, often three
 * times the size of its letters, would call on the picture for every line nearby).
 */
function clipTextReason(page: mupdf.PDFPage, boxes: readonly Box[]): string | null {
  let touched = false;
  const check = (text: mupdf.Text, ctm: mupdf.Matrix) => {
    try {
      text.walk({
        showGlyph(font, trm, glyph, _unicode, wmode) {
          if (touched) return;
          const advance = font.advanceGlyph(glyph, wmode) || 1;
          const [a, b, c, d, e, f] = mupdf.Matrix.concat(trm, ctm);
          const corners = [
            [0, -0.3],
            [advance, -0.3],
            [0, 1.2],
            [advance, 1.2],
          ].map(([x, y]) => [a * x! + c * y! + e, b * x! + d * y! + f] as const);
          const xs = corners.map((p) => p[0]);
          const ys = corners.map((p) => p[1]);
          const glyphBox: Box = [Math.min(...xs) - 1, Math.min(...ys) - 1, Math.max(...xs) + 1, Math.max(...ys) + 1];
          touched = boxes.some((box) => glyphBox[0] < box[2] && box[0] < glyphBox[2] && glyphBox[1] < box[3] && box[1] < glyphBox[3]);
        },
      });
    } finally {
      text.destroy();
    }
  };
  walkPage(page, { clipText: check, clipStrokeText: (text, _stroke, ctm) => check(text, ctm) });
  return touched ? "text under a box is used as a clipping path (text render modes 4 to 7)" : null;
}

function resourceReason(root: mupdf.PDFObject): string | null {
  const seen = new Set<number>();
  const queue: Array<{ resources: mupdf.PDFObject; inside: "page" | "pattern" | "mask" }> = [{ resources: root, inside: "page" }];
  let visited = 0;
  while (queue.length > 0) {
    const { resources, inside } = queue.shift()!;
    if (!resources.isDictionary()) continue;
    if (resources.isIndirect()) {
      if (seen.has(resources.asIndirect())) continue;
      seen.add(resources.asIndirect());
    }
    if (++visited > MAX_RESOURCES) return "the page's resources are too many to inspect";
    let reason: string | null = null;
    entries(resources.get("Font"), (font) => {
      if (font.get("Subtype").isName() && font.get("Subtype").asName() === "Type3") reason ??= "the page uses a Type 3 font, whose glyphs may draw outside their boxes";
    });
    entries(resources.get("XObject"), (xobject) => {
      if (xobject.get("Subtype").isName() && xobject.get("Subtype").asName() === "Form") {
        if (inside !== "page" && drawsText(xobject)) reason ??= textInside(inside);
        queue.push({ resources: xobject.get("Resources"), inside });
      }
    });
    entries(resources.get("Pattern"), (pattern) => {
      if (pattern.get("PatternType").isNumber() && pattern.get("PatternType").asNumber() === 1) {
        if (drawsText(pattern)) reason ??= textInside("pattern");
        queue.push({ resources: pattern.get("Resources"), inside: "pattern" });
      }
    });
    entries(resources.get("ExtGState"), (state) => {
      const group = state.get("SMask").isDictionary() ? state.get("SMask", "G") : mupdf.PDFObject.Null;
      if (!group.isStream()) return;
      if (drawsText(group)) reason ??= textInside("mask");
      queue.push({ resources: group.get("Resources"), inside: "mask" });
    });
    if (reason) return reason;
  }
  return null;
}

const textInside = (inside: "pattern" | "mask") =>
  inside === "pattern" ? "text is drawn inside a tiling pattern" : "text is drawn inside a soft mask";

function entries(dict: mupdf.PDFObject, each: (value: mupdf.PDFObject) => void): void {
  if (dict.isDictionary()) dict.forEach((value) => each(value));
}

/** Whether a content stream begins a text object (a BT operator standing alone). */
function drawsText(stream: mupdf.PDFObject): boolean {
  let bytes: Uint8Array | null;
  try {
    bytes = decodedStream(stream, MAX_INSPECTED_BYTES);
  } catch {
    return false;
  }
  if (bytes === null) return true;
  return /(^|[\s\])>}])BT(?=[\s/[(<]|$)/.test(Buffer.from(bytes).toString("latin1"));
}
