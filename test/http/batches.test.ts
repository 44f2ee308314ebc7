import { after, before, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import assert from "node:assert/strict";
import { call, json, submit, waitForJob } from "../helpers/api-client.ts";
import { startWithPlans } from "../helpers/plans.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { readZip } from "../helpers/zip-reader.ts";

const doc1 = corpus("pdf/text/merge_doc1_3p.pdf");
const doc2 = corpus("pdf/text/merge_doc2_3p.pdf");
const numbered = corpus("pdf/text/text_numbered_pages_11p.pdf");

async function createBatch(t: TestApp, key?: string) {
  const response = await call(t, "POST", "/v1/batches", key ? { key } : {});
  assert.equal(response.status, 201);
  return json(response);
}

describe("batches", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it("starts an empty batch with the plan's maxFiles and a one-hour window", async () => {
    const batch = await createBatch(t);
    assert.deepEqual(Object.keys(batch).sort(), ["closesAt", "completed", "createdAt", "failed", "id", "jobs", "maxFiles", "total"]);
    assert.equal(batch.maxFiles, t.app.services.plans.get("Developer").limits.batchMaxFiles);
    assert.ok(batch.maxFiles > 0);
    assert.equal(Date.parse(batch.closesAt) - Date.parse(batch.createdAt), 3600 * 1000);
    assert.deepEqual([batch.jobs, batch.total, batch.completed, batch.failed], [[], 0, 0, 0]);
    // `{}` with a JSON Content-Type is taken too; anything else is not.
    const withBody = await call(t, "POST", "/v1/batches", { body: "{}", headers: { "content-type": "application/json" } });
    assert.equal(withBody.status, 201);
    const withSettings = await call(t, "POST", "/v1/batches", { body: '{"maxFiles":3}', headers: { "content-type": "application/json" } });
    assert.equal(withSettings.status, 400);
  });

  it("lists its jobs in order with counts, and streams a ZIP of the completed results", async () => {
    const batch = await createBatch(t);
    const submitted: string[] = [];
    for (const [file, fields] of [
      [doc1, { rotation: "UpsideDown" }],
      [numbered, {}],
      [doc1, { pages: "2-5" }], // fails: the PDF has 3 pages
      [doc1, {}],
      [doc2, {}],
    ] as const) {
      const { response, body } = await submit(t, "rotate-pdf", [file], { ...fields, batchId: batch.id });
      assert.equal(response.status, 202, JSON.stringify(body));
      assert.equal(body.batchId, batch.id);
      submitted.push(body.id);
    }
    for (const id of submitted) await waitForJob(t, id);

    const listed = await json(await call(t, "GET", `/v1/batches/${batch.id}`));
    assert.deepEqual(listed.jobs.map((job: any) => job.id), submitted);
    assert.deepEqual([listed.total, listed.completed, listed.failed], [5, 4, 1]);
    assert.equal(listed.jobs[2].status, "Failed");

    const download = await call(t, "GET", `/v1/batches/${batch.id}/result`);
    assert.equal(download.status, 200);
    assert.equal(download.headers.get("content-type"), "application/zip");
    assert.match(download.headers.get("content-disposition") ?? "", /attachment/);
    const entries = await readZip(new Uint8Array(await download.arrayBuffer()));
    assert.deepEqual(
      entries.map((entry) => entry.name),
      ["merge_doc1_3p-rotated.pdf", "text_numbered_pages_11p-rotated.pdf", "merge_doc1_3p-rotated (2).pdf", "merge_doc2_3p-rotated.pdf"],
    );
    const pageCounts = [];
    for (const entry of entries) pageCounts.push((await readPdf(new Uint8Array(entry.data))).numPages);
    assert.deepEqual(pageCounts, [3, 11, 3, 3]);
  });

  it("answers another account's batch like a missing one, and refuses it as batchId", async () => {
    const batch = await createBatch(t);
    const other = await t.other();
    assert.equal((await call(t, "GET", `/v1/batches/${batch.id}`, { key: other.key })).status, 404);
    assert.equal((await call(t, "GET", `/v1/batches/${batch.id}/result`, { key: other.key })).status, 404);
    assert.equal((await call(t, "GET", "/v1/batches/not-a-uuid")).status, 404);
    const { response, body } = await submit(t, "rotate-pdf", [doc1], { batchId: batch.id }, other.key);
    assert.equal(response.status, 400);
    assert.equal(body.errors[0].field, "batchId");
    const unknown = await submit(t, "rotate-pdf", [doc1], { batchId: "00000000-0000-4000-8000-000000000000" });
    assert.equal(unknown.response.status, 400);
    assert.equal((await json(await call(t, "GET", `/v1/batches/${batch.id}`))).total, 0);
  });

  it("refuses batchId on compare-pdf with 400", async () => {
    const batch = await createBatch(t);
    const { response, body } = await submit(t, "compare-pdf", [doc1, doc2], { batchId: batch.id });
    assert.equal(response.status, 400);
    assert.ok(body.errors.some((error: any) => error.field === "batchId"));
  });
});

describe("a batch with nothing finished yet", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ runJobs: false });
  });
  after(() => t.close());

  it("answers its result with 409", async () => {
    const batch = await createBatch(t);
    assert.equal((await call(t, "GET", `/v1/batches/${batch.id}/result`)).status, 409);
    assert.equal((await submit(t, "rotate-pdf", [doc1], { batchId: batch.id })).response.status, 202);
    assert.equal((await call(t, "GET", `/v1/batches/${batch.id}/result`)).status, 409);
  });
});

describe("batch window", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ runJobs: false, env: { DOCTOOLS_BATCH_WINDOW_SECONDS: "1" } });
  });
  after(() => t.close());

  it("refuses files with 409 once the batch has closed", async () => {
    const batch = await createBatch(t);
    assert.equal(Date.parse(batch.closesAt) - Date.parse(batch.createdAt), 1000);
    assert.equal((await submit(t, "rotate-pdf", [doc1], { batchId: batch.id })).response.status, 202);
    // Until the batch has closed.
    await sleep(Math.max(0, Date.parse(batch.closesAt) - Date.now()) + 50);
    assert.equal((await submit(t, "rotate-pdf", [doc1], { batchId: batch.id })).response.status, 409);
    assert.equal((await json(await call(t, "GET", `/v1/batches/${batch.id}`))).total, 1);
  });
});

describe("batch maxFiles from the plan", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  let t: TestApp;
  before(async () => {
    env = await startWithPlans([{ name: "Pair", operationsPerMonth: 1000, paidToolJobsPerMonth: 0, batchMaxFiles: 2, requestsPerMinute: 600 }]);
    t = env.t;
  });
  after(() => env.close());

  it("refuses a file past maxFiles with 409", async () => {
    const batch = await createBatch(t);
    assert.equal(batch.maxFiles, 2);
    assert.equal((await submit(t, "rotate-pdf", [doc1], { batchId: batch.id })).response.status, 202);
    assert.equal((await submit(t, "rotate-pdf", [doc1], { batchId: batch.id })).response.status, 202);
    const { response, body } = await submit(t, "rotate-pdf", [doc1], { batchId: batch.id });
    assert.equal(response.status, 409, JSON.stringify(body));
    assert.equal((await json(await call(t, "GET", `/v1/batches/${batch.id}`))).total, 2);
  });

  it("lets exactly one of five concurrent calls take the last slot", async () => {
    const batch = await createBatch(t);
    assert.equal((await submit(t, "rotate-pdf", [doc1], { batchId: batch.id })).response.status, 202);
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(t, "rotate-pdf", [doc1], { batchId: batch.id })));
    const statuses = answers.map((answer) => answer.response.status).sort();
    assert.deepEqual(statuses, [202, 409, 409, 409, 409]);
    const listed = await json(await call(t, "GET", `/v1/batches/${batch.id}`));
    assert.equal(listed.total, 2);
  });
});
