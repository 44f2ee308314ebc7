import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startServe, stopDoctools } from "../helpers/doctools-process.ts";
import { measureUploadMemory } from "../helpers/upload-memory.ts";

describe("memory of the HTTP process during an upload", () => {
  it("grows by a few MB, not by the size of a 100 MiB file", async () => {
    // `doctools serve` on an empty data folder, with the demo account it makes (a Developer plan: 100 MiB files).
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-upload-memory-"));
    const served = await startServe({ DOCTOOLS_DATA_DIR: dataDir, DOCTOOLS_WORKERS: "1" });
    try {
      const key = /dtk_[0-9A-Za-z]{40}/.exec(served.output)![0];
      // Measured at 2–3 MiB; the bound leaves room for a busy CI machine, and is far below
      // what holding the file (100 MiB) or letting socket buffers pile up (17–47 MiB) costs.
      const { growthMiB } = await measureUploadMemory({ baseUrl: served.baseUrl, key, pid: served.child.pid! });
      assert.ok(growthMiB < 12, `the server's RSS grew by ${growthMiB.toFixed(1)} MiB`);
    } finally {
      assert.equal(await stopDoctools(served), 0);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
