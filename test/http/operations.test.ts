import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { call, json, runTool, runToolExpectingFailure, submit, toolForm, waitForJob } from "../helpers/api-client.ts";
import { becomes } from "../helpers/eventually.ts";
import { parsePrometheus, type Exposition } from "../helpers/prometheus.ts";
import { recordingLogger } from "../helpers/recording-logger.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function scrape(t: TestApp, headers: Record<string, string> = {}): Promise<Exposition> {
  const response = await call(t, "GET", "/metrics", { key: null, headers });
  assert.equal(response.status, 200, await response.clone().text());
  assert.match(response.headers.get("content-type") ?? "", /^text\/plain; version=0\.0\.4; charset=utf-8$/);
  return parsePrometheus(await response.text());
}

/**
 * Scrapes until `done` holds: a job's end is counted just after its record says so, and a
 * request once its answer has been sent.
 */
async function scrapeUntil(t: TestApp, done: (metrics: Exposition) => boolean): Promise<Exposition> {
  let metrics!: Exposition;
  await becomes(async () => done((metrics = await scrape(t))), { intervalMs: 50 });
  return metrics;
}

/** The first log line `match` accepts, waiting a little for it. */
async function lineOf(lines: Array<Record<string, unknown>>, match: (line: Record<string, unknown>) => boolean) {
  await becomes(() => lines.some(match), { timeoutMs: 3000 });
  return lines.find(match);
}

describe("health, readiness and metrics", () => {
  let t: TestApp;
  const { log, lines } = recordingLogger();
  before(async () => (t = await startTestApp({ log })));
  after(() => t.close());

  it("answers /healthz and /readyz without a key, outside the rate limit", async () => {
    const health = await call(t, "GET", "/healthz", { key: null });
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: "ok" });
    const ready = await call(t, "GET", "/readyz", { key: null });
    assert.equal(ready.status, 200);
    const readiness = (await ready.json()) as { engines: { office: string; browser: string } };
    assert.deepEqual(readiness, { status: "ready", checks: { database: "ok", storage: "ok", workers: "ok" }, engines: readiness.engines });
    // The process runs jobs, so it names the engines of office-to-pdf and html-to-pdf (the defaults, installed by npm).
    assert.match(readiness.engines.office, /^LibreOffice compiled to WebAssembly \(@matbee\/libreoffice-converter \d+\.\d+\.\d+\)$/);
    assert.match(readiness.engines.browser, /^Chromium \(@sparticuz\/chromium \d+\.\d+\.\d+\)$/);
    for (const response of [health, ready]) {
      assert.equal(response.headers.get("cache-control"), "no-store");
      assert.equal(response.headers.has("ratelimit-limit"), false);
    }
    // Probes come every few seconds: their requests are not logged line by line.
    assert.ok(!lines.some((line) => (line.req as { url?: string } | undefined)?.url === "/healthz"), "a probe was logged");
  });

  it("counts jobs by tool and error code, times them, and counts requests by route pattern", async () => {
    const { job } = await runTool(t, "rotate-pdf", [pdf]);
    const failure = await runToolExpectingFailure(t, "rotate-pdf", [{ name: "x.pdf", data: "not a pdf" }]);
    assert.equal(failure.code, "UnsupportedFile");

    const metrics = await scrapeUntil(t, (m) => m.find("doctools_jobs_failed_total", { tool: "rotate-pdf" }).length > 0 && m.find("doctools_jobs_completed_total").length > 0);
    assert.equal(metrics.value("doctools_jobs_accepted_total", { tool: "rotate-pdf" }), 2);
    assert.equal(metrics.value("doctools_jobs_completed_total", { tool: "rotate-pdf" }), 1);
    assert.equal(metrics.value("doctools_jobs_failed_total", { tool: "rotate-pdf", code: "UnsupportedFile" }), 1);
    assert.equal(metrics.types.get("doctools_jobs_accepted_total"), "counter");

    // A histogram by tool and outcome, with its buckets, sum and count.
    assert.equal(metrics.types.get("doctools_job_duration_seconds"), "histogram");
    const buckets = metrics.find("doctools_job_duration_seconds_bucket", { tool: "rotate-pdf", status: "completed" });
    assert.ok(buckets.length >= 10, "too few buckets");
    assert.equal(buckets.find((bucket) => bucket.labels.le === "+Inf")!.value, 1);
    assert.ok(buckets.every((bucket, index) => index === 0 || bucket.value >= buckets[index - 1]!.value), "buckets are not cumulative");
    assert.equal(metrics.value("doctools_job_duration_seconds_count", { tool: "rotate-pdf", status: "completed" }), 1);
    assert.ok(metrics.value("doctools_job_duration_seconds_sum", { tool: "rotate-pdf", status: "completed" }) > 0);
    assert.equal(metrics.value("doctools_job_wait_seconds_count", { tool: "rotate-pdf" }), 2);

    // Queue, workers, bytes received, and the process itself.
    assert.equal(metrics.value("doctools_jobs", { status: "queued" }), 0);
    assert.equal(metrics.value("doctools_jobs", { status: "processing" }), 0);
    assert.equal(metrics.value("doctools_workers", { state: "busy" }), 0);
    assert.equal(metrics.value("doctools_workers", { state: "idle" }), 1);
    const inputBytes = (await fs.stat(pdf)).size + "not a pdf".length;
    assert.equal(metrics.value("doctools_received_bytes_total", { kind: "tool_input" }), inputBytes);
    assert.ok(metrics.find("doctools_process_cpu_user_seconds_total").length === 1);
    assert.ok(metrics.find("doctools_nodejs_eventloop_lag_seconds").length === 1);

    // Requests by the route's pattern, never by the URL that named a job.
    assert.equal(metrics.value("doctools_http_requests_total", { method: "POST", route: "/v1/rotate-pdf", status: "202" }), 2);
    assert.ok(metrics.value("doctools_http_requests_total", { method: "GET", route: "/v1/jobs/:id", status: "200" }) >= 2);
    assert.equal(metrics.value("doctools_http_requests_total", { method: "GET", route: "/v1/jobs/:id/result", status: "200" }), 1);
    assert.ok(metrics.find("doctools_http_request_duration_seconds_bucket", { route: "/v1/jobs/:id" }).length > 0);
    const text = (await (await call(t, "GET", "/metrics", { key: null })).text());
    assert.ok(!text.includes(job.id), "a job id became a label");
  });

  it("counts what has no route as unmatched, whatever its path", async () => {
    await call(t, "GET", "/no/such/page-1", { key: null });
    await call(t, "GET", "/no/such/page-2", { key: null });
    // A request is counted once its answer has gone out, which the client may see first.
    const unmatched = { method: "GET", route: "unmatched", status: "404" };
    const metrics = await scrapeUntil(t, (m) => m.find("doctools_http_requests_total", unmatched)[0]?.value === 2);
    assert.equal(metrics.value("doctools_http_requests_total", { method: "GET", route: "unmatched", status: "404" }), 2);
    assert.equal(metrics.find("doctools_http_requests_total").filter((sample) => sample.labels.route!.includes("no/such")).length, 0);
  });

  it("names every request: the client's sane X-Request-Id, or one of its own, in the answer, the problem and the log", async () => {
    const kept = await call(t, "GET", "/v1/me", { headers: { "x-request-id": "trace-42.a:b/c=d" } });
    assert.equal(kept.headers.get("x-request-id"), "trace-42.a:b/c=d");

    const made = await call(t, "GET", "/v1/me");
    assert.match(made.headers.get("x-request-id") ?? "", UUID);
    const again = await call(t, "GET", "/v1/me");
    assert.notEqual(again.headers.get("x-request-id"), made.headers.get("x-request-id"));

    for (const insane of ["has space", "x".repeat(129), "a,b", "\"quoted\"", "-leading-dash", "ünïcode"]) {
      const response = await call(t, "GET", "/healthz", { key: null, headers: { "x-request-id": insane } }).catch(() => null);
      // fetch itself refuses to send some of these; what it sends must be replaced.
      if (response) assert.match(response.headers.get("x-request-id") ?? "", UUID, insane);
    }

    const refused = await call(t, "GET", "/v1/me", { key: null, headers: { "x-request-id": "client-id-403" } });
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get("x-request-id"), "client-id-403");
    assert.equal((await json(refused)).requestId, "client-id-403");

    // The tool call's closing line names the job it made, whose own lines carry its id.
    const accepted = await call(t, "POST", "/v1/rotate-pdf", { body: await toolForm([pdf]), headers: { "x-request-id": "tool-call-1" } });
    const jobId = (await json(accepted)).id;
    // Written once the answer has gone out, which the client may see first.
    const closing = await lineOf(lines, (line) => line.requestId === "tool-call-1" && line.msg === "request completed");
    assert.equal(closing?.jobId, jobId);
    await waitForJob(t, jobId);

    await lineOf(lines, (line) => line.requestId === "client-id-403" && line.msg === "request completed");
    const logged = lines.filter((line) => line.requestId === "client-id-403");
    assert.ok(logged.some((line) => line.msg === "request refused"), JSON.stringify(logged));
    assert.ok(logged.some((line) => line.msg === "request completed"));
  });

  it("takes the API key as a bearer token too", async () => {
    const bearer = await call(t, "GET", "/v1/me", { key: null, headers: { authorization: `Bearer ${t.key}` } });
    assert.equal(bearer.status, 200);
    const wrong = await call(t, "GET", "/v1/me", { key: null, headers: { authorization: `Bearer dtk_${"0".repeat(40)}` } });
    assert.equal(wrong.status, 403);
    assert.equal((await json(wrong)).detail, "invalid or revoked API key");
    const basic = await call(t, "GET", "/v1/me", { key: null, headers: { authorization: "Basic dXNlcjpwYXNz" } });
    assert.equal((await json(basic)).detail, "missing X-Api-Key header");
    // Both sent: X-Api-Key is the one used.
    const both = await call(t, "GET", "/v1/me", { headers: { authorization: "Bearer not-a-key" } });
    assert.equal(both.status, 200);
  });

  it("logs a refusal for want of an AI model at info, without a stack", async () => {
    const { response } = await submit(t, "translate-pdf", [pdf], { language: "French" });
    assert.equal(response.status, 503);
    const requestId = response.headers.get("x-request-id");
    const refusal = lines.find((line) => line.requestId === requestId && line.msg === "request refused");
    assert.ok(refusal, JSON.stringify(lines.filter((line) => line.requestId === requestId)));
    assert.equal(refusal.level, 30);
    assert.equal(refusal.err, undefined);
    assert.ok(!lines.some((line) => line.requestId === requestId && Number(line.level) >= 50));
  });
});

describe("readiness when a part is missing, and the queue seen by an API-only process", () => {
  it("answers /readyz 503 naming the storage when the data folder's files cannot be used", async (context) => {
    const t = await startTestApp({ runJobs: false });
    try {
      if (t.app.services.config.s3Bucket !== null) return context.skip("the files are in S3 here");
      const files = path.join(t.dataDir, "files");
      await fs.rm(files, { recursive: true, force: true });
      // A file where the folder should be: nothing can be stored, and it cannot be made again.
      await fs.writeFile(files, "in the way");
      const response = await call(t, "GET", "/readyz", { key: null });
      assert.equal(response.status, 503);
      assert.equal(response.headers.get("content-type"), "application/problem+json; charset=utf-8");
      assert.equal(response.headers.get("retry-after"), "5");
      const problem = await json(response);
      assert.equal(problem.type, "/problems/service-unavailable");
      assert.deepEqual(problem.checks, { database: "ok", storage: "failed" });
      assert.equal(problem.requestId, response.headers.get("x-request-id"));
      assert.ok(!JSON.stringify(problem).includes(t.dataDir), "the answer names a path of the server");
      // Liveness is not readiness: the process still answers.
      assert.equal((await call(t, "GET", "/healthz", { key: null })).status, 200);

      await fs.rm(files);
      assert.equal((await call(t, "GET", "/readyz", { key: null })).status, 200, "ready again once the folder can be made");
    } finally {
      await t.close();
    }
  });

  it("reports queued jobs from the database, and no workers, in a process that runs none", async () => {
    const t = await startTestApp({ runJobs: false });
    try {
      assert.equal((await submit(t, "rotate-pdf", [pdf])).response.status, 202);
      assert.equal((await submit(t, "rotate-pdf", [pdf])).response.status, 202);
      const metrics = await scrape(t);
      assert.equal(metrics.value("doctools_jobs", { status: "queued" }), 2);
      assert.equal(metrics.value("doctools_workers", { state: "busy" }), 0);
      assert.equal(metrics.value("doctools_workers", { state: "idle" }), 0);
      assert.deepEqual(await json(await call(t, "GET", "/readyz", { key: null })), { status: "ready", checks: { database: "ok", storage: "ok" } });
    } finally {
      await t.close();
    }
  });
});

describe("the metrics token", () => {
  const token = "metrics-token-0123456789abcdef";
  let t: TestApp;
  before(async () => (t = await startTestApp({ runJobs: false, env: { DOCTOOLS_METRICS_TOKEN: token } })));
  after(() => t.close());

  it("is required for /metrics once set, as a bearer token; health and readiness stay open", async () => {
    const attempts: Array<Record<string, string>> = [{}, { authorization: "Bearer wrong-token-0123456789" }, { authorization: token }, { "x-api-key": t.key }, { authorization: `Bearer ${token}x` }];
    for (const headers of attempts) {
      const response = await call(t, "GET", "/metrics", { key: null, headers });
      assert.equal(response.status, 401, JSON.stringify(headers));
      assert.equal(response.headers.get("www-authenticate"), 'Bearer realm="metrics"');
      const problem = await json(response);
      assert.equal(problem.type, "/problems/invalid-metrics-token");
      assert.ok(!JSON.stringify(problem).includes(token));
    }
    const allowed = await call(t, "GET", "/metrics", { key: null, headers: { authorization: `Bearer ${token}` } });
    assert.equal(allowed.status, 200);
    assert.ok(parsePrometheus(await allowed.text()).find("doctools_http_requests_total").length > 0);
    assert.equal((await call(t, "GET", "/healthz", { key: null })).status, 200);
    assert.equal((await call(t, "GET", "/readyz", { key: null })).status, 200);
  });
});
