import type { PageLayout, Segment, VisualRow } from "./page-layout.ts";

/**
 * Finding a value by its label the way a reader does: after the label in the same run of text
 * ("Invoice INV/2023/03/0008"), in the next run to its right on the same line ("Date:   Jan 1,
 * 2022"), or just below it ("Invoice Date:" over "03/20/2023").
 */

export interface LabelHit {
  readonly page: number;
  readonly rowIndex: number;
  readonly segmentIndex: number;
  readonly row: VisualRow;
  readonly segment: Segment;
  /** The text after the label in its own run. */
  readonly rest: string;
  readonly label: string;
}

export interface FindOptions {
  /** Search from the end of the document (totals are at the bottom of the last page). */
  readonly fromEnd?: boolean;
  /** Whether the value may be under the label; by default only for labels ending in a colon or in capitals. */
  readonly below?: boolean;
}

/** The run just under `segment` that starts at its left edge, on the next line: where a wrapped label goes on. */
function wrappedLine(rows: readonly VisualRow[], rowIndex: number, segment: Segment): Segment | null {
  const next = rows[rowIndex + 1];
  if (!next) return null;
  const height = segment.box.y1 - segment.box.y0;
  if (next.box.y0 - segment.box.y1 > 0.8 * height) return null;
  return next.segments.find((s) => Math.abs(s.box.x0 - segment.box.x0) < 3) ?? null;
}

/**
 * A label printed in two languages, the local one first and the other after a slash ("Số dư đầu
 * kỳ / Opening balance", "Tên khách hàng / Customer name: …"): the label the second half starts
 * with, and the text after it. The first half is words alone, no figure, so a booking's text or
 * a value with a slash in it is not taken for one.
 */
function secondLanguage(text: string, anchored: RegExp): { label: string; rest: string } | null {
  const slash = /^([^\d/:]{2,40}?)\s+\/\s+/u.exec(text);
  if (!slash || !/\p{L}{2}/u.test(slash[1]!)) return null;
  const after = text.slice(slash[0].length);
  const match = anchored.exec(after);
  return match ? { label: text.slice(0, slash[0].length + match[0].length).trim(), rest: after.slice(match[0].length).trim() } : null;
}

/**
 * A band of labels over their figures, as a summary is set ("Opening Balance | Total Money Out |
 * Total Money In | Closing Balance" over four amounts): three or more runs of words alone, and
 * under them as many runs, each a figure.
 */
function labelBand(labels: VisualRow, values: VisualRow): boolean {
  const n = labels.segments.length;
  return n >= 3 && values.segments.length === n && labels.segments.every((s) => /\p{L}{2}/u.test(s.text) && !/\d/u.test(s.text)) && values.segments.every((s) => /^[-−+(]?\s*(?:[A-Z]{3}\s*|[€$£¥₹₪]\s*)?\d[\d.,' \u00A0]*(?:\s*(?:[A-Z]{2,3}|[€$£]|CR|DR|Cr|Dr))?\)?$/u.test(s.text.trim()));
}

export class LabelledValues {
  readonly layouts: readonly PageLayout[];

  constructor(layouts: readonly PageLayout[]) {
    this.layouts = layouts;
  }

  /**
   * Every run that starts with the label, in reading order; also a label wrapped in a narrow
   * column ("Statement" over "period:"), found in a run and the one under it, the hit being the
   * upper run, beside which its value is written.
   */
  hits(label: RegExp): LabelHit[] {
    const anchored = new RegExp(`^(?:${label.source})(?![\\p{L}\\d])\\s*[:.#]?\\s*`, "iu");
    const out: LabelHit[] = [];
    for (const layout of this.layouts) {
      layout.rows.forEach((row, rowIndex) => {
        row.segments.forEach((segment, segmentIndex) => {
          const match = anchored.exec(segment.text);
          const under = /:\s*$/u.test(segment.text) ? null : wrappedLine(layout.rows, rowIndex, segment);
          const joined = under ? anchored.exec(`${segment.text} ${under.text}`) : null;
          const bilingual = match ? null : secondLanguage(segment.text, anchored);
          // A label that needs both lines, ending where the lower line does ("Titular de" over
          // "la cuenta:"), wins over the part of it the upper line holds.
          if (joined && joined[0].length > segment.text.length + 1 && joined[0].trim().length >= `${segment.text} ${under!.text}`.trim().length) {
            out.push({ page: layout.page, rowIndex, segmentIndex, row, segment, rest: "", label: joined[0].trim() });
          } else if (match) {
            out.push({ page: layout.page, rowIndex, segmentIndex, row, segment, rest: segment.text.slice(match[0].length).trim(), label: match[0].trim() });
          } else if (bilingual) {
            out.push({ page: layout.page, rowIndex, segmentIndex, row, segment, rest: bilingual.rest, label: bilingual.label });
          } else {
            // A label set in two or more runs on its line ("Rechnungskorrektur (384)" then "Nr.
            // RK21012345"; "Rechnungssumme" "ohne" "USt." each a run of its own): found across them
            // when it needs the later runs, its value the rest of the last one or, when the label
            // takes it whole, the runs after it.
            let text = segment.text;
            for (let k = segmentIndex + 1; k < Math.min(row.segments.length, segmentIndex + 4); k++) {
              const next = row.segments[k]!;
              if (next.box.x0 - row.segments[k - 1]!.box.x1 >= 30) break;
              text = `${text} ${next.text}`;
              const across = anchored.exec(text);
              if (!across || across[0].trim().length <= text.length - next.text.length) continue;
              const rest = text.slice(across[0].length).trim();
              // The first run keeps the hit when the value is in the last run; else the last run is where the label ends.
              const last = rest === "" && k > segmentIndex + 1 ? k : segmentIndex;
              out.push({ page: layout.page, rowIndex, segmentIndex: last, row, segment: row.segments[last]!, rest, label: across[0].trim() });
              break;
            }
          }
        });
      });
    }
    return out;
  }

  /** The first value a parser accepts next to any of the labels, tried in the order given. */
  find<T>(labels: readonly RegExp[], parse: (text: string) => T | null, options: FindOptions = {}): { value: T; hit: LabelHit } | null {
    for (const label of labels) {
      const hits = this.hits(label);
      if (options.fromEnd) hits.reverse();
      for (const hit of hits) {
        const value = this.valueAt(hit, parse, options);
        if (value !== null) return { value, hit };
      }
    }
    return null;
  }

  /** Every value a parser accepts next to any of the labels, in the order `find` tries them, each value once. */
  findAll<T>(labels: readonly RegExp[], parse: (text: string) => T | null, options: FindOptions = {}): T[] {
    const out: T[] = [];
    for (const label of labels) {
      const hits = this.hits(label);
      if (options.fromEnd) hits.reverse();
      for (const hit of hits) {
        const value = this.valueAt(hit, parse, options);
        if (value !== null && !out.includes(value)) out.push(value);
      }
    }
    return out;
  }

  valueAt<T>(hit: LabelHit, parse: (text: string) => T | null, options: FindOptions = {}): T | null {
    if (hit.rest !== "") {
      const same = parse(hit.rest);
      if (same !== null) return same;
    }
    // A currency set in its own run between a label and its figure ("Steuerbetrag in  EUR  1,18"),
    // or a colon set in a column of its own ("SALDO AKHIR  :  20.294.531,00"), is passed over.
    let at = hit.segmentIndex + 1;
    while (at < hit.row.segments.length - 1 && /^(?:in\s+|en\s+)?\(?(?:[A-Z]{3}|[€$£])\)?$|^(?:in|en)$|^[:：]$/u.test(hit.row.segments[at]!.text.trim())) at++;
    const right = hit.row.segments[at];
    // Beyond about a third of a page away the next run on the line belongs to another column.
    // A label and one value ending the line are a pair however far apart (a totals column set flush right).
    if (right && (right.box.x0 - hit.segment.box.x1 < 250 || at === hit.row.segments.length - 1)) {
      const value = parse(right.text);
      if (value !== null) return value;
      // The next run to the right is another label: the values are in the line below.
    }
    if (hit.rest === "") {
      const rows = this.layouts.find((l) => l.page === hit.page)!.rows;
      const height = hit.segment.box.y1 - hit.segment.box.y0;
      for (let r = hit.rowIndex + 1; r < rows.length && rows[r]!.box.y0 - hit.row.box.y1 < 2 * height; r++) {
        const under = rows[r]!.segments.find((s) => s.box.x0 < hit.segment.box.x1 + 2 && s.box.x1 > hit.segment.box.x0 - 2);
        if (!under) continue;
        // A label ending in a colon or in capitals may stand over its value; so may one set in
        // smaller type than the line under it, as forms print a caption over the value.
        const smaller = height < 0.9 * (under.box.y1 - under.box.y0);
        if (options.below ?? (/:\s*$/u.test(hit.label) || hit.label === hit.label.toUpperCase() || smaller || labelBand(hit.row, rows[r]!))) {
          const value = parse(under.text);
          if (value !== null) return value;
        }
        break;
      }
    }
    // Last, a label printed after its value ("3424979675  Konto-Nr."), as some layouts set a
    // column of values beside a column of their names; never for a label that ends in a colon.
    const left = hit.row.segments[hit.segmentIndex - 1];
    if (hit.rest === "" && !/:\s*$/u.test(hit.label) && left && hit.segment.box.x0 - left.box.x1 < 250) return parse(left.text);
    return null;
  }

  /**
   * The lines under a label that belong with it (an address under "Bill To:"): same left edge
   * give or take, no wide gap, at most `max` lines.
   */
  blockBelow(hit: LabelHit, max = 6): string[] {
    const rows = this.layouts.find((l) => l.page === hit.page)!.rows;
    const lines: string[] = hit.rest !== "" ? [hit.rest] : [];
    let previous = hit.row;
    for (let r = hit.rowIndex + 1; r < rows.length && lines.length < max; r++) {
      const row = rows[r]!;
      const height = previous.box.y1 - previous.box.y0;
      // A label set as a heading may stand a little apart from its block: the first line may be further off.
      if (row.box.y0 - previous.box.y1 > (previous === hit.row ? 2 : 1.2) * height) break;
      const under = row.segments.find((s) => Math.abs(s.box.x0 - hit.segment.box.x0) < 12);
      if (!under) {
        if (row.segments.some((s) => s.box.x0 < hit.segment.box.x0 + 12 && s.box.x1 > hit.segment.box.x0)) break;
        continue;
      }
      // A value set in its own column after a colon ("Nummer" then ": 549910", "Name:" then
      // "Lieferant GmbH") stays on its line: the line is a labelled detail of the party.
      const beside = row.segments[row.segments.indexOf(under) + 1];
      lines.push(beside && (/^:/u.test(beside.text) || /:\s*$/u.test(under.text)) && beside.box.x0 - under.box.x1 < 250 ? `${under.text} ${beside.text}` : under.text);
      previous = row;
    }
    return lines;
  }

  /** All text of the document, lines in reading order, runs separated by two spaces. */
  text(): string {
    return this.layouts.map((l) => l.rows.map((r) => r.segments.map((s) => s.text).join("  ")).join("\n")).join("\n\f");
  }
}
