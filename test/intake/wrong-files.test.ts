import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { corpus, corpusDir, startTestApp, storedKeys, type TestApp } from "../helpers/test-app.ts";
import { call, json, submit, waitForJob, type FileArg } from "../helpers/api-client.ts";
import { becomes } from "../helpers/eventually.ts";
import { HEAD_BYTES, sniffFileKind } from "../../src/tools/file-kinds.ts";
import { tools } from "../../src/tools/registry.ts";

async function head(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

describe("what a file is, from its first bytes", () => {
  it("tells every corpus image and Office file by its bytes, and claims nothing for text", async () => {
    const expected: Record<string, RegExp> = {
      "images/jpeg": /^a JPEG image$/,
      "images/png": /^a PNG image$/,
      "images/gif": /^a GIF image$/,
      "images/webp": /^a WebP image$/,
      "images/bmp": /^a BMP image$/,
      "images/tiff": /^a TIFF image$/,
      "images/avif": /^an AVIF image$/,
      "images/heic": /^a HEIC image$/,
    };
    for (const [folder, label] of Object.entries(expected)) {
      for (const name of await fs.readdir(path.join(corpusDir, folder))) {
        // A 16-byte "HEIC" made of nothing but a broken box is no image to anyone.
        if (name.startsWith("corrupt_16")) continue;
        assert.match(sniffFileKind(await head(corpus(`${folder}/${name}`)))?.label ?? "nothing", label, `${folder}/${name}`);
      }
    }
    const office = await fs.readdir(corpus("office"));
    for (const name of office.filter((file) => /\.(docx|xlsx|pptx|doc|xls|ppt)$/.test(file))) {
      const kind = sniffFileKind(await head(corpus(`office/${name}`)));
      const extension = name.split(".").pop()!;
      assert.ok(kind, `office/${name} is told`);
      if (/^(doc|xls|ppt)$/.test(extension)) assert.match(kind.label, /97-2003/, name);
      // Whatever the head shows of a package, the tool that takes it still takes it.
      else assert.ok(tools.find((tool) => tool.name === "office-to-pdf")!.limits.accepts.some((type) => kind.mediaTypes.includes(type)), `office/${name}: ${kind.label}`);
      assert.ok(!kind.mediaTypes.includes("application/pdf"));
    }
    assert.equal(sniffFileKind(await head(corpus("office/TestDocument.docx")))?.label, "a Word document (docx)");
    for (const pdf of await fs.readdir(corpus("pdf/text"))) assert.equal(sniffFileKind(await head(corpus(`pdf/text/${pdf}`)))?.label, "a PDF", pdf);
    assert.equal(sniffFileKind(new TextEncoder().encode("name,amount\nMZ Traders,12\n")), null, "a CSV that starts with MZ is no program");
    assert.equal(sniffFileKind(new TextEncoder().encode("<!doctype html><p>hello")), null);
  });
});

describe("plainly wrong files are refused at the call, before anything is counted", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  const operations = async () => (await json(await call(t, "GET", "/v1/me"))).usage.operations as number;

  async function refused(tool: string, files: FileArg[], fields: Record<string, string | string[]> = {}) {
    const before = await operations();
    const { response, body } = await submit(t, tool, files, fields);
    assert.equal(response.status, 400, JSON.stringify(body));
    assert.equal(response.headers.get("content-type"), "application/problem+json; charset=utf-8");
    assert.equal(await operations(), before, "the refused call took no operation");
    return body;
  }

  it("a Word document sent to merge-pdf names the file, what it is, and what the tool takes", async () => {
    const body = await refused("merge-pdf", [corpus("pdf/text/merge_doc1_3p.pdf"), { name: "report.docx", data: await fs.readFile(corpus("office/TestDocument.docx")) }]);
    assert.deepEqual(body.errors, [{ field: "files", detail: "files[1] (report.docx) is a Word document (docx); merge-pdf takes PDF files." }]);
    assert.ok(await becomes(async () => (await storedKeys(t, "jobs/")).length === 0), "the refused call's files were removed");
  });

  it("an empty file, a JPEG sent to a PDF tool, and a PDF sent to an image tool, all listed at once", async () => {
    const empty = await refused("rotate-pdf", [{ name: "blank.pdf", data: new Uint8Array(0) }]);
    assert.deepEqual(empty.errors, [{ field: "files", detail: "files[0] (blank.pdf) is empty (0 bytes); rotate-pdf takes PDF files." }]);
    const jpeg = await refused("watermark-pdf", [corpus("images/jpeg/grayscale.jpg")], { text: "DRAFT" });
    assert.deepEqual(jpeg.errors, [{ field: "files", detail: "files[0] (grayscale.jpg) is a JPEG image; watermark-pdf takes PDF files." }]);
    const both = await refused("image-to-pdf", [corpus("images/png/rgb_photo.png"), corpus("pdf/text/merge_doc1_3p.pdf"), { name: "empty.png", data: new Uint8Array(0) }]);
    assert.deepEqual(
      both.errors.map((error: { detail: string }) => error.detail),
      [
        "files[1] (merge_doc1_3p.pdf) is a PDF; image-to-pdf takes JPEG, PNG, WebP, GIF, BMP, TIFF, AVIF or HEIC files.",
        "files[2] (empty.png) is empty (0 bytes); image-to-pdf takes JPEG, PNG, WebP, GIF, BMP, TIFF, AVIF or HEIC files.",
      ],
    );
    const pdfToOffice = await refused("office-to-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")]);
    assert.match(pdfToOffice.errors[0].detail, /^files\[0\] \(merge_doc1_3p\.pdf\) is a PDF; office-to-pdf takes docx, doc, odt/);
  });

  it("a page selection the call can check is refused with the same 400, counting nothing", async () => {
    const body = await refused("delete-pages", [corpus("pdf/text/text_numbered_pages_11p.pdf")], { pages: "5-2" });
    assert.equal(body.errors[0].field, "pages");
    assert.match(body.errors[0].detail, /backward range "5-2"/);
    const zero = await refused("split-pdf", [corpus("pdf/text/text_numbered_pages_11p.pdf")], { pages: "0-3" });
    assert.match(zero.errors[0].detail, /numbered from 1/);
  });

  it("an upload is checked by its bytes too, and stays usable after the refusal", async () => {
    const bytes = await fs.readFile(corpus("images/jpeg/grayscale.jpg"));
    const started = await json(await call(t, "POST", "/v1/uploads", { body: JSON.stringify({ fileName: "scan.jpg", length: bytes.length }), headers: { "content-type": "application/json" } }));
    const sent = await call(t, "PATCH", `/v1/uploads/${started.id}?offset=0`, { body: bytes, headers: { "content-type": "application/octet-stream" } });
    assert.equal(sent.status, 200);
    const body = await refused("compress-pdf", [], { uploads: started.id });
    assert.deepEqual(body.errors, [{ field: "uploads", detail: "uploads[0] (scan.jpg) is a JPEG image; compress-pdf takes PDF files." }]);
    // Not taken: the same upload feeds the tool that takes it.
    const images = await submit(t, "image-to-pdf", [], { uploads: started.id });
    assert.equal(images.response.status, 202, JSON.stringify(images.body));
    assert.equal(images.body.fileName, "scan-converted.pdf");
    assert.equal((await waitForJob(t, images.body.id)).status, "Completed");
  });

  it("files of the right type still become jobs, and what only opening can tell stays the job's failure", async () => {
    const before = await operations();
    const { response, body } = await submit(t, "rotate-pdf", [{ name: "text.pdf", data: "%PDF-1.7\nnot really a PDF at all" }]);
    assert.equal(response.status, 202, JSON.stringify(body));
    const job = await waitForJob(t, body.id);
    assert.equal(job.status, "Failed");
    assert.equal(job.error.code, "DamagedFile");
    assert.equal(await operations(), before + 1);
  });
});
