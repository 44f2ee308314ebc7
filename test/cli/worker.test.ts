import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runJobOverHttp, startDoctools, startServe, stopDoctools } from "../helpers/doctools-process.ts";
import { parsePrometheus } from "../helpers/prometheus.ts";
import { corpus } from "../helpers/test-app.ts";

describe("doctools worker", () => {
  let dataDir: string;
  before(async () => (dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-worker-"))));
  after(() => fs.rm(dataDir, { recursive: true, force: true }));

  it("runs the jobs an API-only `serve` (DOCTOOLS_WORKERS=0) accepts, and stops cleanly on SIGTERM", async () => {
    const served = await startServe({ DOCTOOLS_DATA_DIR: dataDir, DOCTOOLS_WORKERS: "0" });
    const worker = await startDoctools(["worker"], { DOCTOOLS_DATA_DIR: dataDir, DOCTOOLS_WORKERS: "1" }, /doctools worker running/);
    try {
      const key = /dtk_[0-9A-Za-z]{40}/.exec(served.output)![0];
      const form = new FormData();
      form.append("files", new Blob([await fs.readFile(corpus("pdf/text/merge_doc1_3p.pdf"))]), "doc.pdf");
      const bytes = await runJobOverHttp(`${served.baseUrl}/v1/rotate-pdf`, served.baseUrl, key, form);
      assert.equal(Buffer.from(bytes.subarray(0, 5)).toString("latin1"), "%PDF-");
      assert.doesNotMatch(worker.output, /metrics on/, "a worker listens only when asked to");
    } finally {
      assert.equal(await stopDoctools(worker), 0);
      assert.equal(await stopDoctools(served), 0);
    }
  });

  it("answers health, readiness and its own metrics on DOCTOOLS_WORKER_METRICS_PORT, and nothing else", async () => {
    // A folder of its own, so that serve makes (and prints) a demo key again.
    const own = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-worker-metrics-"));
    const served = await startServe({ DOCTOOLS_DATA_DIR: own, DOCTOOLS_WORKERS: "0" });
    const worker = await startDoctools(["worker"], { DOCTOOLS_DATA_DIR: own, DOCTOOLS_WORKERS: "1", DOCTOOLS_WORKER_METRICS_PORT: "0" }, /doctools worker running.*\n/);
    try {
      const workerUrl = /metrics on (http:\/\/\S+)/.exec(worker.output)![1]!;
      assert.deepEqual(await (await fetch(`${workerUrl}/healthz`)).json(), { status: "ok" });
      const workerReady = (await (await fetch(`${workerUrl}/readyz`)).json()) as { engines?: { office: string; browser: string } };
      // The process that runs jobs also names its Office and browser engines.
      assert.deepEqual(workerReady, { status: "ready", checks: { database: "ok", storage: "ok", workers: "ok" }, engines: workerReady.engines });
      assert.match(workerReady.engines!.office, /^LibreOffice/);
      assert.match(workerReady.engines!.browser, /^Chromium/);
      assert.deepEqual(await (await fetch(`${served.baseUrl}/readyz`)).json(), { status: "ready", checks: { database: "ok", storage: "ok" } });
      // Neither the API nor the dashboard: the worker's port is for the operator's tools.
      for (const path of ["/v1/me", "/v1/openapi.json", "/dashboard", "/docs"]) assert.equal((await fetch(`${workerUrl}${path}`)).status, 404, path);

      const key = /dtk_[0-9A-Za-z]{40}/.exec(served.output)![0];
      const form = new FormData();
      form.append("files", new Blob([await fs.readFile(corpus("pdf/text/merge_doc1_3p.pdf"))]), "doc.pdf");
      await runJobOverHttp(`${served.baseUrl}/v1/rotate-pdf`, served.baseUrl, key, form);

      // Each process counts what it saw: the API process the acceptance, the worker the run.
      const apiMetrics = parsePrometheus(await (await fetch(`${served.baseUrl}/metrics`)).text());
      const workerMetrics = parsePrometheus(await (await fetch(`${workerUrl}/metrics`)).text());
      assert.equal(apiMetrics.value("doctools_jobs_accepted_total", { tool: "rotate-pdf" }), 1);
      assert.equal(apiMetrics.find("doctools_jobs_completed_total").length, 0);
      assert.equal(workerMetrics.value("doctools_jobs_completed_total", { tool: "rotate-pdf" }), 1);
      assert.equal(workerMetrics.value("doctools_job_duration_seconds_count", { tool: "rotate-pdf", status: "completed" }), 1);
      assert.equal(workerMetrics.value("doctools_workers", { state: "idle" }), 1);
    } finally {
      assert.equal(await stopDoctools(worker), 0);
      assert.equal(await stopDoctools(served), 0);
      await fs.rm(own, { recursive: true, force: true });
    }
  });

  it("refuses DOCTOOLS_WORKERS=0 with exit code 2", async () => {
    await assert.rejects(startDoctools(["worker"], { DOCTOOLS_DATA_DIR: dataDir, DOCTOOLS_WORKERS: "0" }, /never/), /exited with 2/);
  });
});
