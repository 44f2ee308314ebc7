import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { call, json, toolForm, waitForJob, type FileArg } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { becomes } from "../helpers/eventually.ts";
import { corpus, startTestApp, storedKeys, type TestApp } from "../helpers/test-app.ts";

const scan = corpus("pdf/scanned/scan_book_page_public_domain.pdf");
const doc1 = corpus("pdf/text/merge_doc1_3p.pdf");
const doc2 = corpus("pdf/text/merge_doc2_3p.pdf");

async function pipeline(t: TestApp, files: FileArg[], steps: unknown, fields: Record<string, string> = {}) {
  const form = await toolForm(files, { steps: typeof steps === "string" ? steps : JSON.stringify(steps), ...fields });
  const response = await call(t, "POST", "/v1/pipelines", { body: form });
  return { response, body: await json(response) };
}

async function operations(t: TestApp): Promise<number> {
  return (await json(await call(t, "GET", "/v1/me"))).usage.operations as number;
}

async function result(t: TestApp, id: string): Promise<Uint8Array> {
  const response = await call(t, "GET", `/v1/jobs/${id}/result`);
  assert.equal(response.status, 200);
  return new Uint8Array(await response.arrayBuffer());
}

describe("pipelines", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it("runs OCR, compression and a password on a real scan as one job counted as three operations", async () => {
    const before = await operations(t);
    const { response, body } = await pipeline(t, [scan], [
      { tool: "ocr-pdf" },
      { tool: "compress-pdf" },
      { tool: "protect-pdf", fields: { password: "pipeline secret" } },
    ]);
    assert.equal(response.status, 202, JSON.stringify(body));
    assert.equal(body.operation, "pipeline");
    assert.equal(await operations(t), before + 3);
    const job = await waitForJob(t, body.id, { timeoutMs: 120_000 });
    assert.equal(job.status, "Completed", JSON.stringify(job.error));
    assert.match(job.fileName, /^scan_book_page_public_domain-.+\.pdf$/);
    const bytes = await result(t, body.id);
    await assert.rejects(readPdf(bytes), /password/i, "the result needs the password");
    const pdf = await readPdf(bytes, "pipeline secret");
    assert.equal(pdf.numPages, 1);
    // The scan had no text; OCR's text survived compression and encryption.
    assert.match(await pdf.pageText(1), /\b(the|and)\b/i);
    assert.equal(await operations(t), before + 3, "a completed pipeline keeps its three operations");
    // Inputs are deleted once the job ends; the password is not kept.
    assert.deepEqual((await storedKeys(t, `jobs/${body.id}/in`)).length, 0);
  });

  it("gives later steps the previous result plus the files they name", async () => {
    const { response, body } = await pipeline(t, [doc1, doc2], [
      { tool: "rotate-pdf", fields: { rotation: "UpsideDown" } },
      { tool: "merge-pdf", files: ["merge_doc2_3p.pdf"] },
    ]);
    assert.equal(response.status, 202, JSON.stringify(body));
    const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
    assert.equal(job.status, "Completed", JSON.stringify(job.error));
    const pdf = await readPdf(await result(t, body.id));
    assert.equal(pdf.numPages, 6);
    assert.match(await pdf.pageText(1), /Document 1/);
    assert.match(await pdf.pageText(4), /Document 2/);
    assert.equal(await pdf.rotation(1), 180, "the first document went through the rotation");
    assert.equal(await pdf.rotation(4), 0, "the named file did not");
  });

  it("fails with the failed step's number, tool and code, and gives back the steps that never ran", async () => {
    const before = await operations(t);
    const { response, body } = await pipeline(t, [doc1], [
      { tool: "rotate-pdf" },
      { tool: "delete-pages", fields: { pages: "9" } },
      { tool: "compress-pdf" },
    ]);
    assert.equal(response.status, 202, JSON.stringify(body));
    assert.equal(await operations(t), before + 3);
    const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
    assert.equal(job.status, "Failed");
    assert.equal(job.error.code, "PageOutOfRange");
    assert.match(job.error.detail, /^Step 2 of 3: delete-pages failed: /);
    // Given back as the job's end is recorded, a moment after its status reads Failed.
    assert.ok(await becomes(async () => (await operations(t)) === before + 2), "the third step never ran and is given back");
    assert.deepEqual(await storedKeys(t, `jobs/${body.id}`), []);
  });

  it("refuses at the call, naming the step, a list of steps that cannot work, and counts nothing", async () => {
    const jobsBefore = (await storedKeys(t, "jobs/")).length;
    const before = await operations(t);
    const cases: Array<[unknown, RegExp, string]> = [
      [[{ tool: "compres-pdf" }], /there is no tool "compres-pdf"\. Did you mean "compress-pdf"\?/, "steps[0].tool"],
      [[{ tool: "rotate-pdf" }, { tool: "rotate-pdf", fields: { angle: 90 } }], /Step 2 \(rotate-pdf\): `angle` is not a field/, "steps[1].fields.angle"],
      [[{ tool: "pdf-to-image", fields: { format: "Png" } }, { tool: "compress-pdf" }], /Step 2 \(compress-pdf\) cannot take what step 1 \(pdf-to-image\) gives/, "steps[1].tool"],
      [[{ tool: "rotate-pdf" }, { tool: "merge-pdf", files: ["missing.pdf"] }], /names "missing.pdf", which is not one of the files sent/, "steps[1].files"],
      [Array.from({ length: 11 }, () => ({ tool: "rotate-pdf" })), /1 to 10 steps \(got 11\)/, "steps"],
      ["not json", /not valid JSON/, "steps"],
    ];
    for (const [steps, detail, field] of cases) {
      const { response, body } = await pipeline(t, [doc1], steps);
      assert.equal(response.status, 400, JSON.stringify(body));
      const error = (body.errors as Array<{ field: string; detail: string }>).find((e) => e.field === field);
      assert.ok(error, `${field} in ${JSON.stringify(body.errors)}`);
      assert.match(error.detail, detail);
    }
    assert.equal(await operations(t), before, "refused pipelines count nothing");
    assert.equal((await storedKeys(t, "jobs/")).length, jobsBefore, "and store nothing");
  });

  it("runs in a batch like any tool call", async () => {
    const batch = await json(await call(t, "POST", "/v1/batches"));
    const { response, body } = await pipeline(t, [doc1], [{ tool: "rotate-pdf" }, { tool: "compress-pdf" }], { batchId: batch.id });
    assert.equal(response.status, 202, JSON.stringify(body));
    assert.equal(body.batchId, batch.id);
    await waitForJob(t, body.id, { timeoutMs: 60_000 });
    const listed = await json(await call(t, "GET", `/v1/batches/${batch.id}?wait=30`));
    assert.deepEqual(listed.jobs.map((job: { id: string }) => job.id), [body.id]);
    assert.equal(listed.completed, 1);
  });

  it("keeps a step's secret field out of the job's stored fields", async () => {
    const { body } = await pipeline(t, [doc1], [{ tool: "protect-pdf", fields: { password: "do-not-store-me" } }]);
    const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
    assert.equal(job.status, "Completed", JSON.stringify(job.error));
    const row = await t.app.services.jobStore.getJob(body.id);
    assert.doesNotMatch(JSON.stringify(row?.fields), /do-not-store-me/);
    assert.ok(await becomes(async () => (await t.app.services.jobStore.getJob(body.id))?.sealedSecrets === null), "the sealed password is erased once the job ran");
  });
});
