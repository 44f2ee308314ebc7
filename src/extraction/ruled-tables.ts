import type { Box, PageLayout, TextPiece } from "./page-layout.ts";
import type { Line } from "./page-rulings.ts";
import { countHeaderRows, pruneEmpty, type CellMerge, type Table } from "./table.ts";
import { looksNumeric } from "./values.ts";

/**
 * Tables drawn with lines: the horizontal and vertical rules that cross each other make a grid;
 * where a rule is missing between two grid cells they are one merged cell (a heading over
 * several columns, a label over two rows). Text goes to the cell its middle falls in.
 */

const TOUCH = 2;
const MAX_CROSSING_TESTS = 4_000_000;

export function findRuledTables(layout: PageLayout): Table[] {
  const { horizontal, vertical } = layout.rulings;
  // Crossings are tested pair by pair; a page of hatching or a drawing with thousands of strokes
  // is not a table, and would take long.
  if (horizontal.length * vertical.length > MAX_CROSSING_TESTS) return [];
  const groups = connectedGroups(horizontal, vertical);
  const pieces = layout.rows.flatMap((row) => row.pieces);
  const tables: Table[] = [];
  for (const group of groups) {
    const table = gridTable(layout.page, group.horizontal, group.vertical, pieces);
    if (table) tables.push(table);
  }
  return tables.sort((a, b) => a.firstBox.y0 - b.firstBox.y0);
}

function crosses(h: Line, v: Line): boolean {
  return v.at >= h.from - TOUCH && v.at <= h.to + TOUCH && h.at >= v.from - TOUCH && h.at <= v.to + TOUCH;
}

/** Sets of rules joined by crossings: each set is one drawn grid. */
function connectedGroups(horizontal: readonly Line[], vertical: readonly Line[]): { horizontal: Line[]; vertical: Line[] }[] {
  const parent = Array.from({ length: horizontal.length + vertical.length }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let h = 0; h < horizontal.length; h++) {
    for (let v = 0; v < vertical.length; v++) {
      if (crosses(horizontal[h]!, vertical[v]!)) parent[find(h)] = find(horizontal.length + v);
    }
  }
  const groups = new Map<number, { horizontal: Line[]; vertical: Line[] }>();
  const groupOf = (i: number) => {
    const root = find(i);
    let group = groups.get(root);
    if (!group) groups.set(root, (group = { horizontal: [], vertical: [] }));
    return group;
  };
  horizontal.forEach((h, i) => groupOf(i).horizontal.push(h));
  vertical.forEach((v, i) => groupOf(horizontal.length + i).vertical.push(v));
  return [...groups.values()].filter((g) => g.horizontal.length >= 2 && g.vertical.length >= 2);
}

/** Positions closer than three points are one grid line. */
function gridPositions(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  for (const v of sorted) {
    if (out.length > 0 && v - out.at(-1)! < 3) continue;
    out.push(v);
  }
  return out;
}

function gridTable(page: number, horizontal: readonly Line[], vertical: readonly Line[], pieces: readonly TextPiece[]): Table | null {
  const xs = gridPositions(vertical.map((v) => v.at));
  const ys = gridPositions(horizontal.map((h) => h.at));
  if (xs.length < 2 || ys.length < 2) return null;
  const rowCount = ys.length - 1;
  const columnCount = xs.length - 1;
  const box: Box = { x0: xs[0]!, y0: ys[0]!, x1: xs.at(-1)!, y1: ys.at(-1)! };
  const inside = pieces.filter((p) => contains(box, middle(p.box)));
  if (inside.length === 0) return null;
  const unruled = rowsWithoutRules(xs, ys, inside);
  if (unruled.length > 0) return gridTable(page, [...horizontal, ...unruled], vertical, pieces);

  // Cells joined where no rule separates them; each joined set is one cell, at its top left.
  const cell = (r: number, c: number) => r * columnCount + c;
  const parent = Array.from({ length: rowCount * columnCount }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let r = 0; r < rowCount; r++) {
    const midY = (ys[r]! + ys[r + 1]!) / 2;
    for (let c = 0; c < columnCount; c++) {
      const midX = (xs[c]! + xs[c + 1]!) / 2;
      if (c + 1 < columnCount && !vertical.some((v) => Math.abs(v.at - xs[c + 1]!) < 3 && v.from <= midY && v.to >= midY)) {
        parent[find(cell(r, c + 1))] = find(cell(r, c));
      }
      if (r + 1 < rowCount && !horizontal.some((h) => Math.abs(h.at - ys[r + 1]!) < 3 && h.from <= midX && h.to >= midX)) {
        parent[find(cell(r + 1, c))] = find(cell(r, c));
      }
    }
  }
  const spans = new Map<number, { r0: number; c0: number; r1: number; c1: number; pieces: TextPiece[] }>();
  for (let r = 0; r < rowCount; r++) {
    for (let c = 0; c < columnCount; c++) {
      const root = find(cell(r, c));
      const span = spans.get(root);
      if (!span) spans.set(root, { r0: r, c0: c, r1: r, c1: c, pieces: [] });
      else {
        span.r1 = Math.max(span.r1, r);
        span.c1 = Math.max(span.c1, c);
      }
    }
  }
  for (const piece of inside) {
    const [x, y] = middle(piece.box);
    const c = xs.findIndex((edge, i) => i < columnCount && x >= edge && x < xs[i + 1]!);
    const r = ys.findIndex((edge, i) => i < rowCount && y >= edge && y < ys[i + 1]!);
    if (c >= 0 && r >= 0) spans.get(find(cell(r, c)))!.pieces.push(piece);
  }
  const rows = Array.from({ length: rowCount }, () => Array.from({ length: columnCount }, () => ""));
  const merges: CellMerge[] = [];
  for (const span of spans.values()) {
    rows[span.r0]![span.c0] = cellText(span.pieces);
    if (span.r1 > span.r0 || span.c1 > span.c0) merges.push({ row: span.r0, column: span.c0, rowSpan: span.r1 - span.r0 + 1, columnSpan: span.c1 - span.c0 + 1 });
  }
  const pruned = pruneEmpty(rows, merges);
  const width = pruned.rows[0]?.length ?? 0;
  // One box, or one column of boxes, is a frame around text rather than a table.
  if (pruned.rows.length < 2 || width < 2) return null;
  const keptEdges = [...pruned.keptColumns.map((c) => xs[c]!), xs[pruned.keptColumns.at(-1)! + 1]!];
  return {
    pages: [page],
    ruled: true,
    headerRows: headerRowsWithMerges(pruned.rows, pruned.merges),
    rows: pruned.rows,
    merges: pruned.merges,
    columnEdges: keptEdges,
    firstBox: box,
    lastBox: box,
  };
}

/**
 * Rules that a drawn grid leaves out: several records set in one ruled box, one text line each
 * (a tax summary with a line per rate). A box is split when at least two of its cells hold the
 * same number of lines, one of them all figures, and the lines of every cell sit at those
 * lines' heights; a wrapped description beside a single amount is left as one cell.
 */
function rowsWithoutRules(xs: readonly number[], ys: readonly number[], pieces: readonly TextPiece[]): Line[] {
  const rules: Line[] = [];
  for (let r = 0; r + 1 < ys.length; r++) {
    const columns: { middles: number[]; texts: string[] }[] = [];
    for (let c = 0; c + 1 < xs.length; c++) {
      const lines: TextPiece[][] = [];
      for (const piece of pieces) {
        const [x, y] = middle(piece.box);
        if (x < xs[c]! || x >= xs[c + 1]! || y < ys[r]! || y >= ys[r + 1]!) continue;
        const line = lines.find((l) => Math.abs(middle(l[0]!.box)[1] - y) < 2);
        if (line) line.push(piece);
        else lines.push([piece]);
      }
      if (lines.length === 0) continue;
      lines.sort((a, b) => a[0]!.box.y0 - b[0]!.box.y0);
      columns.push({ middles: lines.map((l) => middle(l[0]!.box)[1]), texts: lines.map((l) => l.map((p) => p.text).join(" ")) });
    }
    const k = Math.max(0, ...columns.map((c) => c.middles.length));
    const full = columns.filter((c) => c.middles.length === k);
    if (k < 2 || full.length < 2 || !full.some((c) => c.texts.every(looksNumeric))) continue;
    const reference = full[0]!.middles;
    const aligned = columns.every((c) => c.middles.every((y) => reference.some((ref) => Math.abs(ref - y) < 3)));
    if (!aligned) continue;
    for (let i = 0; i + 1 < k; i++) rules.push({ at: (reference[i]! + reference[i + 1]!) / 2, from: xs[0]!, to: xs.at(-1)! });
  }
  return rules;
}

/** The heading rows, extended down to the last row a merged heading cell covers. */
function headerRowsWithMerges(rows: readonly (readonly string[])[], merges: readonly CellMerge[]): number {
  let count = countHeaderRows(rows);
  for (const m of merges) {
    if (m.row < count) count = Math.max(count, m.row + m.rowSpan);
  }
  return Math.min(count, rows.length - 1);
}

function middle(box: Box): [number, number] {
  return [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2];
}

function contains(box: Box, [x, y]: [number, number]): boolean {
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
}

/** The text of a cell: its pieces line by line, top to bottom, lines joined by a space. */
export function cellText(pieces: readonly TextPiece[]): string {
  const lines: TextPiece[][] = [];
  for (const piece of [...pieces].sort((a, b) => a.box.y0 - b.box.y0)) {
    const y = middle(piece.box)[1];
    const line = lines.find((l) => y > l[0]!.box.y0 && y < l[0]!.box.y1);
    if (line) line.push(piece);
    else lines.push([piece]);
  }
  return lines
    .map((line) => line.sort((a, b) => a.box.x0 - b.box.x0).map((p) => p.text).join(" "))
    .reduce(joinWrapped, "")
    .replace(/\s+/gu, " ")
    .trim();
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFFEF]/u;

/** Wrapped lines of one cell joined: by a space, but directly between Chinese or Japanese characters, which use none. */
export function joinWrapped(text: string, next: string): string {
  if (text === "") return next;
  return CJK.test(text.at(-1)!) && CJK.test(next[0] ?? "") ? text + next : `${text} ${next}`;
}
