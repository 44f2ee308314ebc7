import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { measureUploadMemory } from "../../bench/upload-memory.ts";

describe("memory of the HTTP process during an upload", () => {
  it("grows by a few MB, not by the size of a 100 MiB file", async () => {
    // Measured at 2–3 MiB; the bound leaves room for a busy CI machine, and is far below
    // what holding the file (100 MiB) or letting socket buffers pile up (17–47 MiB) costs.
    const { growthMiB } = await measureUploadMemory(100);
    assert.ok(growthMiB < 12, `the server's RSS grew by ${growthMiB.toFixed(1)} MiB`);
  });
});
