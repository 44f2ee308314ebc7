import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { createApiKey } from "../../src/accounts/api-keys.ts";
import { call, submit, waitForJob } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { connectS3Server, startS3Server, type S3TestServer } from "../helpers/s3-server.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { createUser, pageWithToken, request, signIn } from "./dashboard-client.ts";

const doc1 = corpus("pdf/text/merge_doc1_3p.pdf");

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("an account's own bucket for results", () => {
  let s3: S3TestServer;
  let t: TestApp;
  before(async () => {
    const shared = process.env.DOCTOOLS_TEST_S3_ENDPOINT;
    s3 = shared ? await connectS3Server(shared) : await startS3Server();
    t = await startTestApp({ env: { DOCTOOLS_URL_ALLOW_ORIGINS: new URL(s3.endpoint).host } });
  });
  after(async () => {
    await t.close();
    await s3.stop();
  });

  it("is set on the Storage page, keeps its secret sealed, and takes results of export=account calls", async () => {
    const user = await createUser(t);
    const { cookie } = await signIn(t, user);
    const { csrf } = await pageWithToken(t, "/dashboard/storage", cookie);
    const secret = s3.secretAccessKey;
    const form = { csrf, endpoint: s3.endpoint, region: s3.region, bucket: s3.bucket, prefix: "results", accessKeyId: s3.accessKeyId, secretAccessKey: secret };

    // Checked before it is kept: a plain http:// endpoint not allowed, a bad bucket name.
    const refused = await request(t, "POST", "/dashboard/storage", { cookie, form: { ...form, endpoint: "http://example.com", bucket: "No_Such" } });
    assert.equal(refused.status, 422);
    const refusal = await refused.text();
    assert.match(refusal, /must be an https:\/\/ address/);
    assert.match(refusal, /bucket name is 3 to 63/);
    // From another origin: refused like every dashboard form.
    assert.equal((await request(t, "POST", "/dashboard/storage", { cookie, form, origin: "https://evil.example" })).status, 403);

    const saved = await request(t, "POST", "/dashboard/storage", { cookie, form });
    assert.equal(saved.status, 303);
    const { html } = await pageWithToken(t, "/dashboard/storage", cookie);
    assert.match(html, new RegExp(s3.accessKeyId));
    assert.ok(!html.includes(secret), "the secret is never shown again");
    const stored = await t.app.services.exportBuckets.get(user.accountId);
    assert.equal(stored?.prefix, "results/");
    assert.ok(!stored!.sealedSecret.includes(secret), "sealed at rest");
    for (const file of await filesUnder(t.dataDir)) assert.ok(!(await readFile(file)).includes(secret), `${file} holds the secret`);

    const { key } = await createApiKey(t.app.services.accounts, user.accountId, "exports");
    const { response, body } = await submit(t, "rotate-pdf", [doc1], { export: "account", rotation: "Counterclockwise" }, key);
    assert.equal(response.status, 202, JSON.stringify(body));
    const job = await waitForJob(t, body.id, { timeoutMs: 60_000, key });
    assert.equal(job.status, "Completed", JSON.stringify(job.error));
    assert.equal(job.export.status, "Done", JSON.stringify(job.export));
    assert.ok(job.export.target.endsWith(`/${s3.bucket}/results/${body.id}/${job.fileName}`), job.export.target);
    const object = await s3.client().send(new GetObjectCommand({ Bucket: s3.bucket, Key: `results/${body.id}/${job.fileName}` }));
    const exported = new Uint8Array(await object.Body!.transformToByteArray());
    assert.equal(await (await readPdf(exported)).rotation(2), 270);
    const downloaded = new Uint8Array(await (await call(t, "GET", `/v1/jobs/${body.id}/result`, { key })).arrayBuffer());
    assert.deepEqual(exported, downloaded);
  });

  it("refuses export=account without a bucket, and a bucket removed on the page", async () => {
    const user = await createUser(t);
    const { key } = await createApiKey(t.app.services.accounts, user.accountId, "none");
    const none = await submit(t, "rotate-pdf", [doc1], { export: "account" }, key);
    assert.equal(none.response.status, 400);
    assert.match(JSON.stringify(none.body.errors), /no bucket for results yet; add one on the dashboard's Storage page/);
    const both = await submit(t, "rotate-pdf", [doc1], { export: "account", exportUrl: "https://example.com/x" }, key);
    assert.equal(both.response.status, 400);
    const wrong = await submit(t, "rotate-pdf", [doc1], { export: "s3" }, key);
    assert.equal(wrong.response.status, 400);

    const { cookie } = await signIn(t, user);
    const { csrf } = await pageWithToken(t, "/dashboard/storage", cookie);
    await request(t, "POST", "/dashboard/storage", { cookie, form: { csrf, endpoint: s3.endpoint, region: s3.region, bucket: s3.bucket, prefix: "", accessKeyId: "k", secretAccessKey: "s" } });
    assert.ok(await t.app.services.exportBuckets.get(user.accountId));
    const page = await pageWithToken(t, "/dashboard/storage", cookie);
    assert.equal((await request(t, "POST", "/dashboard/storage/remove", { cookie, form: { csrf: page.csrf } })).status, 303);
    assert.equal(await t.app.services.exportBuckets.get(user.accountId), null);
    const listed = await s3.client().send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "results/" }));
    assert.ok((listed.Contents ?? []).length >= 1);
  });
});
