import * as mupdf from "mupdf";
import { rangeBoxes, readPageWords } from "../pdf/page-words.ts";
import { readPageRulings, type Rulings } from "./page-rulings.ts";

/**
 * What table finding and field rules need from one page: pieces of text with their boxes and the
 * lines drawn on it, all in the space of the page as shown (points from the top left).
 */

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A word, or the part of one that a wide gap between its glyphs separates from the rest. */
export interface TextPiece {
  readonly text: string;
  readonly box: Box;
}

/** Pieces that sit on one visual line, left to right, split into runs by wide gaps. */
export interface VisualRow {
  readonly box: Box;
  readonly pieces: readonly TextPiece[];
  /** Runs of pieces separated by a gap wider than a word space: a label, a value, a cell. */
  readonly segments: readonly Segment[];
}

export interface Segment {
  readonly text: string;
  readonly box: Box;
  readonly pieces: readonly TextPiece[];
}

export interface PageLayout {
  /** 1-based page number. */
  readonly page: number;
  readonly width: number;
  readonly height: number;
  readonly rows: readonly VisualRow[];
  readonly rulings: Rulings;
}

export function readPageLayout(page: mupdf.Page, pageNumber: number): PageLayout {
  const words = readPageWords(page);
  const pieces: TextPiece[] = [];
  for (const word of words.words) {
    let offset = word.start;
    let pieceOffset = offset;
    for (let i = 1; i <= word.chars.length; i++) {
      offset += word.chars[i - 1]!.c.length;
      const gapped = i < word.chars.length && gapBetween(word.chars[i - 1]!.quad, word.chars[i]!.quad);
      if (i === word.chars.length || gapped) {
        const [x0, y0, x1, y1] = rangeBoxes(words, { start: pieceOffset, end: offset })[0]!;
        pieces.push({ text: words.text.slice(pieceOffset, offset), box: { x0, y0, x1, y1 } });
        pieceOffset = offset;
      }
    }
  }
  return { page: pageNumber, width: words.width, height: words.height, rows: groupRows(pieces), rulings: readPageRulings(page) };
}

/** Glyphs of one word drawn apart by more than half their height sit in different cells. */
function gapBetween(a: mupdf.Quad, b: mupdf.Quad): boolean {
  const height = Math.abs(a[5] - a[1]);
  return b[0] - a[2] > Math.max(3, height * 0.5);
}

export function unionBox(boxes: readonly Box[]): Box {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

/**
 * Pieces into visual rows: a piece joins the row its vertical middle falls in. Rows are built
 * in order of their middles, each row keeping the band of the piece that started it.
 */
function groupRows(pieces: readonly TextPiece[]): VisualRow[] {
  const middleOf = (p: TextPiece) => (p.box.y0 + p.box.y1) / 2;
  const sorted = [...pieces].sort((a, b) => middleOf(a) - middleOf(b));
  // Each row keeps the band of the piece that started it: growing the band with every piece
  // would chain the lines of a tightly set multi-line heading into one row.
  const groups: { y0: number; y1: number; pieces: TextPiece[] }[] = [];
  for (const piece of sorted) {
    const middle = middleOf(piece);
    const group = groups.find((g) => middle > g.y0 && middle < g.y1);
    if (group) group.pieces.push(piece);
    else groups.push({ y0: piece.box.y0, y1: piece.box.y1, pieces: [piece] });
  }
  const rows = groups.map((g) => g.pieces.sort((a, b) => a.box.x0 - b.box.x0));
  const split = Math.max(0.35, 1.4 * (wordSpace(rows) ?? 0));
  return rows.map((rowPieces) => ({ box: unionBox(rowPieces.map((p) => p.box)), pieces: rowPieces, segments: splitSegments(rowPieces, split) })).sort((a, b) => a.box.y0 - b.box.y0);
}

/** A word's last and first letter on either side of a word space; a figure on either side may stand at a column's edge instead. */
const BETWEEN_WORDS_BEFORE = /\p{L}$/u;
const BETWEEN_WORDS_AFTER = /^\p{L}/u;

/**
 * The page's own word space, as a share of the text's height: the most common gap between the
 * words of a line, when it is wide enough to matter. Some generators place every word on its
 * own with a wide fixed space (over half the text's height); read with the usual measure, each
 * word of such a page would be a run of its own ("Lieferant" and "GmbH" two cells).
 */
function wordSpace(rows: readonly (readonly TextPiece[])[]): number | null {
  const counts = new Map<number, number>();
  let all = 0;
  for (const row of rows) {
    for (let i = 1; i < row.length; i++) {
      // Only the gap between two words tells the word space: one beside a figure may be a
      // column's (a table's tight cells, a date beside an amount beside a balance), which a page
      // of few rows would take for its habit.
      if (!BETWEEN_WORDS_BEFORE.test(row[i - 1]!.text) || !BETWEEN_WORDS_AFTER.test(row[i]!.text)) continue;
      const height = row[i]!.box.y1 - row[i]!.box.y0;
      const ratio = (row[i]!.box.x0 - row[i - 1]!.box.x1) / height;
      if (height <= 0 || ratio < 0 || ratio >= 1) continue;
      const bin = Math.round(ratio * 20) / 20;
      counts.set(bin, (counts.get(bin) ?? 0) + 1);
      all++;
    }
  }
  const [mode, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  // Only a clear habit (ten gaps and a third of them) that the usual measure would split.
  return count >= 10 && count >= all / 3 && mode >= 0.35 ? mode : null;
}

/** A gap wider than about two word spaces (`split` × the text's height) separates two runs of text (a label from its value, two cells). */
function splitSegments(pieces: readonly TextPiece[], split: number): Segment[] {
  const segments: TextPiece[][] = [];
  for (const piece of pieces) {
    const last = segments.at(-1);
    const previous = last?.at(-1);
    const height = piece.box.y1 - piece.box.y0;
    if (last && previous && piece.box.x0 - previous.box.x1 < Math.max(3, height * split)) last.push(piece);
    else segments.push([piece]);
  }
  return segments.map((run) => ({ text: run.map((p) => p.text).join(" "), box: unionBox(run.map((p) => p.box)), pieces: run }));
}
