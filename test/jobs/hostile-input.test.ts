import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { call, submit, waitForJob } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { readZip } from "../helpers/zip-reader.ts";
import { hostileKinds } from "../fixtures/hostile-pdfs.ts";
import { hostilePdfs } from "../helpers/hostile-files.ts";
import { pdfToolCalls } from "../fixtures/pdf-tool-calls.ts";

/**
 * Every hostile kind of PDF (test/fixtures/hostile-pdfs.ts) through every tool that takes a
 * PDF, on one worker: each call ends with a correct result from the pages that can be read or
 * with a named failure, never Internal, bombs within seconds; and after each kind a valid file
 * still comes out right, so no damage outlives the job that met it.
 */

/** Pages a reader can reach in each kind once its structure is repaired; 0: none. */
const readablePages: Record<string, number> = {
  "page-tree-cycle": 2,
  "self-kid": 1,
  "self-parent-page": 2,
  "parent-loop": 1,
  "root-parent-cycle": 1,
  "missing-page-object": 2,
  "deep-array": 0,
  "deep-dict": 0,
  "deep-page-tree": 1,
  "self-drawing-xobject": 1,
  "unbalanced-q": 1,
  "nested-q": 1,
  "deep-q-drawn-between": 1,
  "quartz-indirect-id": 2,
  "huge-xref-size": 1,
  "huge-string": 1,
  "many-operands": 1,
  "many-operators": 1,
  "flate-bomb": 1,
  "double-flate-bomb": 1,
  "image-bomb": 1,
  "font-bomb": 1,
  "icc-bomb": 1,
};

/** Kinds whose drawing is beyond any job: every tool that draws or reads a page refuses them. */
const beyondLimits = new Set(["huge-string", "flate-bomb", "double-flate-bomb", "many-operands", "many-operators", "image-bomb", "font-bomb", "deep-q-drawn-between"]);
/** Kinds whose drawing instructions alone pass what a job may decompress for a page. */
const tooManyBytes = new Set(["huge-string", "flate-bomb", "double-flate-bomb"]);
/** Tools that read a page's instructions without drawing them (to keep its graphics state apart from the stamp). */
const stampingTools = new Set(["watermark-pdf", "add-page-numbers"]);
/** Tools that run a page's drawing (render it, read its text, measure or subset it). */
const drawingTools = new Set(["pdf-to-image", "compress-pdf", "redact-pdf", "compare-pdf", "ocr-pdf", "summarize-pdf", "ask-pdf", "extract-pdf-data"]);

/** Outcomes a hostile file may have besides its own named one: the tool's usual refusals of the fixture's content. */
const usualRefusals = new Set(["PageOutOfRange", "InvalidRequest", "NotEncrypted", "NothingFound", "NoText"]);

describe("hostile input", () => {
  let t: TestApp;
  let files: Map<string, string>;
  before(async () => {
    [t, files] = await Promise.all([startTestApp({ plan: "Enterprise", env: { DOCTOOLS_WORKERS: "1" } }), hostilePdfs(0.25)]);
  });
  after(() => t.close());

  it("covers every hostile kind", () => {
    assert.deepEqual([...files.keys()].sort(), Object.keys(readablePages).sort());
    assert.equal(hostileKinds().length, files.size);
  });

  for (const kind of hostileKinds()) {
    it(`${kind.name} (${kind.what}): every tool gives a correct result or a named failure, and the worker stays sound`, async () => {
      const file = files.get(kind.name)!;
      const pages = readablePages[kind.name]!;
      for (const { tool, fields, companions } of pdfToolCalls) {
        const { response, body } = await submit(t, tool, [file, ...companions], fields);
        assert.equal(response.status, 202, `${tool}: ${JSON.stringify(body)}`);
        const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
        const where = `${tool} on ${kind.name}: ${job.status} ${JSON.stringify(job.error)}`;
        assert.notEqual(job.error?.code, "Internal", where);
        assert.notEqual(job.error?.code, "Timeout", where);
        // The job's own run, from its start in a worker: the upload and the queue are not the
        // file's doing. The bound catches a file that makes an engine labour, with room for a
        // machine the whole suite keeps busy (a 10 s bound failed there).
        const record = (await t.app.services.jobStore.getJob(body.id))!;
        const ran = record.completedAt!.getTime() - (record.startedAt ?? record.createdAt).getTime();
        assert.ok(ran < 30_000, `${where} ran ${ran} ms`);
        if (pages === 0) {
          assert.equal(job.error?.code, "DamagedFile", where);
          assert.match(job.error.detail, new RegExp(`"${kind.name}\\.pdf"`), where);
          continue;
        }
        if (beyondLimits.has(kind.name) && drawingTools.has(tool)) {
          assert.equal(job.error?.code, "TooComplex", where);
          continue;
        }
        if (tooManyBytes.has(kind.name) && stampingTools.has(tool)) {
          assert.equal(job.error?.code, "TooComplex", where);
          continue;
        }
        if (kind.name === "icc-bomb" && drawingTools.has(tool) && job.status === "Failed") {
          // Nothing counts colour profiles before the engine loads one: its memory ceiling stops it.
          assert.ok(job.error.code === "OutOfMemory" || usualRefusals.has(job.error.code), where);
          continue;
        }
        if (job.status === "Failed") {
          assert.ok(usualRefusals.has(job.error.code), where);
          continue;
        }
        await checkResult(t, body.id, tool, pages, where);
      }
      // The same worker, or its replacement, still does the right thing with a valid file.
      await checkValidRotate(t);
    });
  }

  it("repairs the page tree for the page tools: rotate turns exactly the pages a reader can reach", async () => {
    for (const [name, pages] of Object.entries(readablePages)) {
      if (pages === 0) continue;
      const { body } = await submit(t, "rotate-pdf", [files.get(name)!]);
      const job = await waitForJob(t, body.id);
      assert.equal(job.status, "Completed", `${name}: ${JSON.stringify(job.error)}`);
      const pdf = await readPdf(new Uint8Array(await (await call(t, "GET", `/v1/jobs/${body.id}/result`)).arrayBuffer()));
      assert.equal(pdf.numPages, pages, name);
      for (let page = 1; page <= pages; page++) assert.equal(await pdf.rotation(page), 90, `${name} page ${page}`);
    }
  });
});

/** A completed result opens in readers other than ours, with the pages it should have. */
async function checkResult(t: TestApp, id: string, tool: string, pages: number, where: string): Promise<void> {
  const response = await call(t, "GET", `/v1/jobs/${id}/result`);
  assert.equal(response.status, 200, where);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("application/pdf")) {
    const pdf = await readPdf(bytes, tool === "protect-pdf" ? "secret-1" : undefined);
    assert.ok(pdf.numPages >= 1, where);
    if (["rotate-pdf", "compress-pdf", "watermark-pdf", "add-page-numbers", "protect-pdf", "redact-pdf", "ocr-pdf"].includes(tool)) assert.equal(pdf.numPages, pages, where);
    if (tool === "merge-pdf") assert.equal(pdf.numPages, pages + 3, where);
  } else if (type.startsWith("application/zip")) {
    const entries = await readZip(bytes);
    if (tool === "split-pdf" || tool === "pdf-to-image") assert.equal(entries.length, pages, where);
    for (const entry of entries.filter((e) => e.name.endsWith(".pdf"))) assert.equal((await readPdf(entry.data)).numPages, 1, `${where}: ${entry.name}`);
  } else {
    assert.ok(bytes.length > 0, where);
  }
}

async function checkValidRotate(t: TestApp): Promise<void> {
  const { body } = await submit(t, "rotate-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], { pages: "2" });
  const job = await waitForJob(t, body.id);
  assert.equal(job.status, "Completed", JSON.stringify(job.error));
  const pdf = await readPdf(new Uint8Array(await (await call(t, "GET", `/v1/jobs/${body.id}/result`)).arrayBuffer()));
  assert.deepEqual([await pdf.rotation(1), await pdf.rotation(2), await pdf.rotation(3)], [0, 90, 0]);
  assert.match(await pdf.pageText(2), /\w/);
}
