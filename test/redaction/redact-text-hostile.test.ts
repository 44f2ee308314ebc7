import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";
import { call, submit, waitForJob } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { hostileKinds } from "../fixtures/hostile-pdfs.ts";
import { hostilePdfs } from "../helpers/hostile-files.ts";

/**
 * Every hostile kind of PDF through redact-pdf in Text mode, which edits each page's drawing in
 * place rather than drawing it: each call ends with a result a reader opens, with every page, or
 * with a named failure, never Internal or a timeout.
 */

/** Kinds with no page a reader can reach once repaired. */
const unreadable = new Set(["deep-array", "deep-dict"]);
/** Kinds whose drawing is beyond any job. */
const beyondLimits = new Set(["huge-string", "flate-bomb", "double-flate-bomb", "many-operands", "many-operators", "image-bomb", "font-bomb", "deep-q-drawn-between"]);
const usualRefusals = new Set(["NothingFound", "OutOfMemory"]);

describe("redact-pdf method Text on hostile input", () => {
  let t: TestApp;
  let files: Map<string, string>;
  before(async () => {
    [t, files] = await Promise.all([startTestApp({ plan: "Enterprise", env: { DOCTOOLS_WORKERS: "1" } }), hostilePdfs(0.25)]);
  });
  after(() => t.close());

  it("gives a readable result or a named failure for every hostile kind", async () => {
    for (const kind of hostileKinds()) {
      const { response, body } = await submit(t, "redact-pdf", [files.get(kind.name)!], { terms: "the", patterns: "Emails", method: "Text" });
      assert.equal(response.status, 202, JSON.stringify(body));
      const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
      const where = `${kind.name}: ${job.status} ${JSON.stringify(job.error)}`;
      assert.notEqual(job.error?.code, "Internal", where);
      assert.notEqual(job.error?.code, "Timeout", where);
      if (unreadable.has(kind.name)) {
        assert.equal(job.error?.code, "DamagedFile", where);
        continue;
      }
      if (beyondLimits.has(kind.name)) {
        assert.equal(job.error?.code, "TooComplex", where);
        continue;
      }
      if (job.status === "Failed") {
        assert.ok(usualRefusals.has(job.error.code), where);
        continue;
      }
      const result = await call(t, "GET", `/v1/jobs/${body.id}/result`);
      const pdf = await readPdf(new Uint8Array(await result.arrayBuffer()));
      assert.ok(pdf.numPages >= 1, where);
      await pdf.destroy();
    }
  });
});
