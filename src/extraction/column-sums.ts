import type { LabelledValues } from "./labelled-values.ts";
import type { Segment, VisualRow } from "./page-layout.ts";

/**
 * A totals table printed as columns ("Warenwert … Nettobetrag  MwSt-Betrag … Endbetrag" over one
 * row per tax rate and a last row of the columns' sums): the figure of the sums row under each
 * heading the labels name. Only a last row that is the sum of the rows above it is taken, so a
 * column of per-rate figures never passes for the invoice's total.
 */
export function columnSums(doc: LabelledValues, labels: readonly RegExp[], parse: (text: string) => number | null): number[] {
  const out: number[] = [];
  for (const label of labels) {
    for (const hit of doc.hits(label)) {
      // A heading among headings: the label alone in its run, on a line of at least three runs.
      if (hit.rest !== "" || hit.row.segments.length < 3) continue;
      const rows = doc.layouts.find((l) => l.page === hit.page)!.rows;
      const figures: number[] = [];
      let previous: VisualRow = hit.row;
      for (let r = hit.rowIndex + 1; r < rows.length; r++) {
        const row = rows[r]!;
        const height = previous.box.y1 - previous.box.y0;
        if (row.box.y0 - previous.box.y1 > 1.5 * height) break;
        const cell = cellUnder(row, hit.segment);
        const value = cell ? parse(cell.text) : null;
        if (value === null) break;
        figures.push(value);
        previous = row;
      }
      if (figures.length < 2) continue;
      const last = figures[figures.length - 1]!;
      const sum = figures.slice(0, -1).reduce((s, v) => s + v, 0);
      if (Math.abs(sum - last) < 0.011 && !out.includes(last)) out.push(last);
    }
  }
  return out;
}

/** The run of a row that overlaps the heading most, figures being set flush right or centred under it. */
function cellUnder(row: VisualRow, heading: Segment): Segment | null {
  let best: Segment | null = null;
  let bestOverlap = 0;
  for (const seg of row.segments) {
    const overlap = Math.min(seg.box.x1, heading.box.x1 + 10) - Math.max(seg.box.x0, heading.box.x0 - 10);
    if (overlap > bestOverlap) {
      best = seg;
      bestOverlap = overlap;
    }
  }
  return best;
}
