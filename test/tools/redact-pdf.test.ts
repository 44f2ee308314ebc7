import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { luhnValid, verhoeffValid } from "../../src/pdf/sensitive-patterns.ts";

const cropped = corpus("pdf/geometry/rotate_0_90_180_270_with_cropbox_8p.pdf");
const plain = corpus("pdf/text/merge_doc1_3p.pdf");

/** A PDF of Letter pages, each a list of lines in Helvetica 12 pt from 72 pt down, uncompressed so the input's bytes hold the words. */
function buildPdf(pages: readonly (readonly string[])[], title?: string): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  for (const lines of pages) {
    const resources = doc.newDictionary();
    const fonts = doc.newDictionary();
    fonts.put("F1", font);
    resources.put("Font", fonts);
    const escape = (s: string) => s.replace(/[\\()]/g, "\\$&");
    const content = `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((line) => `(${escape(line)}) Tj T*`).join(" ")} ET`;
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, content));
  }
  if (title) {
    const info = doc.newDictionary();
    info.put("Title", doc.newString(title));
    info.put("Author", doc.newString(`${title} author`));
    doc.getTrailer().put("Info", doc.addObject(info));
  }
  const buffer = doc.saveToBuffer("");
  const bytes = buffer.asUint8Array().slice();
  buffer.destroy();
  doc.destroy();
  return bytes;
}

const helvetica = new mupdf.Font("Helvetica");
/** Width in points of a text in Helvetica 12 pt. */
const textWidth = (text: string) => [...text].reduce((sum, c) => sum + helvetica.advanceGlyph(helvetica.encodeCharacter(c.codePointAt(0)!), 0) * 12, 0);

/** Where the i-th line's baseline is, in points from the top of the page as shown. */
const baseline = (line: number) => 792 - 720 + line * 14;

/** Every stream of the file decoded by MuPDF, plus the raw bytes: the places a word could hide. */
function everyByte(bytes: Uint8Array): string[] {
  const doc = new mupdf.PDFDocument(bytes);
  const out = [Buffer.from(bytes).toString("latin1")];
  try {
    for (let number = 1; number < doc.countObjects(); number++) {
      const object = doc.newIndirect(number);
      if (!object.isStream()) continue;
      try {
        out.push(Buffer.from(object.readStream().asUint8Array()).toString("latin1"));
      } catch {
        // A stream MuPDF cannot decode holds nothing a reader could show.
      }
    }
  } finally {
    doc.destroy();
  }
  return out;
}

function bytesContain(bytes: Uint8Array, word: string): boolean {
  const needle = word.toLowerCase();
  return everyByte(bytes).some((text) => text.toLowerCase().includes(needle));
}

/** The page's image XObjects, fonts, annotations and content, read with MuPDF. */
function pageParts(bytes: Uint8Array, index: number) {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const page = doc.findPage(index);
    const images: Array<{ width: number; height: number }> = [];
    const xobjects = page.get("Resources", "XObject");
    let others = 0;
    if (xobjects.isDictionary()) {
      xobjects.forEach((value) => {
        if (value.get("Subtype").asName() === "Image") images.push({ width: value.get("Width").asNumber(), height: value.get("Height").asNumber() });
        else others++;
      });
    }
    const fonts = page.get("Resources", "Font");
    return {
      images,
      otherXObjects: others,
      hasFonts: fonts.isDictionary(),
      annotations: page.get("Annots").isArray() ? page.get("Annots").length : 0,
      rotate: page.get("Rotate").isNull() ? 0 : page.get("Rotate").asNumber(),
    };
  } finally {
    doc.destroy();
  }
}

/** Share of pixels darker than 40 in every channel inside a box of points on an RGBA render at `dpi`. */
function blackShare(image: { data: Uint8Array; width: number }, dpi: number, box: { x: number; y: number; width: number; height: number }): number {
  const s = dpi / 72;
  let black = 0;
  let all = 0;
  for (let y = Math.ceil(box.y * s); y < Math.floor((box.y + box.height) * s); y++) {
    for (let x = Math.ceil(box.x * s); x < Math.floor((box.x + box.width) * s); x++) {
      const i = (y * image.width + x) * 4;
      all++;
      if (image.data[i]! < 40 && image.data[i + 1]! < 40 && image.data[i + 2]! < 40) black++;
    }
  }
  return all === 0 ? 0 : black / all;
}

/** A 12-digit Aadhaar-like number starting `prefix` (11 digits) whose check digit is or is not valid. */
function aadhaar(prefix: string, valid: boolean): string {
  for (let d = 0; d <= 9; d++) if (verhoeffValid(`${prefix}${d}`) === valid) return `${prefix}${d}`.replace(/(\d{4})(\d{4})(\d{4})/, "$1 $2 $3");
  throw new Error("no digit");
}

describe("redact-pdf", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("leaves no trace of a term: not in any reader's text, not in any decoded stream or the raw bytes", async () => {
    const input = buildPdf(
      [
        ["This page is Top SECRET material.", "The topsecretive plan is confi-", "dential and stays confidential."],
        ["Nothing to hide on this page at all."],
        ["Another secret lies on page three."],
      ],
      "Secret plan",
    );
    // The checks below find the words in the input, so they would find them in the output.
    for (const word of ["secret", "confi-", "dential", "Secret plan"]) assert.ok(bytesContain(input, word), word);
    const { bytes, job } = await runTool(t, "redact-pdf", [{ name: "plan.pdf", data: input }], { terms: "secret\nConfidential" });
    assert.equal(job.operation, "redact-pdf");
    const output = await readPdf(bytes);
    assert.equal(output.numPages, 3);
    let all = "";
    for (let page = 1; page <= 3; page++) all += ` ${await output.pageText(page)}`;
    assert.doesNotMatch(all, /secret|confi|dential/i);
    for (const word of ["secret", "confidential", "confi-", "dential", "topsecretive"]) assert.ok(!bytesContain(bytes, word), `"${word}" is in the output`);
    // Redacted pages: one 200 dpi picture and nothing else; the page without a match keeps its text.
    for (const index of [0, 2]) {
      const parts = pageParts(bytes, index);
      assert.deepEqual(parts.images, [{ width: Math.round((612 * 200) / 72), height: Math.round((792 * 200) / 72) }]);
      assert.equal(parts.otherXObjects, 0);
      assert.equal(parts.hasFonts, false);
      assert.equal(parts.annotations, 0);
      assert.equal(await output.pageText(index + 1), "");
    }
    assert.equal(await output.pageText(2), "Nothing to hide on this page at all.");
    assert.equal(pageParts(bytes, 1).images.length, 0);
    // The black boxes sit over the matches: the upper-case word, inside a longer word, and across the line break.
    const image = await output.render(1, 100);
    // Boxes a point inside the words as drawn: Helvetica 12 pt from x = 72.
    const at = (n: number, before: string, word: string) => ({ x: 72 + textWidth(before) + 1, y: baseline(n) - 8, width: textWidth(word) - 2, height: 8 });
    assert.ok(blackShare(image, 100, at(0, "This page is Top ", "SECRET")) > 0.95, "SECRET");
    assert.ok(blackShare(image, 100, at(1, "The top", "secret")) > 0.95, "topsecretive");
    assert.ok(blackShare(image, 100, at(1, "The topsecretive plan is ", "confi-")) > 0.95, "confi-");
    assert.ok(blackShare(image, 100, at(2, "", "dential")) > 0.95, "dential");
    assert.ok(blackShare(image, 100, at(2, "dential and stays ", "confidential")) > 0.95, "confidential");
    assert.ok(blackShare(image, 100, at(0, "", "This page")) < 0.5, "the words around stay visible");
    await output.destroy();
  });

  it("matches case only when asked", async () => {
    const input = buildPdf([["Only lower secret here."], ["Only upper SECRET here."]]);
    const { bytes } = await runTool(t, "redact-pdf", [{ name: "case.pdf", data: input }], { terms: "SECRET", matchCase: "true" });
    const output = await readPdf(bytes);
    assert.equal(await output.pageText(1), "Only lower secret here.");
    assert.equal(await output.pageText(2), "");
    await output.destroy();
  });

  it("blacks out every detail pattern and leaves look-alikes that fail their checks", async () => {
    const validAadhaar = aadhaar("23456789012", true);
    const invalidAadhaar = aadhaar("23456789012", false);
    assert.ok(luhnValid("4111111111111111") && !luhnValid("4111111111111112"));
    const truths = ["Mail jane.doe@example.com now", "Call +91 98765 43210 today", `Aadhaar ${validAadhaar} ok`, "Card 4111 1111 1111 1111 ok", "PAN ABCDE1234F ok"];
    const fakes = [`Aadhaar ${invalidAadhaar} bad`, "Card 4111 1111 1111 1112 bad", "PAN ABCDE12345 bad"];
    const input = buildPdf([truths, fakes]);
    const { bytes } = await runTool(t, "redact-pdf", [{ name: "details.pdf", data: input }], { patterns: "Emails, PhoneNumbers, Pan, Aadhaar, CardNumbers" });
    const output = await readPdf(bytes);
    assert.equal(await output.pageText(1), "");
    assert.equal(await output.pageText(2), fakes.join(" "));
    for (const detail of ["jane.doe@example.com", "98765", validAadhaar, "4111 1111 1111 1111", "ABCDE1234F"]) assert.ok(!bytesContain(bytes, detail), detail);
    const image = await output.render(1, 100);
    for (let n = 0; n < truths.length; n++) {
      // Each detail starts after its label word; a strip just inside it is black.
      const x = 72 + [35, 35, 55, 40, 35][n]!;
      assert.ok(blackShare(image, 100, { x, y: baseline(n) - 7, width: 30, height: 6 }) > 0.95, truths[n]);
      assert.ok(blackShare(image, 100, { x: 72, y: baseline(n) - 7, width: 18, height: 6 }) < 0.6, `${truths[n]} label`);
    }
    await output.destroy();
  });

  it("puts area boxes where asked on the page as shown, rotated and cropped pages included", async () => {
    const input = await readPdf(new Uint8Array(await fs.readFile(cropped)));
    const boxes: Array<{ page: number; x: number; y: number; width: number; height: number }> = [];
    for (let page = 1; page <= 8; page++) {
      const { width, height } = await input.viewSize(page);
      boxes.push({ page, x: width * 0.2, y: height * 0.3, width: width * 0.25, height: height * 0.1 });
    }
    const { bytes } = await runTool(t, "redact-pdf", [cropped], { areas: JSON.stringify(boxes) });
    const output = await readPdf(bytes);
    for (const box of boxes) {
      assert.deepEqual(await output.viewSize(box.page), await input.viewSize(box.page));
      assert.equal(await output.rotation(box.page), 0);
      const drawn = await output.render(box.page, 72);
      const original = await input.render(box.page, 72);
      assert.ok(blackShare(drawn, 72, { x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2 }) > 0.99, `page ${box.page} inside`);
      // Beside the box the page looks as before.
      for (const [x, y] of [[box.x - 6, box.y + box.height / 2], [box.x + box.width + 6, box.y + box.height / 2], [box.x + box.width / 2, box.y - 6], [box.x + box.width / 2, box.y + box.height + 6]]) {
        const i = (Math.round(y!) * drawn.width + Math.round(x!)) * 4;
        assert.ok(Math.abs(drawn.data[i]! - original.data[i]!) < 80, `page ${box.page} outside at ${x},${y}: ${drawn.data[i]} vs ${original.data[i]}`);
      }
      const parts = pageParts(bytes, box.page - 1);
      assert.equal(parts.images.length, 1);
      assert.equal(parts.rotate, 0);
    }
    await Promise.all([input.destroy(), output.destroy()]);
  });

  it("omits info, XMP metadata, bookmarks, attachments and the form", async () => {
    const files = ["pdf/outline/outline_nested_9p.pdf", "pdf/forms/form_libreoffice_9_fields.pdf", "pdf/annotations/attachment_embedded_file.pdf", "pdf/text/text_pdfa1b_crazyones_1p.pdf"].map(corpus);
    const catalogue = (bytes: Uint8Array) => {
      const doc = new mupdf.PDFDocument(bytes);
      try {
        const root = doc.getTrailer().get("Root");
        const annotationTypes: string[] = [];
        for (let i = 0; i < doc.countPages(); i++) {
          const annots = doc.findPage(i).get("Annots");
          if (annots.isArray()) for (let k = 0; k < annots.length; k++) annotationTypes.push(String(annots.get(k).get("Subtype").asName()));
        }
        return {
          info: !doc.getTrailer().get("Info").isNull(),
          metadata: !root.get("Metadata").isNull(),
          outlines: !root.get("Outlines").isNull(),
          form: !root.get("AcroForm").isNull(),
          attachments: !root.get("Names", "EmbeddedFiles").isNull() || annotationTypes.includes("FileAttachment"),
          widgets: annotationTypes.includes("Widget"),
        };
      } finally {
        doc.destroy();
      }
    };
    const seen = { info: false, metadata: false, outlines: false, form: false, attachments: false, widgets: false };
    for (const file of files) {
      const before = catalogue(new Uint8Array(await fs.readFile(file)));
      for (const key of Object.keys(seen) as Array<keyof typeof seen>) seen[key] ||= before[key];
      const { bytes } = await runTool(t, "redact-pdf", [file], { areas: JSON.stringify([{ page: 1, x: 10, y: 10, width: 20, height: 20 }]) });
      assert.deepEqual(catalogue(bytes), { info: false, metadata: false, outlines: false, form: false, attachments: false, widgets: false }, file);
      const output = await readPdf(bytes);
      assert.deepEqual(await output.outline(), []);
      assert.equal(await output.formFieldCount(), 0);
      await output.destroy();
    }
    // The inputs did hold each of these, so their absence is the tool's doing.
    assert.deepEqual(seen, { info: true, metadata: true, outlines: true, form: true, attachments: true, widgets: true });
  });

  it("fails with NothingFound when nothing matches, and for boxes off the page or past the last page", async () => {
    const nothing = await runToolExpectingFailure(t, "redact-pdf", [plain], { terms: "zzqqxxnotthere", patterns: "Aadhaar" });
    assert.equal(nothing.code, "NothingFound");
    const outside = await runToolExpectingFailure(t, "redact-pdf", [plain], { areas: JSON.stringify([{ page: 1, x: 500, y: 10, width: 500, height: 10 }]) });
    assert.equal(outside.code, "InvalidRequest");
    assert.match(outside.detail, /box 1/);
    const beyond = await runToolExpectingFailure(t, "redact-pdf", [plain], { areas: JSON.stringify([{ page: 9, x: 1, y: 1, width: 5, height: 5 }]) });
    assert.equal(beyond.code, "PageOutOfRange");
    assert.match(beyond.detail, /3 pages/);
  });

  it("refuses bad fields when the call arrives, naming the field", async () => {
    const box = { page: 1, x: 1, y: 1, width: 5, height: 5 };
    const cases: Array<[Record<string, string>, string]> = [
      [{ terms: Array.from({ length: 51 }, (_, i) => `term${i}`).join("\n") }, "terms"],
      [{ terms: `ok\n${"x".repeat(101)}` }, "terms"],
      [{ patterns: "Emails,Passwords" }, "patterns"],
      [{ areas: "[{page:1" }, "areas"],
      [{ areas: JSON.stringify({ page: 1 }) }, "areas"],
      [{ areas: JSON.stringify([{ ...box, width: -1 }]) }, "areas"],
      [{ areas: JSON.stringify(Array.from({ length: 501 }, () => box)) }, "areas"],
      [{ matchCase: "true" }, "terms"],
      [{}, "terms"],
    ];
    for (const [fields, field] of cases) {
      const { response, body } = await submit(t, "redact-pdf", [plain], fields);
      assert.equal(response.status, 400, JSON.stringify(fields).slice(0, 100));
      assert.equal(body.errors[0].field, field, JSON.stringify(body));
    }
    // 50 terms of 100 characters are accepted.
    const most = await submit(t, "redact-pdf", [plain], { terms: Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(100, "q")).join("\n"), areas: JSON.stringify([box]) });
    assert.equal(most.response.status, 202, JSON.stringify(most.body));
  });

  it("fails the job for damaged and password-protected files", async () => {
    const damaged = await runToolExpectingFailure(t, "redact-pdf", [corpus("pdf/damaged/damaged_header_then_eof_only.pdf")], { terms: "x" });
    assert.equal(damaged.code, "DamagedFile");
    const locked = await runToolExpectingFailure(t, "redact-pdf", [corpus("pdf/encrypted/enc_aes256_r6_user-view_owner-master.pdf")], { terms: "x" });
    assert.equal(locked.code, "PasswordRequired");
  });
});
