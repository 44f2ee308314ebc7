import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import * as mupdf from "mupdf";
import { call, json, runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { requestTokens, type ChatMessage } from "../../src/ai-model/chat-model.ts";
import { requestText, startFakeChatServer, type ChatCompletionRequest, type FakeChatServer } from "../helpers/fake-chat-server.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { samples } from "../translation/sample-translations.ts";
import { extractedText, normalise, pageFonts } from "../translation/translated-pdf-reader.ts";

/**
 * translate-pdf end to end over HTTP, against a chat-completions server on 127.0.0.1 scripted
 * to answer with known Hindi translations.
 */

const FILE_NAME = "Quarterly-Board-Minutes-Confidential.pdf";

/** A PDF with known text: a Letter page with a heading and a paragraph, an A4 landscape page with a bulleted list, and a page without text. */
function buildInput(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  const bold = doc.addSimpleFont(new mupdf.Font("Helvetica-Bold"));
  const page = (width: number, height: number, content: string) => {
    const resources = doc.newDictionary();
    const fonts = doc.newDictionary();
    fonts.put("F1", font);
    fonts.put("F2", bold);
    resources.put("Font", fonts);
    doc.insertPage(-1, doc.addPage([0, 0, width, height], 0, resources, content));
  };
  page(612, 792, "BT /F2 20 Tf 72 700 Td (Annual report) Tj ET BT /F1 11 Tf 13 TL 72 660 Td (The board thanks every member for their patience.) Tj T* (Deliveries will resume on Monday.) Tj ET");
  page(842, 595, "BT /F1 11 Tf 16 TL 72 500 Td (\\225 Membership grew this year.) Tj T* (\\225 The cafe reopened in April.) Tj ET BT /F1 9 Tf 410 40 Td (2) Tj ET");
  page(400, 300, "");
  const buffer = doc.saveToBuffer("");
  const bytes = buffer.asUint8Array().slice();
  buffer.destroy();
  doc.destroy();
  return bytes;
}

const hindi = [samples.Hindi.heading, samples.Hindi.paragraph, ...samples.Hindi.items];

interface SentBlock {
  id: number;
  kind: string;
  text: string;
}

function sentBlocks(request: ChatCompletionRequest): SentBlock[] {
  const user = request.messages.find((m) => m.role === "user")!;
  return (JSON.parse(user.content) as { blocks: SentBlock[] }).blocks;
}

/** The known translation of block `id`. */
const translationOf = (id: number) => hindi[(id - 1) % hindi.length]!;

function translateAll(request: ChatCompletionRequest) {
  return { json: { translations: sentBlocks(request).map((b) => ({ id: b.id, text: translationOf(b.id) })) } };
}

describe("translate-pdf", () => {
  let server: FakeChatServer;
  let t: TestApp;
  const input = buildInput();
  before(async () => {
    server = await startFakeChatServer(translateAll);
    t = await startTestApp({ env: server.env() });
  });
  after(async () => {
    await t.close();
    await server.close();
  });

  it("Pdf: one page per original page, same sizes, holding the model's translations in Hindi; only text was sent", async () => {
    server.requests.length = 0;
    server.script(translateAll);
    const { bytes, job } = await runTool(t, "translate-pdf", [{ name: FILE_NAME, data: input }], { language: "Hindi" });
    assert.equal(job.operation, "translate-pdf");
    const reader = await readPdf(bytes);
    try {
      assert.equal(reader.numPages, 3);
      assert.deepEqual(await reader.viewSize(1), { width: 612, height: 792 });
      assert.deepEqual(await reader.viewSize(2), { width: 842, height: 595 });
      assert.deepEqual(await reader.viewSize(3), { width: 400, height: 300 });
    } finally {
      await reader.destroy();
    }

    // What the model was sent: the blocks of the PDF's text, with their kinds, and nothing else.
    const sent = server.requests.flatMap((r) => sentBlocks(r.body));
    assert.deepEqual(
      sent.map((b) => [b.kind, b.text]),
      [
        ["heading", "Annual report"],
        ["paragraph", "The board thanks every member for their patience. Deliveries will resume on Monday."],
        ["list-item", "Membership grew this year."],
        ["list-item", "The cafe reopened in April."],
      ],
    );
    const me = await json(await call(t, "GET", "/v1/me"));
    for (const request of server.requests) {
      assert.ok(!request.raw.includes("Quarterly-Board"), "the file name went to the model");
      assert.match(me.account.email, /@/);
      assert.ok(!request.raw.includes(me.account.email), "the account's email went to the model");
      assert.ok(!request.raw.includes("%PDF"), "file bytes went to the model");
      assert.equal(request.body.response_format?.type, "json_schema");
      assert.match(requestText(request.body), /Hindi/);
    }

    // Page by page, the translations the model gave, as headings, list items and paragraphs.
    const page1 = normalise(await extractedText(bytes, 1, false), false);
    assert.equal(page1, normalise(`${translationOf(1)} ${translationOf(2)}`, false));
    // The page number, with no letters to translate, stays as it is and is not sent.
    const page2 = normalise(await extractedText(bytes, 2, false), false);
    assert.equal(page2, normalise(`\u2022 ${translationOf(3)} \u2022 ${translationOf(4)} 2`, false));
    assert.equal(normalise(await extractedText(bytes, 3, false), false), "");
    for (const font of pageFonts(bytes, 0)) assert.match(font.baseFont, /^[A-Z]{6}\+/);
  });

  it("Text: each page under --- Page N ---, UTF-8", async () => {
    server.script(translateAll);
    const { bytes, response } = await runTool(t, "translate-pdf", [{ name: FILE_NAME, data: input }], { language: "Hindi", output: "Text" });
    assert.match(response.headers.get("content-type") ?? "", /^text\/plain/);
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    assert.equal(
      text,
      [`--- Page 1 ---`, translationOf(1), translationOf(2), `--- Page 2 ---`, `\u2022 ${translationOf(3)}`, `\u2022 ${translationOf(4)}`, "2", `--- Page 3 ---`].join("\n\n") + "\n",
    );
  });

  it("a block the model leaves out is asked for again, and kept in the source language if it stays missing", async () => {
    server.requests.length = 0;
    // Block 2 never comes back; block 3 only on the second request.
    server.script((body, index) => ({
      json: { translations: sentBlocks(body).filter((b) => b.id !== 2 && (b.id !== 3 || index > 0)).map((b) => ({ id: b.id, text: translationOf(b.id) })) },
    }));
    const { bytes } = await runTool(t, "translate-pdf", [{ name: FILE_NAME, data: input }], { language: "Hindi", output: "Text" });
    const text = new TextDecoder().decode(bytes);
    assert.equal(server.requests.length, 2);
    assert.deepEqual(sentBlocks(server.requests[1]!.body).map((b) => b.id), [2, 3]);
    assert.ok(text.includes("The board thanks every member for their patience. Deliveries will resume on Monday."), "the untranslated block was dropped");
    assert.ok(text.includes(`\u2022 ${translationOf(3)}`));
    assert.ok(text.includes(translationOf(1)));
  });

  it("a model that keeps failing fails the job with AiUnavailable", async () => {
    server.script(() => ({ status: 500 }));
    const error = await runToolExpectingFailure(t, "translate-pdf", [{ name: FILE_NAME, data: input }], { language: "French" });
    assert.equal(error.code, "AiUnavailable");
  });

  it("a scan without text fails with NoText; more than 30 pages with TooManyPages", async () => {
    server.script(translateAll);
    server.requests.length = 0;
    const scan = await runToolExpectingFailure(t, "translate-pdf", [corpus("pdf/scanned/scan_brochure_300dpi_1p.pdf")], { language: "German" });
    assert.equal(scan.code, "NoText");
    assert.match(scan.detail, /OCR/);
    const long = await runToolExpectingFailure(t, "translate-pdf", [corpus("pdf/outline/outline_toc_100_entries_103p.pdf")], { language: "German" });
    assert.equal(long.code, "TooManyPages");
    assert.equal(server.requests.length, 0);
  });

  it("an unknown language is refused with 400", async () => {
    const { response, body } = await submit(t, "translate-pdf", [{ name: FILE_NAME, data: input }], { language: "Klingon" });
    assert.equal(response.status, 400);
    assert.match(JSON.stringify(body), /language/);
  });
});

describe("translate-pdf on a long document", () => {
  it("is sent in chunks that each keep within the token budget, every block once, and put back in order", async () => {
    const server = await startFakeChatServer((body) => ({ json: { translations: sentBlocks(body).map((b) => ({ id: b.id, text: `Übersetzung ${b.id}` })) } }));
    const t = await startTestApp({ env: server.env({ DOCTOOLS_AI_CONTEXT_TOKENS: "2000" }) });
    try {
      const { bytes } = await runTool(t, "translate-pdf", [corpus("pdf/text/text_pdflatex_4p.pdf")], { language: "German", output: "Text" });
      assert.ok(server.requests.length >= 4, `${server.requests.length} requests`);
      for (const request of server.requests) {
        assert.ok(requestTokens(request.body.messages as ChatMessage[], request.body.max_tokens!) <= 2000, "a request over the budget");
      }
      // Chunks go out side by side, so they may arrive in any order; each block goes once.
      const ids = server.requests.flatMap((r) => sentBlocks(r.body).map((b) => b.id)).sort((a, b) => a - b);
      assert.equal(new Set(ids).size, ids.length);
      const text = new TextDecoder().decode(bytes);
      const found = [...text.matchAll(/Übersetzung (\d+)/g)].map((m) => Number(m[1]));
      assert.deepEqual(found, ids);
      assert.deepEqual([...text.matchAll(/^--- Page (\d+) ---$/gm)].map((m) => Number(m[1])), [1, 2, 3, 4]);
      // The source text all went out: its words, in order, are the original's words.
      const sentWords = server.requests.flatMap((r) => sentBlocks(r.body).flatMap((b) => b.text.split(/\s+/))).join(" ");
      assert.ok(sentWords.length > 8000, `${sentWords.length} characters sent`);
    } finally {
      await t.close();
      await server.close();
    }
  });
});

describe("translate-pdf without a model", () => {
  it("is refused at the call with 503 naming the missing model, and nothing is counted or stored", async () => {
    // Refused before any job is made: no worker is needed.
    const t = await startTestApp({ runJobs: false });
    try {
      const { response, body } = await submit(t, "translate-pdf", [{ name: FILE_NAME, data: buildInput() }], { language: "Hindi" });
      assert.equal(response.status, 503);
      assert.match(response.headers.get("content-type") ?? "", /problem\+json/);
      assert.equal(response.headers.get("retry-after"), "3600");
      assert.match(body.detail, /translate-pdf needs an AI model/);
      assert.match(body.detail, /DOCTOOLS_AI_BASE_URL/);
      const me = await json(await call(t, "GET", "/v1/me"));
      assert.deepEqual([me.usage.operations, me.usage.paidToolJobs, me.storage.usedBytes], [0, 0, 0]);
    } finally {
      await t.close();
    }
  });
});
