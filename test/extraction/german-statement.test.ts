import { describe, it } from "node:test";
import assert from "node:assert/strict";
import * as mupdf from "mupdf";
import { findTables } from "../../src/extraction/document-tables.ts";
import { readPageLayout } from "../../src/extraction/page-layout.ts";
import { extractStatement } from "../../src/extraction/statement-rules.ts";
import { germanStatementTruth, makeGermanStatementPdf, type GermanBooking } from "./german-statement-pdf.ts";

function layoutsOf(bytes: Uint8Array) {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    return Array.from({ length: doc.countPages() }, (_, i) => readPageLayout(doc.loadPage(i), i + 1));
  } finally {
    doc.destroy();
  }
}

const de = (value: number) => Math.abs(value).toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe("a three-page German statement: no booking dropped in silence", () => {
  const truth = germanStatementTruth();
  const layouts = layoutsOf(makeGermanStatementPdf(truth));
  const got = extractStatement(layouts, findTables(layouts));
  const unplaced = got.checks.find((c) => c.check === "unplacedRows")?.detail ?? "";
  const read = (b: GermanBooking) => got.transactions.some((t) => t.date === b.date && t.amount !== null && Math.abs(t.amount - b.amount) < 0.005);
  const quoted = (b: GermanBooking) => unplaced.includes(de(b.amount));

  it("is three pages of 48 bookings, with notes after the table", () => {
    assert.equal(layouts.length, 3);
    assert.equal(truth.bookings.length, 48);
  });

  it("gives every booking printed as a transaction or quotes it in unplacedRows", () => {
    const lost = [...truth.bookings, ...truth.noted].filter((b) => !read(b) && !quoted(b));
    assert.deepEqual(lost, [], `read ${got.transactions.length} transactions; unplacedRows: ${unplaced || "none"}`);
  });

  it("reads the table's bookings with money out negative (trailing minus) and their dates in the statement's year", () => {
    const readCount = truth.bookings.filter(read).length;
    assert.ok(readCount >= 40, `${readCount} of 48 read as transactions`);
    assert.ok(got.transactions.every((t) => t.date === null || t.date.startsWith("2024-")), JSON.stringify(got.transactions.slice(0, 3)));
  });

  it("quotes the noted bookings after the table rather than dropping them", () => {
    for (const b of truth.noted) assert.ok(read(b) || quoted(b), `${de(b.amount)} is neither read nor quoted: ${unplaced}`);
    if (truth.noted.some((b) => !read(b))) assert.ok(unplaced.length > 0);
  });

  it("reports the balances: a shorter list of bookings than the page shows never passes as agreeing", () => {
    const sum = got.transactions.reduce((s, t) => s + (t.amount ?? 0), 0);
    const agrees = got.checks.find((c) => c.check === "openingPlusTransactionsVsClosing");
    if (truth.bookings.every(read)) assert.equal(agrees?.ok, true, JSON.stringify(got.checks));
    else assert.ok(agrees?.ok === false || unplaced !== "", `bookings sum ${sum.toFixed(2)}; checks ${JSON.stringify(got.checks)}`);
    // The "Übertrag" lines are checkpoints followed across the pages, not bookings.
    assert.equal(got.checks.find((c) => c.check === "carriedBalance")?.ok, true, JSON.stringify(got.checks));
    assert.ok(!got.transactions.some((t) => /bertrag/u.test(t.description ?? "")));
  });

  it("fails the carriedBalance check when the balance carried to page 2 does not continue from the bookings before it", () => {
    const off = layoutsOf(makeGermanStatementPdf(truth, { carriedOff: 100 }));
    const read = extractStatement(off, findTables(off));
    const carried = read.checks.find((c) => c.check === "carriedBalance");
    assert.equal(carried?.ok, false, JSON.stringify(read.checks));
    // The printed carry is 100.00 more than the opening balance and page 1's bookings make.
    assert.ok(carried.expected !== null && carried.actual !== null && Math.abs(carried.actual - carried.expected - 100) < 0.005, JSON.stringify(carried));
    assert.match(carried.detail, /bookings were missed or misread/);
  });
});
