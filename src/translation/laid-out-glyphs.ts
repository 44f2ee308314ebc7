import { mupdf } from "../pdf/mupdf-document.ts";

/**
 * One glyph as MuPDF's HTML layout placed it, with the text it stands for: a conjunct or a
 * lam-alef ligature is one glyph standing for several characters, and a vowel sign drawn
 * before its consonant still follows it in the text.
 */
export interface PlacedGlyph {
  readonly font: mupdf.Font;
  readonly gid: number;
  /** The characters this glyph stands for, in logical order. */
  text: string;
  /** Pen position (baseline origin) in points from the page's top left, and the font size. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** Unicode bidi embedding level: odd is right to left. */
  readonly level: number;
  readonly color: readonly [number, number, number];
}

/** One line of glyphs sharing a baseline, in logical (reading) order. */
export type GlyphLine = PlacedGlyph[];

function rgb(colorspace: mupdf.ColorSpace, color: number[]): [number, number, number] {
  if (colorspace.isRGB()) return [color[0] ?? 0, color[1] ?? 0, color[2] ?? 0];
  if (colorspace.isGray()) return [color[0] ?? 0, color[0] ?? 0, color[0] ?? 0];
  return [0, 0, 0];
}

/**
 * Runs a laid-out page through a capturing device and returns its glyphs line by line.
 * MuPDF hands shaped text over in logical order, each glyph with the character that starts its
 * cluster; the rest of a cluster follows as glyph -1, which we fold into the glyph before.
 */
export function laidOutGlyphs(page: mupdf.Page, transform: mupdf.Matrix): GlyphLine[] {
  const glyphs: PlacedGlyph[] = [];
  const device = new mupdf.Device({
    fillText(text, ctm, colorspace, color) {
      const fill = rgb(colorspace, color);
      text.walk({
        showGlyph(font, trm, gid, unicode, _wmode, bidi) {
          const char = unicode > 0 ? String.fromCodePoint(unicode) : "";
          const previous = glyphs.at(-1);
          if (gid < 0) {
            if (previous) previous.text += char;
            return;
          }
          const m = mupdf.Matrix.concat(trm, ctm);
          glyphs.push({ font, gid, text: char, x: m[4], y: m[5], size: Math.hypot(m[0], m[1]), level: bidi, color: fill });
        },
      });
    },
  });
  try {
    page.run(device, transform);
    device.close();
  } finally {
    device.destroy();
  }
  const lines: GlyphLine[] = [];
  let reference = 0;
  for (const glyph of glyphs) {
    const line = lines.at(-1);
    // Marks and Nastaliq's cascading letters sit off the baseline by up to about half an em;
    // the next line is at least 1.45 em further down. Spaces sit on the baseline itself.
    if (line && Math.abs(glyph.y - reference) < 0.9 * glyph.size) line.push(glyph);
    else {
      lines.push([glyph]);
      reference = glyph.y;
    }
    if (glyph.text === " ") reference = glyph.y;
  }
  return lines;
}

/**
 * A line cut into clusters: glyphs that shaping placed out of reading order (a vowel sign drawn
 * before its consonant, a mark set back over its base, a Nastaliq letter tucked under the one
 * before) are kept together, so that clusters never interleave on the line.
 */
export interface GlyphCluster {
  readonly glyphs: PlacedGlyph[];
  readonly rtl: boolean;
  readonly space?: boolean;
  minX: number;
  maxX: number;
}

const EPSILON = 0.01;

export function clusters(line: GlyphLine): GlyphCluster[] {
  const out: GlyphCluster[] = [];
  for (const glyph of line) {
    const rtl = glyph.level % 2 === 1;
    let merged: GlyphCluster = { glyphs: [glyph], rtl, minX: glyph.x, maxX: glyph.x };
    // A space stands alone: merged into a word, the word's text would swallow it.
    if (/^\s+$/u.test(glyph.text)) {
      out.push({ ...merged, space: true });
      continue;
    }
    // In reading order a glyph should land right of the cluster before (left of it, right to left).
    for (let last = out.at(-1); last && !last.space && last.rtl === rtl && (rtl ? merged.maxX > last.minX + EPSILON : merged.minX < last.maxX - EPSILON); last = out.at(-1)) {
      out.pop();
      merged = { glyphs: [...last.glyphs, ...merged.glyphs], rtl, minX: Math.min(last.minX, merged.minX), maxX: Math.max(last.maxX, merged.maxX) };
    }
    // A cluster that starts with a combining mark (an anusvara set right of its base) or with
    // a glyph that stands for no character (the second half of a vowel) belongs to the one
    // before: readers attach a lone mark to nothing.
    const previous = out.at(-1);
    if (previous && !previous.space && previous.rtl === rtl && /^(\p{M}|$)/u.test(merged.glyphs.map((g) => g.text).join(""))) {
      out.pop();
      merged = { glyphs: [...previous.glyphs, ...merged.glyphs], rtl, minX: Math.min(previous.minX, merged.minX), maxX: Math.max(previous.maxX, merged.maxX) };
    }
    out.push(merged);
  }
  return out;
}
