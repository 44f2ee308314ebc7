import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { arbitrate } from "../../src/extraction/arbitrate.ts";
import type { BankStatementData, InvoiceData } from "../../src/extraction/extract-schemas.ts";
import { invoiceChecks, statementChecks } from "../../src/extraction/totals-checks.ts";

const invoice = (over: Partial<InvoiceData>): InvoiceData => {
  const data: Omit<InvoiceData, "checks"> = {
    kind: "Invoice",
    invoiceNumber: "INV-1",
    issueDate: "2025-01-02",
    dueDate: null,
    currency: "EUR",
    seller: { name: "Seller GmbH", address: "Am Markt 3, 50667 Köln", taxId: "DE136695976" },
    buyer: { name: "Buyer SA", address: null, taxId: null },
    lineItems: [
      { description: "A", quantity: 2, unitPrice: 50, amount: 100, taxRate: 19 },
      { description: "B", quantity: 1, unitPrice: 100, amount: 100, taxRate: 19 },
    ],
    taxes: [{ rate: 19, base: 200, amount: 38 }],
    subtotal: 200,
    totalTax: 38,
    total: 238,
    ...over,
  };
  return { ...data, checks: invoiceChecks(data) };
};

const statement = (over: Partial<BankStatementData>): BankStatementData => {
  const data: Omit<BankStatementData, "checks"> = {
    kind: "BankStatement",
    bank: "Bank",
    accountHolder: "Jane",
    accountNumber: "1",
    iban: null,
    currency: "EUR",
    periodFrom: "2025-01-01",
    periodTo: "2025-01-31",
    openingBalance: 100,
    closingBalance: 70,
    transactions: [
      { date: "2025-01-02", description: "x", amount: -50, balance: 50 },
      { date: "2025-01-03", description: "y", amount: 20, balance: 70 },
    ],
    ...over,
  };
  return { ...data, checks: statementChecks(data) };
};

const sources = (data: { checks: { check: string; detail: string }[] }) => data.checks.find((c) => c.check === "fieldSources")?.detail ?? "";

describe("model and rules made one", () => {
  it("keeps the model's answer where the two agree, and where the document cannot settle it", () => {
    const model = invoice({ invoiceNumber: "INV-1/A" });
    const out = arbitrate(model, invoice({})) as InvoiceData;
    assert.equal(out.invoiceNumber, "INV-1/A");
    assert.equal(sources(out), "");
  });

  it("takes the rules' figures where theirs add up and the model's do not, and says so", () => {
    const out = arbitrate(invoice({ total: 2380 }), invoice({})) as InvoiceData;
    assert.equal(out.total, 238);
    assert.ok(out.checks.every((c) => c.ok), JSON.stringify(out.checks));
    assert.match(sources(out), /^Read by the model, except these, read by the built-in rules: total \(its figures agree/);
  });

  it("keeps the model's figures where the rules' are the ones that do not add up", () => {
    const out = arbitrate(invoice({}), invoice({ subtotal: 20, total: 58 })) as InvoiceData;
    assert.deepEqual([out.subtotal, out.total], [200, 238]);
    assert.equal(sources(out), "");
  });

  it("takes a tax number whose check digits hold over one whose do not, and fills what the model left empty", () => {
    const out = arbitrate(invoice({ seller: { name: "Seller GmbH", address: null, taxId: "DE136695977" } }), invoice({})) as InvoiceData;
    assert.equal(out.seller.taxId, "DE136695976");
    assert.equal(out.seller.address, "Am Markt 3, 50667 Köln");
    assert.match(sources(out), /seller\.taxId \(the model's fails its check digits/);
    assert.match(sources(out), /seller\.address \(the model gave none\)/);
  });

  it("takes the rules' bookings and balance together when only both make the statement add up", () => {
    const model = statement({ closingBalance: null, transactions: [{ date: "2025-01-02", description: "x", amount: -50, balance: 50 }] });
    const out = arbitrate(model, statement({})) as BankStatementData;
    assert.equal(out.transactions.length, 2);
    assert.equal(out.closingBalance, 70);
    assert.ok(out.checks.filter((c) => c.check !== "fieldSources").every((c) => c.ok), JSON.stringify(out.checks));
  });
});
