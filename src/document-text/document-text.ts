import type { Progress } from "../contract/progress.ts";
import { checkAllPageContent, DEFAULT_MEMORY_MB } from "../pdf/content-budget.ts";
import type * as mupdf from "mupdf";
import { checkPageLimit, openPdf } from "../pdf/mupdf-document.ts";
import type { ToolInput } from "../contract/tool-run.ts";
import { checkReadable, isUnreadableChar } from "./readable-text.ts";
import { isSpaceInsideGlyph, unfoldLigature } from "../pdf/text-glyphs.ts";

/**
 * The text every AI tool works from (summaries, questions, extraction, translation), read once
 * with MuPDF's structured text: page by page in reading order, with its paragraphs (MuPDF's
 * text blocks) and lines kept, and the geometry the tools need (line boxes for tables, font
 * sizes for headings). Positions are in the page as shown: points from the top left.
 */

export interface TextWord {
  readonly text: string;
  readonly bbox: mupdf.Rect;
}

export interface TextLine {
  /** The line's words joined by single spaces. */
  readonly text: string;
  readonly bbox: mupdf.Rect;
  /** The most common font size of the line's characters, in points. */
  readonly fontSize: number;
  readonly bold: boolean;
  readonly words: readonly TextWord[];
}

export interface TextBlock {
  readonly bbox: mupdf.Rect;
  readonly lines: readonly TextLine[];
}

export interface PageText {
  /** 1-based page number. */
  readonly number: number;
  readonly width: number;
  readonly height: number;
  readonly blocks: readonly TextBlock[];
  /**
   * Lines joined by "\n", paragraphs by a blank line; "" for a page without text. Characters that
   * stand for none (readable-text.ts) are read as spaces.
   */
  readonly text: string;
}

export interface DocumentText {
  readonly pages: readonly PageText[];
  /** The font size most of the document's text is set in (body text), for telling headings apart. */
  readonly bodyFontSize: number;
}

export interface ReadTextOptions {
  /** A page limit (more pages fail with TooManyPages); tools have theirs checked by the framework. */
  readonly maxPages?: number;
  readonly progress?: Progress;
  /** Memory the job may use, in MB, for the check of what each page asks of the engine. */
  readonly memoryMb?: number;
}

/**
 * Opens the PDF, enforces the page limit and reads the text of every page. A password-protected
 * PDF fails with PasswordRequired, one without readable text (readable-text.ts) with NoText.
 */
export async function readDocumentText(input: ToolInput, options: ReadTextOptions): Promise<DocumentText> {
  const pages = await readEveryPage(input, options, readPageText);
  checkReadable(pages.map((page) => page.text), input.name);
  return { pages, bodyFontSize: bodyFontSize(pages) };
}

/**
 * Opens the PDF, enforces the page limit and what each page may ask of the engine, then reads
 * every page in turn with `read` (given the page and its 1-based number), reporting progress.
 */
export async function readEveryPage<T>(input: ToolInput, options: ReadTextOptions, read: (page: mupdf.Page, number: number) => T): Promise<T[]> {
  const doc = await openPdf(input.path, { name: input.name });
  try {
    const count = checkPageLimit(doc, options.maxPages, input.name);
    checkAllPageContent(doc, { name: input.name, memoryMb: options.memoryMb ?? DEFAULT_MEMORY_MB });
    const pages: T[] = [];
    for (let index = 0; index < count; index++) {
      await options.progress?.(index, count);
      const page = doc.loadPage(index);
      try {
        pages.push(read(page, index + 1));
      } finally {
        page.destroy();
      }
    }
    return pages;
  } finally {
    doc.destroy();
  }
}

interface CharAt {
  readonly c: string;
  readonly quad: mupdf.Quad;
  readonly size: number;
  readonly bold: boolean;
}

export function readPageText(page: mupdf.Page, number: number): PageText {
  const [x0, y0, x1, y1] = page.getBounds();
  // Without preserve-whitespace MuPDF inserts the spaces that gaps between glyphs imply.
  const stext = page.toStructuredText("");
  const blocks: TextBlock[] = [];
  try {
    let blockBox: mupdf.Rect = [0, 0, 0, 0];
    let lines: TextLine[] = [];
    let lineBox: mupdf.Rect = [0, 0, 0, 0];
    let chars: CharAt[] = [];
    let direction: mupdf.Point = [1, 0];
    stext.walk({
      beginTextBlock(bbox) {
        blockBox = bbox;
        lines = [];
      },
      beginLine(bbox, _wmode, dir) {
        lineBox = bbox;
        direction = dir;
        chars = [];
      },
      onChar(c, _origin, font, size, quad) {
        if (/^\s+$/u.test(c) && isSpaceInsideGlyph(quad, chars.at(-1)?.quad ?? null, direction)) return;
        // A character that stands for none separates words: some fonts map their space glyph
        // into the private use area (the corpus's U.S. Constitution does).
        chars.push({ c: isUnreadableChar(c) ? " " : unfoldLigature(c), quad, size, bold: font.isBold() });
      },
      endLine() {
        const line = toLine(chars, lineBox);
        if (line) lines.push(line);
      },
      endTextBlock() {
        if (lines.length > 0) blocks.push({ bbox: blockBox, lines });
      },
    });
  } finally {
    stext.destroy();
  }
  const text = blocks.map((block) => block.lines.map((line) => line.text).join("\n")).join("\n\n");
  return { number, width: x1 - x0, height: y1 - y0, blocks, text };
}

function toLine(chars: readonly CharAt[], bbox: mupdf.Rect): TextLine | null {
  const words: TextWord[] = [];
  let current: CharAt[] = [];
  const endWord = () => {
    if (current.length === 0) return;
    words.push({ text: current.map((ch) => ch.c).join(""), bbox: enclose(current) });
    current = [];
  };
  for (const ch of chars) {
    if (/^\s+$/u.test(ch.c)) endWord();
    else current.push(ch);
  }
  endWord();
  if (words.length === 0) return null;
  const printed = chars.filter((ch) => !/^\s+$/u.test(ch.c));
  return {
    text: words.map((word) => word.text).join(" "),
    bbox,
    fontSize: mostCommon(printed.map((ch) => Math.round(ch.size * 10) / 10)),
    bold: printed.filter((ch) => ch.bold).length * 2 > printed.length,
    words,
  };
}

function enclose(chars: readonly CharAt[]): mupdf.Rect {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { quad } of chars) {
    for (let i = 0; i < 8; i += 2) {
      box[0] = Math.min(box[0], quad[i]!);
      box[1] = Math.min(box[1], quad[i + 1]!);
      box[2] = Math.max(box[2], quad[i]!);
      box[3] = Math.max(box[3], quad[i + 1]!);
    }
  }
  return box;
}

function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount || (count === bestCount && value < best)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** The size most characters of the document are set in, weighted by line length. */
function bodyFontSize(pages: readonly PageText[]): number {
  const weights = new Map<number, number>();
  for (const page of pages) {
    for (const block of page.blocks) {
      for (const line of block.lines) weights.set(line.fontSize, (weights.get(line.fontSize) ?? 0) + line.text.length);
    }
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, weight] of weights) {
    if (weight > bestWeight) {
      best = size;
      bestWeight = weight;
    }
  }
  return best;
}

/** The PDF's text as ask-pdf stores it: pages in order, separated by form feeds. */
export function textWithFormFeeds(document: DocumentText): string {
  return document.pages.map((page) => page.text).join("\f");
}

/** Splits text stored by `textWithFormFeeds` back into pages (page N is index N - 1). */
export function pagesFromFormFeeds(text: string): string[] {
  return text.split("\f");
}
