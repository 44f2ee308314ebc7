import { describe, it } from "node:test";
import assert from "node:assert/strict";
import * as mupdf from "mupdf";
import { findTables } from "../../src/extraction/document-tables.ts";
import { readPageLayout } from "../../src/extraction/page-layout.ts";
import { extractStatement } from "../../src/extraction/statement-rules.ts";
import { makeStatementPdf, statementTruth } from "./bank-statement-pdf.ts";

function layoutsOf(bytes: Uint8Array) {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    return Array.from({ length: doc.countPages() }, (_, i) => readPageLayout(doc.loadPage(i), i + 1));
  } finally {
    doc.destroy();
  }
}

describe("bank statement by rules", () => {
  const truth = statementTruth();
  const layouts = layoutsOf(makeStatementPdf(truth));

  it("reads the account details, period and balances", () => {
    const got = extractStatement(layouts, findTables(layouts));
    const { transactions: _t, ...details } = truth;
    for (const [key, value] of Object.entries(details)) assert.deepEqual(got[key as keyof typeof got], value, key);
  });

  it("reads every booking across both pages, wrapped texts joined and money out negative", () => {
    const got = extractStatement(layouts, findTables(layouts));
    assert.deepEqual(got.transactions, truth.transactions);
    assert.ok(got.checks.length === 2 && got.checks.every((c) => c.ok), JSON.stringify(got.checks));
  });

  it("reports a booking that does not add up instead of hiding it", () => {
    // The same statement printed with one running balance off by 10.00.
    const wrong = { ...truth, transactions: truth.transactions.map((t, i) => (i === 7 ? { ...t, balance: t.balance + 10 } : t)) };
    const layoutsWrong = layoutsOf(makeStatementPdf(wrong));
    const got = extractStatement(layoutsWrong, findTables(layoutsWrong));
    const running = got.checks.find((c) => c.check === "runningBalance")!;
    assert.equal(running.ok, false);
    assert.match(running.detail, /2 of 34 running balances/);
    assert.equal(got.checks.find((c) => c.check === "openingPlusTransactionsVsClosing")!.ok, true);
  });
});
