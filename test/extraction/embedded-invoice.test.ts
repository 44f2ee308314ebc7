import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import { embeddedInvoiceOf, readEmbeddedInvoice } from "../../src/einvoice/embedded-invoice.ts";
import { MAX_ATTACHMENT_BYTES } from "../../src/einvoice/attached-xml.ts";
import type { Check, InvoiceData } from "../../src/extraction/extract-schemas.ts";
import { noProgress } from "../../src/contract/progress.ts";
import { aiSettingsFrom } from "../../src/ai-model/ai-settings.ts";
import { createChatModel } from "../../src/ai-model/chat-model.ts";
import { loadConfig } from "../../src/config.ts";
import { extractPdfData } from "../../src/tools/extract-pdf-data.ts";
import { corpusDir } from "../helpers/test-app.ts";
import { startFakeChatServer, type FakeChatServer } from "../helpers/fake-chat-server.ts";
import { savedPdf } from "../helpers/saved-pdf.ts";

/**
 * The e-invoice a PDF carries, read from its XML: every profile of the corpus (ZUGFeRD 1.0,
 * ZUGFeRD 2.x and Factur-X, XRechnung in CII), a UBL invoice attached here, a page that shows
 * another invoice than its XML, and hostile attachments, which fall back to the page.
 */

const EINVOICES = path.join(corpusDir, "einvoices");
const file = (name: string) => path.join(EINVOICES, name);
const input = (p: string) => ({ path: p, name: path.basename(p), bytes: fs.statSync(p).size });
const DUE_DATE = "ZUGFeRDv2_correct_symtrax_Beispiele_EN16931_zugferd_2p1_EN16931_Einfach_DueDate.pdf";
/** A sample whose page shows another invoice (Mustang's RE-20190121/507) than the XML it carries (FA-2017-0010). */
const MISMATCHED = "ZUGFeRDv2_correct_PHP__gpFacturX_sample_inofficial_20190125_atgp_factur-x_v_1_0.pdf";

/** A one-page PDF with a line of text and the given attachment (as Factur-X embeds its XML: name tree and /AF). */
function pdfWithAttachment(name: string, xml: Buffer | string): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const fonts = doc.newDictionary();
  fonts.put("F", doc.addSimpleFont(new mupdf.Font("Helvetica")));
  const resources = doc.newDictionary();
  resources.put("Font", fonts);
  // Net, tax and total that add up: the page's reading gives a total only when it is confirmed.
  const text = ["Invoice No. UBL-2024-17", "Invoice date: 2024-05-02", "Net amount EUR 100.00", "VAT 19% EUR 19.00", "Total EUR 119.00"].map((line, i) => `BT /F 11 Tf 60 ${760 - i * 16} Td (${line}) Tj ET`).join("\n");
  doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, resources, text));
  const spec = doc.addEmbeddedFile(name, "text/xml", typeof xml === "string" ? Buffer.from(xml) : xml, new Date(0), new Date(0));
  doc.insertEmbeddedFile(name, spec);
  const af = doc.newArray();
  af.push(spec);
  doc.getTrailer().get("Root").put("AF", af);
  return savedPdf(doc);
}

const UBL = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</cbc:CustomizationID>
  <cbc:ID>UBL-2024-17</cbc:ID>
  <cbc:IssueDate>2024-05-02</cbc:IssueDate>
  <cbc:DueDate>2024-06-01</cbc:DueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party>
    <cac:PostalAddress><cbc:StreetName>Hauptstra&#223;e 5</cbc:StreetName><cbc:CityName>Berlin</cbc:CityName><cbc:PostalZone>10115</cbc:PostalZone><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
    <cac:PartyTaxScheme><cbc:CompanyID>DE811907980</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>Muster &amp; S&#xF6;hne GmbH</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party>
    <cac:PostalAddress><cbc:StreetName>Amtsweg 1</cbc:StreetName><cbc:CityName>Potsdam</cbc:CityName><cbc:PostalZone>14467</cbc:PostalZone><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
    <cac:PartyLegalEntity><cbc:RegistrationName>Landesamt Beispiel</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingCustomerParty>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">19.00</cbc:TaxAmount>
    <cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">100.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">19.00</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">100.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">119.00</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">119.00</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:InvoiceLine>
    <cbc:ID>1</cbc:ID>
    <cbc:InvoicedQuantity unitCode="H87">4</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Beratung</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">25.00</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
</Invoice>`;

describe("e-invoices embedded in PDFs", () => {
  let dir = "";
  let fake: FakeChatServer;
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "doctools-einvoice-"));
    fake = await startFakeChatServer();
  });
  after(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await fake.close();
  });

  /** The tool run as the worker runs it, on a file written to the test's folder. */
  async function runTool(name: string, bytes: Uint8Array | string, model = false): Promise<InvoiceData> {
    const source = typeof bytes === "string" ? bytes : path.join(dir, name);
    if (typeof bytes !== "string") fs.writeFileSync(source, bytes);
    const workDir = fs.mkdtempSync(path.join(dir, "job-"));
    const { outputs } = await extractPdfData.run({
      inputs: [input(source)],
      fields: { kind: "Invoice", format: "Json" },
      workDir,
      signal: new AbortController().signal,
      model: model ? createChatModel(aiSettingsFrom(loadConfig(fake.env({ DOCTOOLS_AI_RETRIES: "1" }))))! : null,
      progress: noProgress,
      memoryMb: 512,
      log: { info: () => {}, warn: () => {} } as never,
      baseName: "extracted",
      emit: async () => {},
    } as never);
    return JSON.parse(fs.readFileSync(outputs[0]!.path, "utf8")) as InvoiceData;
  }
  const check = (data: InvoiceData, name: string): Check | undefined => data.checks.find((c) => c.check === name);

  it("reads the XML of every corpus e-invoice, in every profile there (ZUGFeRD 1.0, 2.x, Factur-X, XRechnung)", async () => {
    const guidelines = new Set<string>();
    const files = fs.readdirSync(EINVOICES).filter((f) => f.endsWith(".pdf"));
    assert.ok(files.length >= 60, `${files.length} e-invoices in the corpus`);
    for (const name of files) {
      const found = await readEmbeddedInvoice(input(file(name)));
      assert.equal(found.found, "read", name);
      if (found.found !== "read") continue;
      const { data } = found.read;
      assert.ok(data.invoiceNumber && data.issueDate && data.total !== null && data.seller.name, `${name}: ${JSON.stringify(data).slice(0, 200)}`);
      guidelines.add(found.read.guideline ?? "none");
    }
    for (const expected of [/1p0:(?:basic|comfort|extended)/u, /^urn:cen\.eu:en16931:2017$/u, /xrechnung/u, /zugferd\.de:2p0:(?:basic|extended|minimum)/u, /factur-x\.eu:1p0:basic/u]) {
      assert.ok([...guidelines].some((g) => expected.test(g)), `a guideline matching ${expected} among ${[...guidelines].join(", ")}`);
    }
  });

  it("gives the XML's values exactly, names the source, and finds the page agreeing", async () => {
    const data = await runTool(DUE_DATE, file(DUE_DATE));
    assert.equal(data.invoiceNumber, "471102");
    assert.equal(data.issueDate, "2018-03-05");
    assert.equal(data.dueDate, "2019-03-05");
    assert.equal(data.currency, "EUR");
    assert.deepEqual(data.seller, { name: "Lieferant GmbH", address: "Lieferantenstraße 20, 80333 München, DE", taxId: "DE123456789" });
    assert.equal(data.buyer.name, "Kunden AG Mitte");
    assert.deepEqual(data.lineItems.map((l) => [l.description, l.quantity, l.unitPrice, l.amount, l.taxRate]), [
      ["Trennblätter A4", 20, 9.9, 198, 19],
      ["Joghurt Banane", 50, 5.5, 275, 7],
    ]);
    assert.deepEqual(data.taxes, [{ rate: 7, base: 275, amount: 19.25 }, { rate: 19, base: 198, amount: 37.62 }]);
    assert.deepEqual([data.subtotal, data.totalTax, data.total], [473, 56.87, 529.87]);
    assert.match(check(data, "embeddedInvoice")!.detail, /"factur-x\.xml" \(CII, guideline urn:cen\.eu:en16931:2017, document type 380\)/);
    assert.equal(check(data, "embeddedTotalOnPage"), undefined, "the XML's total is printed on the page");
    assert.ok(data.checks.filter((c) => c.check === "subtotalPlusTaxVsTotal").every((c) => c.ok));
  });

  it("reports a page that shows another invoice than the XML it carries, its total first of all", async () => {
    const data = await runTool(MISMATCHED, file(MISMATCHED));
    assert.equal(data.invoiceNumber, "FA-2017-0010", "the XML's values are given");
    assert.equal(data.total, 671.15);
    const onPage = check(data, "embeddedTotalOnPage")!;
    assert.deepEqual([onPage.ok, onPage.expected], [false, 671.15]);
    const differing = data.checks.filter((c) => c.check === "pageDiffersFromEmbedded").map((c) => c.detail);
    assert.ok(differing.some((d) => d.startsWith("invoiceNumber:")), differing.join("\n"));
  });

  it("reads a UBL invoice attached to a PDF (entities and character references decoded, never expanded from a DTD)", async () => {
    const data = await runTool("ubl.pdf", pdfWithAttachment("xrechnung.xml", UBL));
    assert.equal(data.invoiceNumber, "UBL-2024-17");
    assert.equal(data.dueDate, "2024-06-01");
    assert.deepEqual(data.seller, { name: "Muster & Söhne GmbH", address: "Hauptstraße 5, 10115 Berlin, DE", taxId: "DE811907980" });
    assert.equal(data.buyer.name, "Landesamt Beispiel");
    assert.deepEqual(data.lineItems, [{ description: "Beratung", quantity: 4, unitPrice: 25, amount: 100, taxRate: 19 }]);
    assert.deepEqual(data.taxes, [{ rate: 19, base: 100, amount: 19 }]);
    assert.deepEqual([data.subtotal, data.totalTax, data.total], [100, 19, 119]);
    assert.match(check(data, "embeddedInvoice")!.detail, /UBL, guideline urn:cen\.eu:en16931:2017#compliant#urn:xeinkauf\.de:kosit:xrechnung_3\.0/);
  });

  const hostile: [string, Buffer | string, RegExp][] = [
    ["an entity bomb", `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><Invoice><ID>&lol3;</ID></Invoice>`, /DOCTYPE/u],
    ["an external entity", `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Invoice><ID>&xxe;</ID></Invoice>`, /DOCTYPE/u],
    ["malformed XML", `<?xml version="1.0"?><rsm:CrossIndustryInvoice xmlns:rsm="x"><rsm:ExchangedDocument><ID>1</rsm:CrossIndustryInvoice>`, /not well-formed/u],
    ["an attachment that inflates past the limit", Buffer.alloc(MAX_ATTACHMENT_BYTES + 1024, 0x20), /inflates to more than|larger than/u],
  ];
  for (const [what, xml, reason] of hostile) {
    it(`falls back to the page, with a check saying why, for ${what}`, async () => {
      const data = await runTool(`${what.replace(/\W+/gu, "-")}.pdf`, pdfWithAttachment("factur-x.xml", xml));
      const refused = check(data, "embeddedInvoice")!;
      assert.equal(refused.ok, false);
      assert.match(refused.detail, reason);
      assert.match(refused.detail, /read from the page/u);
      assert.ok(!JSON.stringify(data).includes("root:"), "no external file is read");
      assert.equal(data.total, 119, "the page is read instead");
    });
  }

  it("with a model, the XML still wins and the model's reading of the page is compared with it", async () => {
    // The model reads the page wrongly: another number and total.
    fake.script(() => ({ json: { invoiceNumber: "999999", issueDate: "2018-03-05", dueDate: null, currency: "EUR", seller: { name: "Lieferant GmbH", address: null, taxId: null }, buyer: { name: null, address: null, taxId: null }, lineItems: [], taxes: [], subtotal: 473, totalTax: 56.87, total: 999.99 } }));
    const before = fake.requests.length;
    const data = await runTool(DUE_DATE, file(DUE_DATE), true);
    assert.ok(fake.requests.length > before, "the model was asked");
    assert.equal(data.invoiceNumber, "471102");
    assert.equal(data.total, 529.87);
    const differing = data.checks.filter((c) => c.check === "pageDiffersFromEmbedded");
    assert.ok(differing.some((c) => c.detail.startsWith("invoiceNumber:") && c.detail.includes("999999")), JSON.stringify(data.checks));
  });

  it("finds nothing in a PDF without attachments", () => {
    const doc = new mupdf.PDFDocument();
    try {
      assert.deepEqual(embeddedInvoiceOf(doc), { found: "none" });
    } finally {
      doc.destroy();
    }
  });
});
