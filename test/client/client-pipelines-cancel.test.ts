import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
// Through the package's own export, as an API user imports it.
import { createClient, DoctoolsAbortError, type Job, type ToolName } from "doctools/client";
import { testRegistryModule } from "../fixtures/test-registry.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

const doc1 = corpus("pdf/text/merge_doc1_3p.pdf"); // pages say "Document 1:Page N"
const doc2 = corpus("pdf/text/merge_doc2_3p.pdf"); // pages say "Document 2:Page N"
const plain = corpus("pdf/text/text_pdflatex_minimal_1p.pdf");

/** A local server standing in for the user's web server: it serves doc1 and notes every request. */
async function startFileServer() {
  const gets: string[] = [];
  const server = http.createServer(async (request, response) => {
    gets.push(request.url ?? "");
    if (request.url?.startsWith("/files/merge_doc1_3p.pdf")) {
      response.writeHead(200, { "content-type": "application/pdf" }).end(await fs.readFile(doc1));
      return;
    }
    response.writeHead(404).end("no such file");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port, gets, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

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

async function rotations(bytes: Uint8Array): Promise<number[]> {
  const pdf = await readPdf(bytes);
  try {
    const turns: number[] = [];
    for (let page = 1; page <= pdf.numPages; page++) turns.push(await pdf.rotation(page));
    return turns;
  } finally {
    await pdf.destroy();
  }
}

describe("doctools/client: cancel, pipelines, files from URLs and exports, against the real service", () => {
  let t: TestApp;
  let files: Awaited<ReturnType<typeof startFileServer>>;
  before(async () => {
    files = await startFileServer();
    // One worker: a sleeping job holds it, so the next job stays Queued.
    t = await startTestApp({
      config: { toolRegistryModule: testRegistryModule },
      env: { DOCTOOLS_WORKERS: "1", DOCTOOLS_SHUTDOWN_GRACE_SECONDS: "1", DOCTOOLS_URL_ALLOW_ORIGINS: `127.0.0.1:${files.port}` },
    });
  });
  after(async () => {
    await t.close();
    await files.close();
  });

  const client = () => createClient({ baseUrl: t.baseUrl, apiKey: t.key, pollIntervalMs: 200 });
  const operations = async () => (await client().me()).usage.operations;

  it("a signal that aborts run after the job was accepted cancels it: a queued job never runs and its operation is given back", async () => {
    const c = client();
    const sleeper = await c.submit("test-sleep" as ToolName, { files: [plain], fields: { ms: 60_000 } as never });
    await waitUntil(async () => (await c.jobs.get(sleeper.id)).status === "Processing");
    const before = await operations();

    const controller = new AbortController();
    let accepted: Job | null = null;
    const stopped = await c
      .run("rotate-pdf", { files: [doc1] }, {
        signal: controller.signal,
        onJob: (job) => {
          accepted = job;
          controller.abort(new Error("user left"));
        },
      })
      .catch((error: unknown) => error);
    assert.ok(stopped instanceof DoctoolsAbortError, String(stopped));
    assert.ok(accepted, "the job was accepted before the abort");
    assert.equal((stopped.cause as Error).message, "user left", "the abort reason is the cause");
    assert.equal(stopped.job?.id, (accepted as Job).id);
    assert.equal(stopped.job?.status, "Failed");
    assert.equal(stopped.job?.error?.code, "Cancelled");
    assert.match(stopped.message, /was cancelled/);
    assert.equal(await operations(), before, "the queued job's operation was given back");
    const stored = await c.jobs.get((accepted as Job).id);
    assert.equal(stored.status, "Failed");
    assert.equal(stored.error?.code, "Cancelled");

    // A processing job is stopped too; cancelling it again answers with the job as it ended, not an error.
    const ended = await c.cancel(sleeper.id);
    assert.equal(ended.status, "Failed");
    assert.equal(ended.error?.code, "Cancelled");
    const again = await c.jobs.cancel(sleeper.id);
    assert.equal(again.id, sleeper.id);
    assert.equal(again.error?.code, "Cancelled");

    // The worker is free again: the next job runs, and cancelling a completed job leaves it Completed.
    const { job: done } = await c.run("rotate-pdf", { files: [doc1] });
    assert.equal(done.status, "Completed");
    const untouched = await c.cancel(done.id);
    assert.equal(untouched.status, "Completed");
    assert.equal(untouched.error, null);
  });

  it("cancelOnAbort: false only stops waiting; an abort before the job exists sends nothing", async () => {
    const c = client();
    const controller = new AbortController();
    const stopped = await c
      .run("test-sleep" as ToolName, { files: [plain], fields: { ms: 3000 } as never }, { signal: controller.signal, cancelOnAbort: false, onJob: () => controller.abort() })
      .catch((error: unknown) => error);
    assert.ok(stopped instanceof DoctoolsAbortError);
    assert.ok(stopped.job);
    assert.notEqual(stopped.job.status, "Failed");
    assert.match(stopped.message, /goes on running/);
    assert.equal((await c.jobs.wait(stopped.job.id)).status, "Completed");

    const before = await operations();
    const early = new AbortController();
    early.abort();
    const nothing = await c.pipeline([{ tool: "rotate-pdf" }], { files: [doc1] }, { signal: early.signal }).catch((error: unknown) => error);
    assert.ok(nothing instanceof DoctoolsAbortError);
    assert.equal(nothing.job, null);
    assert.equal(await operations(), before, "nothing was counted");
  });

  it("pipeline runs the steps as one job: rotate, merge with a named file, number the pages", async () => {
    const c = client();
    const before = await operations();
    const progress: string[] = [];
    const { job, data } = await c.pipeline(
      [{ tool: "rotate-pdf", fields: { rotation: "Clockwise" } }, { tool: "merge-pdf", files: ["merge_doc2_3p.pdf"] }, { tool: "add-page-numbers", fields: { format: "Number" } }],
      { files: [doc1, doc2], fileName: "bundle" },
      { onProgress: (p) => progress.push(p.phase) },
    );
    assert.equal(job.operation, "pipeline");
    assert.equal(job.status, "Completed");
    assert.equal(job.fileName, "bundle.pdf");
    assert.equal(await operations(), before + 3, "each step counts as its operation");
    assert.deepEqual(await rotations(data), [90, 90, 90, 0, 0, 0], "only the first step's file was rotated");
    const texts = await pageTexts(data);
    assert.deepEqual(
      texts.map((text) => /Document\s*(\d)\s*:\s*Page\s*(\d)/.exec(text)?.slice(1).join(":")),
      ["1:1", "1:2", "1:3", "2:1", "2:2", "2:3"],
    );
    for (const [index, text] of texts.entries()) assert.match(text, new RegExp(`(^|\\D)${index + 1}(\\D|$)`), `page ${index + 1} carries its number: ${text}`);
    assert.deepEqual([...new Set(progress)], ["upload", "processing", "download"]);
  });

  it("urls are fetched by the job, and exportUrl is sent with the call", async () => {
    const c = client();
    const exportUrl = `${files.origin}/bucket/rotated.pdf?X-Amz-Signature=abc`;
    const { job, data } = await c.run("rotate-pdf", { urls: [`${files.origin}/files/merge_doc1_3p.pdf`], fields: { rotation: "UpsideDown" }, exportUrl });
    assert.deepEqual(await rotations(data), [180, 180, 180]);
    assert.ok(files.gets.includes("/files/merge_doc1_3p.pdf"), files.gets.join());
    // The job carries the export the call asked for, shown without its signature. (Putting the
    // result there is the service's work as the job completes, tested with the service.)
    const exported = await c.jobs.get(job.id);
    assert.equal(exported.export?.target, `${files.origin}/bucket/rotated.pdf`);
    assert.ok(["Waiting", "Retrying", "Done", "Failed"].includes(exported.export.status));
    assert.equal((await c.jobs.get((await c.submit("rotate-pdf", { files: [doc1] })).id)).export, null, "no exportUrl, no export");

    // A pipeline takes urls too; one that cannot be fetched fails the job with DownloadFailed.
    const piped = await c.pipeline([{ tool: "rotate-pdf" }, { tool: "add-page-numbers" }], { urls: [`${files.origin}/files/merge_doc1_3p.pdf`] });
    assert.deepEqual(await rotations(piped.data), [90, 90, 90]);
    const missing = await c.submit("rotate-pdf", { urls: [`${files.origin}/files/gone.pdf`] });
    const failed = await c.jobs.wait(missing.id);
    assert.equal(failed.status, "Failed");
    assert.equal(failed.error?.code, "DownloadFailed");
    assert.match(failed.error?.detail ?? "", /404/);
  });

  it("cancelBatch cancels the batch's unfinished jobs and gives their operations back", async () => {
    const c = client();
    const batch = await c.batches.create();
    const sleeper = await c.submit("test-sleep" as ToolName, { files: [plain], fields: { ms: 60_000 }, batchId: batch.id } as never);
    await waitUntil(async () => (await c.jobs.get(sleeper.id)).status === "Processing");
    const before = await operations();
    const queued = await c.submit("rotate-pdf", { files: [doc1], batchId: batch.id });
    assert.equal(await operations(), before + 1);
    const after = await c.cancelBatch(batch.id);
    assert.deepEqual(
      after.jobs.map((job) => [job.id, job.status, job.error?.code]),
      [
        [sleeper.id, "Failed", "Cancelled"],
        [queued.id, "Failed", "Cancelled"],
      ],
    );
    assert.equal(after.failed, 2);
    assert.equal(await operations(), before, "the queued job's operation was given back");
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the condition never held");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
