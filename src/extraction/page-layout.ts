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
  return groups
    .map((g) => {
      const rowPieces = g.pieces.sort((a, b) => a.box.x0 - b.box.x0);
      return { box: unionBox(rowPieces.map((p) => p.box)), pieces: rowPieces, segments: splitSegments(rowPieces) };
    })
    .sort((a, b) => a.box.y0 - b.box.y0);
}

/** A gap wider than about two word spaces separates two runs of text (a label from its value, two cells). */
function splitSegments(pieces: readonly TextPiece[]): Segment[] {
  const segments: TextPiece[][] = [];
  for (const piece of pieces) {
    const last = segments.at(-1);
    const previous = last?.at(-1);
    const height = piece.box.y1 - piece.box.y0;
    if (last && previous && piece.box.x0 - previous.box.x1 < Math.max(3, height * 0.35)) last.push(piece);
    else segments.push([piece]);
  }
  return segments.map((run) => ({ text: run.map((p) => p.text).join(" "), box: unionBox(run.map((p) => p.box)), pieces: run }));
}
