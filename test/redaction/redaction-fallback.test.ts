import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import { redactDocument, type RedactionRequest } from "../../src/pdf/redaction.ts";
import { withoutInlineProperties } from "../../src/pdf/redaction-marked-content.ts";
import { redactPdf } from "../../src/tools/redact-pdf.ts";
import { findLeaks, pageTextMupdf } from "./leak-search.ts";
import { clipTextPdf, hiddenLayerPdf, type3Pdf } from "./redaction-pdfs.ts";
import { submit, waitForJob } from "../helpers/api-client.ts";
import { startTestApp } from "../helpers/test-app.ts";

const textRequest = (terms: string[]): RedactionRequest => ({ method: "Text", terms, matchCase: false, patterns: [], areas: [] });

/** Redacts a PDF's bytes in memory and saves it as the tool does (what nothing reaches is dropped); the report and the result. */
async function redact(bytes: Uint8Array, request: RedactionRequest) {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const report = await redactDocument(doc, request);
    const buffer = doc.saveToBuffer("garbage=compact,compress=yes,objstms=yes");
    const saved = buffer.asUint8Array().slice();
    buffer.destroy();
    return { report, bytes: saved };
  } finally {
    doc.destroy();
  }
}

/** Whether a page of a PDF is one picture and nothing else (fonts, text). */
function isPicture(bytes: Uint8Array, index: number): boolean {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const resources = doc.findPage(index).get("Resources");
    const xobjects = resources.get("XObject");
    let images = 0;
    if (xobjects.isDictionary()) xobjects.forEach((x) => void (x.get("Subtype").asName() === "Image" && images++));
    return images === 1 && resources.get("Font").isNull() && pageTextMupdf(doc, index).trim() === "";
  } finally {
    doc.destroy();
  }
}

describe("redaction in place: hidden words, and pages it cannot do exactly", () => {
  it("draws a page with a Type 3 font as a picture and names it; a page without one stays text", async () => {
    const { report, bytes } = await redact(type3Pdf(), textRequest(["Typesecret"]));
    assert.equal(report.redacted, 2);
    assert.deepEqual(report.pictureFallbacks.map((f) => f.page), [1]);
    assert.match(report.pictureFallbacks[0]!.reason, /Type 3 font/);
    assert.ok(isPicture(bytes, 0));
    assert.ok(!isPicture(bytes, 1));
    const doc = new mupdf.PDFDocument(bytes);
    assert.match(pageTextMupdf(doc, 1), /^\s*there\s*$/);
    doc.destroy();
    assert.deepEqual(await findLeaks(bytes, ["Typesecret"]), []);
  });

  it("draws a page as a picture when text used as a clipping path lies under a box, and not when it lies elsewhere", async () => {
    const source = clipTextPdf();
    const under = await redact(source, textRequest(["Clipword"]));
    assert.deepEqual(under.report.pictureFallbacks.map((f) => f.page), [1]);
    assert.match(under.report.pictureFallbacks[0]!.reason, /clipping path/);
    assert.ok(isPicture(under.bytes, 0));
    assert.deepEqual(await findLeaks(under.bytes, ["Clipword"]), []);

    const elsewhere = await redact(source, textRequest(["Plainword"]));
    assert.deepEqual(elsewhere.report.pictureFallbacks, []);
    assert.ok(!isPicture(elsewhere.bytes, 0));
    assert.deepEqual(await findLeaks(elsewhere.bytes, ["Plainword"]), []);
    const doc = new mupdf.PDFDocument(elsewhere.bytes);
    assert.match(pageTextMupdf(doc, 0), /stays/);
    doc.destroy();
  });

  it("has the tool's log name the pages drawn as pictures and why", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "redact-fallback-"));
    try {
      const file = path.join(dir, "type3.pdf");
      const bytes = type3Pdf();
      await fs.writeFile(file, bytes);
      const lines: Array<{ message: string; data?: Record<string, unknown> }> = [];
      const record = (message: string, data?: Record<string, unknown>) => void lines.push({ message, ...(data ? { data } : {}) });
      const result = await redactPdf.run({
        inputs: [{ path: file, name: "type3.pdf", bytes: bytes.length }],
        fields: { method: "Text", terms: ["Typesecret"], matchCase: false, patterns: [], areas: [] },
        workDir: dir,
        signal: new AbortController().signal,
        model: null,
        progress: async () => {},
        memoryMb: 1024,
        log: { info: record, warn: record },
        baseName: "type3",
        emit: async () => {},
      });
      assert.equal(result.outputs.length, 1);
      const line = lines.find((l) => /pictures/.test(l.message));
      assert.ok(line, JSON.stringify(lines));
      const pages = line.data?.pages as Array<{ page: number; reason: string }>;
      assert.deepEqual(pages.map((p) => p.page), [1]);
      assert.match(pages[0]!.reason, /Type 3/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("tells the caller, in the job's notes, which pages were drawn as pictures and why", async () => {
    const t = await startTestApp();
    try {
      const { response, body } = await submit(t, "redact-pdf", [{ name: "type3.pdf", data: type3Pdf() }], { method: "Text", terms: "Typesecret" });
      assert.equal(response.status, 202, JSON.stringify(body));
      assert.deepEqual(body.notes, []);
      const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
      assert.equal(job.status, "Completed", JSON.stringify(job.error));
      assert.equal(job.notes.length, 1, JSON.stringify(job.notes));
      assert.match(job.notes[0], /^Page 1 was redrawn as a picture instead of redacted as text: .*Type 3/);
    } finally {
      await t.close();
    }
  });

  it("removes the word from optional content hidden by default too, and leaves the layer hidden", async () => {
    const { report, bytes } = await redact(hiddenLayerPdf(), textRequest(["Layerword"]));
    assert.deepEqual(report.pictureFallbacks, []);
    assert.deepEqual(await findLeaks(bytes, ["Layerword"]), []);
    const doc = new mupdf.PDFDocument(bytes);
    try {
      assert.equal(doc.countLayers(), 1);
      assert.equal(doc.isLayerVisible(0), false);
      assert.match(pageTextMupdf(doc, 0), /Visible/);
      doc.setLayerVisible(0, true);
      assert.match(pageTextMupdf(doc, 0), /Hidden\s+layer/);
    } finally {
      doc.destroy();
    }
  });

  it("reports no fallback in Picture mode, where every redacted page is a picture anyway", async () => {
    const { report, bytes } = await redact(type3Pdf(), { ...textRequest(["Typesecret"]), method: "Picture" });
    assert.deepEqual(report, { redacted: 2, pictureFallbacks: [] });
    assert.ok(isPicture(bytes, 0) && isPicture(bytes, 1));
  });
});

describe("inline property lists of marked content", () => {
  const rewrite = (text: string) => {
    const out = withoutInlineProperties(Buffer.from(text, "latin1"));
    return out === null ? null : Buffer.from(out).toString("latin1");
  };

  it("turns BDC with an inline list into BMC and DP into MP, keeping named lists", () => {
    assert.equal(rewrite("/Span<</ActualText(Secret)>>BDC (x) Tj EMC"), "/Span BMC (x) Tj EMC");
    assert.equal(rewrite("/P <</MCID 3 /Alt (a <<b>> c) /E <FEFF0041>>> BDC EMC"), "/P  BMC EMC");
    assert.equal(rewrite("/Note <</E (x)>> DP"), "/Note  MP");
    assert.equal(rewrite("/OC /L1 BDC (x) Tj EMC"), null);
  });

  it("does not take strings, comments or inline image data for operators", () => {
    assert.equal(rewrite("(<<) >> BDC) Tj % <</A 1>> BDC\n"), null);
    const image = "BI /W 2 /H 1 /BPC 8 /CS /G ID \u0000<<>>BDC EI Q /X<</ActualText(y)>>BDC EMC";
    assert.equal(rewrite(image), "BI /W 2 /H 1 /BPC 8 /CS /G ID \u0000<<>>BDC EI Q /X BMC EMC");
  });
});
