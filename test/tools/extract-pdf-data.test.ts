import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import ExcelJS from "exceljs";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { makeStatementPdf, statementTruth } from "../extraction/bank-statement-pdf.ts";
import { requestText, startFakeChatServer, type FakeChatServer } from "../helpers/fake-chat-server.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { estimateTokens, MESSAGE_OVERHEAD_TOKENS } from "../../src/ai-model/token-budget.ts";
import { aiSettingsFrom } from "../../src/ai-model/ai-settings.ts";
import { createChatModel } from "../../src/ai-model/chat-model.ts";
import { extractWithModel } from "../../src/extraction/model-engine.ts";
import { readLayouts } from "../../src/extraction/read-layouts.ts";
import { loadConfig } from "../../src/config.ts";

/** Odoo's demo invoice: its page, and a UBL e-invoice it carries (which is what the tool reads first). */
const ODOO = corpus("pdf/invoices/invoice_odoo_demo.pdf");
const TABLES = corpus("pdf/invoices/table_ruled_report_page.pdf");

/**
 * RFC 4180 read strictly: fields split on commas, quoted fields may hold commas, CRLF and
 * doubled quotes; anything else after a closing quote is an error. A blank line ends a block.
 */
function parseCsv(text: string): string[][][] {
  const blocks: string[][][] = [[]];
  let i = 0;
  while (i < text.length) {
    if (text.startsWith("\r\n", i)) {
      blocks.push([]);
      i += 2;
      continue;
    }
    const row: string[] = [];
    for (;;) {
      let field = "";
      if (text[i] === '"') {
        i++;
        for (;;) {
          const quote = text.indexOf('"', i);
          assert.ok(quote >= 0, "unterminated quoted field");
          field += text.slice(i, quote);
          i = quote + 1;
          if (text[i] === '"') {
            field += '"';
            i++;
          } else break;
        }
      } else {
        while (i < text.length && text[i] !== "," && text[i] !== "\r") {
          assert.ok(text[i] !== '"' && text[i] !== "\n", `bare quote or line feed in an unquoted field at ${i}`);
          field += text[i++];
        }
      }
      row.push(field);
      if (text[i] === ",") {
        i++;
        continue;
      }
      assert.ok(text.startsWith("\r\n", i), `a record must end with CRLF (at ${i})`);
      i += 2;
      break;
    }
    blocks.at(-1)!.push(row);
  }
  return blocks.filter((block) => block.length > 0);
}

async function readWorkbook(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook;
}

const statement = statementTruth();
const statementFile = { name: "statement.pdf", data: makeStatementPdf(statement) };

/**
 * The Odoo invoice without its attachment (embedded file and the catalog's /AF entry removed), so
 * the page-reading rules are what is tested; written to a temp file the caller removes.
 */
function withoutAttachments(file: string): { name: string; data: Uint8Array } {
  const doc = mupdf.PDFDocument.openDocument(fs.readFileSync(file), "application/pdf") as mupdf.PDFDocument;
  for (const name of Object.keys(doc.getEmbeddedFiles())) doc.deleteEmbeddedFile(name);
  doc.getTrailer().get("Root").delete("AF");
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "odoo-page-"));
  const copy = path.join(folder, "invoice_odoo_demo_page_only.pdf");
  try {
    fs.writeFileSync(copy, doc.saveToBuffer("").asUint8Array());
    doc.destroy();
    // Read back through MuPDF to prove the copy carries no attachment any more.
    const check = mupdf.PDFDocument.openDocument(fs.readFileSync(copy), "application/pdf") as mupdf.PDFDocument;
    assert.deepEqual(Object.keys(check.getEmbeddedFiles()), []);
    assert.ok(check.getTrailer().get("Root").get("AF").isNull());
    check.destroy();
    return { name: "invoice_odoo_demo.pdf", data: new Uint8Array(fs.readFileSync(copy)) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
const INVOICE = withoutAttachments(ODOO);

function pdfOfPages(count: number): { name: string; data: Uint8Array } {
  const doc = new mupdf.PDFDocument();
  const font = doc.newDictionary();
  const fonts = doc.newDictionary();
  fonts.put("F", doc.addSimpleFont(new mupdf.Font("Helvetica")));
  font.put("Font", fonts);
  for (let i = 0; i < count; i++) doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, font, `BT /F 12 Tf 72 700 Td (Page ${i + 1}) Tj ET`));
  const data = doc.saveToBuffer("").asUint8Array().slice();
  doc.destroy();
  return { name: "long.pdf", data };
}

describe("extract-pdf-data", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t.close();
  });

  it("Invoice as Json: numbers as numbers, dates as YYYY-MM-DD, null for what is not shown, checks computed", async () => {
    const { job, bytes, response } = await runTool(t, "extract-pdf-data", [INVOICE], { kind: "Invoice", format: "Json" });
    assert.match(response.headers.get("content-type") ?? "", /^application\/json/);
    assert.match(job.fileName, /\.json$/);
    const data = JSON.parse(new TextDecoder().decode(bytes));
    assert.equal(data.kind, "Invoice");
    assert.equal(data.invoiceNumber, "INV/2023/03/0008");
    assert.equal(data.issueDate, "2023-03-20");
    assert.equal(data.dueDate, "2023-04-04");
    assert.equal(data.currency, "USD");
    assert.equal(data.total, 279.84);
    assert.equal(data.subtotal, 262.9);
    assert.equal(data.totalTax, 16.94);
    assert.equal(data.seller.taxId, null);
    assert.deepEqual(
      data.lineItems.map((item: { amount: number }) => item.amount),
      [42, 70, 0.9, 150],
    );
    assert.ok(data.checks.length >= 2 && data.checks.every((c: { ok: boolean }) => c.ok));
  });

  it("Invoice with its embedded e-invoice: the XML's values, an embeddedInvoice check, and no disagreement with the page", async () => {
    const { bytes } = await runTool(t, "extract-pdf-data", [ODOO], { kind: "Invoice", format: "Json" });
    const data = JSON.parse(new TextDecoder().decode(bytes));
    const source = data.checks.find((c: { check: string }) => c.check === "embeddedInvoice");
    assert.equal(source.ok, true);
    assert.match(source.detail, /UBL-Invoice-2\.1\.xml.*UBL/);
    assert.deepEqual(
      data.checks.filter((c: { check: string }) => c.check === "pageDiffersFromEmbedded" || c.check === "embeddedTotalOnPage"),
      [],
      "the page shows what the XML says",
    );
    assert.equal(data.invoiceNumber, "INV/2023/03/0008");
    assert.equal(data.issueDate, "2023-03-20");
    assert.equal(data.dueDate, "2023-04-04");
    assert.deepEqual([data.subtotal, data.totalTax, data.total], [262.9, 16.94, 279.84]);
    assert.deepEqual(data.seller, { name: "Azure Interior", address: "4557 De Silva St, 94538 Fremont, US", taxId: null });
    assert.equal(data.buyer.name, "Mitchell Admin", "the XML's buyer, where the page prints the company over the contact");
    assert.deepEqual(data.taxes, [{ rate: 15, base: 112.9, amount: 16.94 }]);
    // The XML's section headings and its note are kept as the lines it writes (quantity and
    // amount 0): the result is the e-invoice's data as it stands, in its order, so a line of the
    // result is a line of the XML, and the page prints the same headings between its items.
    // They change no sum, and the page comparison leaves out lines that bill nothing.
    assert.deepEqual(
      data.lineItems.map((item: { description: string; amount: number }) => [item.description, item.amount]),
      [
        ["--- Non Food ---", 0],
        ["Beeswax XL", 42],
        ["Office Chair", 70],
        ["--- Food Products ---", 0],
        ["*987123* Olive Oil", 0.9],
        ["Luxury Truffles", 150],
        ["Our Olive Oil is delivered in a re-usable glass container", 0],
      ],
    );
    // Odoo writes the billed quantity as the price's basis (10.00 per 15 g on a line of 15 × 10.00);
    // the line's own amount says the price is per unit.
    assert.deepEqual(data.lineItems[5], { description: "Luxury Truffles", quantity: 15, unitPrice: 10, amount: 150, taxRate: 15 });
    assert.equal(data.lineItems[1].taxRate, 15, "a rate given only in the line's tax total is read");
    assert.ok(data.checks.filter((c: { check: string }) => c.check !== "embeddedInvoice").every((c: { ok: boolean }) => c.ok));
  });

  it("Invoice as Excel (the default): a Details sheet and a Line items sheet with number and date cells", async () => {
    const { job, bytes, response } = await runTool(t, "extract-pdf-data", [INVOICE]);
    assert.match(job.fileName, /\.xlsx$/);
    assert.equal(response.headers.get("content-type"), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = await readWorkbook(bytes);
    assert.deepEqual(
      workbook.worksheets.map((s) => s.name),
      ["Details", "Line items", "Taxes"],
    );
    const details = workbook.getWorksheet("Details")!;
    const byField = new Map<string, ExcelJS.Cell>();
    details.eachRow((row) => byField.set(String(row.getCell(1).value), row.getCell(2)));
    assert.equal(byField.get("Issue date")!.type, ExcelJS.ValueType.Date);
    assert.equal((byField.get("Issue date")!.value as Date).toISOString().slice(0, 10), "2023-03-20");
    assert.equal(byField.get("Total")!.type, ExcelJS.ValueType.Number);
    assert.equal(byField.get("Total")!.value, 279.84);
    const items = workbook.getWorksheet("Line items")!;
    assert.deepEqual(
      [1, 2, 3, 4, 5].map((c) => items.getRow(1).getCell(c).value),
      ["Description", "Quantity", "Unit price", "Amount", "Tax rate %"],
    );
    assert.equal(items.getRow(3).getCell(1).value, "[FURN_7777] Office Chair");
    assert.equal(items.getRow(3).getCell(4).type, ExcelJS.ValueType.Number);
    assert.equal(items.getRow(3).getCell(4).value, 70);
  });

  it("Invoice as Csv: rows only, the sheets one after the other, RFC 4180 quoting, UTF-8", async () => {
    const { bytes, response, job } = await runTool(t, "extract-pdf-data", [corpus("pdf/invoices/invoice_german_hosting_2p.pdf")], { format: "Csv" });
    assert.match(response.headers.get("content-type") ?? "", /^text\/csv/);
    assert.match(job.fileName, /\.csv$/);
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    const blocks = parseCsv(text);
    assert.equal(blocks.length, 2, "details, then line items");
    const details = new Map(blocks[0]!.map(([field, value]) => [field, value]));
    assert.equal(details.get("Issue date"), "2014-05-07");
    assert.equal(details.get("Total"), "34.73");
    assert.equal(details.get("Seller address"), "Uferweg 40-42, D-63571 Gelnhausen", "a field with commas is quoted and read back whole");
    const [heading, ...items] = blocks[1]!;
    assert.deepEqual(heading, ["Description", "Quantity", "Unit price", "Amount", "Tax rate %"]);
    assert.equal(items.length, 7);
    assert.match(items[0]![0]!, /^Small Business StandardExchange 2010 Grundgebühr pro Einheit/);
    assert.deepEqual(items.map((row) => row[3]), ["3.89", "5.39", "5.39", "5.39", "5.39", "5.39", "3.89"]);
  });

  it("BankStatement in all three formats agrees with the statement drawn", async () => {
    const json = JSON.parse(new TextDecoder().decode((await runTool(t, "extract-pdf-data", [statementFile], { kind: "BankStatement", format: "Json" })).bytes));
    assert.equal(json.iban, statement.iban);
    assert.equal(json.openingBalance, statement.openingBalance);
    assert.equal(json.closingBalance, statement.closingBalance);
    assert.equal(json.periodFrom, "2024-03-01");
    assert.deepEqual(json.transactions, statement.transactions);

    const workbook = await readWorkbook((await runTool(t, "extract-pdf-data", [statementFile], { kind: "BankStatement", format: "Excel" })).bytes);
    const sheet = workbook.getWorksheet("Transactions")!;
    assert.equal(sheet.rowCount, statement.transactions.length + 1);
    const last = sheet.getRow(sheet.rowCount);
    assert.equal(last.getCell(1).type, ExcelJS.ValueType.Date);
    assert.equal((last.getCell(1).value as Date).toISOString().slice(0, 10), statement.transactions.at(-1)!.date);
    assert.equal(last.getCell(3).value, statement.transactions.at(-1)!.amount);
    assert.equal(last.getCell(4).value, statement.closingBalance);

    const blocks = parseCsv(new TextDecoder().decode((await runTool(t, "extract-pdf-data", [statementFile], { kind: "BankStatement", format: "Csv" })).bytes));
    const rows = blocks[1]!.slice(1);
    assert.deepEqual(
      rows.map((row) => Number(row[2])),
      statement.transactions.map((tr) => tr.amount),
    );
  });

  it("Tables in all three formats: merged headings, header rows marked, numbers typed in Json and Excel", async () => {
    const json = JSON.parse(new TextDecoder().decode((await runTool(t, "extract-pdf-data", [TABLES], { kind: "Tables", format: "Json" })).bytes));
    const table = json.tables.find((tb: { rows: { cells: string[] }[] }) => tb.rows[0]!.cells[0] === "Cycle Name");
    assert.ok(table);
    assert.equal(table.page, 1);
    assert.match(table.title, /^Table 2-1\. Simulated fuel savings/);
    assert.deepEqual(table.rows[1], { header: true, cells: ["", "", "", "Improved Speed", "Decreased Accel", "Eliminate Stops", "Decreased Idle"] });
    assert.deepEqual(table.rows[2], { header: false, cells: ["2012_2", 3.3, 1.3, "5.9%", "9.5%", "29.2%", "17.4%"] }, "numbers as numbers; codes and percentages as printed");
    assert.deepEqual(table.rows[6].cells, ["4171_1", 0.07, 173.9, "58.1%", "1.6%", "2.1%", "0.5%"]);
    const bookingsJson = JSON.parse(new TextDecoder().decode((await runTool(t, "extract-pdf-data", [statementFile], { kind: "Tables", format: "Json" })).bytes));
    const bookingRows = bookingsJson.tables.find((tb: { rows: { cells: unknown[] }[] }) => tb.rows[0]!.cells[0] === "Date").rows;
    const first = statement.transactions[0]!;
    assert.deepEqual(bookingRows[1].cells.filter((cell: unknown) => cell !== ""), [first.date, first.description, Math.abs(first.amount), first.balance]);
    assert.deepEqual(table.merges.find((m: { column: number }) => m.column === 3), { row: 0, column: 3, rowSpan: 1, columnSpan: 4 });

    const workbook = await readWorkbook((await runTool(t, "extract-pdf-data", [TABLES], { kind: "Tables" })).bytes);
    const sheet = workbook.worksheets.find((s) => s.getCell("A1").value === "Cycle Name")!;
    assert.ok(sheet, JSON.stringify(workbook.worksheets.map((s) => s.name)));
    assert.equal(sheet.getCell("D1").isMerged, true);
    assert.equal(sheet.getCell("G1").master.address, "D1", "Percent Fuel Savings is one cell over four columns");
    assert.equal(sheet.getCell("B3").type, ExcelJS.ValueType.Number);
    assert.equal(sheet.getCell("B3").value, 3.3);
    assert.equal(sheet.getCell("D3").value, "5.9%", "percentages stay as printed");

    const bookings = (await readWorkbook((await runTool(t, "extract-pdf-data", [statementFile], { kind: "Tables" })).bytes)).worksheets.find((s) => s.getCell("A1").value === "Date")!;
    assert.equal(bookings.getCell("A2").type, ExcelJS.ValueType.Date, "a table cell that is plainly a date is a date cell");
    assert.equal((bookings.getCell("A2").value as Date).toISOString().slice(0, 10), statement.transactions[0]!.date);
    assert.equal(bookings.getCell("E2").value, statement.transactions[0]!.balance);

    const blocks = parseCsv(new TextDecoder().decode((await runTool(t, "extract-pdf-data", [TABLES], { kind: "Tables", format: "Csv" })).bytes));
    assert.equal(blocks.length, json.tables.length, "one block per table");
    const csvTable = blocks.find((block) => block[0]![0] === "Cycle Name")!;
    assert.deepEqual(csvTable[6], ["4171_1", "0.07", "173.9", "58.1%", "1.6%", "2.1%", "0.5%"]);
  });

  it("a scan without text fails with NoText", async () => {
    const error = await runToolExpectingFailure(t, "extract-pdf-data", [corpus("pdf/scanned/scan_book_page_public_domain.pdf")], { kind: "Tables", format: "Json" });
    assert.equal(error.code, "NoText");
    assert.match(error.detail, /OCR/);
  });

  it("more than 30 pages fails with TooManyPages", async () => {
    const error = await runToolExpectingFailure(t, "extract-pdf-data", [pdfOfPages(31)], { format: "Json" });
    assert.equal(error.code, "TooManyPages");
    assert.match(error.detail, /31 pages.*at most 30/);
  });

  it("refuses an unknown kind or format at the call with 400 naming the values", async () => {
    const badKind = await submit(t, "extract-pdf-data", [INVOICE], { kind: "Receipt" });
    assert.equal(badKind.response.status, 400);
    assert.match(JSON.stringify(badKind.body), /kind.*Invoice, BankStatement, Tables/);
    const badFormat = await submit(t, "extract-pdf-data", [INVOICE], { format: "Xml" });
    assert.equal(badFormat.response.status, 400);
    assert.match(JSON.stringify(badFormat.body), /format.*Excel, Csv, Json/);
  });
});

describe("extract-pdf-data with a model (fake chat-completions server on 127.0.0.1)", () => {
  let t: TestApp;
  let fake: FakeChatServer;
  const secretName = "acme-confidential-invoice-0042.pdf";
  // The page only: what is tested here is the model's reading against the rules', which an
  // embedded e-invoice would override.
  const invoiceFile = { name: secretName, data: INVOICE.data };
  before(async () => {
    fake = await startFakeChatServer();
    t = await startTestApp({ env: fake.env({ DOCTOOLS_AI_RETRIES: "1" }) });
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  it("sends only the text (with the tables found) and normalises an answer in odd shapes; where it disagrees with the rules, the document's arithmetic chooses, and the result says so", async () => {
    const before = fake.requests.length;
    // Strings for numbers, US dates, JSON in a code fence, a total that does not add up, and
    // the model's own claim that the totals agree, which must not be taken.
    const answer = {
      invoiceNumber: "INV/2023/03/0008",
      issueDate: "03/20/2023",
      dueDate: "April 4, 2023",
      currency: "$",
      seller: { name: "Azure Interior", address: "4557 De Silva St, Fremont CA 94538", taxId: "" },
      buyer: { name: "YourCompany, Mitchell Admin", address: null, taxId: null },
      lineItems: [
        { description: "[17589684] Beeswax XL", quantity: "1.00", unitPrice: "42.00", amount: "$ 42.00", taxRate: "15.00%" },
        { description: "[FURN_7777] Office Chair", quantity: 1, unitPrice: 70, amount: 70, taxRate: 15 },
        { description: "*987123* Olive Oil", quantity: 1, unitPrice: 1, amount: "0.90", taxRate: 15 },
        { description: "[LUX_TRF] Luxury Truffles", quantity: 15, unitPrice: 10, amount: "150", taxRate: null },
      ],
      taxes: "none",
      subtotal: "262.90",
      totalTax: "16.94",
      total: "1,279.84",
      checks: [{ check: "all", ok: true }],
    };
    fake.script(() => "Here is the data:\n```json\n" + JSON.stringify(answer) + "\n```");
    const { bytes } = await runTool(t, "extract-pdf-data", [invoiceFile], { kind: "Invoice", format: "Json" });
    const data = JSON.parse(new TextDecoder().decode(bytes));
    assert.equal(data.issueDate, "2023-03-20");
    assert.equal(data.dueDate, "2023-04-04");
    assert.equal(data.currency, "USD");
    assert.equal(data.seller.taxId, null);
    assert.deepEqual(data.lineItems[0], { description: "[17589684] Beeswax XL", quantity: 1, unitPrice: 42, amount: 42, taxRate: 15 });
    // The model's total (1,279.84) does not add up; the rules read 279.84, which does: theirs is
    // taken. The model gave no tax lines; the rules' are taken. Both are named in the checks.
    assert.deepEqual(data.taxes, [{ rate: 15, base: 112.9, amount: 16.94 }]);
    assert.equal(data.total, 279.84);
    const total = data.checks.find((c: { check: string }) => c.check === "subtotalPlusTaxVsTotal");
    assert.deepEqual([total.ok, total.expected, total.actual], [true, 279.84, 279.84]);
    assert.equal(data.checks.find((c: { check: string }) => c.check === "lineItemsVsSubtotal").ok, true);
    const sources = data.checks.find((c: { check: string }) => c.check === "fieldSources");
    assert.match(sources.detail, /total \(its figures agree with the others; the model's do not\)/);
    assert.match(sources.detail, /taxes \(the model gave none\)/);
    assert.doesNotMatch(sources.detail, /lineItems|invoiceNumber|issueDate/, "what the model read right stays the model's");

    const sent = fake.requests.slice(before);
    assert.equal(sent.length, 1);
    const body = sent[0]!;
    const text = requestText(body.body);
    assert.match(text, /Beeswax XL/, "the page text is sent");
    assert.match(text, /\[Table 1, page 1\]\n.*Description \| Quantity \| Unit Price/, "with the table found, as text");
    for (const secret of [secretName, "acme-confidential", t.accountId, t.key]) assert.ok(!body.raw.includes(secret), `${secret} must not be sent`);
    assert.ok(body.body.messages.every((m) => typeof m.content === "string"), "text only: no images or files");
    assert.equal(body.body.response_format?.type, "json_schema");
    assert.equal(body.body.response_format?.json_schema?.name, "extract_invoice");
    const schema = body.body.response_format?.json_schema?.schema as { properties: Record<string, unknown> };
    assert.ok(!("checks" in schema.properties), "the model is not asked for the checks");
  });

  it("BankStatement: dates in the document's day-first habit and amounts as text are normalised", async () => {
    const wrong = statement.transactions.map((tr) => ({
      date: `${tr.date.slice(8, 10)}/${tr.date.slice(5, 7)}/${tr.date.slice(0, 4)}`,
      description: tr.description,
      amount: tr.amount.toFixed(2),
      balance: tr.balance.toLocaleString("en-GB", { minimumFractionDigits: 2 }),
    }));
    fake.script(() => ({
      json: { bank: "Northwind Bank plc", accountHolder: "Jane Q. Example", accountNumber: 41237788, iban: "GB33 BUKB 2020 1555 5555 55", currency: "gbp", periodFrom: "01/03/2024", periodTo: "31/03/2024", openingBalance: "1,250.00", closingBalance: null, transactions: wrong },
    }));
    const { bytes } = await runTool(t, "extract-pdf-data", [statementFile], { kind: "BankStatement", format: "Json" });
    const data = JSON.parse(new TextDecoder().decode(bytes));
    assert.equal(data.iban, statement.iban);
    assert.equal(data.accountNumber, "41237788");
    assert.equal(data.currency, "GBP");
    assert.equal(data.periodFrom, "2024-03-01");
    assert.deepEqual(data.transactions, statement.transactions, "the model's bookings, normalised");
    // The closing balance the model left out is the rules'; the result says so.
    assert.equal(data.closingBalance, statement.closingBalance);
    assert.deepEqual(
      data.checks.map((c: { check: string; ok: boolean }) => [c.check, c.ok]),
      [
        ["openingPlusTransactionsVsClosing", true],
        ["runningBalance", true],
        ["fieldSources", true],
      ],
    );
    assert.equal(data.checks[2].detail, "Read by the model, except these, read by the built-in rules: closingBalance (the model gave none).");
  });

  it("Tables: the cells stay the ones found on the page; the model names the tables and counts their headings", async () => {
    const before = fake.requests.length;
    fake.script((request) => {
      const count = (requestText(request).match(/\[Table \d+, page/g) ?? []).length;
      return { json: { tables: Array.from({ length: count }, (_, i) => ({ index: i + 1, title: `Named ${i + 1}`, headerRows: "2" })) } };
    });
    const { bytes } = await runTool(t, "extract-pdf-data", [TABLES], { kind: "Tables", format: "Json" });
    const data = JSON.parse(new TextDecoder().decode(bytes));
    const table = data.tables.find((tb: { rows: { cells: string[] }[] }) => tb.rows[0]!.cells[0] === "Cycle Name");
    assert.match(table.title, /^Named \d+$/);
    assert.deepEqual(table.rows[6].cells, ["4171_1", 0.07, 173.9, "58.1%", "1.6%", "2.1%", "0.5%"]);
    assert.deepEqual(table.rows.map((r: { header: boolean }) => r.header).slice(0, 3), [true, true, false]);
    const text = requestText(fake.requests[before]!.body);
    assert.match(text, /Cycle Name \| KI \(1\/km\)/);
    assert.ok(!text.includes("Quantifying Fuel-Saving Opportunities"), "only the tables are sent for labelling");
  });

  it("a statement too long for one request goes in page chunks within the budget, and the answers are joined in order", async () => {
    const env = fake.env({ DOCTOOLS_AI_RETRIES: "1", DOCTOOLS_AI_CONTEXT_TOKENS: "2000" });
    // Each chunk's answer names the first booking date its text shows, so the join's order is visible.
    const script = () =>
      fake.script((request) => {
        const text = requestText(request);
        const first = /(\d{2})\/03\/2024/.exec(text.slice(text.indexOf("[Page")))?.[1] ?? "00";
        return { json: { bank: "Northwind Bank plc", transactions: [{ date: `2024-03-${first}`, description: `chunk from day ${first}`, amount: -1, balance: null }] } };
      });
    // The model's own answer, joined (before the rules are consulted).
    script();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "chunks-"));
    const file = path.join(folder, "statement.pdf");
    fs.writeFileSync(file, statementFile.data);
    try {
      const input = { path: file, name: "statement.pdf", bytes: statementFile.data.length };
      const model = createChatModel(aiSettingsFrom(loadConfig(env)))!;
      const before = fake.requests.length;
      const answer = await extractWithModel(model, "BankStatement", input, await readLayouts(input, {}), { signal: new AbortController().signal });
      const sent = fake.requests.slice(before);
      assert.ok(sent.length >= 2, `the statement is sent in ${sent.length} request(s)`);
      for (const request of sent) {
        const tokens = request.body.messages.reduce((sum, m) => sum + MESSAGE_OVERHEAD_TOKENS + estimateTokens(m.content), 0) + (request.body.max_tokens ?? 0);
        assert.ok(tokens <= 2000, `a request of about ${tokens} tokens stays within 2000`);
      }
      assert.equal(answer.kind, "BankStatement");
      const transactions = answer.kind === "BankStatement" ? answer.transactions : [];
      assert.equal(transactions.length, sent.length, "one booking from each chunk's answer");
      const dates = transactions.map((tr) => tr.date);
      assert.deepEqual(dates, [...dates].sort(), "joined in page order");
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }

    // Through the service, the same answers are checked against the rules' reading: the made-up
    // bookings do not add up with the balances and give way to the rules', and the result says so.
    const small = await startTestApp({ env });
    try {
      script();
      const { bytes } = await runTool(small, "extract-pdf-data", [statementFile], { kind: "BankStatement", format: "Json" });
      const data = JSON.parse(new TextDecoder().decode(bytes));
      assert.equal(data.bank, "Northwind Bank plc", "what the two agree on or the rules cannot settle stays the model's");
      assert.deepEqual(data.transactions, statement.transactions);
      assert.match(data.checks.find((c: { check: string }) => c.check === "fieldSources").detail, /transactions \(its figures agree with the others; the model's do not\)/);
    } finally {
      await small.close();
    }
  });

  it("a model that keeps failing fails the job with AiUnavailable", async () => {
    fake.script(() => ({ status: 500 }));
    const error = await runToolExpectingFailure(t, "extract-pdf-data", [INVOICE], { format: "Json" });
    assert.equal(error.code, "AiUnavailable");
    fake.script(() => ({ json: ["not", "an", "object"] }));
    const shape = await runToolExpectingFailure(t, "extract-pdf-data", [INVOICE], { format: "Json" });
    assert.equal(shape.code, "AiUnavailable");
  });
});
