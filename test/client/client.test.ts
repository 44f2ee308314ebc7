import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
// Through the package's own export, as an API user imports it.
import { createClient, DoctoolsAbortError, DoctoolsJobError, DoctoolsProblemError, verifyWebhook, type Progress, type ToolName } from "doctools/client";
import { testRegistryModule } from "../fixtures/test-registry.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, storedKeys, type TestApp } from "../helpers/test-app.ts";
import { startReceiver } from "../helpers/webhook-receiver.ts";
import { readZip } from "../helpers/zip-reader.ts";

const doc1 = corpus("pdf/text/merge_doc1_3p.pdf"); // 12 KB, pages say "Document 1:Page N"
const doc2 = corpus("pdf/text/merge_doc2_3p.pdf"); // 40 KB, pages say "Document 2:Page N"
const plain = corpus("pdf/text/text_pdflatex_minimal_1p.pdf");

/** The text of every page, as pdf.js reads it. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await readPdf(bytes);
  try {
    const texts: string[] = [];
    for (let page = 1; page <= pdf.numPages; page++) texts.push(await pdf.pageText(page));
    return texts;
  } finally {
    await pdf.destroy();
  }
}

/** "Document 1:Page 1" → "1:1": which input each merged page came from. */
const origins = (texts: string[]) => texts.map((text) => /Document\s*(\d)\s*:\s*Page\s*(\d)/.exec(text)?.slice(1).join(":") ?? text);

describe("doctools/client against the real service", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({
      config: { toolRegistryModule: testRegistryModule },
      env: { DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1", DOCTOOLS_SHUTDOWN_GRACE_SECONDS: "1" },
    });
  });
  after(() => t.close());

  const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) => createClient({ baseUrl: t.baseUrl, apiKey: t.key, pollIntervalMs: 200, ...options });

  it("run uploads paths and Files, waits, and gives the finished job with its result, reporting each phase", async () => {
    const progress: Progress[] = [];
    const second = new File([await fs.readFile(doc2)], "second.pdf", { type: "application/pdf" });
    const { job, data } = await client().run("merge-pdf", { files: [doc1, second], fileName: "both" }, { onProgress: (p) => progress.push(p) });

    assert.equal(job.status, "Completed");
    assert.equal(job.fileName, "both.pdf");
    assert.equal(job.resultBytes, data.length);
    assert.deepEqual(origins(await pageTexts(data)), ["1:1", "1:2", "1:3", "2:1", "2:2", "2:3"]);

    const phases = [...new Set(progress.map((p) => p.phase))];
    assert.deepEqual(phases, ["upload", "processing", "download"]);
    const last = (phase: Progress["phase"]) => progress.filter((p) => p.phase === phase).at(-1)!;
    assert.equal(last("upload").done, last("upload").total);
    assert.ok(last("upload").total > 12_091 + 39_598, "the upload counts the files' bytes");
    assert.deepEqual(last("processing"), { phase: "processing", done: 1, total: 1, status: "Completed" });
    assert.deepEqual(last("download"), { phase: "download", done: data.length, total: data.length });
  });

  it("a refused call throws DoctoolsProblemError with the problem details", async () => {
    const refused = await client()
      .run("watermark-pdf", { files: [plain], fields: { text: "DRAFT", opacity: 500 } })
      .then(() => assert.fail("a watermark at 500 % was accepted"), (error: unknown) => error);
    assert.ok(refused instanceof DoctoolsProblemError, String(refused));
    assert.equal(refused.status, 400);
    assert.equal(refused.type, "/problems/validation");
    assert.deepEqual(refused.errors.map((e) => e.field), ["opacity"]);
    assert.match(refused.detail, /opacity/);
    assert.equal(refused.instance, "/v1/watermark-pdf");

    const badKey = await createClient({ baseUrl: t.baseUrl, apiKey: "dtk_wrong" })
      .me()
      .catch((error: unknown) => error);
    assert.ok(badKey instanceof DoctoolsProblemError);
    assert.equal(badKey.status, 403);
    assert.equal(badKey.type, "/problems/invalid-api-key");
  });

  it("a failed job throws DoctoolsJobError with the job's error", async () => {
    let seen: string | null = null;
    const failed = await client()
      .run("unlock-pdf", { files: [plain], fields: { password: "secret" } }, { onJob: (job) => (seen = job.id) })
      .catch((error: unknown) => error);
    assert.ok(failed instanceof DoctoolsJobError, String(failed));
    assert.equal(failed.code, "NotEncrypted");
    assert.equal(failed.detail, failed.job.error?.detail);
    assert.equal(failed.job.status, "Failed");
    assert.equal(failed.job.id, seen);
  });

  it("sends files past partWiseAbove part-wise, in order, and sends a part cut off mid-body again from where the service says", async () => {
    const requests: string[] = [];
    let cut = false;
    let cutFailure: unknown = null;
    // A real failure on the wire: the first attempt of the second part of the first upload
    // sends half its bytes and then breaks the connection, so the service drops the part.
    const cutting: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname.replace(/[0-9a-f-]{36}/, "ID")}${url.search}`);
      if (request.method === "PATCH" && url.searchParams.get("offset") === "16384" && !cut) {
        cut = true;
        const reader = request.body!.getReader();
        let sent = 0;
        const half = new ReadableStream<Uint8Array>({
          async pull(controller) {
            const { done, value } = await reader.read();
            if (done || sent >= 8192) return controller.error(new Error("connection cut by the test"));
            sent += value.length;
            controller.enqueue(value);
          },
        });
        return fetch(new Request(request, { body: half, duplex: "half" } as RequestInit)).catch((error: unknown) => {
          cutFailure = error;
          throw error;
        });
      }
      return fetch(request);
    };
    const partWise = client({ fetch: cutting, partWiseAbove: 20_000, partBytes: 16 * 1024 });

    // doc2 (40 KB) passes 20 KB: it goes part-wise, and doc1 after it too, or the order would break.
    const { data } = await partWise.run("merge-pdf", { files: [doc2, doc1] });
    assert.deepEqual(origins(await pageTexts(data)), ["2:1", "2:2", "2:3", "1:1", "1:2", "1:3"]);
    assert.ok(cutFailure instanceof TypeError, `the cut part failed on the wire: ${String(cutFailure)}`);
    const patches = requests.filter((r) => r.startsWith("PATCH"));
    assert.deepEqual(patches, [
      "PATCH /v1/uploads/ID?offset=0",
      "PATCH /v1/uploads/ID?offset=16384",
      "PATCH /v1/uploads/ID?offset=16384",
      "PATCH /v1/uploads/ID?offset=32768",
      "PATCH /v1/uploads/ID?offset=0",
    ]);
    const cutAt = requests.indexOf("PATCH /v1/uploads/ID?offset=16384");
    assert.equal(requests[cutAt + 1], "GET /v1/uploads/ID", "after the cut the client asks where the upload stands");
    assert.equal(requests[cutAt + 2], "PATCH /v1/uploads/ID?offset=16384");

    // doc1 (12 KB) fits: it goes in the request, doc2 after it part-wise.
    requests.length = 0;
    const { data: inOrder } = await partWise.run("merge-pdf", { files: [doc1, doc2] });
    assert.deepEqual(origins(await pageTexts(inOrder)), ["1:1", "1:2", "1:3", "2:1", "2:2", "2:3"]);
    assert.equal(requests.filter((r) => r === "POST /v1/uploads").length, 1);
    assert.deepEqual(await storedKeys(t, "uploads/"), [], "no upload is left behind");
  });

  it("a tool call whose answer is lost is sent again with its Idempotency-Key: the same job, counted once", async () => {
    const posts: Array<{ key: string | null; replayed: string | null }> = [];
    const losing: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const response = await fetch(request);
      if (request.method === "POST" && new URL(request.url).pathname === "/v1/rotate-pdf") {
        posts.push({ key: request.headers.get("idempotency-key"), replayed: response.headers.get("idempotent-replayed") });
        // The service accepted the call, but its answer never reaches the caller.
        if (posts.length === 1) throw new TypeError("fetch failed: the answer was lost on the way");
      }
      return response;
    };
    const c = client({ fetch: losing });
    const before = (await c.me()).usage.operations;
    const job = await c.submit("rotate-pdf", { files: [plain] });
    assert.equal(posts.length, 2);
    assert.ok(posts[0]!.key && posts[0]!.key === posts[1]!.key, "both attempts carry one key");
    assert.equal(posts[1]!.replayed, "true");
    assert.equal((await c.jobs.wait(job.id)).status, "Completed");
    assert.equal((await c.me()).usage.operations, before + 1, "one operation, not two");
  });

  it("waits with ?wait= (one held request per wait), and re-asks at its own pace when the service ignores wait", async () => {
    const asked: string[] = [];
    const recording =
      (dropWait: boolean): typeof fetch =>
      async (input, init) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        if (request.method === "GET" && url.pathname.startsWith("/v1/jobs/") && !url.pathname.endsWith("/result")) {
          asked.push(url.search);
          // An older service, or a proxy that drops the query: the answer comes at once.
          if (dropWait) url.searchParams.delete("wait");
        }
        return fetch(new Request(url, request));
      };
    const sleep = { files: [plain], fields: { ms: 1500 } as never };

    const held = await client({ fetch: recording(false) }).run("test-sleep" as ToolName, sleep);
    assert.equal(held.job.status, "Completed");
    assert.deepEqual(asked, ["?wait=20"], "the service held one request until the job ended");

    asked.length = 0;
    const started = Date.now();
    const polled = await client({ fetch: recording(true), pollIntervalMs: 300 }).run("test-sleep" as ToolName, sleep);
    assert.equal(polled.job.status, "Completed");
    const most = Math.ceil((Date.now() - started) / 300) + 2;
    assert.ok(asked.length >= 3 && asked.length <= most, `${asked.length} questions in ${Date.now() - started} ms, paced at 300 ms`);
  });

  it("abort by signal with cancelOnAbort: false stops waiting and leaves the job running", async () => {
    const controller = new AbortController();
    const sleepy = client();
    const stopped = await sleepy
      .run("test-sleep" as ToolName, { files: [plain], fields: { ms: 5000 } as never }, {
        signal: controller.signal,
        cancelOnAbort: false,
        onProgress: (p) => p.phase === "processing" && p.status === "Processing" && controller.abort(),
      })
      .catch((error: unknown) => error);
    assert.ok(stopped instanceof DoctoolsAbortError, String(stopped));
    assert.equal(stopped.name, "AbortError");
    assert.ok(stopped.job);
    const now = await sleepy.jobs.get(stopped.job.id);
    assert.equal(now.status, "Processing", "the job was not cancelled");
    const finished = await sleepy.jobs.wait(stopped.job.id);
    assert.equal(finished.status, "Completed");

    const before = new AbortController();
    before.abort();
    const early = await sleepy.run("merge-pdf", { files: [doc1, doc2] }, { signal: before.signal }).catch((error: unknown) => error);
    assert.ok(early instanceof DoctoolsAbortError);
    assert.equal(early.job, null, "nothing was sent");
  });

  it("verifyWebhook accepts what the service's webhook sender signs, and nothing else", async () => {
    const receiver = await startReceiver();
    try {
      const account = await t.app.services.accounts.getAccount(t.accountId);
      const { secret } = await t.app.services.webhooks.addEndpoint(account!, receiver.url);
      await client().run("rotate-pdf", { files: [plain] });
      const [delivery] = await receiver.waitForCalls(1);
      const header = String(delivery!.headers["service-signature"]);
      const body = delivery!.rawBody;
      const t0 = Number(/t=(\d+)/.exec(header)![1]);

      assert.equal(await verifyWebhook(body, header, secret), true);
      assert.equal(await verifyWebhook(new TextEncoder().encode(body), header, secret), true, "raw bytes verify alike");
      assert.equal(await verifyWebhook(body, header, `${secret}x`), false, "another secret");
      assert.equal(await verifyWebhook(`${body} `, header, secret), false, "a changed body");
      assert.equal(await verifyWebhook(body, header, secret, { now: t0 + 299 }), true, "within five minutes");
      assert.equal(await verifyWebhook(body, header, secret, { now: t0 + 300 }), false, "five minutes late");
      assert.equal(await verifyWebhook(body, header, secret, { now: t0 - 300 }), false, "five minutes early");
      assert.equal(await verifyWebhook(body, header.replace(/v1=\w+/, "v1=" + "0".repeat(64)), secret), false, "a wrong signature");
      assert.equal(await verifyWebhook(body, `${header},v1=${"0".repeat(64)}`, secret), true, "one matching v1 among several");
      assert.equal(await verifyWebhook(body, undefined, secret), false, "no header");
      assert.equal(JSON.parse(body).type, "job.completed");
    } finally {
      await receiver.close();
    }
  });

  it("thin calls: batches to a ZIP, uploads by hand, result deletion, questions and the account", async () => {
    const c = client();
    const batch = await c.batches.create();
    assert.equal(batch.total, 0);
    for (const file of [doc1, doc2]) await c.submit("rotate-pdf", { files: [file], batchId: batch.id });
    const done = await c.batches.wait(batch.id);
    assert.deepEqual([done.total, done.completed, done.failed], [2, 2, 0]);
    const entries = await readZip(await c.batches.result(batch.id));
    assert.deepEqual(entries.map((e) => e.name).sort(), ["merge_doc1_3p-rotated.pdf", "merge_doc2_3p-rotated.pdf"]);
    const rotated = await readPdf(new Uint8Array(entries.find((e) => e.name === "merge_doc1_3p-rotated.pdf")!.data));
    assert.equal(await rotated.rotation(1), 90);
    await rotated.destroy();

    const upload = await c.uploads.upload(doc1);
    assert.equal(upload.received, upload.length);
    const { job } = await c.run("delete-pages", { uploads: [upload.id], fields: { pages: "2" } });
    await c.jobs.deleteResult(job.id);
    const gone = await c.jobs.result(job.id).catch((error: unknown) => error);
    assert.ok(gone instanceof DoctoolsProblemError && gone.status === 404);

    const asked = await c.run("ask-pdf", { files: [corpus("pdf/text/text_us_constitution_19p.pdf")] });
    const answer = await c.questions.ask(asked.job.id, { question: "How old must a senator be?" });
    assert.equal(answer.questionsLeft, 29);
    assert.match(answer.answer, /thirty/i);

    const me = await c.me();
    assert.equal(me.plan.name, "Developer");
    assert.ok(me.usage.operations >= 5);
  });
});
