import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, submit } from "../helpers/api-client.ts";
import { pdfjsMetadata, poppler } from "../forms/form-readers.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

/** A file written with a cross-reference stream in one revision: fit to be appended to. */
const compact = corpus("pdf/text/text_pdflatex_4p.pdf");
/** A classic cross-reference table: written whole. */
const classic = corpus("pdf/forms/form_libreoffice_9_fields.pdf");
/** Carries an XMP packet of its own. */
const withXmp = corpus("pdf/forms/form_irs_f1040_prefilled.pdf");

function appendsTo(result: Uint8Array, source: Uint8Array): boolean {
  return result.length > source.length && Buffer.from(result.subarray(0, source.length)).equals(source);
}

/** MuPDF's reading of the metadata. */
function mupdfMetadata(bytes: Uint8Array): Record<string, string | undefined> {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const keys = ["Title", "Author", "Subject", "Keywords", "Creator", "Producer", "CreationDate", "ModDate"];
    const out: Record<string, string | undefined> = Object.fromEntries(keys.map((key) => [key, doc.getMetaData(`info:${key}`)]));
    const lang = doc.getTrailer().get("Root", "Lang");
    out.Lang = lang.isString() ? lang.asString() : undefined;
    out.repaired = String(doc.wasRepaired());
    return out;
  } finally {
    doc.destroy();
  }
}

const all = {
  title: "Quarterly Report — Ünïcode ✓",
  author: "Ada Lovelace",
  subject: "Numbers & <things>",
  keywords: "finance, quarterly; report",
  creator: "Writer 7",
  producer: "doctools test",
  creationDate: "2024-02-29T13:45:10+05:30",
  modificationDate: "2025-01-02T03:04:05Z",
  language: "en-GB",
};

describe("edit-pdf-metadata", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("sets every property in the information dictionary and the XMP packet, read back the same by MuPDF, pdf.js and pdfinfo", async () => {
    const { bytes } = await runTool(t, "edit-pdf-metadata", [compact], all);
    const m = mupdfMetadata(bytes);
    assert.equal(m.Title, all.title);
    assert.equal(m.Author, all.author);
    assert.equal(m.Subject, all.subject);
    assert.equal(m.Keywords, all.keywords);
    assert.equal(m.Creator, all.creator);
    assert.equal(m.Producer, all.producer);
    assert.equal(m.CreationDate, "D:20240229134510+05'30'");
    assert.equal(m.ModDate, "D:20250102030405Z");
    assert.equal(m.Lang, "en-GB");

    const { info, xmp } = await pdfjsMetadata(bytes);
    assert.equal(info.Title, all.title);
    assert.equal(info.Author, all.author);
    assert.equal(info.Language, "en-GB");
    assert.ok(xmp, "an XMP packet pdf.js can parse");
    assert.equal(xmp.get("dc:title"), all.title);
    assert.equal(xmp.get("dc:creator")?.toString(), all.author);
    assert.equal(xmp.get("dc:description"), all.subject);
    assert.equal(xmp.get("pdf:keywords"), all.keywords);
    assert.deepEqual(xmp.get("dc:subject"), ["finance", "quarterly", "report"]);
    assert.equal(xmp.get("xmp:creatortool"), all.creator);
    assert.equal(xmp.get("pdf:producer"), all.producer);
    assert.equal(xmp.get("xmp:createdate"), all.creationDate);
    assert.equal(xmp.get("xmp:modifydate"), all.modificationDate);
    assert.equal(xmp.get("dc:language")?.toString(), "en-GB");

    const pdfinfo = poppler("pdfinfo", bytes);
    if (pdfinfo !== null) {
      assert.match(pdfinfo, /^Title:\s+Quarterly Report — Ünïcode ✓$/m);
      assert.match(pdfinfo, /^Author:\s+Ada Lovelace$/m);
      assert.match(pdfinfo, /^Producer:\s+doctools test$/m);
    }
    const metadataXml = poppler("pdfinfo", bytes, ["-meta"]);
    if (metadataXml !== null) assert.match(metadataXml, /<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Quarterly Report — Ünïcode ✓<\/rdf:li>/);
  });

  it("appends the change to a compact file, after its unchanged bytes (a signature's among them), and the pages stay as they were", async () => {
    for (const file of [compact, corpus("pdf/structure/digitally_signed.pdf"), corpus("pdf/structure/linearized_clean_30p.pdf")]) {
      const source = new Uint8Array(await readFile(file));
      const { bytes } = await runTool(t, "edit-pdf-metadata", [file], { title: "Appended", language: "de" });
      assert.ok(appendsTo(bytes, source), `${file}: the source's bytes come first, unchanged`);
      assert.ok(bytes.length - source.length < 8000, `${file}: the update is ${bytes.length - source.length} bytes`);
      assert.equal(mupdfMetadata(bytes).repaired, "false", file);
      assert.equal(mupdfMetadata(bytes).Title, "Appended", file);
      assert.equal(mupdfMetadata(bytes).Lang, "de", file);
      assert.equal((await pdfjsMetadata(bytes)).xmp?.get("dc:title"), "Appended", file);
      assert.equal((await readPdf(bytes)).numPages, (await readPdf(source)).numPages, file);
    }
  });

  it("writes a file with a classic cross-reference table whole, still keeping its form", async () => {
    const source = new Uint8Array(await readFile(classic));
    const { bytes } = await runTool(t, "edit-pdf-metadata", [classic], { author: "Someone" });
    assert.ok(!appendsTo(bytes, source));
    assert.equal(mupdfMetadata(bytes).Author, "Someone");
    const doc = new mupdf.PDFDocument(bytes);
    assert.ok(doc.getTrailer().get("Root", "AcroForm", "Fields").length > 0);
    doc.destroy();
  });

  it("updates an existing XMP packet in step, keeping what else it holds", async () => {
    const source = new Uint8Array(await readFile(withXmp));
    const before = await pdfjsMetadata(source);
    assert.ok(before.xmp);
    const kept = [...before.xmp.keys()].filter((key) => !/^(dc:(title|creator|description|subject|language)|pdf:(keywords|producer)|xmp:(creatortool|createdate|modifydate|metadatadate))$/.test(key));
    const { bytes } = await runTool(t, "edit-pdf-metadata", [withXmp], { title: "Form 1040, filled", producer: "" });
    const after = await pdfjsMetadata(bytes);
    assert.equal(after.info.Title, "Form 1040, filled");
    assert.equal(after.xmp?.get("dc:title"), "Form 1040, filled");
    assert.equal(after.info.Producer, undefined, "the producer cleared");
    assert.equal(after.xmp?.get("pdf:producer"), undefined, "and cleared in the XMP too");
    for (const key of kept) assert.deepEqual(after.xmp?.get(key), before.xmp.get(key), `${key} kept`);
    // What the dictionary still says is what the packet says.
    if (typeof after.info.Author === "string") assert.equal(after.xmp?.get("dc:creator")?.toString(), after.info.Author);
  });

  it("clears a property given empty, and with removeAll strips the dictionary and the XMP, writing the file whole", async () => {
    const source = new Uint8Array(await readFile(compact));
    const named = (await runTool(t, "edit-pdf-metadata", [compact], { title: "Secret title", author: "Secret author" })).bytes;
    const cleared = (await runTool(t, "edit-pdf-metadata", [{ name: "named.pdf", data: named }], { title: "" })).bytes;
    assert.equal(mupdfMetadata(cleared).Title, undefined);
    assert.equal(mupdfMetadata(cleared).Author, "Secret author");
    assert.ok(!Buffer.from(cleared).includes("Secret title"), "the old title is not left in earlier bytes");

    const stripped = (await runTool(t, "edit-pdf-metadata", [withXmp], { removeAll: "true" })).bytes;
    const doc = new mupdf.PDFDocument(stripped);
    assert.ok(doc.getTrailer().get("Info").isNull(), "no information dictionary");
    assert.ok(doc.getTrailer().get("Root", "Metadata").isNull(), "no XMP packet");
    doc.destroy();
    const read = await pdfjsMetadata(stripped);
    assert.equal(read.xmp, null);
    assert.equal(read.info.Title, undefined);
    assert.ok(!Buffer.from(stripped).includes("x:xmpmeta"));
    assert.ok(source.length > 0);

    const fresh = (await runTool(t, "edit-pdf-metadata", [withXmp], { removeAll: "true", title: "Only this" })).bytes;
    const freshRead = await pdfjsMetadata(fresh);
    assert.equal(freshRead.info.Title, "Only this");
    assert.equal(freshRead.info.Author, undefined);
    assert.equal(freshRead.xmp?.get("dc:title"), "Only this");
    assert.equal(freshRead.xmp?.get("dc:creator"), undefined);
  });

  it("refuses at the call a call without a change, dates that are not dates and bad language tags", async () => {
    for (const fields of [{}, { creationDate: "yesterday" }, { modificationDate: "2025-02-30" }, { creationDate: "2025-01-01T25:00" }, { language: "en_GB!" }] as Record<string, string>[]) {
      const { response } = await submit(t, "edit-pdf-metadata", [compact], fields);
      assert.equal(response.status, 400, JSON.stringify(fields));
    }
  });
});
