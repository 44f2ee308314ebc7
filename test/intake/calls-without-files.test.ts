import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { corpus, startTestApp, storedKeys, type TestApp } from "../helpers/test-app.ts";
import { becomes } from "../helpers/eventually.ts";
import { runTool, submit, waitForJob } from "../helpers/api-client.ts";
import { testRegistryModule } from "../fixtures/test-registry.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

/** A tool that may take no file at all (as html-to-pdf with a `url`), through the whole service. */
describe("tool calls without files", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ config: { toolRegistryModule: testRegistryModule } })));
  after(() => t.close());

  it("run as a job from their fields alone, the result named after the tool or fileName", async () => {
    const { job, bytes } = await runTool(t, "test-from-text", [], { text: "Made from a field" });
    assert.equal(job.fileName, "test-from-text.pdf");
    const pdf = await readPdf(bytes);
    assert.equal(pdf.numPages, 1);
    assert.match(await pdf.pageText(1), /Made from a field/);
    const { job: named } = await runTool(t, "test-from-text", [], { text: "Named", fileName: "my page" });
    assert.equal(named.fileName, "my page.pdf");
  });

  it("are refused with 400 when the tool's rule wants a file or the field, but not both", async () => {
    for (const [files, fields] of [
      [[], {}],
      [[corpus("pdf/text/text_numbered_pages_11p.pdf")], { text: "both" }],
    ] as const) {
      const { response, body } = await submit(t, "test-from-text", [...files], { ...fields });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(JSON.stringify(body.errors), /Give `text` or one file/);
    }
  });

  it("are refused with 400 when a file's first bytes show a type the tool never takes, and nothing is kept", async () => {
    const before = (await storedKeys(t, "jobs/")).length;
    const png = fs.readdirSync(corpus("images/png")).find((name) => name.endsWith(".png"))!;
    const { response, body } = await submit(t, "test-from-text", [corpus(`images/png/${png}`)]);
    assert.equal(response.status, 400, JSON.stringify(body));
    assert.deepEqual(body.errors, [{ field: "files", detail: `files[0] (${png}) is a PNG image; test-from-text takes PDF files.` }]);
    assert.ok(await becomes(async () => (await storedKeys(t, "jobs/")).length === before), "the refused call's file was removed");
  });

  it("still take a file when the tool is given one", async () => {
    const { body } = await submit(t, "test-from-text", [corpus("pdf/text/text_numbered_pages_11p.pdf")]);
    const job = await waitForJob(t, body.id);
    assert.equal(job.status, "Completed", JSON.stringify(job.error));
    assert.equal(job.fileName, "text_numbered_pages_11p-copy.pdf");
  });
});
