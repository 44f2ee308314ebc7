import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { requestTokens } from "../../src/ai-model/chat-model.ts";
import { call, json, runTool, runToolExpectingFailure, submit, waitForJob } from "../helpers/api-client.ts";
import { requestText, startFakeChatServer, type FakeChatServer } from "../helpers/fake-chat-server.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { assertQuotedOnPage, letters, parsePoints, pdfPageTexts } from "../document-text/cited-points.ts";

const constitution = corpus("pdf/text/text_us_constitution_19p.pdf");
const latex = corpus("pdf/text/text_pdflatex_4p.pdf");
const paper = corpus("pdf/text/text_tracemonkey_paper_14p.pdf");

function ask(t: TestApp, jobId: string, body: unknown, key?: string) {
  return call(t, "POST", `/v1/ask-pdf/${jobId}/questions`, {
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
    ...(key ? { key } : {}),
  });
}

async function askPdfJob(t: TestApp, file: string): Promise<{ id: string; text: string; pageCount: number }> {
  const { job, bytes, response } = await runTool(t, "ask-pdf", [file]);
  assert.equal(response.headers.get("content-type"), "text/plain; charset=utf-8");
  return { id: job.id, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), pageCount: job.pageCount };
}

describe("ask-pdf with the local engine (no model configured)", () => {
  let t: TestApp;
  let job: { id: string; text: string; pageCount: number };
  let pages: string[];
  before(async () => {
    t = await startTestApp();
    job = await askPdfJob(t, constitution);
    pages = await pdfPageTexts(constitution);
  });
  after(() => t.close());

  it("the job's result is the PDF's text, one form-feed-separated part per page", () => {
    const parts = job.text.split("\f");
    assert.equal(parts.length, pages.length);
    assert.equal(job.pageCount, pages.length);
    parts.forEach((part, i) => {
      // Each part is that page's text (as pdf.js reads it too), not its neighbour's.
      const head = letters(part).slice(0, 60);
      assert.ok(head.length > 0 && letters(pages[i]!).includes(head), `part ${i + 1} is page ${i + 1}'s text`);
    });
  });

  it("answers by quoting the passages that hold the answer, each with a page that really holds it", async () => {
    const response = await ask(t, job.id, { question: "How old must a Senator be?" });
    assert.equal(response.status, 200);
    const body = await json(response);
    assert.deepEqual(Object.keys(body).sort(), ["answer", "pages", "questionsLeft"]);
    const { headings, points } = parsePoints(body.answer);
    assert.equal(headings.length, 0, "answers are points only");
    assert.ok(points.length >= 1);
    for (const point of points) assertQuotedOnPage(point, pages);
    assert.deepEqual(body.pages, [...new Set(points.map((p) => p.page))].sort((a, b) => a! - b!));
    assert.ok(points.some((p) => /thirty Years/i.test(p.text)), "the Senate's age rule is quoted");
    assert.match(body.answer, /\*\*Senator\*\*/);
    assert.equal(body.questionsLeft, 29);
  });

  it("finds the passage that answers most plain questions about the Constitution (accuracy measured)", async (context) => {
    // Each question with words of the clause that answers it, as the PDF prints them.
    const cases = [
      ["How old must a Senator be?", "attained to the Age of thirty Years"],
      ["How old must a Representative be?", "attained to the Age of twenty five Years"],
      ["Who has the power to declare war?", "To declare War"],
      ["How long is the term of office of the President?", "Term of four Years"],
      ["Who is commander in chief of the army and navy?", "Commander in Chief of the Army and Navy"],
      ["Who has the power to try impeachments?", "sole Power to try all Impeachments"],
      ["Who has the power to coin money?", "To coin Money"],
      ["How many witnesses are needed to convict someone of treason?", "Testimony of two Witnesses"],
      ["How many times can a person be elected President?", "more than twice"],
      ["Who chooses the Speaker of the House?", "chuse their Speaker"],
      ["What happens to a bill the President does not sign within ten days?", "ten Days (Sundays excepted)"],
      ["Can the right to vote be denied on account of race?", "on account of race, color, or previous condition of servitude"],
    ] as const;
    for (const [, clause] of cases) assert.ok(pages.some((page) => letters(page).includes(letters(clause))), `the PDF holds "${clause}"`);
    let first = 0;
    let anywhere = 0;
    for (const [question, clause] of cases) {
      const body = await json(await ask(t, job.id, { question }));
      const { points } = parsePoints(body.answer);
      for (const point of points.filter((p) => p.page !== null)) assertQuotedOnPage(point, pages);
      const hits = points.map((p) => letters(p.text).includes(letters(clause)));
      if (hits[0] || (points[0]?.page === null && hits[1])) first++;
      if (hits.some(Boolean)) anywhere++;
    }
    context.diagnostic(`answering clause quoted first: ${first}/${cases.length}; among the points: ${anywhere}/${cases.length}`);
    assert.ok(anywhere >= 10, `${anywhere} of ${cases.length} answers quote the clause`);
  });

  it("says plainly when the document does not answer, citing no page", async () => {
    const body = await json(await ask(t, job.id, { question: "What is the boiling point of mercury in kelvin?" }));
    assert.deepEqual(body.pages, []);
    assert.match(body.answer, /^- The document does not seem to answer this/);
    assert.match(body.answer, /\*\*mercury\*\*/);
  });

  it("uses the history for a follow-up question", async () => {
    const first = await json(await ask(t, job.id, { question: "Who is the President of the Senate?" }));
    assert.ok(first.pages.length > 0);
    const follow = await json(await ask(t, job.id, { question: "Does he vote?", history: [{ question: "Who is the President of the Senate?", answer: first.answer }] }));
    const { points } = parsePoints(follow.answer);
    for (const point of points) assertQuotedOnPage(point, pages);
    assert.ok(points.some((p) => /Vice President/.test(p.text) && /Vote/i.test(p.text)), follow.answer);
  });

  it("refuses bad bodies with 400 naming the field, and non-JSON with 415", async () => {
    const long = await ask(t, job.id, { question: "x".repeat(1001) });
    assert.equal(long.status, 400);
    assert.equal((await json(long)).errors[0].field, "question");
    const exactly = await ask(t, job.id, { question: `${"Senator ".repeat(125)}`.slice(0, 1000) });
    assert.equal(exactly.status, 200, "1000 characters are allowed");
    for (const [body, field] of [
      [{}, "question"],
      [{ question: "   " }, "question"],
      [{ question: 7 }, "question"],
      [{ question: "Why?", history: "none" }, "history"],
      [{ question: "Why?", history: [{ question: "a" }] }, "history[0]"],
      [{ question: "Why?", extra: 1 }, "extra"],
      [["Why?"], "body"],
    ] as const) {
      const response = await ask(t, job.id, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      const problem = await json(response);
      assert.equal(response.headers.get("content-type"), "application/problem+json; charset=utf-8");
      assert.ok(problem.errors.some((e: { field: string }) => e.field === field), JSON.stringify(problem));
    }
    const form = await call(t, "POST", `/v1/ask-pdf/${job.id}/questions`, { body: "question=Why", headers: { "content-type": "application/x-www-form-urlencoded" } });
    assert.equal(form.status, 415);
  });

  it("answers 404 for an unknown job, another account's job and a job of another tool", async () => {
    const unknown = await ask(t, "8f0c6a1e-0000-4000-8000-000000000000", { question: "Why?" });
    assert.equal(unknown.status, 404);
    const other = await t.other();
    const foreign = await ask(t, job.id, { question: "Why?" }, other.key);
    assert.equal(foreign.status, 404);
    assert.deepEqual(Object.keys(await json(foreign)).sort(), Object.keys(await json(unknown)).sort());
    const { job: summary } = await runTool(t, "summarize-pdf", [latex]);
    assert.equal((await ask(t, summary.id, { question: "Why?" })).status, 404);
  });

  it("takes 30 questions per PDF, counted exactly under concurrent requests, then 429", async () => {
    const fresh = await askPdfJob(t, latex);
    const responses = await Promise.all(Array.from({ length: 34 }, () => ask(t, fresh.id, { question: "What should the text contain?" })));
    const ok = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status === 429);
    assert.equal(ok.length, 30);
    assert.equal(refused.length, 4);
    const left = await Promise.all(ok.map(async (r) => (await json(r)).questionsLeft as number));
    assert.deepEqual(left.sort((a, b) => a - b), Array.from({ length: 30 }, (_, i) => i));
    const problem = await json(refused[0]!);
    assert.equal(problem.type, "/problems/no-questions-left");
    assert.match(problem.detail, /30 questions/);
    assert.equal((await ask(t, fresh.id, { question: "One more?" })).status, 429);
  });

  it("questions count neither as operations nor as paid tool jobs", async () => {
    const before = (await json(await call(t, "GET", "/v1/me"))).usage;
    for (let i = 0; i < 3; i++) assert.equal((await ask(t, job.id, { question: "Who may be a Representative?" })).status, 200);
    const afterAsking = (await json(await call(t, "GET", "/v1/me"))).usage;
    assert.deepEqual(afterAsking, before);
  });

  it("answers 404 once the job's result is deleted", async () => {
    const fresh = await askPdfJob(t, latex);
    assert.equal((await ask(t, fresh.id, { question: "What is this text?" })).status, 200);
    assert.equal((await call(t, "DELETE", `/v1/jobs/${fresh.id}/result`)).status, 204);
    const gone = await ask(t, fresh.id, { question: "What is this text?" });
    assert.equal(gone.status, 404);
    assert.match((await json(gone)).detail, /expired or was deleted/);
  });

  it("a scan fails with NoText and a PDF over 100 pages with TooManyPages", async () => {
    assert.equal((await runToolExpectingFailure(t, "ask-pdf", [corpus("pdf/scanned/scan_cardinal_rotations_4p.pdf")])).code, "NoText");
    assert.equal((await runToolExpectingFailure(t, "ask-pdf", [corpus("pdf/outline/outline_toc_100_entries_103p.pdf")])).code, "TooManyPages");
  });

  it("a question to a job still running is 409, to a failed job 409", async () => {
    const scan = await submit(t, "ask-pdf", [corpus("pdf/scanned/scan_brochure_300dpi_1p.pdf")]);
    const failed = await waitForJob(t, scan.body.id);
    assert.equal(failed.status, "Failed");
    const response = await ask(t, scan.body.id, { question: "Why?" });
    assert.equal(response.status, 409);
    assert.equal((await json(response)).type, "/problems/job-failed");
  });
});

describe("ask-pdf questions with a configured model (a chat-completions server on 127.0.0.1)", () => {
  let model: FakeChatServer;
  let t: TestApp;
  let job: { id: string; text: string; pageCount: number };
  let pages: string[];
  const CONTEXT = 2500;
  before(async () => {
    model = await startFakeChatServer();
    t = await startTestApp({ env: model.env({ DOCTOOLS_AI_CONTEXT_TOKENS: String(CONTEXT), DOCTOOLS_AI_RETRIES: "2", DOCTOOLS_AI_TIMEOUT_MS: "800" }) });
    job = await askPdfJob(t, paper);
    pages = await pdfPageTexts(paper);
  });
  after(async () => {
    await t.close();
    await model.close();
  });

  it("sends only the relevant pages within the budget with the last 10 history entries, and normalises the reply", async () => {
    model.requests.length = 0;
    // The fake answers in odd shapes: `*` bullets, [pN] and (page N) references, one page beyond
    // the document, one fact of its own; it quotes the page it was sent that mentions "nested".
    model.script((request) => {
      const text = requestText(request);
      const part = [...text.matchAll(/\[Page (\d+)\]\n([\s\S]*?)(?=\n\n\[Page |\n\nQuestion: )/g)].find((m) => /nested/i.test(m[2]!));
      if (!part) return "I cannot tell.";
      const line = part[2]!.split("\n").find((l) => /nested/i.test(l) && l.length > 30)!;
      return `Answer:\n* ${line.trim()} [p${part[1]}]\n* ${line.trim()} (page 999)\n\n1. The moon orbits the purple elephants of Neptune (p. 2)`;
    });
    const history = Array.from({ length: 12 }, (_, i) => ({ question: `Earlier question number ${i + 1}?`, answer: `- Earlier answer ${i + 1} (p. 1)` }));
    const response = await ask(t, job.id, { question: "How are nested loops handled by trace trees?", history });
    assert.equal(response.status, 200, await response.clone().text());
    const body = await json(response);

    assert.equal(model.requests.length, 1);
    const sent = model.requests[0]!;
    assert.ok(requestTokens(sent.body.messages, sent.body.max_tokens ?? 0) <= CONTEXT, "the request stays within the token budget");
    const text = requestText(sent.body);
    assert.ok(!text.includes("Earlier question number 1?") && !text.includes("Earlier question number 2?"), "history before the last 10 is not sent");
    for (let i = 3; i <= 12; i++) assert.ok(text.includes(`Earlier question number ${i}?`), `history entry ${i} is sent`);
    const sentPages = [...text.matchAll(/\[Page (\d+)\]/g)].map((m) => Number(m[1]));
    assert.ok(new Set(sentPages).size < pages.length, "only some pages are sent, not the whole PDF");
    assert.ok(!sent.raw.includes(t.key) && !sent.raw.includes("%PDF") && !sent.raw.includes("tracemonkey"), "only text is sent");

    const { points } = parsePoints(body.answer);
    assert.ok(points.length >= 1);
    for (const point of points) {
      assert.ok(point.page !== null && point.page <= pages.length, point.line);
      assert.ok(letters(pages[point.page - 1]!).includes(letters(point.text.replace(/\.$/, ""))), `page ${point.page} holds ${point.text}`);
    }
    assert.ok(!body.answer.includes("elephants"), "a fact no page holds is dropped");
    assert.ok(!body.answer.includes("999") && !body.answer.includes("Answer:"));
    assert.deepEqual(body.pages, [...new Set(points.map((p) => p.page))].sort((a, b) => a! - b!));
  });

  it("retries 429 and 500, then answers", async () => {
    model.requests.length = 0;
    model.script((_, index) => (index === 0 ? { status: 429, retryAfter: 0 } : index === 1 ? { status: 502 } : "- **Trace trees** are recorded per loop."));
    const response = await ask(t, job.id, { question: "What are trace trees?" });
    assert.equal(response.status, 200);
    assert.equal(model.requests.length, 3);
    const { points } = parsePoints((await json(response)).answer);
    assert.ok(points.every((p) => p.page !== null));
  });

  it("a failing model gives 503, and the question is not used up", async () => {
    const before = (await json(await ask(t, job.id, { question: "What is TraceMonkey?" }))).questionsLeft as number;
    model.requests.length = 0;
    model.script(() => ({ status: 500 }));
    const response = await ask(t, job.id, { question: "What is TraceMonkey?" });
    assert.equal(response.status, 503);
    assert.equal(response.headers.get("content-type"), "application/problem+json; charset=utf-8");
    assert.ok(response.headers.get("retry-after"));
    assert.equal(model.requests.length, 3);
    model.script(() => "- **TraceMonkey** is a tracing JIT for JavaScript.");
    const next = await json(await ask(t, job.id, { question: "What is TraceMonkey?" }));
    assert.equal(next.questionsLeft, before - 1);
  });

  it("a model that never answers gives 503 after its time limit and retries", async () => {
    model.requests.length = 0;
    model.script(() => ({ hang: true }));
    const response = await ask(t, job.id, { question: "What is a side exit?" });
    assert.equal(response.status, 503);
    assert.equal(model.requests.length, 3);
  });
});
