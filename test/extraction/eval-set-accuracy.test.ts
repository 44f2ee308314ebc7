import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ExtractKind } from "../../src/extraction/extract-schemas.ts";
import { extractFile, percent, scoreFields, sumScores, topCounts, type FieldScore } from "./accuracy.ts";
import { makeInvoice } from "./eval-set/invoices.ts";
import { makeStatement } from "./eval-set/statements.ts";
import { writeEvalSet, type EvalDocument, type EvalSet, type Part } from "./eval-set/generate.ts";

/**
 * Accuracy of the local engine on our own evaluation set: invoices and statements
 * written by eval-set/generate.ts in twelve countries' conventions, which the rules were not
 * fitted to. The set is split by document index: EVEN indexes are the "development" part (the
 * rules may be developed on it), ODD indexes the "measured" part (only measured, never used to
 * tune the rules). Both parts' figures are printed (run with --test-reporter=spec); the test
 * fails when the measured part falls below the figures recorded here.
 */

/**
 * The measured part as the engine reads it now (invoices 4350/4361 fields, statements
 * 3754/3800; when the set was added, before the column headings of Spanish, Italian, Portuguese
 * and Dutch were known: 2937/4395 and 1407/3801), rounded down to one decimal; a regression
 * below these fails. (The set changed once since: label and value columns are now set past
 * their widest entry, and a booking's description too long for its column wraps, where long
 * text used to run into the column beside it.)
 * Raise them as the engine improves. Rows dropped in the measured part may not grow either.
 */
const measuredFloors = { invoice: 99.7, statement: 98.7 };
const measuredDroppedRows = { invoice: 0, statement: 0 };

const kinds = { invoice: "Invoice", statement: "BankStatement" } as const satisfies Record<string, ExtractKind>;
type Kind = keyof typeof kinds;

interface Result {
  readonly kind: Kind;
  readonly doc: EvalDocument<object>;
  readonly score: FieldScore;
  /** The document-level fields alone (no line items, tax lines or bookings). */
  readonly header: FieldScore;
}

const sum = (results: readonly Result[]) => sumScores(results.map((r) => r.score));

const truthRows = (doc: EvalDocument<object>) => Object.values(doc.truth).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0);

describe("extraction accuracy on our own evaluation set (local engine)", () => {
  let dir = "";
  let set: EvalSet;
  const results: Result[] = [];

  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "doctools-eval-set-"));
    set = writeEvalSet(dir);
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function run(kind: Kind, doc: EvalDocument<object>): Promise<FieldScore> {
    const got = (await extractFile(doc.file, kinds[kind])) as unknown as Record<string, unknown>;
    const truth = doc.truth as Record<string, unknown>;
    const score = scoreFields(truth, got);
    const header = scoreFields(Object.fromEntries(Object.entries(truth).filter(([, v]) => !Array.isArray(v))), got);
    results.push({ kind, doc, score, header });
    return score;
  }

  it("writes at least 60 invoices and 30 statements in at least ten countries, with both parts in every country", () => {
    assert.ok(set.invoices.length >= 60 && set.statements.length >= 30);
    for (const docs of [set.invoices, set.statements]) {
      const countries = new Set(docs.map((d) => d.country));
      assert.ok(countries.size >= 10, `${countries.size} countries`);
      for (const country of countries) assert.deepEqual(new Set(docs.filter((d) => d.country === country).map((d) => d.part)), new Set<Part>(["development", "measured"]), country);
    }
    assert.ok(set.invoices.some((d) => Number(d.layout.pages) > 1 && d.layout.repeatHeadings === false), "an invoice table continues without repeated headings");
    assert.ok(set.statements.some((d) => Number(d.layout.pages) > 1 && d.layout.repeatHeadings === false), "a statement table continues without repeated headings");
  });

  it("writes the same set on every run", () => {
    for (const i of [3, 30]) {
      assert.deepEqual(makeInvoice(i).bytes, makeInvoice(i).bytes, `invoice ${i}`);
      assert.deepEqual(makeStatement(i).bytes, makeStatement(i).bytes, `statement ${i}`);
    }
  });

  it("the true figures add up (subtotal + tax = total; opening + bookings = closing)", () => {
    for (const { truth } of set.invoices) {
      const items = truth.lineItems.reduce((s, l) => s + l.amount!, 0);
      assert.ok(Math.abs(items - truth.subtotal!) < 0.005 && Math.abs(truth.subtotal! + truth.totalTax! - truth.total!) < 0.005, truth.invoiceNumber!);
    }
    for (const { truth } of set.statements) {
      const moved = truth.transactions.reduce((s, t) => s + t.amount!, 0);
      assert.ok(Math.abs(truth.openingBalance! + moved - truth.closingBalance!) < 0.005, truth.accountNumber!);
    }
  });

  it("reads every invoice", async (t) => {
    for (const doc of set.invoices) {
      const score = await run("invoice", doc);
      t.diagnostic(`${path.basename(doc.file)} (${doc.part}): ${percent(score)}% of ${score.total}`);
    }
  });

  it("reads every statement", async (t) => {
    for (const doc of set.statements) {
      const score = await run("statement", doc);
      t.diagnostic(`${path.basename(doc.file)} (${doc.part}): ${percent(score)}% of ${score.total}`);
    }
  });

  it("reports both parts and holds the measured part's floors", (t) => {
    t.diagnostic("split: even document index = development part (rules may be developed on it); odd index = measured part (only measured)");
    const figures: Record<string, number> = {};
    const dropped: Record<string, number> = {};
    for (const part of ["development", "measured"] as const) {
      for (const kind of ["invoice", "statement"] as const) {
        const these = results.filter((r) => r.kind === kind && r.doc.part === part);
        const s = sum(these);
        figures[`${part} ${kind}`] = percent(s);
        dropped[`${part} ${kind}`] = s.dropped;
        const rows = these.reduce((n, r) => n + truthRows(r.doc), 0);
        const h = sum(these.map((r) => ({ ...r, score: r.header })));
        t.diagnostic(`${part} ${kind}s (${these.length}): ${percent(s)}% (${s.right}/${s.total}) of fields right (document-level fields ${percent(h)}% of ${h.total}); ${s.dropped} of ${rows} rows dropped, ${s.extra} extra rows`);
      }
    }
    for (const kind of ["invoice", "statement"] as const) {
      const misses = results.filter((r) => r.kind === kind);
      t.diagnostic(`commonest ${kind} misses, fields missed by field name: ${topCounts(misses.flatMap((r) => r.score.missedFields), 10)}`);
      const countries = [...new Set(misses.map((r) => r.doc.country))];
      const byCountry = countries.map((country) => ({ country, s: sum(misses.filter((r) => r.doc.country === country)) })).sort((a, b) => percent(a.s) - percent(b.s));
      t.diagnostic(`${kind} fields right by country (both parts): ${byCountry.map(({ country, s }) => `${country} ${percent(s)}% (${s.total - s.right} missed, ${s.dropped} rows dropped)`).join(", ")}`);
    }
    assert.ok(figures["measured invoice"]! >= measuredFloors.invoice, `measured invoices ${figures["measured invoice"]}% < floor ${measuredFloors.invoice}%`);
    assert.ok(figures["measured statement"]! >= measuredFloors.statement, `measured statements ${figures["measured statement"]}% < floor ${measuredFloors.statement}%`);
    for (const kind of ["invoice", "statement"] as const) assert.ok(dropped[`measured ${kind}`]! <= measuredDroppedRows[kind], `measured ${kind}s: ${dropped[`measured ${kind}`]} rows dropped, more than ${measuredDroppedRows[kind]}`);
  });
});
