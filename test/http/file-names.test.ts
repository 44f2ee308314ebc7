import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { cleanFileName, zipEntryName } from "../../src/common/file-names.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { call, json, runTool, submit, waitForJob } from "../helpers/api-client.ts";
import { readZip } from "../helpers/zip-reader.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");
const png = corpus("images/png/rgb_photo.png");

describe("file names from clients", () => {
  it("keeps a safe base name: no folders, drive letters, controls, direction marks or separators", () => {
    const cases: Array<[string, string]> = [
      ["C:evil", "evil"],
      ["c:D:evil.pdf", "evil.pdf"],
      ["C:\\Users\\x\\report.pdf", "report.pdf"],
      ["../../etc/passwd", "passwd"],
      ["..", ""],
      ["\u202efdp.exe", "fdp.exe"],
      ["a\u2066b\u2069c\u200f.pdf", "abc.pdf"],
      ["line\u2028break\u2029.pdf", "linebreak.pdf"],
      ["c1\u0085\u009bcontrol.pdf", "c1control.pdf"],
      ["\ufeffbom.pdf", "bom.pdf"],
      ['quo"te.pdf', "quote.pdf"],
      ["lone\ud800.pdf", "lone\ufffd.pdf"],
      ["मेरी\u200dफ़ाइल.pdf", "मेरी\u200dफ़ाइल.pdf"],
      ["Ünïcödé 文件.pdf", "Ünïcödé 文件.pdf"],
    ];
    for (const [raw, cleaned] of cases) assert.equal(cleanFileName(raw), cleaned, JSON.stringify(raw));
    // Cut by code points: 300 emoji leave 200 whole ones.
    assert.equal(Array.from(cleanFileName("😀".repeat(300))).length, 200);
    assert.equal(zipEntryName("C:", "file-1"), "file-1");
  });

  describe("over HTTP", () => {
    let t: TestApp;
    before(async () => (t = await startTestApp()));
    after(() => t.close());

    it("refuses a fileName with a drive letter or a direction mark, naming the field", async () => {
      for (const fileName of ["C:evil", "\u202efdp", "a\u2028b"]) {
        const { response, body } = await submit(t, "split-pdf", [pdf], { fileName });
        assert.equal(response.status, 400, fileName);
        assert.deepEqual(body.errors.map((e: { field: string }) => e.field), ["fileName"]);
      }
      const upload = await call(t, "POST", "/v1/uploads", { body: JSON.stringify({ fileName: "C:\u202eevil.pdf", length: 10 }), headers: { "content-type": "application/json" } });
      assert.equal(upload.status, 400);
    });

    it("writes valid ZIPs whatever the files were called: split, multi-file convert and a batch", async () => {
      const split = await runTool(t, "split-pdf", [{ name: "C:\u202e\u2028evil.pdf", data: new Uint8Array(await (await import("node:fs/promises")).readFile(pdf)) }]);
      const entries = await readZip(split.bytes);
      assert.equal(entries.length, 3);
      for (const entry of entries) {
        assert.doesNotMatch(entry.name, /[:\u202e\u2028/\\]/);
        assert.equal((await readPdf(entry.data)).numPages, 1);
      }
      assert.equal(split.job.fileName, "evil-split.zip");

      const pngBytes = new Uint8Array(await (await import("node:fs/promises")).readFile(png));
      const converted = await runTool(t, "convert-image", [
        { name: "C:a.png", data: pngBytes },
        { name: "D:\u0085a.png", data: pngBytes },
      ]);
      assert.deepEqual((await readZip(converted.bytes)).map((entry) => entry.name), ["a.jpg", "a (2).jpg"]);

      // A batch whose job carries a name stored before today's rule still gives a valid ZIP.
      const batch = await json(await call(t, "POST", "/v1/batches"));
      const { body } = await submit(t, "rotate-pdf", [pdf], { batchId: batch.id });
      await waitForJob(t, body.id);
      await t.app.services.sql.run("UPDATE jobs SET file_name = ? WHERE id = ?", ["C:\u202eold.pdf", body.id]);
      const zip = await call(t, "GET", `/v1/batches/${batch.id}/result`);
      assert.equal(zip.status, 200);
      assert.deepEqual((await readZip(new Uint8Array(await zip.arrayBuffer()))).map((entry) => entry.name), ["old.pdf"]);
    });
  });
});
