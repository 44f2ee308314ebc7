import type * as mupdf from "mupdf";
import { isSpaceInsideGlyph, unfoldLigature } from "./text-glyphs.ts";

/**
 * Words of one page with their positions, for redact-pdf (what to black out) and compare-pdf
 * (what changed and where). Every position is in the space of the page as shown: points from the
 * top left, /Rotate and the CropBox applied, which is the space MuPDF's structured text uses.
 */

/** One character as drawn: its quad (ul, ur, ll, lr corners) and the line it belongs to. */
export interface PageChar {
  readonly c: string;
  readonly quad: mupdf.Quad;
  /** Index into `PageWords.lines`. */
  readonly line: number;
}

export interface PageWord {
  readonly text: string;
  readonly chars: readonly PageChar[];
  readonly line: number;
  /** Offset of the word's first character in `PageWords.text`. */
  readonly start: number;
}

export interface PageLine {
  readonly bbox: mupdf.Rect;
  readonly words: readonly PageWord[];
}

export interface PageWords {
  /** The page's size as shown. */
  readonly width: number;
  readonly height: number;
  /** Words in reading order. */
  readonly words: readonly PageWord[];
  readonly lines: readonly PageLine[];
  /** Words joined by one space within a line and by "\n" between lines. */
  readonly text: string;
  /**
   * For each UTF-16 offset of `text`, the character drawn there, or null for the spaces and line
   * breaks that only join words: a match over `text` turns into boxes through this.
   */
  readonly chars: readonly (PageChar | null)[];
}

export interface TextRange {
  readonly start: number;
  readonly end: number;
}

export interface TermMatch extends TextRange {
  readonly term: string;
  /** One box per line the match covers, enclosing its characters there. */
  readonly boxes: readonly mupdf.Rect[];
}

export function readPageWords(page: mupdf.Page): PageWords {
  const [x0, y0, x1, y1] = page.getBounds();
  // Without preserve-whitespace MuPDF adds the spaces a gap between glyphs implies, which many
  // PDFs never draw, so words come out separated.
  const stext = page.toStructuredText("");
  const lines: PageLine[] = [];
  const words: PageWord[] = [];
  const chars: (PageChar | null)[] = [];
  let text = "";
  try {
    let lineBox: mupdf.Rect = [0, 0, 0, 0];
    let lineWords: PageWord[] = [];
    let current: PageChar[] = [];
    let direction: mupdf.Point = [1, 0];
    let previous: mupdf.Quad | null = null;
    const endWord = () => {
      if (current.length === 0) return;
      if (lineWords.length > 0) {
        text += " ";
        chars.push(null);
      } else if (lines.length > 0 || words.length > 0) {
        text += "\n";
        chars.push(null);
      }
      const start = text.length;
      for (const ch of current) {
        text += ch.c;
        for (let i = 0; i < ch.c.length; i++) chars.push(ch);
      }
      const word: PageWord = { text: text.slice(start), chars: current, line: lines.length, start };
      lineWords.push(word);
      words.push(word);
      current = [];
    };
    stext.walk({
      beginLine(bbox, _wmode, dir) {
        lineBox = bbox;
        direction = dir;
        lineWords = [];
        current = [];
        previous = null;
      },
      onChar(c, _origin, _font, _size, quad) {
        if (/^\s+$/u.test(c)) {
          if (isSpaceInsideGlyph(quad, previous, direction)) return;
          endWord();
        } else current.push({ c: unfoldLigature(c), quad, line: lines.length });
        previous = quad;
      },
      endLine() {
        endWord();
        // Lines of only spaces carry no word; keeping them would put empty lines into `text`.
        if (lineWords.length > 0) lines.push({ bbox: lineBox, words: lineWords });
      },
    });
  } finally {
    stext.destroy();
  }
  return { width: x1 - x0, height: y1 - y0, words, lines, text, chars };
}

/** Characters that end a line when a word is broken across it. */
const lineEndHyphens = "\\-\\u00AD\\u2010\\u2011";

// Only syntax characters may be escaped in a Unicode pattern ("\\-" is an error there).
function escapeRegExp(c: string): string {
  return c.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
}

/**
 * A term as a pattern over `PageWords.text`: any run of whitespace in the term matches spaces or
 * line breaks, and between any two of its characters the word may be broken at a line end, with
 * or without a hyphen, since a matched word's continuation on the next line is still the word.
 */
function termPattern(term: string): string {
  let pattern = "";
  let previousWasChar = false;
  for (const c of Array.from(term.trim())) {
    if (/\s/u.test(c)) {
      if (previousWasChar) pattern += "\\s+";
      previousWasChar = false;
      continue;
    }
    if (previousWasChar) pattern += `(?:[${lineEndHyphens}]?\\n)?`;
    pattern += escapeRegExp(c);
    previousWasChar = true;
  }
  return pattern;
}

/**
 * Every place each term occurs, inside longer words too, across line breaks and hyphenated line
 * ends, in any letter case unless `matchCase`.
 */
export function findTerms(page: PageWords, terms: readonly string[], options: { readonly matchCase: boolean }): TermMatch[] {
  const matches: TermMatch[] = [];
  for (const term of terms) {
    const pattern = termPattern(term);
    if (pattern === "") continue;
    const regex = new RegExp(pattern, options.matchCase ? "gu" : "giu");
    for (const found of page.text.matchAll(regex)) {
      const start = found.index;
      const end = start + found[0].length;
      matches.push({ term, start, end, boxes: rangeBoxes(page, { start, end }) });
    }
  }
  return matches.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * The boxes covering a range of `PageWords.text`: one per line, enclosing the quads of its
 * characters there (axis-aligned in the shown page, so text set at an angle is covered whole).
 */
export function rangeBoxes(page: PageWords, range: TextRange): mupdf.Rect[] {
  const boxes: mupdf.Rect[] = [];
  let line = -1;
  let box: [number, number, number, number] | null = null;
  for (let offset = range.start; offset < range.end; offset++) {
    const ch = page.chars[offset];
    if (!ch) continue;
    if (ch.line !== line || box === null) {
      if (box) boxes.push(box);
      box = [Infinity, Infinity, -Infinity, -Infinity];
      line = ch.line;
    }
    const q = ch.quad;
    for (let i = 0; i < 8; i += 2) {
      box[0] = Math.min(box[0], q[i]!);
      box[1] = Math.min(box[1], q[i + 1]!);
      box[2] = Math.max(box[2], q[i]!);
      box[3] = Math.max(box[3], q[i + 1]!);
    }
  }
  if (box) boxes.push(box);
  return boxes;
}
