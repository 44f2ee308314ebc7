import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import * as mupdf from "mupdf";
import { destination } from "pino";
import { createApiKey } from "../../src/accounts/api-keys.ts";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/logger.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { call, runTool, runToolExpectingFailure, submit, waitForJob } from "../helpers/api-client.ts";
import { becomes } from "../helpers/eventually.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { assertOpensCleanly } from "../helpers/reference-tools.ts";
import { quartzInvoiceWithIndirectId } from "../fixtures/hostile-pdfs.ts";

/** What pdf.js says when asked to open `bytes` with `password`: the page count, or why not. */
async function pdfjsOpens(bytes: Uint8Array, password?: string): Promise<number | "NeedPassword" | "WrongPassword"> {
  try {
    const pdf = await readPdf(bytes, password);
    const pages = pdf.numPages;
    await pdf.destroy();
    return pages;
  } catch (error) {
    const { name, code } = error as { name: string; code: number };
    assert.equal(name, "PasswordException");
    return code === 1 ? "NeedPassword" : "WrongPassword";
  }
}

function encryptDictionary(bytes: Uint8Array): { V: number; R: number; P: number; cfm: string } {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const encrypt = doc.getTrailer().get("Encrypt");
    assert.ok(!encrypt.isNull(), "the result has an /Encrypt dictionary");
    return {
      V: encrypt.get("V").asNumber(),
      R: encrypt.get("R").asNumber(),
      P: encrypt.get("P").asNumber(),
      cfm: encrypt.get("CF").get("StdCF").get("CFM").asName(),
    };
  } finally {
    doc.destroy();
  }
}

describe("protect-pdf", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("encrypts with AES-256 revision 6: pdf.js needs the password, and with it sees every page and its text", async () => {
    const { bytes, job } = await runTool(t, "protect-pdf", [corpus("pdf/text/merge_doc2_3p.pdf")], { password: "correct horse" });
    assert.equal(job.pageCount, 3);
    assert.equal(await pdfjsOpens(bytes), "NeedPassword");
    assert.equal(await pdfjsOpens(bytes, "correct horsE"), "WrongPassword");
    const pdf = await readPdf(bytes, "correct horse");
    assert.equal(pdf.numPages, 3);
    for (let page = 1; page <= 3; page++) assert.match(await pdf.pageText(page), new RegExp(`Document 2 ?: ?Page ${page}`));
    await pdf.destroy();
    // Every permission granted: P = -4 (all bits but the two reserved ones).
    assert.deepEqual(encryptDictionary(bytes), { V: 5, R: 6, P: -4, cfm: "AESV3" });
  });

  it("keeps a longer document whole", async () => {
    const source = await readPdf(new Uint8Array(await fs.readFile(corpus("pdf/text/text_tracemonkey_paper_14p.pdf"))));
    const { bytes } = await runTool(t, "protect-pdf", [corpus("pdf/text/text_tracemonkey_paper_14p.pdf")], { password: "tracemonkey" });
    const pdf = await readPdf(bytes, "tracemonkey");
    assert.equal(pdf.numPages, 14);
    for (const page of [1, 7, 14]) assert.equal(await pdf.pageText(page), await source.pageText(page), `page ${page}`);
    await Promise.all([pdf.destroy(), source.destroy()]);
  });

  const passwords: Record<string, string> = {
    Greek: "Καλημέρα κόσμε",
    Cyrillic: "Съешь же ещё этих мягких французских булок",
    CJK: "密码是秘密パスワード비밀번호",
    emoji: "🔐🦄👩‍💻 key 🎉",
    "100 Greek letters (200 UTF-8 bytes, cut to 127)": "αβγδεζηθικ".repeat(10),
    "100 Cyrillic and emoji characters": "жёлтый🌻".repeat(13) + "конец" + "🍋".repeat(4),
    "commas, equals signs, quotes, backslashes and spaces": 'a,b=c "d" \'e\' \\f, user-password=x',
    "leading and trailing spaces": "  spaced out  ",
  };
  for (const [label, password] of Object.entries(passwords)) {
    it(`takes a password of ${label}`, async () => {
      assert.ok([...password].length <= 100);
      if (label.startsWith("100")) assert.equal([...password].length, 100);
      const { bytes } = await runTool(t, "protect-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], { password });
      assert.equal(await pdfjsOpens(bytes), "NeedPassword");
      assert.equal(await pdfjsOpens(bytes, password), 3);
      // A password that differs in its first character must not open it (nothing was cut short).
      assert.equal(await pdfjsOpens(bytes, `X${password.slice(1)}`), "WrongPassword");
      assert.deepEqual(encryptDictionary(bytes), { V: 5, R: 6, P: -4, cfm: "AESV3" });
    });
  }

  it("makes the key from the SASLprep form, so a non-breaking space and a plain one are the same password", async () => {
    const { bytes } = await runTool(t, "protect-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], { password: "no\u00A0break\u00ADhere" });
    assert.equal(await pdfjsOpens(bytes, "no\u00A0break\u00ADhere"), 3);
    // MuPDF does not prepare passwords itself: it opens only with the prepared form.
    const doc = new mupdf.PDFDocument(bytes);
    assert.notEqual(doc.authenticatePassword("no breakhere"), 0);
    doc.destroy();
  });

  it("refuses a password over 100 characters, a missing one, and control characters, naming `password`", async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ password: "x".repeat(101) }, /at most 100 characters \(got 101\)/],
      [{ password: "🔑".repeat(101) }, /at most 100 characters \(got 101\)/],
      [{}, /`password` is required/],
      [{ password: "" }, /`password` is required/],
      [{ password: "tab\there" }, /control characters/],
      [{ password: "\u00AD\u200C" }, /invisible formatting/],
    ];
    for (const [fields, detail] of cases) {
      const { response, body } = await submit(t, "protect-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], fields);
      assert.equal(response.status, 400, JSON.stringify(fields));
      assert.deepEqual(body.errors.map((error: { field: string }) => error.field), ["password"]);
      assert.match(body.errors[0].detail, detail);
      if (fields.password) assert.ok(!JSON.stringify(body).includes(fields.password), "the answer does not repeat the password");
    }
  });

  it("refuses a PDF that already has a password, restrictions only or an empty password (AlreadyEncrypted)", async () => {
    for (const file of ["enc_aes256_r6_user-foo_owner-bar.pdf", "enc_rc4_40_r2_owner_only-master.pdf", "enc_aes128_r4_empty_passwords_30p.pdf"]) {
      const error = await runToolExpectingFailure(t, "protect-pdf", [corpus(`pdf/encrypted/${file}`)], { password: "new" });
      assert.equal(error.code, "AlreadyEncrypted", file);
      assert.match(error.detail, /unlock-pdf/);
    }
  });

  it("fails with DamagedFile for a file that cannot be read", async () => {
    const error = await runToolExpectingFailure(t, "protect-pdf", [corpus("pdf/damaged/damaged_header_then_eof_only.pdf")], { password: "pw" });
    assert.equal(error.code, "DamagedFile");
  });

  it("protects a Quartz PDF whose trailer /ID is an object of its own: the result opens without repair, with the password", async (context) => {
    // The identifier written encrypted into an object stream gave a file qpdf found 0 pages in.
    const { bytes, job } = await runTool(t, "protect-pdf", [{ name: "quartz.pdf", data: await quartzInvoiceWithIndirectId() }], { password: "correct horse" });
    assert.equal(job.pageCount, 2);
    assert.equal(await assertOpensCleanly(bytes, "protected Quartz invoice", { password: "correct horse", note: (message) => context.diagnostic(message) }), 2);
    assert.equal(await pdfjsOpens(bytes), "NeedPassword");
    const pdf = await readPdf(bytes, "correct horse");
    for (let page = 1; page <= 2; page++) assert.match(await pdf.pageText(page), /QualityHosting AG .*Gelnhausen/, `page ${page}`);
    await pdf.destroy();
    const doc = new mupdf.PDFDocument(bytes.slice());
    try {
      const id = doc.getTrailer().get("ID");
      assert.ok(!id.isIndirect() && id.isArray() && id.length === 2, "the identifier is written in the trailer");
    } finally {
      doc.destroy();
    }
  });
});

/** Every byte stored under `dir`, file by file (database, its WAL, stored inputs and results). */
async function* storedFiles(dir: string): AsyncGenerator<{ file: string; bytes: Buffer }> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    yield { file, bytes: await fs.readFile(file) };
  }
}

describe("protect-pdf and unlock-pdf passwords at rest and in logs", () => {
  // Distinctive, and unchanged by SASLprep, so its UTF-8 bytes are what anything would store.
  const password = "Zebra·Ωμέγα·секрет·7f3c,=\"q\"";
  const needle = Buffer.from(password, "utf8");
  let dataDir: string;
  let logFile: string;

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-secrets-"));
    logFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "doctools-log-")), "service.log");
  });
  after(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(path.dirname(logFile), { recursive: true, force: true });
  });

  /** The real service on `dataDir`, logging everything at debug level to `logFile`. */
  async function start(runJobs: boolean, key?: string): Promise<TestApp> {
    // The embedded database on purpose, in either CI run: every byte the service keeps is then
    // in `dataDir`, where the test looks for the password.
    const env = { DOCTOOLS_DATA_DIR: dataDir, DOCTOOLS_WORKERS: "1", PORT: "0" };
    const config = loadConfig(env);
    const app = await buildApp(config, { runJobs, log: createLogger("debug", destination({ dest: logFile, sync: true, append: true })) });
    const baseUrl = await app.server.listen({ port: 0, host: "127.0.0.1" });
    let accountId = "";
    if (!key) {
      accountId = randomUUID();
      await app.services.accounts.createAccount({ id: accountId, email: `${accountId}@example.test`, name: "Test", plan: "Developer", passwordHash: null });
      key = (await createApiKey(app.services.accounts, accountId, "test")).key;
    }
    return { app, baseUrl, dataDir, key, accountId, env, dropDatabase: async () => {}, other: () => Promise.reject(new Error("not needed")), close: () => app.close() };
  }

  /** Erasing follows the job's last status change, so wait for it a little. */
  async function secretsErased(service: TestApp, id: string): Promise<boolean> {
    return becomes(
      async () => {
        const stored = await service.app.services.jobStore.getJob(id);
        return stored !== null && stored.sealedSecrets === null && !("password" in stored.fields);
      },
      { timeoutMs: 3000 },
    );
  }

  async function assertNowhere(where: string): Promise<void> {
    for await (const { file, bytes } of storedFiles(dataDir)) assert.equal(bytes.indexOf(needle), -1, `${where}: ${file} holds the password`);
    const log = await fs.readFile(logFile);
    assert.ok(log.length > 0, "the service logged something");
    assert.equal(log.indexOf(needle), -1, `${where}: the log holds the password`);
  }

  it("keeps the password sealed while the job waits, erases it once the job has run, and never logs it", async () => {
    // An API-only process takes the calls; the jobs wait, sealed, until a worker process starts.
    const intake = await start(false);
    const key = intake.key;
    const protect = await submit(intake, "protect-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], { password });
    assert.equal(protect.response.status, 202);
    assert.ok(!JSON.stringify(protect.body).includes(password));
    const waiting = await intake.app.services.jobStore.getJob(protect.body.id);
    assert.equal(waiting?.status, "Queued");
    assert.ok(waiting?.sealedSecrets, "the password waits sealed with the job");
    assert.ok(!waiting.sealedSecrets.includes(password) && !("password" in waiting.fields));
    await assertNowhere("while the job waits");
    await intake.close();

    const service = await start(true, key);
    try {
      const protectedJob = await waitForJob(service, protect.body.id);
      assert.equal(protectedJob.status, "Completed", JSON.stringify(protectedJob.error));
      const protectedBytes = new Uint8Array(await (await call(service, "GET", `/v1/jobs/${protect.body.id}/result`)).arrayBuffer());
      assert.equal((await readPdf(protectedBytes, password)).numPages, 3);

      const unlock = await submit(service, "unlock-pdf", [{ name: "protected.pdf", data: protectedBytes }], { password });
      assert.equal(unlock.response.status, 202);
      const unlockedJob = await waitForJob(service, unlock.body.id);
      assert.equal(unlockedJob.status, "Completed", JSON.stringify(unlockedJob.error));
      const unlocked = new Uint8Array(await (await call(service, "GET", `/v1/jobs/${unlock.body.id}/result`)).arrayBuffer());
      assert.equal((await readPdf(unlocked)).numPages, 3);
      const failed = await submit(service, "unlock-pdf", [{ name: "protected.pdf", data: protectedBytes }], { password: `${password}!` });
      assert.equal((await waitForJob(service, failed.body.id)).error.code, "WrongPassword");

      for (const id of [protect.body.id, unlock.body.id, failed.body.id]) {
        const record = await (await call(service, "GET", `/v1/jobs/${id}`)).text();
        assert.ok(!record.includes(password) && !("password" in JSON.parse(record)), `job ${id} shows no password`);
        assert.ok(await secretsErased(service, id), `job ${id}: sealed_secrets is NULL once it has run`);
      }
    } finally {
      await service.close();
    }
    await assertNowhere("after the jobs ran");
    // The log is not empty by accident: it has the debug-level request lines for these jobs.
    const log = await fs.readFile(logFile, "utf8");
    assert.ok(log.includes(`/v1/jobs/${protect.body.id}`) && log.includes('"level":20'), "the log has the requests at debug level");
  });
});
