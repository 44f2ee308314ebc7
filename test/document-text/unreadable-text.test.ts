import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import * as mupdf from "mupdf";
import { readDocumentText } from "../../src/document-text/document-text.ts";
import { readLayouts } from "../../src/extraction/read-layouts.ts";
import { JobError } from "../../src/errors/job-errors.ts";
import { runTool, runToolExpectingFailure } from "../helpers/api-client.ts";
import { startFakeChatServer, type ChatCompletionRequest, type FakeChatServer } from "../helpers/fake-chat-server.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import {
  lostCharacterMapPdf,
  pageNumbersOnlyPdf,
  privateUsePdf,
  READABLE_SENTENCE,
  spacesOnlyPdf,
  stampOnlyPdf,
  truncatedContentPdf,
  unmappedGlyphsPdf,
} from "../fixtures/unreadable-pdfs.ts";

/**
 * No AI tool turns a PDF without readable text into a Completed result: damaged files MuPDF
 * repairs whose pages then yield nothing usable, fonts whose glyphs map to no character,
 * pages of spaces or page numbers. Each fails with NoText, on the built-in engines and with a
 * model (to which nothing is sent), while real text PDFs still complete.
 */

const unreadable: ReadonlyArray<readonly [string, () => Buffer]> = [
  ["glyphs without a character map (U+FFFD)", unmappedGlyphsPdf],
  ["a character map into the private use area", privateUsePdf],
  ["a repaired file whose character map was cut off", lostCharacterMapPdf],
  ["a repaired file whose content was cut off before its text", truncatedContentPdf],
  ["pages of spaces", spacesOnlyPdf],
  ["pages holding only their page numbers", pageNumbersOnlyPdf],
];

const tools: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ["summarize-pdf", {}],
  ["ask-pdf", {}],
  ["extract-pdf-data", { kind: "Tables", format: "Json" }],
  ["extract-pdf-data", { kind: "Invoice", format: "Csv" }],
];

const file = (name: string, make: () => Buffer) => ({ name: `${name.replace(/\W+/g, "-")}.pdf`, data: make() });

function assertNoText(error: { code: string; detail: string }, name: string) {
  assert.equal(error.code, "NoText", JSON.stringify(error));
  assert.ok(error.detail.includes(name), `the detail names the file: ${error.detail}`);
  assert.match(error.detail, /OCR/, "the detail says what to do");
}

describe("reading the text of PDFs without readable text", () => {
  let folder: string;
  before(async () => (folder = await fs.mkdtemp(path.join(os.tmpdir(), "unreadable-"))));
  after(() => fs.rm(folder, { recursive: true, force: true }));

  it("the damaged files open (repaired) and keep their pages, and the intact file reads as its sentence", async () => {
    for (const [name, make] of unreadable) {
      const doc = mupdf.Document.openDocument(make(), "application/pdf");
      assert.ok(doc.countPages() >= 1, `${name}: the file opens with its pages`);
      doc.destroy();
    }
    const input = path.join(folder, "intact.pdf");
    await fs.writeFile(input, lostCharacterMapPdf({ intact: true }));
    const document = await readDocumentText({ path: input, name: "intact.pdf", bytes: 0 }, { maxPages: 10 });
    assert.equal(document.pages[0]!.text, READABLE_SENTENCE, "the same file, whole, is readable: the cut is what loses the text");
  });

  for (const [name, make] of unreadable) {
    it(`${name}: both readers fail with NoText`, async () => {
      const input = { path: path.join(folder, "input.pdf"), name: "input.pdf", bytes: 0 };
      await fs.writeFile(input.path, make());
      const isNoText = (error: unknown) => error instanceof JobError && error.code === "NoText" && /OCR/.test(error.detail);
      await assert.rejects(readDocumentText(input, { maxPages: 10 }), isNoText);
      await assert.rejects(readLayouts(input, { maxPages: 10 }), isNoText);
    });
  }
});

describe("the AI tools on PDFs without readable text, built-in engines", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  for (const [name, make] of unreadable) {
    for (const [tool, fields] of tools) {
      it(`${tool} ${fields.kind ?? ""}: ${name} → Failed with NoText`, async () => {
        const input = file(name, make);
        assertNoText(await runToolExpectingFailure(t, tool, [input], fields), input.name);
      });
    }
  }

  it("summarize-pdf: letters that make no sentence (a stamp on every page) fail with NoText, not an empty summary", async () => {
    const error = await runToolExpectingFailure(t, "summarize-pdf", [{ name: "stamped.pdf", data: stampOnlyPdf() }]);
    assert.equal(error.code, "NoText");
    assert.match(error.detail, /"stamped\.pdf" has no sentences to summarise/);
  });

  it("extract-pdf-data Tables: a readable PDF without a table fails with NothingFound, not an empty file", async () => {
    const error = await runToolExpectingFailure(t, "extract-pdf-data", [corpus("pdf/text/text_pdflatex_4p.pdf")], { kind: "Tables", format: "Csv" });
    assert.equal(error.code, "NothingFound");
    assert.match(error.detail, /No table was found in "text_pdflatex_4p\.pdf"/);
  });

  it("positive controls: real text PDFs of the corpus still complete, with results that hold their text", async () => {
    const latex = corpus("pdf/text/text_pdflatex_4p.pdf");
    const summary = new TextDecoder().decode((await runTool(t, "summarize-pdf", [latex])).bytes);
    assert.ok(summary.split("\n").filter((line) => /^- \p{L}.*\(p\. \d\)$/u.test(line)).length >= 3, summary);
    const text = new TextDecoder().decode((await runTool(t, "ask-pdf", [latex])).bytes);
    assert.equal(text.split("\f").length, 4);
    assert.doesNotMatch(text, /[\uFFFD\p{Co}]/u);
    const tables = JSON.parse(new TextDecoder().decode((await runTool(t, "extract-pdf-data", [corpus("pdf/invoices/table_ruled_report_page.pdf")], { kind: "Tables", format: "Json" })).bytes));
    assert.ok(tables.tables.length >= 1 && tables.tables[0].rows.length >= 2);
  });
});

describe("the AI tools on PDFs without readable text, with a model", () => {
  let server: FakeChatServer;
  let t: TestApp;
  /** Answers every kind of request the tools send with something well-formed. */
  const answer = (request: ChatCompletionRequest) => {
    const user = request.messages.findLast((m) => m.role === "user")!.content;
    if (request.response_format?.json_schema?.name === "translations") {
      const blocks = (JSON.parse(user) as { blocks: { id: number; text: string }[] }).blocks;
      return { json: { translations: blocks.map((b) => ({ id: b.id, text: `Übersetzt: ${b.text}` })) } };
    }
    return "## Summary\n- The paper describes a document (p. 1).";
  };
  before(async () => {
    server = await startFakeChatServer(answer);
    t = await startTestApp({ env: server.env() });
  });
  after(async () => {
    await t.close();
    await server.close();
  });

  for (const [name, make] of unreadable) {
    for (const [tool, fields] of [["translate-pdf", { language: "German", output: "Text" }], ["translate-pdf", { language: "German" }], ...tools] as const) {
      it(`${tool} ${Object.values(fields).join(" ")}: ${name} → Failed with NoText, nothing sent to the model`, async () => {
        const sent = server.requests.length;
        const input = file(name, make);
        assertNoText(await runToolExpectingFailure(t, tool, [input], fields), input.name);
        assert.equal(server.requests.length, sent);
      });
    }
  }

  it("translate-pdf: a model's translation without a letter counts as left out; the block keeps its source text", async () => {
    server.script((request) => {
      const blocks = (JSON.parse(request.messages.findLast((m) => m.role === "user")!.content) as { blocks: { id: number }[] }).blocks;
      return { json: { translations: blocks.map((b) => ({ id: b.id, text: "… ?" })) } };
    });
    try {
      const { bytes } = await runTool(t, "translate-pdf", [{ name: "intact.pdf", data: lostCharacterMapPdf({ intact: true }) }], { language: "German", output: "Text" });
      assert.equal(new TextDecoder().decode(bytes), `--- Page 1 ---\n\n${READABLE_SENTENCE}\n`);
    } finally {
      server.script(answer);
    }
  });

  it("positive control: translate-pdf of a real text PDF completes with the model's translation on every page", async () => {
    const latex = corpus("pdf/text/text_pdflatex_4p.pdf");
    const { bytes, job } = await runTool(t, "translate-pdf", [latex], { language: "German" });
    assert.equal(job.pageCount, 4);
    const pdf = await readPdf(bytes);
    for (let page = 1; page <= 4; page++) assert.match(await pdf.pageText(page), /Übersetzt:/);
  });
});
