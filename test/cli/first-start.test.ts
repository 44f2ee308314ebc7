import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { tools } from "../../src/tools/registry.ts";
import { runJobOverHttp, startServe, stopDoctools } from "../helpers/doctools-process.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus } from "../helpers/test-app.ts";

async function pdfForm(files: string[]): Promise<FormData> {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([await fs.readFile(corpus(file))]), path.basename(file));
  return form;
}

describe("first start of `doctools serve` on an empty data folder", () => {
  let dataDir: string;
  before(async () => (dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-first-start-"))));
  after(() => fs.rm(dataDir, { recursive: true, force: true }));

  it("prints a demo key and a curl example that work, and stops cleanly on SIGTERM", async () => {
    const served = await startServe({ DOCTOOLS_DATA_DIR: dataDir, DOCTOOLS_LOG_LEVEL: "info" });
    try {
      const key = /dtk_[0-9A-Za-z]{40}/.exec(served.output)?.[0];
      assert.ok(key, served.output);
      // The banner names the port actually bound, not the 0 that was asked for.
      assert.match(served.baseUrl, /^http:\/\/localhost:[1-9]\d*$/);
      const example = /curl .*-F files=@\S+ -F files=@\S+ (\S+\/v1\/merge-pdf)/.exec(served.output);
      assert.ok(example, served.output);
      assert.ok(example[1]!.startsWith(served.baseUrl));

      // The example merges two PDFs; until merge-pdf is in the registry, rotate-pdf stands in.
      const merge = tools.some((tool) => tool.name === "merge-pdf");
      const bytes = merge
        ? await runJobOverHttp(example[1]!, served.baseUrl, key, await pdfForm(["pdf/text/merge_doc1_3p.pdf", "pdf/text/merge_doc2_3p.pdf"]))
        : await runJobOverHttp(`${served.baseUrl}/v1/rotate-pdf`, served.baseUrl, key, await pdfForm(["pdf/text/text_numbered_pages_11p.pdf"]));
      assert.equal(Buffer.from(bytes.subarray(0, 5)).toString("latin1"), "%PDF-");
      const pdf = await readPdf(bytes);
      assert.equal(pdf.numPages, merge ? 6 : 11);
      await pdf.destroy();

      // The banner went to stderr; stdout is the log, one JSON object a line, for a collector.
      const lines = served.stdout().split("\n").filter((line) => line !== "");
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      assert.ok(!served.stdout().includes(key), "the demo key reached stdout");
      assert.ok(logged.some((line) => line.msg === "job completed"), served.stdout());
      assert.ok(logged.filter((line) => line.msg === "request completed").every((line) => typeof line.requestId === "string"));
    } finally {
      assert.equal(await stopDoctools(served), 0);
    }
  });

  it("prints no new key when started again on the same folder", async () => {
    const served = await startServe({ DOCTOOLS_DATA_DIR: dataDir });
    try {
      assert.doesNotMatch(served.output, /dtk_|demo account/);
    } finally {
      assert.equal(await stopDoctools(served), 0);
    }
  });
});
