import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { call, toolForm } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { OpenApiResponseChecker } from "../helpers/openapi-responses.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");

/** Sends a request and checks its answer against the served OpenAPI document. */
async function documented(t: TestApp, checker: OpenApiResponseChecker, method: string, path: string, init: Parameters<typeof call>[3] = {}) {
  const response = await call(t, method, path, init);
  const body = (await checker.checkFetch(method, path, response)) as Record<string, any> | undefined;
  return { response, body: body ?? {} };
}

async function servedChecker(t: TestApp): Promise<OpenApiResponseChecker> {
  const response = await call(t, "GET", "/v1/openapi.json", { key: null });
  const document = await response.json();
  const checker = new OpenApiResponseChecker(document);
  checker.check("GET", "/v1/openapi.json", { status: response.status, contentType: response.headers.get("content-type"), body: document, hasBody: true });
  return checker;
}

describe("answers of the running service match the OpenAPI document", () => {
  let t: TestApp;
  let checker: OpenApiResponseChecker;
  before(async () => {
    t = await startTestApp();
    checker = await servedChecker(t);
  });
  after(() => t.close());

  it("a rotate-pdf call, polling, the download (whole, ranged, conditional) and deletion", async () => {
    const accepted = await documented(t, checker, "POST", "/v1/rotate-pdf", { body: await toolForm([pdf], { rotation: "UpsideDown" }) });
    assert.equal(accepted.response.status, 202);
    assert.equal(accepted.body.status, "Queued");
    const jobPath = `/v1/jobs/${accepted.body.id}`;
    assert.equal(accepted.response.headers.get("location"), jobPath);

    // Every answer on the way is checked against the document, whatever the job's status.
    await eventually(
      async () => {
        const polled = await documented(t, checker, "GET", jobPath);
        assert.equal(polled.response.status, 200);
        return polled.body.status === "Completed";
      },
      { timeoutMs: 30_000, what: "the job completed" },
    );

    const download = await documented(t, checker, "GET", `${jobPath}/result`);
    assert.equal(download.response.status, 200);
    assert.equal(download.response.headers.get("content-type"), "application/pdf");
    const etag = download.response.headers.get("etag")!;
    assert.equal((await documented(t, checker, "GET", `${jobPath}/result`, { headers: { range: "bytes=0-9" } })).response.status, 206);
    assert.equal((await documented(t, checker, "GET", `${jobPath}/result`, { headers: { "if-none-match": etag } })).response.status, 304);
    assert.equal((await documented(t, checker, "GET", `${jobPath}/result`, { headers: { range: "bytes=99999999-" } })).response.status, 416);

    assert.equal((await documented(t, checker, "DELETE", `${jobPath}/result`)).response.status, 204);
    assert.equal((await documented(t, checker, "DELETE", `${jobPath}/result`)).response.status, 404);
    assert.equal((await documented(t, checker, "GET", `${jobPath}/result`)).response.status, 404);
  });

  it("a failed job: its record and the 409 for its result", async () => {
    const accepted = await documented(t, checker, "POST", "/v1/rotate-pdf", { body: await toolForm([pdf], { pages: "2-5" }) });
    const jobPath = `/v1/jobs/${accepted.body.id}`;
    const failed = await eventually(
      async () => {
        const polled = await documented(t, checker, "GET", jobPath);
        return polled.body.status === "Failed" ? polled.body : null;
      },
      { timeoutMs: 30_000, what: "the job failed" },
    );
    assert.equal(failed.error.code, "PageOutOfRange");
    const result = await documented(t, checker, "GET", `${jobPath}/result`);
    assert.equal(result.response.status, 409);
    assert.equal(result.body.type, "/problems/job-failed");
  });

  it("refusals: validation, missing or wrong key, unknown job, wrong content type", async () => {
    const invalid = await documented(t, checker, "POST", "/v1/rotate-pdf", {
      body: await toolForm([pdf], { rotation: "Sideways", pages: "3-1", colour: "red" }),
    });
    assert.equal(invalid.response.status, 400);
    assert.deepEqual(invalid.body.errors.map((e: { field: string }) => e.field).sort(), ["colour", "pages", "rotation"]);
    const twoFiles = await documented(t, checker, "POST", "/v1/rotate-pdf", { body: await toolForm([pdf, pdf]) });
    assert.equal(twoFiles.response.status, 400);
    assert.equal(twoFiles.body.errors[0].field, "files");

    const noKey = await documented(t, checker, "POST", "/v1/rotate-pdf", { body: await toolForm([pdf]), key: null });
    assert.equal(noKey.response.status, 403);
    assert.equal((await documented(t, checker, "GET", `/v1/jobs/${randomUUID()}`, { key: "dtk_nonsense" })).response.status, 403);
    assert.equal((await documented(t, checker, "DELETE", `/v1/jobs/${randomUUID()}/result`, { key: null })).response.status, 403);

    assert.equal((await documented(t, checker, "GET", `/v1/jobs/${randomUUID()}`)).response.status, 404);
    assert.equal((await documented(t, checker, "GET", "/v1/jobs/not-a-uuid/result")).response.status, 404);

    const json = await documented(t, checker, "POST", "/v1/rotate-pdf", { body: "{}", headers: { "content-type": "application/json" } });
    assert.equal(json.response.status, 415);
  });
});

describe("answers for jobs that have not run", () => {
  let t: TestApp;
  let checker: OpenApiResponseChecker;
  // No workers: a job stays Queued, so "not ready" is not a race.
  before(async () => {
    t = await startTestApp({ runJobs: false });
    checker = await servedChecker(t);
  });
  after(() => t.close());

  it("a queued job's result is not ready to download or delete (409)", async () => {
    const accepted = await documented(t, checker, "POST", "/v1/rotate-pdf", { body: await toolForm([pdf]) });
    const jobPath = `/v1/jobs/${accepted.body.id}`;
    assert.equal((await documented(t, checker, "GET", jobPath)).body.status, "Queued");
    const download = await documented(t, checker, "GET", `${jobPath}/result`);
    assert.equal(download.response.status, 409);
    assert.equal(download.body.type, "/problems/result-not-ready");
    assert.equal((await documented(t, checker, "DELETE", `${jobPath}/result`)).response.status, 409);
  });
});

describe("the response checker", () => {
  const checker = new OpenApiResponseChecker({
    paths: {
      "/v1/things/{id}": {
        get: {
          responses: {
            "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } },
            "204": { description: "none" },
          },
        },
      },
    },
    components: { schemas: { Thing: { type: "object", properties: { id: { type: "string", format: "uuid" } }, required: ["id"] } } },
  });
  const ok = { status: 200, contentType: "application/json; charset=utf-8", body: { id: randomUUID() }, hasBody: true };

  it("accepts a documented answer, by template or concrete path", () => {
    checker.check("GET", "/v1/things/{id}", ok);
    checker.check("get", "/v1/things/123", ok);
  });

  it("fails on an undocumented status, content type, operation or path", () => {
    assert.throws(() => checker.check("GET", "/v1/things/1", { ...ok, status: 418 }), /not a documented response/);
    assert.throws(() => checker.check("GET", "/v1/things/1", { ...ok, contentType: "text/html" }), /documented: application\/json/);
    assert.throws(() => checker.check("POST", "/v1/things/1", ok), /not documented/);
    assert.throws(() => checker.check("GET", "/v1/other", ok), /not a path/);
  });

  it("fails when a body does not match its schema, formats included", () => {
    assert.throws(() => checker.check("GET", "/v1/things/1", { ...ok, body: {} }), /must have required property 'id'/);
    assert.throws(() => checker.check("GET", "/v1/things/1", { ...ok, body: { id: "nope" } }), /must match format "uuid"/);
    assert.throws(() => checker.check("GET", "/v1/things/1", { status: 204, contentType: null, hasBody: true }), /without a body/);
  });
});
