import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import * as mupdf from "mupdf";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

const q127 = "qwertyuiopasdfghjklzxcvbnm".repeat(5);

/**
 * The corpus's encrypted PDFs (corpus README, "Passwords for the encrypted PDFs"), with their
 * page counts and every password known to open them: open (user) passwords first, then owner
 * ones. "" is the open password of a file that opens without one.
 */
const encrypted: Array<{ file: string; pages: number; open: string; passwords: string[] }> = [
  { file: "enc_rc4_40_r2_user-view_owner-master.pdf", pages: 30, open: "view", passwords: ["view", "master"] },
  { file: "enc_rc4_40_r2_owner_only-master.pdf", pages: 30, open: "", passwords: ["", "master"] },
  { file: "enc_rc4_128_r3_user-view_owner-master.pdf", pages: 30, open: "view", passwords: ["view", "master"] },
  { file: "enc_rc4_128_r3_owner_only-master.pdf", pages: 30, open: "", passwords: ["", "master"] },
  { file: "enc_rc4_128_r3_libreoffice.pdf", pages: 1, open: "openpassword", passwords: ["openpassword", "permissionpassword"] },
  { file: "enc_rc4_128_r4_user-asdfzxcv.pdf", pages: 1, open: "asdfzxcv", passwords: ["asdfzxcv"] },
  { file: "enc_aes128_r4_user-asdfzxcv.pdf", pages: 1, open: "asdfzxcv", passwords: ["asdfzxcv"] },
  { file: "enc_aes128_r4_empty_passwords_30p.pdf", pages: 30, open: "", passwords: [""] },
  { file: "enc_aes128_r4_permissions_only_form.pdf", pages: 1, open: "", passwords: [""] },
  { file: "enc_aes256_r5_user-user3_owner-owner3_30p.pdf", pages: 30, open: "user3", passwords: ["user3", "owner3"] },
  { file: "enc_aes256_r6_user-view_owner-master.pdf", pages: 30, open: "view", passwords: ["view", "master"] },
  { file: "enc_aes256_r6_owner_only-master.pdf", pages: 30, open: "", passwords: ["", "master"] },
  { file: "enc_aes256_r6_user-foo_owner-bar.pdf", pages: 1, open: "foo", passwords: ["foo", "bar"] },
  // 130 characters of which revision 6 uses the first 127 bytes: both forms open it.
  { file: "enc_aes256_r6_127char_password.pdf", pages: 30, open: q127, passwords: [q127, q127.slice(0, 127)] },
  // Made with the SASLprep form; a user types the original (pdf.js and Acrobat prepare it).
  { file: "enc_aes256_r6_saslprep_unicode_password.pdf", pages: 1, open: "S\u00aaSL\u00adprep", passwords: ["S\u00aaSL\u00adprep", "SaSLprep"] },
  { file: "enc_aes256_r6_nonascii_password.pdf", pages: 1, open: "æøå", passwords: ["æøå"] },
];

function hasEncrypt(bytes: Uint8Array): boolean {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    return !doc.getTrailer().get("Encrypt").isNull();
  } finally {
    doc.destroy();
  }
}

/** pdf.js's view of a PDF opened without a password: page count, restrictions, each page's text. */
async function openedByPdfjs(bytes: Uint8Array, password?: string) {
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, ...(password === undefined ? {} : { password }) });
  const doc = await task.promise;
  try {
    const texts: string[] = [];
    for (let page = 1; page <= doc.numPages; page++) {
      const content = await (await doc.getPage(page)).getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" ").replace(/\s+/g, " ").trim());
    }
    return { pages: doc.numPages, permissions: await doc.getPermissions(), texts };
  } finally {
    await task.destroy();
  }
}

describe("unlock-pdf", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  for (const { file, pages, open, passwords } of encrypted) {
    it(`unlocks ${file} with ${passwords.map((p) => (p === "" ? "the empty open password" : JSON.stringify(p.length > 20 ? `${p.slice(0, 8)}…(${p.length})` : p))).join(", ")}`, async () => {
      const source = await fs.readFile(corpus(`pdf/encrypted/${file}`));
      const original = await openedByPdfjs(source, open);
      assert.equal(original.pages, pages);
      assert.ok(original.texts.join("").length > 0, "the comparison of text has text to compare");
      for (const password of passwords) {
        const { bytes, job } = await runTool(t, "unlock-pdf", [corpus(`pdf/encrypted/${file}`)], { password });
        assert.equal(job.pageCount, pages);
        assert.ok(!hasEncrypt(bytes), `${JSON.stringify(password)}: the result has no /Encrypt`);
        const unlocked = await openedByPdfjs(bytes);
        assert.equal(unlocked.pages, pages);
        assert.equal(unlocked.permissions, null, "no restrictions remain");
        assert.deepEqual(unlocked.texts, original.texts);
      }
    });
  }

  it("keeps the form of a restrictions-only PDF", async () => {
    const { bytes } = await runTool(t, "unlock-pdf", [corpus("pdf/encrypted/enc_aes128_r4_permissions_only_form.pdf")], { password: "" });
    const pdf = await readPdf(bytes);
    assert.equal(await pdf.formFieldCount(), 6);
    await pdf.destroy();
  });

  it("undoes protect-pdf with the same Unicode password", async () => {
    const password = "Пароль, κωδικός = 🔑 \"quoted\"";
    const { bytes: locked } = await runTool(t, "protect-pdf", [corpus("pdf/text/merge_doc3_3p.pdf")], { password });
    const { bytes } = await runTool(t, "unlock-pdf", [{ name: "locked.pdf", data: locked }], { password });
    assert.ok(!hasEncrypt(bytes));
    const pdf = await readPdf(bytes);
    assert.equal(pdf.numPages, 3);
    assert.match(await pdf.pageText(2), /Document 3 ?: ?Page 2/);
    await pdf.destroy();
  });

  it("fails with WrongPassword for a password that is neither the open nor the owner password", async () => {
    for (const [file, password] of [
      ["enc_aes256_r6_user-view_owner-master.pdf", "View"],
      ["enc_rc4_40_r2_user-view_owner-master.pdf", ""],
      ["enc_aes256_r6_127char_password.pdf", q127.slice(0, 126)],
    ] as const) {
      const error = await runToolExpectingFailure(t, "unlock-pdf", [corpus(`pdf/encrypted/${file}`)], { password });
      assert.equal(error.code, "WrongPassword", file);
      assert.match(error.detail, /neither its open password nor its owner password/);
    }
  });

  it("fails with WrongPassword, saying how to go on, for a wrong owner password of a PDF that opens without one", async () => {
    const error = await runToolExpectingFailure(t, "unlock-pdf", [corpus("pdf/encrypted/enc_aes256_r6_owner_only-master.pdf")], { password: "guess" });
    assert.equal(error.code, "WrongPassword");
    assert.match(error.detail, /opens without a password: send an empty `password`/);
  });

  it("fails with NotEncrypted for a PDF without a password, and DamagedFile for one that cannot be read", async () => {
    const plain = await runToolExpectingFailure(t, "unlock-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], { password: "anything" });
    assert.equal(plain.code, "NotEncrypted");
    assert.match(plain.detail, /merge_doc1_3p\.pdf/);
    const damaged = await runToolExpectingFailure(t, "unlock-pdf", [corpus("pdf/damaged/damaged_header_then_eof_only.pdf")], { password: "x" });
    assert.equal(damaged.code, "DamagedFile");
  });

  it("requires `password`", async () => {
    const { response, body } = await submit(t, "unlock-pdf", [corpus("pdf/encrypted/enc_aes256_r6_user-foo_owner-bar.pdf")]);
    assert.equal(response.status, 400);
    assert.deepEqual(body.errors.map((error: { field: string }) => error.field), ["password"]);
    assert.match(body.errors[0].detail, /`password` is required/);
  });
});
