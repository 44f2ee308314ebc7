import assert from "node:assert/strict";
import fs from "node:fs/promises";
import http from "node:http";
import type { Readable } from "node:stream";
import { after, before, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { inputKey } from "../../src/jobs/storage-keys.ts";
import { uploadDataKey } from "../../src/uploads/upload-store.ts";
import { call, json, submit, toolForm } from "../helpers/api-client.ts";
import { becomes } from "../helpers/eventually.ts";
import { me, startWithPlans } from "../helpers/plans.ts";
import { corpus, storedKeys, type TestApp } from "../helpers/test-app.ts";

/**
 * A tool call that fails anywhere before its job is queued leaves nothing behind: no stored
 * inputs, no operation, credit or paid tool job counted, no batch slot, and every upload it took
 * back under its own key and unused, ready for another call. Each failure below is a real one:
 * a database that refuses the job's row, an upload's bytes missing from the store, a closed or
 * full batch, a race for an upload, a client gone mid-body. Runs on SQLite and local disk, and
 * on PostgreSQL and S3 (DOCTOOLS_TEST_DATABASE_URL, DOCTOOLS_TEST_S3).
 */

const doc = (n: number) => corpus(`pdf/text/merge_doc${n}_3p.pdf`);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A complete part-wise upload of `file`'s bytes. */
async function upload(t: TestApp, file: string): Promise<{ id: string; bytes: Buffer }> {
  const bytes = await fs.readFile(file);
  const created = await call(t, "POST", "/v1/uploads", {
    body: JSON.stringify({ fileName: file.split("/").pop(), length: bytes.length }),
    headers: { "content-type": "application/json" },
  });
  assert.equal(created.status, 201);
  const { id } = await json(created);
  const part = await call(t, "PATCH", `/v1/uploads/${id}?offset=0`, { body: bytes, headers: { "content-type": "application/octet-stream" } });
  assert.equal(part.status, 200);
  return { id, bytes };
}

async function createBatch(t: TestApp): Promise<string> {
  const response = await call(t, "POST", "/v1/batches");
  assert.equal(response.status, 201);
  return (await json(response)).id;
}

/** What the account has used and holds, and every key stored under jobs/. */
async function snapshot(t: TestApp) {
  const record = await me(t);
  return { usage: record.usage, credits: record.credits, storage: record.storage, jobFiles: (await storedKeys(t, "jobs/")).sort() };
}

/** The upload is unused again, with exactly its bytes under its own key. */
async function assertGivenBack(t: TestApp, { id, bytes }: { id: string; bytes: Buffer }) {
  const record = await t.app.services.uploads.getUpload(id);
  assert.equal(record?.usedAt, null, `upload ${id} is unused again`);
  assert.deepEqual(await readAll(await t.app.services.files.read(uploadDataKey(id))), bytes, `upload ${id} has its bytes back`);
}

/** A new call takes the uploads: accepted, with each upload's bytes as the job's inputs after its files. */
async function assertUsableAgain(t: TestApp, files: string[], uploads: ReadonlyArray<{ id: string; bytes: Buffer }>, fields: Record<string, string> = {}) {
  const tool = files.length + uploads.length > 1 ? "merge-pdf" : "rotate-pdf";
  const { response, body } = await submit(t, tool, files, { ...fields, uploads: uploads.map((u) => u.id) });
  assert.equal(response.status, 202, JSON.stringify(body));
  for (const [i, { bytes }] of uploads.entries()) {
    assert.deepEqual(await readAll(await t.app.services.files.read(inputKey(body.id, files.length + i))), bytes);
  }
  return body;
}

function assertInternalError({ response, body }: { response: Response; body: Record<string, unknown> }) {
  assert.equal(response.status, 500, JSON.stringify(body));
  assert.equal(response.headers.get("content-type"), "application/problem+json; charset=utf-8");
  assert.doesNotMatch(JSON.stringify(body), /refused by the test|no stored file/, "the cause stays in the log");
}

/** Makes the database refuse every new job row (a trigger), as a failing database would; returns the undo. */
async function refuseNewJobs(t: TestApp): Promise<() => Promise<void>> {
  const sql = t.app.services.sql;
  if (sql.dialect === "postgres") {
    await sql.run("CREATE FUNCTION refuse_new_jobs() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$");
    await sql.run("CREATE TRIGGER refuse_new_jobs BEFORE INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION refuse_new_jobs()");
    return async () => {
      await sql.run("DROP TRIGGER refuse_new_jobs ON jobs");
      await sql.run("DROP FUNCTION refuse_new_jobs()");
    };
  }
  await sql.run("CREATE TRIGGER refuse_new_jobs BEFORE INSERT ON jobs BEGIN SELECT RAISE(ABORT, 'refused by the test'); END");
  return async () => {
    await sql.run("DROP TRIGGER refuse_new_jobs");
  };
}

describe("a tool call that fails before its job is queued gives everything back", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  let t: TestApp;
  before(async () => {
    // One operation a month, then prepaid credits: every call below takes a credit.
    env = await startWithPlans([{ name: "Metered", operationsPerMonth: 1, paidToolJobsPerMonth: 100, batchMaxFiles: 1 }]);
    t = env.t;
    await t.app.services.accounts.addCredits(t.accountId, 100);
    assert.equal((await submit(t, "rotate-pdf", [doc(1)])).response.status, 202);
  });
  after(() => env.close());

  for (const [tool, files, uploadCount] of [
    ["merge-pdf", [doc(1)], 2],
    ["summarize-pdf", [], 1],
  ] as const) {
    it(`${tool}: the database refusing the job's row gives back the inputs, the ${tool === "merge-pdf" ? "credit" : "credit and paid tool job"}, the batch slot and the uploads`, async () => {
      const uploads = await Promise.all([doc(2), doc(3)].slice(0, uploadCount).map((file) => upload(t, file)));
      const batch = await createBatch(t);
      const before = await snapshot(t);
      const allowJobs = await refuseNewJobs(t);
      try {
        assertInternalError(await submit(t, tool, [...files], { uploads: uploads.map((u) => u.id), batchId: batch }));
      } finally {
        await allowJobs();
      }
      assert.deepEqual(await snapshot(t), before);
      assert.equal((await json(await call(t, "GET", `/v1/batches/${batch}`))).total, 0, "the batch slot is free");
      for (const given of uploads) await assertGivenBack(t, given);
      // The batch takes one job: the freed slot takes this one.
      const accepted = await assertUsableAgain(t, [...files], uploads, { batchId: batch });
      assert.equal(accepted.batchId, batch);
    });
  }

  it("a storage error moving an upload moves back those already moved and gives back the rest", async () => {
    const [moved, lost] = [await upload(t, doc(2)), await upload(t, doc(3))];
    // The second upload's bytes are gone from the store: moving them fails after the first moved.
    await t.app.services.files.remove(uploadDataKey(lost.id));
    const before = await snapshot(t);
    assertInternalError(await submit(t, "merge-pdf", [doc(1)], { uploads: [moved.id, lost.id] }));
    assert.deepEqual(await snapshot(t), before);
    await assertGivenBack(t, moved);
    assert.equal((await t.app.services.uploads.getUpload(lost.id))?.usedAt, null, "the upload whose bytes were lost is unused too");
    await assertUsableAgain(t, [doc(1)], [moved]);
  });

  it("a full batch refuses the call with 409 after its uploads were taken, and gives them back", async () => {
    const batch = await createBatch(t);
    assert.equal((await submit(t, "rotate-pdf", [doc(1)], { batchId: batch })).response.status, 202);
    const taken = await upload(t, doc(2));
    const before = await snapshot(t);
    const { response, body } = await submit(t, "merge-pdf", [doc(1)], { uploads: taken.id, batchId: batch });
    assert.equal(response.status, 409);
    assert.match(body.detail, /already holds its 1 jobs/);
    assert.deepEqual(await snapshot(t), before);
    await assertGivenBack(t, taken);
    await assertUsableAgain(t, [doc(1)], [taken]);
  });

  it("of calls racing for one upload, the one that wins counts; the others leave their files, counts and own uploads as they were", async () => {
    const shared = await upload(t, doc(3));
    const own = await Promise.all(Array.from({ length: 6 }, () => upload(t, doc(2))));
    const before = await snapshot(t);
    const answers = await Promise.all(own.map((mine) => submit(t, "merge-pdf", [doc(1)], { uploads: [mine.id, shared.id] })));
    const accepted = answers.filter((a) => a.response.status === 202);
    assert.equal(accepted.length, 1, JSON.stringify(answers.map((a) => a.response.status)));
    for (const refused of answers.filter((a) => a.response.status !== 202)) {
      assert.equal(refused.response.status, 400);
      assert.equal(refused.body.errors[0].field, "uploads");
    }
    const after = await snapshot(t);
    assert.equal(after.usage.operations, before.usage.operations + 1);
    assert.equal(after.credits.remaining, before.credits.remaining - 1);
    const winner = accepted[0]!.body.id as string;
    assert.deepEqual(after.jobFiles.filter((key) => !before.jobFiles.includes(key)).sort(), [inputKey(winner, 0), inputKey(winner, 1), inputKey(winner, 2)].sort());
    const losers = own.filter((_, i) => answers[i]!.response.status !== 202);
    for (const mine of losers) await assertGivenBack(t, mine);
    await assertUsableAgain(t, [], [losers[0]!]);
  });

  it("a client that disconnects while its files stream in leaves nothing stored and nothing counted", async () => {
    const before = await snapshot(t);
    const boundary = "intake-test-boundary";
    await new Promise<void>((resolve) => {
      const request = http.request(`${t.baseUrl}/v1/merge-pdf`, {
        method: "POST",
        headers: { "x-api-key": t.key, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": 5_000_000 },
      });
      request.on("error", () => resolve());
      request.write(`--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n`);
      // Gone once the server has stored part of the file.
      request.write(Buffer.alloc(1_000_000, 0x25), () => setTimeout(() => (request.destroy(), resolve()), 200));
    });
    assert.ok(await becomes(async () => JSON.stringify(await snapshot(t)) === JSON.stringify(before)), "nothing stored, nothing counted");
  });
  it("a client that hangs up once its call is sent is counted exactly when its job was queued", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await snapshot(t);
      const form = new Request("http://x", { method: "POST", body: await toolForm([doc(1)]) });
      const bytes = Buffer.from(await form.arrayBuffer());
      await new Promise<void>((resolve) => {
        const request = http.request(`${t.baseUrl}/v1/rotate-pdf`, {
          method: "POST",
          headers: { "x-api-key": t.key, "content-type": form.headers.get("content-type")!, "content-length": bytes.length },
        });
        request.on("error", () => resolve());
        request.end(bytes, () => setImmediate(() => (request.destroy(), resolve())));
      });
      // Either the call was refused as its client left (nothing kept), or its job was queued
      // (its row holds its inputs' bytes) and it counts, since it runs.
      // Settled: the service may still be working on the call when the client is gone, so the
      // outcome must also stay as it is for a moment.
      const settled = async () => {
        const first = JSON.stringify(await snapshot(t));
        await sleep(300);
        const after = await snapshot(t);
        if (JSON.stringify(after) !== first) return false;
        const queued = after.storage.usedBytes > before.storage.usedBytes;
        const newFiles = after.jobFiles.length - before.jobFiles.length;
        return after.usage.operations === before.usage.operations + (queued ? 1 : 0) && newFiles === (queued ? 1 : 0);
      };
      assert.ok(await becomes(settled), `attempt ${attempt}: counted exactly when queued`);
    }
  });
});

describe("a batch that has closed", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  before(async () => (env = await startWithPlans([{ name: "Quick", operationsPerMonth: 100 }], { DOCTOOLS_BATCH_WINDOW_SECONDS: "1" })));
  after(() => env.close());

  it("refuses the call with 409 after its uploads were taken, and gives back the uploads, the operation and the files", async () => {
    const t = env.t;
    const batch = await json(await call(t, "POST", "/v1/batches"));
    const taken = await upload(t, doc(2));
    // Until the batch has closed.
    await sleep(Math.max(0, Date.parse(batch.closesAt) - Date.now()) + 50);
    const before = await snapshot(t);
    const { response, body } = await submit(t, "merge-pdf", [doc(1)], { uploads: taken.id, batchId: batch.id });
    assert.equal(response.status, 409);
    assert.match(body.detail, /closed at/);
    assert.deepEqual(await snapshot(t), before);
    await assertGivenBack(t, taken);
    await assertUsableAgain(t, [doc(1)], [taken]);
  });
});
