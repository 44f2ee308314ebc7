import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runJobOverHttp, startDoctools, startServe, stopDoctools } from "../helpers/doctools-process.ts";
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
    } finally {
      assert.equal(await stopDoctools(worker), 0);
      assert.equal(await stopDoctools(served), 0);
    }
  });

  it("refuses DOCTOOLS_WORKERS=0 with exit code 2", async () => {
    await assert.rejects(startDoctools(["worker"], { DOCTOOLS_DATA_DIR: dataDir, DOCTOOLS_WORKERS: "0" }, /never/), /exited with 2/);
  });
});
