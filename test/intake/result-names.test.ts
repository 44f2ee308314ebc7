import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { tools } from "../../src/tools/registry.ts";
import { partsBaseName, resultFileName } from "../../src/tools/result-name.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { call, runTool, submit, waitForJob } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

const run = promisify(execFile);

describe("result names", () => {
  it("every tool's default result name differs from each of its inputs, in every result format", () => {
    const words = new Set<string>();
    for (const tool of tools) {
      assert.match(tool.resultSuffix, /^[a-z]+$/, `${tool.name} declares one lowercase word`);
      words.add(tool.resultSuffix);
      for (const format of tool.result.formats) {
        const ext = format.extension;
        const plain = resultFileName({ tool, inputNames: ["report.pdf", "second.pdf"], extension: ext });
        assert.equal(plain, `report-${tool.resultSuffix}.${ext}`, tool.name);
        // Inputs named like the result would be, in any case, push it further.
        const clash = [`Report-${tool.resultSuffix}.${ext}`.toUpperCase(), `report-${tool.resultSuffix}.${ext}`];
        for (const inputNames of [["report.pdf", ...clash], [`report.${ext}`], [`report-${tool.resultSuffix}.${ext}`], ["report", `report-${tool.resultSuffix}-2.${ext}`, `REPORT-${tool.resultSuffix}.${ext}`]]) {
          const name = resultFileName({ tool, inputNames, extension: ext });
          for (const input of inputNames) assert.notEqual(name.toLowerCase(), input.toLowerCase(), `${tool.name}: ${inputNames.join(", ")} → ${name}`);
        }
      }
    }
    assert.ok(words.size >= 15, "the words tell the tools apart");
  });

  it("the caller's fileName wins, a call without files is named after its tool, and long stems keep the word", () => {
    const tool = tools.find((candidate) => candidate.name === "watermark-pdf")!;
    assert.equal(resultFileName({ tool, inputNames: ["report.pdf"], fileName: "draft", extension: "pdf" }), "draft.pdf");
    assert.equal(resultFileName({ tool, inputNames: [], extension: "pdf" }), "watermark-pdf.pdf");
    assert.equal(resultFileName({ tool, inputNames: [".pdf"], extension: "pdf" }), ".pdf-watermarked.pdf");
    const long = resultFileName({ tool, inputNames: [`${"é".repeat(300)}.pdf`], extension: "pdf" });
    assert.ok(Array.from(long).length <= 200, long);
    assert.match(long, /-watermarked\.pdf$/);
  });

  it("parts inside a result are named after the input when the result has its default name, after the chosen name otherwise", () => {
    const tool = tools.find((candidate) => candidate.name === "split-pdf")!;
    const naming = { tool, inputNames: ["report.pdf"], extension: "zip" };
    assert.equal(partsBaseName(naming, "report-split.zip"), "report");
    assert.equal(partsBaseName(naming, "chapters.zip"), "chapters");
    assert.equal(partsBaseName({ ...naming, inputNames: [] }, "split-pdf.zip"), "split-pdf");
  });
});

describe("result names through the service", () => {
  let t: TestApp;
  let folder: string;
  before(async () => {
    t = await startTestApp();
    folder = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-names-"));
    await fs.copyFile(corpus("pdf/text/merge_doc1_3p.pdf"), path.join(folder, "first.pdf"));
    await fs.copyFile(corpus("pdf/text/merge_doc2_3p.pdf"), path.join(folder, "second.pdf"));
    await fs.copyFile(corpus("pdf/text/text_numbered_pages_11p.pdf"), path.join(folder, "report.pdf"));
  });
  after(async () => {
    await t.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it("a merge of first.pdf and second.pdf downloads as first-merged.pdf", async () => {
    const { job, response } = await runTool(t, "merge-pdf", [path.join(folder, "first.pdf"), path.join(folder, "second.pdf")]);
    assert.equal(job.fileName, "first-merged.pdf");
    assert.match(response.headers.get("content-disposition") ?? "", /^attachment; filename="first-merged\.pdf"/);
  });

  it("split-pdf's ZIP is report-split.zip and a chosen fileName still wins", async () => {
    const { job } = await runTool(t, "split-pdf", [path.join(folder, "report.pdf")], { pages: "1-2" });
    assert.equal(job.fileName, "report-split.zip");
    const { job: named } = await runTool(t, "watermark-pdf", [path.join(folder, "report.pdf")], { text: "DRAFT", fileName: "report" });
    assert.equal(named.fileName, "report.pdf");
  });

  it("the README's curl -s -OJ saves the result beside its inputs and leaves them as they were", async (context) => {
    const curl = await run("curl", ["--version"]).then(() => true, () => false);
    if (!curl) return context.skip("curl is not installed");
    const before = await Promise.all(["first.pdf", "second.pdf", "report.pdf"].map((name) => fs.readFile(path.join(folder, name))));
    for (const [tool, args, expected] of [
      ["merge-pdf", ["-F", "files=@first.pdf", "-F", "files=@second.pdf"], "first-merged.pdf"],
      ["watermark-pdf", ["-F", "files=@report.pdf", "-F", "text=DRAFT", "-F", "opacity=20"], "report-watermarked.pdf"],
    ] as const) {
      const { stdout } = await run("curl", ["-s", "-H", `X-Api-Key: ${t.key}`, ...args, `${t.baseUrl}/v1/${tool}`], { cwd: folder });
      const job = await waitForJob(t, JSON.parse(stdout).id);
      assert.equal(job.status, "Completed", JSON.stringify(job.error));
      // -f as well: an error answer must fail the command, not be saved as the file.
      await run("curl", ["-s", "-f", "-OJ", "-H", `X-Api-Key: ${t.key}`, `${t.baseUrl}/v1/jobs/${job.id}/result`], { cwd: folder });
      const saved = await readPdf(await fs.readFile(path.join(folder, expected)));
      assert.ok(saved.numPages >= 3, `${expected} is the result`);
    }
    const after = await Promise.all(["first.pdf", "second.pdf", "report.pdf"].map((name) => fs.readFile(path.join(folder, name))));
    after.forEach((bytes, index) => assert.ok(bytes.equals(before[index]!), "an input was overwritten"));
    // A second download of the same result is the one that collides, as curl means it to.
    const { body } = await submit(t, "merge-pdf", [path.join(folder, "first.pdf"), path.join(folder, "second.pdf")]);
    await waitForJob(t, body.id);
    const again = await run("curl", ["-s", "-OJ", "-H", `X-Api-Key: ${t.key}`, `${t.baseUrl}/v1/jobs/${body.id}/result`], { cwd: folder }).then(() => 0, (error: { code: number }) => error.code);
    assert.notEqual(again, 0, "curl refuses to overwrite the earlier download");
    assert.equal(((await (await call(t, "GET", `/v1/jobs/${body.id}`)).json()) as { fileName: string }).fileName, "first-merged.pdf");
  });
});
