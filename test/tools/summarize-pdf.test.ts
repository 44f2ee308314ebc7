import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { requestTokens } from "../../src/ai-model/chat-model.ts";
import { call, json, runTool, runToolExpectingFailure, submit, waitForJob } from "../helpers/api-client.ts";
import { startFakeChatServer, requestText, type ChatCompletionRequest, type FakeChatServer } from "../helpers/fake-chat-server.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { assertQuotedOnPage, letters, parsePoints, pdfPageTexts } from "../document-text/cited-points.ts";

const constitution = corpus("pdf/text/text_us_constitution_19p.pdf");
const latex = corpus("pdf/text/text_pdflatex_4p.pdf");
const paper = corpus("pdf/text/text_tracemonkey_paper_14p.pdf");

describe("summarize-pdf with the local engine (no model configured)", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  for (const [file, length] of [
    [constitution, "Brief"],
    [latex, "Brief"],
    [paper, "Detailed"],
  ] as const) {
    it(`${length} summary of ${file.split("/").pop()}: headings and points, each quoting the page it names`, async () => {
      const { bytes, response, job } = await runTool(t, "summarize-pdf", [file], { length });
      assert.equal(response.headers.get("content-type"), "text/plain; charset=utf-8");
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      const { headings, points } = parsePoints(text);
      const pages = await pdfPageTexts(file);
      assert.equal(job.pageCount, pages.length);
      assert.ok(headings.length >= 1, "points are grouped under headings");
      assert.ok(text.startsWith("## "), "the summary opens with a heading");
      if (length === "Brief") assert.ok(points.length >= 5 && points.length <= 8, `Brief gives 5 to 8 points (got ${points.length})`);
      else assert.ok(points.length >= 12, `Detailed gives 12 points or more (got ${points.length})`);
      for (const point of points) assertQuotedOnPage(point, pages);
      assert.ok(points.some((p) => /\*\*[^*]+\*\*/.test(p.line)), "key terms are in bold");
      assert.equal(new Set(points.map((p) => p.text)).size, points.length, "no point is repeated");
    });
  }

  it("Detailed says more than Brief about the same PDF", async () => {
    const brief = parsePoints(new TextDecoder().decode((await runTool(t, "summarize-pdf", [constitution])).bytes)).points;
    const detailed = parsePoints(new TextDecoder().decode((await runTool(t, "summarize-pdf", [constitution], { length: "Detailed" })).bytes)).points;
    assert.ok(detailed.length > brief.length + 4, `${detailed.length} detailed points against ${brief.length} brief`);
  });

  it("a scan without text fails with NoText, saying to OCR it first", async () => {
    const error = await runToolExpectingFailure(t, "summarize-pdf", [corpus("pdf/scanned/scan_brochure_300dpi_1p.pdf")]);
    assert.equal(error.code, "NoText");
    assert.match(error.detail, /OCR/);
  });

  it("a PDF over 100 pages fails with TooManyPages", async () => {
    const error = await runToolExpectingFailure(t, "summarize-pdf", [corpus("pdf/text/text_geotopo_thesis_117p.pdf")]);
    assert.equal(error.code, "TooManyPages");
    assert.match(error.detail, /117 pages/);
  });

  it("a password-protected PDF fails with PasswordRequired", async () => {
    const error = await runToolExpectingFailure(t, "summarize-pdf", [corpus("pdf/encrypted/enc_aes256_r6_user-foo_owner-bar.pdf")]);
    assert.equal(error.code, "PasswordRequired");
  });

  it("another language than English is refused at the call with 503 naming the missing model, and is not charged", async () => {
    const before = await json(await call(t, "GET", "/v1/me"));
    const { response, body } = await submit(t, "summarize-pdf", [latex], { language: "Hindi" });
    assert.equal(response.status, 503);
    assert.equal(response.headers.get("content-type"), "application/problem+json; charset=utf-8");
    assert.equal(response.headers.get("retry-after"), "3600");
    assert.match(body.detail, /summarize-pdf needs an AI model to write a summary in Hindi/);
    assert.match(body.detail, /DOCTOOLS_AI_BASE_URL/);
    const afterCall = await json(await call(t, "GET", "/v1/me"));
    assert.deepEqual(afterCall.usage, before.usage);
  });

  it("refuses a language outside the 25 with 400", async () => {
    const { response, body } = await submit(t, "summarize-pdf", [latex], { language: "Klingon" });
    assert.equal(response.status, 400);
    assert.equal(body.errors[0].field, "language");
  });
});

/**
 * A fake model that summarises honestly from what it is sent, in odd shapes: it quotes the
 * first sentence of each page it sees, and in the final summary adds the mistakes a model
 * makes: a wrong page, a page beyond the document, no page, a fact of its own.
 */
function summarisingModel(request: ChatCompletionRequest): string {
  const text = requestText(request);
  const pages = [...text.matchAll(/\[Page (\d+)\]\n([^\n]+(?:\n[^\n[]+)*)/g)].map((m) => ({ page: Number(m[1]), text: m[2]!.split("\n").find((line) => line.trim().length > 20) ?? m[2]!.split("\n")[0]! }));
  const firstSentence = (s: string) => (/^.{20,200}?[.!?](?=\s|$)/.exec(s)?.[0] ?? s.slice(0, 120)).replace(/^[-*\d.]+\s*/, "").replace(/\s*(?:\((?:p|page)\.? ?\d+\)|\[p\d+\])/gi, "");
  if (text.includes("List the key points")) {
    // Notes in another bullet style with [pN] references.
    return pages.map((p) => `* ${firstSentence(p.text)} [p${p.page}]`).join("\n");
  }
  const [first, second, third, ...rest] = pages;
  const lines = ["```markdown", "# Overview", ""];
  if (first) lines.push(`1. **${firstSentence(first.text)}** (page ${first.page})`);
  if (second) lines.push(`2) ${firstSentence(second.text)} (p. 999)`);
  if (third) lines.push(`* ${firstSentence(third.text)}`);
  lines.push("", "**Details**", "");
  for (const p of rest) lines.push(`- ${firstSentence(p.text)} — page ${p.page + (p.page === rest[0]?.page ? 1 : 0)}`);
  lines.push("- Purple elephants dance on the moon every Tuesday while the orchestra plays (p. 1)", "```");
  return lines.join("\n");
}

/** With DOCTOOLS_AI_RETRIES=2: the request that failed the job was sent three times, none more. */
function assertTriedThrice(model: FakeChatServer): void {
  const sends = new Map<string, number>();
  for (const { raw } of model.requests) sends.set(raw, (sends.get(raw) ?? 0) + 1);
  assert.ok([...sends.values()].includes(3), "the first call and two retries");
  assert.ok([...sends.values()].every((n) => n <= 3), "no request more than three times");
}

describe("summarize-pdf with a configured model (a chat-completions server on 127.0.0.1)", () => {
  let model: FakeChatServer;
  let t: TestApp;
  const CONTEXT = 3000;
  before(async () => {
    model = await startFakeChatServer(summarisingModel);
    t = await startTestApp({ env: model.env({ DOCTOOLS_AI_CONTEXT_TOKENS: String(CONTEXT), DOCTOOLS_AI_TIMEOUT_MS: "1000", DOCTOOLS_AI_RETRIES: "2" }) });
  });
  after(async () => {
    await t.close();
    await model.close();
  });

  it("splits a long PDF within the token budget, sends only text, and normalises odd replies to cited points", async () => {
    model.requests.length = 0;
    model.script(summarisingModel);
    const name = "board-minutes-confidential-4711.pdf";
    const { bytes } = await runTool(t, "summarize-pdf", [{ name, data: new Uint8Array(await (await import("node:fs/promises")).readFile(paper)) }], { length: "Brief" });
    const text = new TextDecoder().decode(bytes);
    const { points } = parsePoints(text);
    const pages = await pdfPageTexts(paper);

    // Map-reduce: many chunk requests, then the final one; every request within the budget.
    assert.ok(model.requests.length > 5, `${model.requests.length} requests`);
    for (const { body } of model.requests) {
      assert.ok(requestTokens(body.messages, body.max_tokens ?? 0) <= CONTEXT, "each request stays within the token budget");
    }
    // Only text: no file name, no account data, no key, no PDF bytes, no pictures.
    const account = await json(await call(t, "GET", "/v1/me"));
    for (const { raw, body } of model.requests) {
      assert.ok(!raw.includes("board-minutes") && !raw.includes("4711"), "the file name is never sent");
      assert.ok(!raw.includes(account.account.email) && !raw.includes(t.accountId) && !raw.includes(t.key), "no account data is sent");
      assert.ok(!raw.includes("%PDF") && !/[A-Za-z0-9+/]{200,}/.test(raw), "no file bytes are sent");
      for (const message of body.messages) assert.equal(typeof message.content, "string", "messages are plain text, never images");
    }
    // The whole text went to the model, split by pages.
    const sent = model.requests.map((r) => requestText(r.body)).join("\n");
    for (let page = 1; page <= pages.length; page++) assert.ok(sent.includes(`[Page ${page}]`), `page ${page} was sent`);

    // Normalised: every line a heading, a point or blank; every point on the page it names.
    assert.ok(points.length >= 5);
    for (const point of points) {
      assert.ok(point.page !== null && point.page >= 1 && point.page <= pages.length, point.line);
      assert.ok(letters(pages[point.page - 1]!).includes(letters(point.text.replace(/\.$/, ""))), `page ${point.page} holds ${point.text}`);
    }
    assert.ok(!text.includes("elephants"), "a fact the document does not hold is dropped");
    assert.ok(!text.includes("999"), "a page beyond the document is fixed");
    assert.ok(!text.includes("```") && !/^\d[.)]/m.test(text) && !/^\* /m.test(text), "code fences and other list styles are gone");
    assert.match(text, /^## Overview$/m);
    assert.match(text, /^## Details$/m);
    assert.match(text, /\*\*[^*]+\*\*/);
  });

  it("a short PDF goes to the model in one call holding all its pages", async () => {
    model.requests.length = 0;
    model.script(summarisingModel);
    const file = corpus("pdf/text/text_pdfa1b_crazyones_1p.pdf");
    const { bytes } = await runTool(t, "summarize-pdf", [file], { length: "Detailed" });
    assert.equal(model.requests.length, 1);
    const sent = requestText(model.requests[0]!.body);
    assert.match(sent, /Write a detailed summary in English of the document below: 12 to \d+ points/);
    const [page] = await pdfPageTexts(file);
    assert.ok(letters(sent).includes(letters(page!).slice(0, 200)), "the page's text is sent whole");
    const { points } = parsePoints(new TextDecoder().decode(bytes));
    assert.ok(points.length >= 1);
    for (const point of points) assertQuotedOnPage({ ...point, text: point.text.replace(/\.$/, "") }, [page!]);
  });

  it("writes in another language when asked, keeping the model's valid page references", async () => {
    model.requests.length = 0;
    model.script((request) =>
      requestText(request).includes("List the key points") ? "- notes (p. 1)" : "## सारांश\n- **दस्तावेज़** पहले पृष्ठ पर एक पाठ दिखाता है (p. 1)\n- यह पृष्ठ अस्तित्व में नहीं है (p. 77)\n",
    );
    const { bytes } = await runTool(t, "summarize-pdf", [latex], { language: "Hindi" });
    const text = new TextDecoder().decode(bytes);
    assert.equal(text, "## सारांश\n- **दस्तावेज़** पहले पृष्ठ पर एक पाठ दिखाता है (p. 1)\n");
    assert.match(requestText(model.requests.at(-1)!.body), /in Hindi/);
  });

  it("retries 429 and 500, then succeeds", async () => {
    model.requests.length = 0;
    model.script((request, index) => (index === 0 ? { status: 429, retryAfter: 0 } : index === 1 ? { status: 500 } : summarisingModel(request)));
    const { bytes } = await runTool(t, "summarize-pdf", [latex]);
    assert.ok(parsePoints(new TextDecoder().decode(bytes)).points.length > 0);
    assert.ok(model.requests.length >= 3);
  });

  it("a model that keeps failing fails the job with AiUnavailable after its retries", async () => {
    model.requests.length = 0;
    model.script(() => ({ status: 500 }));
    const error = await runToolExpectingFailure(t, "summarize-pdf", [latex]);
    assert.equal(error.code, "AiUnavailable");
    assertTriedThrice(model);
  });

  it("a model that never answers times out and fails the job with AiUnavailable", async () => {
    model.requests.length = 0;
    model.script(() => ({ hang: true }));
    const { response, body } = await submit(t, "summarize-pdf", [latex]);
    assert.equal(response.status, 202);
    const job = await waitForJob(t, body.id);
    assert.equal(job.status, "Failed");
    assert.equal(job.error.code, "AiUnavailable");
    assertTriedThrice(model);
  });
});
