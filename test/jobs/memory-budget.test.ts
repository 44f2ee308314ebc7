import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, submit, waitForJob } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { hostilePdfs } from "../helpers/hostile-files.ts";

/**
 * DOCTOOLS_MEMORY_MB bounds the whole process tree: this test process (the API process) and
 * its workers, sampled from /proc while bombs that would take gigabytes go through the tools.
 */
const BUDGET_MB = 1200;

describe("memory budget", () => {
  let t: TestApp;
  let files: Map<string, string>;
  let peakMb = 0;
  let sampler: NodeJS.Timeout;
  before(async () => {
    [t, files] = await Promise.all([startTestApp({ env: { DOCTOOLS_WORKERS: "1", DOCTOOLS_MEMORY_MB: String(BUDGET_MB) } }), hostilePdfs(1, ["icc-bomb", "font-bomb", "flate-bomb", "double-flate-bomb", "huge-string"])]);
    sampler = setInterval(() => void treeMegabytes().then((mb) => (peakMb = Math.max(peakMb, mb))), 10);
  });
  after(async () => {
    clearInterval(sampler);
    await t.close();
  });

  it("gives each worker its share of the budget", () => {
    // (budget - the API process's 384 MB) over one worker and the spare.
    assert.equal(t.app.services.config.workerMemoryMb, Math.floor((BUDGET_MB - 384) / 2));
  });

  for (const [kind, tool, code] of [
    ["icc-bomb", "pdf-to-image", "OutOfMemory"],
    ["icc-bomb", "summarize-pdf", "OutOfMemory"],
    ["font-bomb", "ask-pdf", "TooComplex"],
    ["flate-bomb", "watermark-pdf", "TooComplex"],
    ["double-flate-bomb", "compress-pdf", "TooComplex"],
    ["huge-string", "pdf-to-image", "TooComplex"],
  ] as const) {
    it(`${kind} through ${tool} fails with ${code} within seconds, the process tree staying under ${BUDGET_MB} MB`, async () => {
      peakMb = 0;
      const started = Date.now();
      const { body } = await submit(t, tool, [files.get(kind)!], tool === "watermark-pdf" ? { text: "DRAFT" } : {});
      const job = await waitForJob(t, body.id);
      assert.equal(job.error?.code, code, JSON.stringify(job.error));
      assert.ok(Date.now() - started < 10_000, `failed after ${Date.now() - started} ms`);
      // A job can end before the sampler's first reading comes back: one more, now.
      peakMb = Math.max(peakMb, await treeMegabytes());
      assert.ok(peakMb > 0 && peakMb < BUDGET_MB, `the process tree peaked at ${Math.round(peakMb)} MB`);
    });
  }

  it("still runs a valid job right afterwards", async () => {
    const { bytes } = await runTool(t, "rotate-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")]);
    assert.equal(await (await readPdf(bytes)).rotation(1), 90);
  });
});

/** Resident memory of this process and every process below it, in MB, from /proc. */
async function treeMegabytes(): Promise<number> {
  let total = 0;
  const pending = [process.pid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
      for (const task of await fs.readdir(`/proc/${pid}/task`)) {
        const children = await fs.readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
        pending.push(...children.split(" ").filter(Boolean).map(Number));
      }
    } catch {
      // The process ended while it was read.
    }
  }
  return total;
}
