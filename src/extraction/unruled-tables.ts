import { unionBox, type Box, type PageLayout, type Segment, type TextPiece, type VisualRow } from "./page-layout.ts";
import type { Line } from "./page-rulings.ts";
import { cellText, joinWrapped } from "./ruled-tables.ts";
import { countHeaderRows, type CellMerge, type Table } from "./table.ts";
import { sectionSide } from "./statement-sections.ts";
import { dayHeading, looksNumeric } from "./values.ts";
import { headingPatterns } from "./heading-words.ts";

/**
 * Tables set without a grid: runs of text that line up in columns over several lines. Columns
 * come from the body lines (those with figures), where alignment is most regular; headings above
 * them are joined per column, a heading over several columns becomes a merged cell; a line with
 * text in only one column continues the row above (a wrapped description) unless a rule is
 * drawn between them.
 */

const MIN_TABLE_LINES = 3;

export function findUnruledTables(layout: PageLayout, taken: readonly Box[]): Table[] {
  const rows = layout.rows.filter((row) => !taken.some((box) => insideBox(box, row.box)));
  const tables: Table[] = [];
  for (const block of tableBlocks(rows, layout.rulings.horizontal)) {
    const table = blockTable(layout.page, block, layout.rulings.horizontal);
    if (table) tables.push(table);
  }
  return tables;
}

/** Lines a running header (the bank's name, the account, the page's number) may take above a table's repeated headings. */
const MAX_RUNNING_HEADER_LINES = 8;

/**
 * The lines at the top of a page that go on with an unruled table of the page before, in its
 * columns: a table ending with a row or two on the next page, too few to be found as a table of
 * their own. A row starts in the table's first column and holds a figure; a single run under it
 * that starts where a column does continues its cell. Stops at the first line that does neither.
 */
export function continuationOf(layout: PageLayout, taken: readonly Box[], previous: Table, underHeadings = false): Table | null {
  if (previous.ruled) return null;
  const starts = previous.columnEdges.slice(0, -1);
  const end = previous.columnEdges.at(-1)!;
  const columnOf = (segment: Segment) => {
    const middle = (segment.box.x0 + segment.box.x1) / 2;
    const at = starts.findLastIndex((x) => x <= middle);
    return at < 0 || middle > end + 12 ? -1 : at;
  };
  const rows: string[][] = [];
  const lines: VisualRow[] = [];
  // Where the cells of the last row begun on this page start: this page may set the columns a
  // few points off the page before's, and a wrapped cell starts where its row's cell does.
  let rowStarts: { x: number; column: number }[] = [];
  const free = layout.rows.filter((row) => !taken.some((box) => insideBox(box, row.box)));
  // With `underHeadings`, the rows go on under the table's headings repeated near the top (each
  // run part of a heading's cell), whatever running header stands above; none without them.
  const headings = previous.rows.slice(0, previous.headerRows).flat().map((cell) => cell.trim()).filter((cell) => cell !== "");
  const repeatsHeadings = (line: VisualRow) => line.segments.length >= 2 && line.segments.every((seg) => headings.some((cell) => cell.includes(seg.text.trim())));
  const headingAt = underHeadings ? free.slice(0, MAX_RUNNING_HEADER_LINES).findLastIndex(repeatsHeadings) : -1;
  if (underHeadings && headingAt < 0) return null;
  if (headingAt >= 0) lines.push(...free.slice(headingAt, headingAt + 1));
  for (const line of free.slice(headingAt + 1)) {
    const first = line.segments[0]!;
    const startsRow = line.segments.length >= 2 && Math.abs(first.box.x0 - starts[0]!) < 4 && hasFigures(line) && line.segments.every((seg) => columnOf(seg) >= 0);
    const wrapped = line.segments.length === 1 && rows.length > 0 ? (rowStarts.find(({ x }) => Math.abs(x - first.box.x0) < 4)?.column ?? starts.findIndex((x) => Math.abs(x - first.box.x0) < 4)) : -1;
    if (startsRow) {
      const cells = starts.map(() => "");
      for (const seg of line.segments) cells[columnOf(seg)] = joinWrapped(cells[columnOf(seg)]!, seg.text);
      rows.push(cells);
      rowStarts = line.segments.map((seg) => ({ x: seg.box.x0, column: columnOf(seg) }));
    } else if (wrapped >= 0) {
      rows.at(-1)![wrapped] = joinWrapped(rows.at(-1)![wrapped]!, first.text);
    } else if (rows.length > 0 || lines.length >= 2) break;
    else {
      // A running header over the continued table ("Bank – account 123").
      lines.push(line);
      continue;
    }
    lines.push(line);
  }
  if (rows.length === 0) return null;
  const box = unionBox(lines.map((r) => r.box));
  return { pages: [layout.page], ruled: false, headerRows: 0, rows, merges: [], columnEdges: previous.columnEdges, firstBox: box, lastBox: box };
}

function insideBox(box: Box, inner: Box): boolean {
  const y = (inner.y0 + inner.y1) / 2;
  return y >= box.y0 && y <= box.y1 && inner.x1 > box.x0 && inner.x0 < box.x1;
}

function lineHeight(row: VisualRow): number {
  return row.box.y1 - row.box.y0;
}

/**
 * Runs of lines with two or more separated runs of text, near each other; lines with one run
 * are kept inside a run when they are not paragraph-wide and more aligned lines follow.
 */
function tableBlocks(rows: readonly VisualRow[], horizontal: readonly Line[]): VisualRow[][] {
  const blocks: VisualRow[][] = [];
  let current: VisualRow[] = [];
  let pending: VisualRow[] = [];
  const close = () => {
    for (const part of splitAtWideGaps(current).flatMap(splitAtNewHeadings)) {
      if (part.filter((r) => r.segments.length >= 2).length >= MIN_TABLE_LINES) blocks.push(part);
    }
    current = [];
    pending = [];
  };
  for (const row of rows) {
    const previous = pending.at(-1) ?? current.at(-1);
    const near = previous !== undefined && row.box.y0 - previous.box.y1 < 3.5 * Math.max(lineHeight(previous), lineHeight(row));
    if (current.length > 0 && (!near || (previous !== undefined && opensNewTable(horizontal, current, previous, row)))) {
      current.push(...trailingContinuations(current, pending));
      close();
    }
    // A line of three column headings or more, no figure among them, under lines with figures
    // and no headings (a summary box's) heads a table of its own, however its runs happen to line
    // up above. Under a table's own headings, it is theirs repeated (a section's).
    const opensHeadings = row.segments.length >= 3 && !hasFigures(row) && headingRuns(row) >= 3 && current.some((r) => r.segments.length >= 2 && hasFigures(r)) && !current.some((r) => headingRuns(r) >= 2);
    if (row.segments.length >= 2 && (opensHeadings || !alignsWith(current, row))) {
      current.push(...trailingContinuations(current, pending));
      close();
    }
    if (row.segments.length >= 2) {
      current.push(...pending, row);
      pending = [];
    } else if (current.length > 0) {
      const width = unionBox(current.map((r) => r.box));
      // A wide line that starts where a later column of the block's lines with figures starts
      // is that column's text wrapped (a long transfer text over three lines), not a paragraph.
      const innerStarts = current.filter((r) => r.segments.length >= 2 && hasFigures(r)).flatMap((r) => r.segments.slice(1).map((s) => s.box.x0));
      const wrappedCell = innerStarts.some((x) => Math.abs(x - row.box.x0) < 3) && row.box.x0 > width.x0 + 20;
      // A long line in the first column that stops short of the figures' columns is that
      // column's text going on (each booking's details under it), not a paragraph across the page.
      const inFirstColumn = innerStarts.length > 0 && Math.abs(row.box.x0 - width.x0) < 3 && row.box.x1 < Math.min(...innerStarts) - 3;
      const wide = row.box.x1 - row.box.x0 > 0.6 * (width.x1 - width.x0) && !wrappedCell && !inFirstColumn;
      if (wide || pending.length >= 4) {
        current.push(...trailingContinuations(current, pending));
        close();
      } else {
        pending.push(row);
      }
    }
  }
  current.push(...trailingContinuations(current, pending));
  close();
  return blocks;
}

const hasFigures = (row: VisualRow) => row.segments.some((s) => looksNumeric(s.text));

/**
 * A block split where the space between two lines is well over its usual spacing and a heading
 * without figures, over lines with figures, starts after it: the account details or letterhead
 * above a statement's bookings are not part of the bookings' table.
 */
function splitAtWideGaps(block: readonly VisualRow[]): VisualRow[][] {
  if (block.length < 4) return [[...block]];
  const gaps = block.slice(1).map((row, i) => row.box.y0 - block[i]!.box.y1);
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  const parts: VisualRow[][] = [[block[0]!]];
  gaps.forEach((gap, i) => {
    const below = block[i + 1]!;
    const wide = gap > Math.max(2.5 * usual, usual + 1.2 * lineHeight(below));
    if (wide && !hasFigures(below) && block.slice(i + 2).some(hasFigures)) parts.push([]);
    parts.at(-1)!.push(below);
  });
  return parts;
}

const edgesOf = (rows: readonly VisualRow[]) => rows.flatMap((r) => r.segments.flatMap((s) => [s.box.x0, s.box.x1]));

/** Share of a line's runs that start or end within `tolerance` of one of `edges`. */
function fit(row: VisualRow, edges: readonly number[], tolerance = 4): number {
  return row.segments.filter((s) => edges.some((e) => Math.abs(e - s.box.x0) < tolerance || Math.abs(e - s.box.x1) < tolerance)).length / row.segments.length;
}

/**
 * A block split before a heading line (runs without figures) whose columns the lines with
 * figures under it follow and the lines with figures above it do not: an account's details set
 * in two columns just above its bookings are another table, however close.
 */
function splitAtNewHeadings(block: VisualRow[]): VisualRow[][] {
  for (let h = 2; h < block.length - 2; h++) {
    const heading = block[h]!;
    if (heading.segments.length < 2 || hasFigures(heading)) continue;
    const above = block.slice(0, h).filter((r) => r.segments.length >= 2 && hasFigures(r));
    // The first lines with figures under it, past the heading's own further lines ("Amounts" over
    // "deducted from" over "your account ($)"); a column none of them fills (money added, where the
    // first bookings are all money out) leaves one heading over no figure yet.
    const below = block.slice(h + 1, h + 10).filter((r) => r.segments.length >= 2 && hasFigures(r)).slice(0, 5);
    if (above.length === 0 || below.length < 2) continue;
    const headingEdges = edgesOf([heading]);
    const aboveEdges = edgesOf(above);
    const followsHeading = below.filter((r) => fit(r, headingEdges) === 1).length;
    const followsAbove = below.filter((r) => fit(r, aboveEdges) === 1).length;
    const overFigures = heading.segments.length - Math.round(fit(heading, edgesOf(below)) * heading.segments.length);
    if (overFigures <= (heading.segments.length >= 4 ? 1 : 0) && followsHeading === below.length && followsAbove < below.length / 2) {
      return [block.slice(0, h), ...splitAtNewHeadings(block.slice(h))];
    }
  }
  return [block];
}

/**
 * Whether a line's runs start or end where runs of the block's aligned lines do: a footer of
 * address columns under an item table does not, and starts a block of its own.
 */
function alignsWith(block: readonly VisualRow[], row: VisualRow): boolean {
  // Only lines with figures set the columns; headings above them are centred or wrapped anyhow.
  const aligned = block.filter((r) => r.segments.length >= 2 && hasFigures(r));
  if (aligned.length < 2) return true;
  return fit(row, edgesOf(aligned), 3) >= 0.5;
}

/**
 * A rule drawn between two lines that reaches well beyond the lines above it is the top of
 * another table; rules in pieces with a wide gap between them, under some of the runs above, are
 * group headings underlined ("FECHA" over "OPER" and "LIQ", "SALDO" over two balances).
 */
function opensNewTable(horizontal: readonly Line[], block: readonly VisualRow[], above: VisualRow, below: VisualRow): boolean {
  // A line of headings alone, with the line of figures under it in its columns: the rule is the
  // headings' underline, however far the figures under the last heading reach.
  if (block.length === 1 && above.segments.length >= 3 && !hasFigures(above) && hasFigures(below) && fit(below, edgesOf([above])) >= 0.5) return false;
  const extent = unionBox(block.map((r) => r.box));
  const between = horizontal.filter((h) => h.at > above.box.y1 - 1 && h.at < below.box.y0 + 1);
  return between.some((h) => {
    if (!(h.from < extent.x0 - 20 || h.to > extent.x1 + 20)) return false;
    const pieces = between.filter((o) => Math.abs(o.at - h.at) < 0.5).sort((a, b) => a.from - b.from);
    const width = Math.max(...pieces.map((o) => o.to)) - Math.min(...pieces.map((o) => o.from));
    const gaps = pieces.slice(1).map((o, i) => ({ from: pieces[i]!.to, to: o.from })).filter((g) => g.to - g.from > width / 4);
    const underGroups = gaps.length > 0 && above.segments.some((s) => gaps.some((g) => s.box.x0 >= g.from && s.box.x1 <= g.to));
    return !underGroups;
  });
}

/**
 * Single lines after the last aligned line that start where a column of the block starts (a
 * wrapped cell), or where the single lines inside the block start (a booking's text indented
 * under its date, the last row's as every other row's), no more of the latter than a row inside
 * the block carries.
 */
function trailingContinuations(block: readonly VisualRow[], pending: readonly VisualRow[]): VisualRow[] {
  const starts = block.flatMap((r) => (r.segments.length >= 2 ? r.segments.map((s) => s.box.x0) : []));
  const inner = innerSingleLines(block);
  const out: VisualRow[] = [];
  let indented = 0;
  for (const row of pending) {
    if (starts.some((x) => Math.abs(x - row.box.x0) < 3)) {
      out.push(row);
      continue;
    }
    if (indented >= inner.most || !inner.starts.some((x) => Math.abs(x - row.box.x0) < 3)) break;
    indented++;
    out.push(row);
  }
  return out;
}

/** Where the single-run lines between the block's aligned lines start, and the most of them under one aligned line. */
function innerSingleLines(block: readonly VisualRow[]): { starts: number[]; most: number } {
  const starts: number[] = [];
  let most = 0;
  let run = 0;
  for (const row of block) {
    if (row.segments.length >= 2) {
      run = 0;
      continue;
    }
    starts.push(row.box.x0);
    most = Math.max(most, ++run);
  }
  return { starts, most };
}

interface Column {
  x0: number;
  x1: number;
}

/** Column ranges: the union of the body runs' extents, split where no body run covers. */
function columnsOf(lines: readonly VisualRow[]): Column[] {
  const withFigures = lines.filter((r) => r.segments.length >= 2 && r.segments.some((s) => looksNumeric(s.text)));
  const candidates = withFigures.length >= 2 ? withFigures : lines.filter((r) => r.segments.length >= 2);
  // Lines with fewer runs than the body's (a totals box under the items, its wide labels
  // reaching over two columns) would blur the columns: the columns come from the lines with the
  // most runs that at least a quarter of the lines (and two) have.
  // Without figures (text that may only line up by chance), the median line's runs.
  const counts = candidates.map((r) => r.segments.length).sort((a, b) => b - a);
  const full =
    withFigures.length >= 2
      ? (counts.find((count) => {
          const lines = counts.filter((c) => c >= count).length;
          return lines >= 2 && lines >= counts.length / 4;
        }) ?? 2)
      : (counts[Math.floor((counts.length - 1) / 2)] ?? 2);
  const source = candidates.filter((r) => r.segments.length >= full);
  const spans = source.flatMap((r) => r.segments.map((s) => ({ x0: s.box.x0, x1: s.box.x1 }))).sort((a, b) => a.x0 - b.x0);
  const columns: Column[] = [];
  for (const span of spans) {
    const last = columns.at(-1);
    if (last && span.x0 <= last.x1 + 1) last.x1 = Math.max(last.x1, span.x1);
    else columns.push({ ...span });
  }
  return columns;
}

/** The columns a run of text covers: all it overlaps, or the nearest when it sits in a gap. */
function columnsCovered(segment: Segment, columns: readonly Column[]): number[] {
  const overlap = (c: Column) => Math.min(c.x1, segment.box.x1) - Math.max(c.x0, segment.box.x0);
  const overlapping = columns.flatMap((c, i) => (overlap(c) > 1 ? [i] : []));
  if (overlapping.length > 1) {
    // A wide heading set flush with its column's edge ("Withdrawals" right-aligned over the
    // figures) that reaches a little into the column beside it is that column's alone.
    const width = segment.box.x1 - segment.box.x0;
    const flush = overlapping.filter((i) => Math.abs(columns[i]!.x1 - segment.box.x1) < 3 || Math.abs(columns[i]!.x0 - segment.box.x0) < 3);
    if (flush.length === 1 && overlapping.every((i) => i === flush[0] || overlap(columns[i]!) < 0.4 * width)) return flush;
  }
  if (overlapping.length > 0) return overlapping;
  const middle = (segment.box.x0 + segment.box.x1) / 2;
  let best = 0;
  columns.forEach((c, i) => {
    const distance = Math.min(Math.abs(middle - c.x0), Math.abs(middle - c.x1));
    const bestDistance = Math.min(Math.abs(middle - columns[best]!.x0), Math.abs(middle - columns[best]!.x1));
    if (distance < bestDistance) best = i;
  });
  return [best];
}

/**
 * The columns a heading over other headings stands for: a group heading ("Capital" over
 * "Medical & Public Health" and "Family Welfare") is centred over the columns it groups, so
 * when its middle is much nearer the middle of two or three neighbouring columns than of the one
 * it overlaps, and the line below has a heading in each of them, it covers them.
 */
function groupHeadingColumns(segment: Segment, columns: readonly Column[], below: VisualRow): number[] {
  const covered = columnsCovered(segment, columns);
  if (covered.length > 1) return covered;
  const middle = (segment.box.x0 + segment.box.x1) / 2;
  const own = covered[0]!;
  const centre = (from: number, to: number) => (columns[from]!.x0 + columns[to]!.x1) / 2;
  const headed = new Set(below.segments.flatMap((s) => columnsCovered(s, columns)));
  let best = { from: own, to: own, distance: Math.abs(middle - centre(own, own)) };
  // Centred on its own column: its own heading.
  if (best.distance <= 4) return covered;
  for (let from = Math.max(0, own - 2); from <= own; from++) {
    for (let to = Math.max(own, from + 1); to <= Math.min(columns.length - 1, from + 2); to++) {
      const distance = Math.abs(middle - centre(from, to));
      const allHeaded = Array.from({ length: to - from + 1 }, (_, i) => from + i).every((c) => headed.has(c));
      if (allHeaded && distance < best.distance / 2) best = { from, to, distance };
    }
  }
  return Array.from({ length: best.to - best.from + 1 }, (_, i) => best.from + i);
}

function ruledBetween(horizontal: readonly Line[], above: VisualRow, below: VisualRow): boolean {
  const x0 = Math.max(above.box.x0, below.box.x0);
  const x1 = Math.min(above.box.x1, below.box.x1);
  const middle = x1 > x0 ? (x0 + x1) / 2 : (below.box.x0 + below.box.x1) / 2;
  return horizontal.some((h) => h.at > above.box.y1 - 1 && h.at < below.box.y0 + 1 && h.from <= middle && h.to >= middle);
}

/** A heading over a column that holds no figures on this page still names a column of its own. */
function addHeadingColumns(columns: Column[], headings: readonly VisualRow[]): Column[] {
  const out = [...columns];
  for (const s of headings.flatMap((line) => line.segments)) {
    if (out.some((c) => Math.min(c.x1, s.box.x1) - Math.max(c.x0, s.box.x0) > 1)) continue;
    out.push({ x0: s.box.x0, x1: s.box.x1 });
    out.sort((a, b) => a.x0 - b.x0);
  }
  return out;
}

const ROLE_WORDS = headingPatterns();
/** How many of a line's runs are column headings' words (of any role). */
const headingRuns = (line: VisualRow) => line.segments.filter((s) => ROLE_WORDS.some((p) => p.strong.test(s.text))).length;

/**
 * The lines from the column headings on: lines above the first line whose runs name two roles or
 * more ("Date | Description | Withdrawal | Balance"), set apart from it by more than a line's
 * spacing, are the page's running header and the account's caption, not a heading of the
 * table's (a page number there would make a column of its own); a heading's lines wrapped over
 * two lines stand close and stay.
 */
function beforeHeadings(lines: readonly VisualRow[]): readonly VisualRow[] {
  const figuresAt = withFiguresAt(lines);
  const named = lines.slice(0, Math.max(0, figuresAt)).findIndex((line) => headingRuns(line) >= 2);
  let from = 0;
  for (let k = 0; k < named; k++) {
    if (lines[k + 1]!.box.y0 - lines[k]!.box.y0 > 1.5 * Math.max(lineHeight(lines[k]!), lineHeight(lines[k + 1]!))) from = k + 1;
  }
  return from > 0 ? lines.slice(from) : lines;
}

const withFiguresAt = (lines: readonly VisualRow[]) => lines.findIndex((r) => r.segments.length >= 2 && r.segments.some((s) => looksNumeric(s.text)));
const MAX_HEADING_LINES = 5;

function blockTable(page: number, blockLines: readonly VisualRow[], horizontal: readonly Line[]): Table | null {
  // More lines than a heading takes above the first line with figures are text before the table.
  const figuresAt = withFiguresAt(blockLines);
  const lines = beforeHeadings(figuresAt > MAX_HEADING_LINES ? blockLines.slice(figuresAt - MAX_HEADING_LINES) : blockLines);
  let columns = columnsOf(lines);
  if (columns.length < 2) return null;
  const firstFigures = withFiguresAt(lines);
  // Heading lines: above the first line with figures, each separated run assigned to its columns.
  let headingLines = firstFigures > 0 ? lines.slice(0, firstFigures) : [];
  // A day's heading over the first bookings is body, not a column's heading.
  const firstDay = headingLines.findIndex((line) => line.segments.length === 1 && dayHeading(line.segments[0]!.text) !== null);
  if (firstDay >= 0) headingLines = headingLines.slice(0, firstDay);
  // A rule drawn under the headings ends them: what follows it is body (a section label).
  const ruledAfter = headingLines.findIndex((line, i) => i + 1 < lines.length && ruledBetween(horizontal, line, lines[i + 1]!));
  if (ruledAfter >= 0) headingLines = headingLines.slice(0, ruledAfter + 1);
  const rows: string[][] = [];
  const merges: CellMerge[] = [];
  const blank = () => columns.map(() => "");
  // A first line that runs over most columns is the table's caption, not a heading.
  columns = addHeadingColumns(columns, headingLines.filter((line) => line.segments.length >= 2));
  const captioned = headingLines.length > 0 && headingLines[0]!.segments.some((s) => columnsCovered(s, columns).length > columns.length / 2);
  // A line that names a section of the bookings ("Deposits", "Withdrawals") heads no column.
  const headings = (captioned ? headingLines.slice(1) : headingLines).filter((line) => !namesSection(line));
  if (headings.length > 0) {
    // Runs over several columns (a group heading) get a row of their own above; the rest are
    // each column's heading, its wrapped lines joined.
    const perColumn: TextPiece[][] = columns.map(() => []);
    headings.forEach((line, lineIndex) => {
      const row = blank();
      const next = headings[lineIndex + 1];
      for (const s of line.segments) {
        const covered = next ? groupHeadingColumns(s, columns, next) : columnsCovered(s, columns);
        if (covered.length === 1) perColumn[covered[0]!]!.push(...s.pieces);
        else {
          // Two group headings that reach into the same column become one cell.
          const from = covered[0]!;
          const to = covered.at(-1)!;
          const overlapping = merges.find((m) => m.row === rows.length && m.column <= to && m.column + m.columnSpan - 1 >= from);
          if (overlapping) {
            const start = Math.min(overlapping.column, from);
            const end = Math.max(overlapping.column + overlapping.columnSpan - 1, to);
            const text = joinWrapped(row[overlapping.column]!, s.text);
            row[overlapping.column] = "";
            row[start] = text;
            merges.splice(merges.indexOf(overlapping), 1, { row: rows.length, column: start, rowSpan: 1, columnSpan: end - start + 1 });
          } else {
            row[from] = joinWrapped(row[from]!, s.text);
            merges.push({ row: rows.length, column: from, rowSpan: 1, columnSpan: to - from + 1 });
          }
        }
      }
      if (row.some((cell) => cell !== "")) rows.push(row);
    });
    const joined = perColumn.map((pieces) => cellText(pieces));
    if (joined.some((cell) => cell !== "")) rows.push(joined);
  }
  const headerRows = rows.length;
  const body = lines.slice(headingLines.length);
  let previous: VisualRow | null = null;
  // Lines of text that lead the row below them (the other party printed above the booking's line).
  let leading: string[] | null = null;
  for (const [i, line] of body.entries()) {
    const cells = blank();
    for (const s of line.segments) {
      const covered = columnsCovered(s, columns);
      cells[covered[0]!] = joinWrapped(cells[covered[0]!]!, s.text);
    }
    const filled = cells.filter((cell) => cell !== "").length;
    const last = rows.at(-1);
    const c = cells.findIndex((cell) => cell !== "");
    // A day's heading over its bookings (a weekday and a date alone on a line) is a row of its
    // own: it neither goes on with the booking above nor leads the one below.
    if (filled === 1 && dayHeading(cells[c]!) !== null) {
      if (leading !== null) rows.push(leading);
      leading = null;
      rows.push(cells);
      previous = line;
      continue;
    }
    if (filled === 1 && !looksNumeric(cells[c]!) && (leading !== null || leadsRowBelow(body, i, previous, horizontal))) {
      leading ??= blank();
      leading[c] = joinWrapped(leading[c]!, cells[c]!);
      previous = line;
      continue;
    }
    if (leading !== null) {
      for (const [k, text] of leading.entries()) if (text !== "") cells[k] = cells[k] === "" ? text : joinWrapped(text, cells[k]!);
      leading = null;
      rows.push(cells);
      previous = line;
      continue;
    }
    // A line naming a section of the bookings starts the section, and words under a figure or a
    // date do not go on with it (a caption under the table's last row): neither continues a cell.
    // (Set where a later column starts, such a line is that column's wrapped text all the same.)
    const section = namesSection(line) && !(c > 0 && Math.abs(line.segments[0]!.box.x0 - columns[c]!.x0) < 3);
    const afterDay = last !== undefined && dayHeading(last.filter((cell) => cell !== "").join(" ")) !== null;
    const continues = filled === 1 && previous !== null && rows.length > headerRows && last !== undefined && !afterDay && !ruledBetween(horizontal, previous, line) && !section && !(looksNumeric(last[c]!) && !looksNumeric(cells[c]!));
    if (continues) {
      last[c] = joinWrapped(last[c]!, cells[c]!);
    } else {
      rows.push(cells);
    }
    previous = line;
  }
  if (rows.length - headerRows < 2 || isList(rows.slice(headerRows)) || isProse(rows.slice(headerRows)) || isSparse(rows)) return null;
  const box = unionBox(lines.map((r) => r.box));
  return {
    pages: [page],
    ruled: false,
    headerRows: headerRows > 0 ? headerRows : countHeaderRows(rows),
    rows,
    merges,
    columnEdges: [...columns.map((c) => c.x0), columns.at(-1)!.x1],
    firstBox: box,
    lastBox: box,
  };
}

/**
 * Whether a line of text alone (and the lines of text alone under it) leads the row with figures
 * below it rather than going on with the row above: the layout sets it apart from the row above
 * and close to the one below, by a gap above it well over the gaps down to that row, or by a rule
 * drawn above it and none down to that row. Without such evidence it is the row above's. Right
 * under the headings there is no row above to tell it from: the first line of a page may be the
 * last line of the page before's last booking.
 */
function leadsRowBelow(body: readonly VisualRow[], at: number, above: VisualRow | null, horizontal: readonly Line[]): boolean {
  if (above === null) return false;
  let end = at;
  while (end < body.length && body[end]!.segments.length === 1 && !hasFigures(body[end]!)) end++;
  // The line itself must be text alone on the page, not only in the table's cells ("Tax: 0.2%"
  // set in one column is two runs with a figure): otherwise it would be measured against itself.
  if (end === at) return false;
  const below = body[end];
  if (below === undefined || below.segments.length < 2 || !hasFigures(below)) return false;
  const group = body.slice(at, end + 1);
  const gapAbove = group[0]!.box.y0 - above.box.y1;
  const gapsDown = group.slice(1).map((row, k) => row.box.y0 - group[k]!.box.y1);
  const widest = Math.max(...gapsDown);
  const height = lineHeight(group[0]!);
  if (gapAbove >= 1.5 * widest && gapAbove - widest >= 0.3 * height) return true;
  return ruledBetween(horizontal, above, group[0]!) && !group.slice(1).some((row, k) => ruledBetween(horizontal, group[k]!, row));
}

const namesSection = (line: VisualRow) => line.segments.length === 1 && sectionSide(line.segments[0]!.text) !== null;

/** A numbered or bulleted list lines up like two columns but is not a table. */
function isList(rows: readonly (readonly string[])[]): boolean {
  return rows.every((row) => /^(?:\d{1,3}[.)]|[a-z][.)]|[•▪◦\-–*])$/u.test(row[0] ?? ""));
}

/** Text set in columns (a two-column page) aligns too; in a table at least one column holds short cells. */
function isProse(rows: readonly (readonly string[])[]): boolean {
  const width = rows[0]?.length ?? 0;
  return Array.from({ length: width }, (_, c) => {
    const lengths = rows.map((row) => row[c] ?? "").filter((cell) => cell !== "").map((cell) => cell.length).sort((a, b) => a - b);
    return lengths.length === 0 || lengths[Math.floor(lengths.length / 2)]! > 30;
  }).every(Boolean);
}

/**
 * Justified text with wide word spaces splits into runs that line up by chance: the grid they
 * make is mostly empty, while a table's rows fill most of its columns.
 */
function isSparse(rows: readonly (readonly string[])[]): boolean {
  const cells = rows.flat();
  return cells.filter((cell) => cell !== "").length < 0.45 * cells.length;
}
