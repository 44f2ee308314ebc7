import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import CFB from "cfb";
import { sniffOfficeBytes, sniffOfficeFile } from "../../src/office/file-type.ts";
import { checkPackage } from "../../src/office/package-limits.ts";
import { JobError } from "../../src/errors/job-errors.ts";
import { corpus } from "../helpers/test-app.ts";
import { docx, odt, paragraph, zipOf } from "./office-documents.ts";

test("every real document of the corpus is recognised by its bytes as the type its name says, none as encrypted", async () => {
  const dir = corpus("office");
  const names = (await fs.readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  assert.ok(names.length >= 90);
  const wrong: string[] = [];
  for (const name of names) {
    const result = await sniffOfficeFile(path.join(dir, name));
    // The one corpus file whose ZIP directory is cut off (LibreOffice cannot open it either).
    if (name === "Divino_Revelado.pptx") {
      assert.deepEqual(result, { kind: "damaged", container: "ZIP" });
      continue;
    }
    if (result.kind !== "office" || result.file.format !== path.extname(name).slice(1) || result.file.encrypted) wrong.push(`${name}: ${JSON.stringify(result)}`);
  }
  assert.deepEqual(wrong, []);
});

test("the type comes from the bytes, not the name: a docx renamed .xls is a docx, a PDF or PNG is nothing", async () => {
  const bytes = await fs.readFile(corpus("office/Styles.docx"));
  assert.deepEqual(sniffOfficeBytes(bytes), { kind: "office", file: { format: "docx", family: "text", encrypted: false } });
  assert.deepEqual(sniffOfficeBytes(await fs.readFile(corpus("pdf/text/text_pdflatex_minimal_1p.pdf"))), { kind: "other" });
  assert.deepEqual(sniffOfficeBytes(await zipOf([["photo.txt", "hello"]])), { kind: "other" });
  assert.deepEqual(sniffOfficeBytes(Buffer.from("<html><body>a,b,c</body></html>")), { kind: "other" });
  assert.deepEqual(sniffOfficeBytes(Buffer.from('{"a": 1, "b": 2}')), { kind: "other" });
  assert.deepEqual(sniffOfficeBytes(Buffer.from("just one line of prose without separators\nand another\n")), { kind: "other" });
  assert.equal(sniffOfficeBytes(Buffer.from("{\\rtf1\\ansi Hello}")).kind, "office");
  const csv = sniffOfficeBytes(Buffer.from('name,amount,note\n"Smith, J",12,ok\nDoe,7,"a ""quoted"" note"\n'));
  assert.deepEqual(csv, { kind: "office", file: { format: "csv", family: "spreadsheet", encrypted: false } });
  assert.equal(sniffOfficeBytes(Buffer.from("a;b;c\n1;2;3\n")).kind, "office");
  assert.deepEqual(sniffOfficeBytes(Buffer.from("a,b\x00c\n")), { kind: "other" });
  assert.deepEqual(sniffOfficeBytes(Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(100)])), { kind: "damaged", container: "ZIP" });
});

test("OOXML with a password is a compound file holding EncryptionInfo and EncryptedPackage", () => {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, "EncryptionInfo", Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
  CFB.utils.cfb_add(container, "EncryptedPackage", Buffer.alloc(4096, 7));
  const bytes = Buffer.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
  assert.deepEqual(sniffOfficeBytes(bytes), { kind: "office", file: { format: "docx", family: null, encrypted: true } });
});

/** The corpus file rewritten with one of its streams changed. */
async function withStream(file: string, stream: string, change: (content: Buffer) => void): Promise<Buffer> {
  const container = CFB.read(await fs.readFile(corpus(file)), { type: "buffer" });
  const entry = CFB.find(container, stream)!;
  const content = Buffer.from(entry.content as Uint8Array);
  change(content);
  entry.content = content;
  return Buffer.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
}

test("a Word 97 document is encrypted when its FIB says fEncrypted", async () => {
  const plain = sniffOfficeBytes(await fs.readFile(corpus("office/Bug51834.doc")));
  assert.deepEqual(plain, { kind: "office", file: { format: "doc", family: "text", encrypted: false } });
  const marked = await withStream("office/Bug51834.doc", "WordDocument", (fib) => fib.writeUInt16LE(fib.readUInt16LE(10) | 0x0100, 10));
  assert.deepEqual(sniffOfficeBytes(marked), { kind: "office", file: { format: "doc", family: "text", encrypted: true } });
});

test("an Excel 97 workbook is encrypted when a FILEPASS record follows its BOF", async () => {
  const marked = await withStream("office/3dFormulas.xls", "Workbook", (workbook) => {
    // The record after BOF becomes a FILEPASS of the same length.
    const second = 4 + workbook.readUInt16LE(2);
    workbook.writeUInt16LE(0x002f, second);
  });
  assert.deepEqual(sniffOfficeBytes(marked), { kind: "office", file: { format: "xls", family: "spreadsheet", encrypted: true } });
});

test("a PowerPoint 97 presentation is encrypted when its CurrentUserAtom carries the encrypted token", async () => {
  const marked = await withStream("office/49648.ppt", "Current User", (atom) => atom.writeUInt32LE(0xf3d1c4df, 12));
  assert.deepEqual(sniffOfficeBytes(marked), { kind: "office", file: { format: "ppt", family: "presentation", encrypted: true } });
  assert.equal((sniffOfficeBytes(await fs.readFile(corpus("office/49648.ppt"))) as { file: { encrypted: boolean } }).file.encrypted, false);
});

test("an OpenDocument file is encrypted when its manifest has encryption-data", async () => {
  const plain = await odt("<text:p>hello</text:p>");
  assert.deepEqual(sniffOfficeBytes(plain), { kind: "office", file: { format: "odt", family: "text", encrypted: false } });
  const encrypted = await zipOf(
    [
      ["mimetype", "application/vnd.oasis.opendocument.spreadsheet"],
      [
        "META-INF/manifest.xml",
        '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"><manifest:encryption-data manifest:checksum-type="SHA1/1K" manifest:checksum="x"><manifest:algorithm manifest:algorithm-name="Blowfish CFB" manifest:initialisation-vector="x"/></manifest:encryption-data></manifest:file-entry></manifest:manifest>',
      ],
      ["content.xml", Buffer.alloc(64, 3)],
    ],
    { storeFirst: true },
  );
  assert.deepEqual(sniffOfficeBytes(encrypted), { kind: "office", file: { format: "ods", family: "spreadsheet", encrypted: true } });
});

function failsWith(code: string, what: RegExp) {
  return (error: unknown) => error instanceof JobError && error.code === code && what.test(error.detail);
}

test("ZIP bombs and entity bombs are refused before conversion, with TooComplex", async () => {
  // 64 MB of zeros deflate about a thousand times.
  const fine = await docx(paragraph("x"), {});
  const zeros = await zipOf([["[Content_Types].xml", "<Types/>"], ["word/document.xml", "<w:document/>"], ["word/media/zeros.bin", Buffer.alloc(64 * 1024 * 1024)]]);
  assert.throws(() => checkPackage(zeros, "zeros.docx"), failsWith("TooComplex", /expands \d+ times/));
  assert.doesNotThrow(() => checkPackage(fine, "fine.docx"));
  const entities = await fs.readFile(corpus("office/hostile/poc-xmlbomb-empty.xlsx"));
  assert.throws(() => checkPackage(entities, "bomb.xlsx"), failsWith("TooComplex", /declares XML entities in xl\/sharedStrings.xml/));
  // A part that inflates to more than its declared size: the declared size is patched down.
  const liar = Buffer.from(await zipOf([["[Content_Types].xml", "<Types/>"], ["word/document.xml", "<w:document>" + "a".repeat(10_000) + "</w:document>"]]));
  const central = liar.lastIndexOf(Buffer.from("word/document.xml")) - 46;
  liar.writeUInt32LE(100, central + 24);
  assert.throws(() => checkPackage(liar, "liar.docx"), failsWith("TooComplex", /more than it declares/));
  // Every real document of the corpus passes.
  for (const name of await fs.readdir(corpus("office"))) {
    if (!/\.(docx|xlsx|pptx)$/.test(name) || name === "Divino_Revelado.pptx") continue;
    assert.doesNotThrow(() => checkPackage(readFileSync(corpus(`office/${name}`)), name), name);
  }
});
