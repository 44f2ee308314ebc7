import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { call, submit, waitForJob } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { connectS3Server, startS3Server, type S3TestServer } from "../helpers/s3-server.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

const doc1 = corpus("pdf/text/merge_doc1_3p.pdf");

describe("results put to the caller's storage", () => {
  let s3: S3TestServer;
  let flaky: { server: Server; origin: string; base: string; answers: number[]; received: Buffer[] };
  let t: TestApp;
  before(async () => {
    const shared = process.env.DOCTOOLS_TEST_S3_ENDPOINT;
    s3 = shared ? await connectS3Server(shared) : await startS3Server();
    // A receiver that answers with the statuses queued in `answers`, then 200.
    const answers: number[] = [];
    const received: Buffer[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const status = answers.shift() ?? 200;
        if (status === 200) received.push(Buffer.concat(chunks));
        response.writeHead(status);
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    flaky = { server, origin: `127.0.0.1:${port}`, base: `http://127.0.0.1:${port}`, answers, received };
    const s3Origin = new URL(s3.endpoint).host;
    t = await startTestApp({ env: { DOCTOOLS_URL_ALLOW_ORIGINS: `${s3Origin},${flaky.origin}`, DOCTOOLS_WEBHOOK_RETRY_DELAYS: "1,1" } });
  });
  after(async () => {
    await t.close();
    flaky.server.close();
    await s3.stop();
  });

  it("puts the result to a presigned S3 URL as the job completes, and keeps it for download", async () => {
    const key = `exports/${Date.now()}/report-rotated.pdf`;
    const url = await getSignedUrl(s3.client(), new PutObjectCommand({ Bucket: s3.bucket, Key: key }), { expiresIn: 600 });
    const { response, body } = await submit(t, "rotate-pdf", [doc1], { exportUrl: url });
    assert.equal(response.status, 202, JSON.stringify(body));
    assert.equal(body.export.status, "Waiting");
    assert.doesNotMatch(JSON.stringify(body), /X-Amz-Signature/, "the signature is never shown");
    const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
    assert.equal(job.status, "Completed", JSON.stringify(job.error));
    assert.equal(job.export.status, "Done", JSON.stringify(job.export));
    assert.equal(job.export.attempts, 1);
    assert.equal(job.export.target, url.split("?")[0]);
    const stored = await s3.client().send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    const exported = new Uint8Array(await stored.Body!.transformToByteArray());
    const downloaded = new Uint8Array(await (await call(t, "GET", `/v1/jobs/${body.id}/result`)).arrayBuffer());
    assert.deepEqual(exported, downloaded);
    const pdf = await readPdf(exported);
    assert.equal(await pdf.rotation(1), 90);
    const row = await t.app.services.jobStore.getJob(body.id);
    assert.equal(row?.exportSealedUrl, null, "the URL is forgotten once the export is over");
  });

  it("retries a failed export on the webhook schedule and tells each outcome", async () => {
    flaky.answers.push(503);
    const { body } = await submit(t, "rotate-pdf", [doc1], { exportUrl: `${flaky.base}/bucket/out.pdf?sig=secret` });
    const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
    assert.equal(job.status, "Completed");
    assert.equal(job.export.status, "Retrying");
    assert.match(job.export.error, /answered 503/);
    const done = await eventually(
      async () => {
        const current = (await (await call(t, "GET", `/v1/jobs/${body.id}`)).json()) as Record<string, any>;
        return current.export.status === "Done" ? current : null;
      },
      { timeoutMs: 15_000, what: "the export's second attempt" },
    );
    assert.equal(done.export.attempts, 2);
    assert.equal(done.export.error, null);
    assert.equal(flaky.received.length, 1);
    assert.equal(flaky.received[0]!.subarray(0, 5).toString(), "%PDF-");
  });

  it("gives up after the last retry, keeping the result downloadable", async () => {
    flaky.answers.push(403, 403, 403);
    const { body } = await submit(t, "rotate-pdf", [doc1], { exportUrl: `${flaky.base}/bucket/denied.pdf` });
    await waitForJob(t, body.id, { timeoutMs: 60_000 });
    const failed = await eventually(
      async () => {
        const current = (await (await call(t, "GET", `/v1/jobs/${body.id}`)).json()) as Record<string, any>;
        return current.export.status === "Failed" ? current : null;
      },
      { timeoutMs: 20_000, what: "the export to fail for good" },
    );
    assert.equal(failed.export.attempts, 3);
    assert.match(failed.export.error, /answered 403/);
    assert.equal((await call(t, "GET", `/v1/jobs/${body.id}/result`)).status, 200);
  });

  it("refuses an export URL that is not https (outside the allowed origins) at the call", async () => {
    for (const exportUrl of ["http://example.com/a.pdf", "ftp://example.com/a.pdf", "not a url"]) {
      const { response, body } = await submit(t, "rotate-pdf", [doc1], { exportUrl });
      assert.equal(response.status, 400, exportUrl);
      assert.ok((body.errors as Array<{ field: string }>).some((error) => error.field === "exportUrl"), JSON.stringify(body));
    }
  });
});
