import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit, waitForJob } from "../helpers/api-client.ts";
import { becomes } from "../helpers/eventually.ts";
import { recordingLogger } from "../helpers/recording-logger.ts";
import { makeTestCertificates, type TestCertificates } from "../signatures/test-certificates.ts";
import { hasPdfsig, pdfsig, verify } from "../signatures/signature-readers.ts";

const constitution = corpus("pdf/text/text_us_constitution_19p.pdf");
const alreadySigned = corpus("pdf/structure/digitally_signed.pdf");


/**
 * The text MuPDF reads on a page within a box of the page as shown, annotations' and widgets'
 * appearances included (drawn into the page first, as a print would).
 */
function textIn(bytes: Uint8Array, pageIndex: number, box: [number, number, number, number]): string {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    doc.bake(true, true);
    const page = doc.loadPage(pageIndex);
    const words: string[] = [];
    const json = JSON.parse(page.toStructuredText("preserve-whitespace").asJSON()) as { blocks: { lines?: { bbox: { x: number; y: number; w: number; h: number }; text: string }[] }[] };
    for (const block of json.blocks) {
      for (const line of block.lines ?? []) {
        const { x, y, w, h } = line.bbox;
        if (x >= box[0] - 1 && y >= box[1] - 1 && x + w <= box[2] + 1 && y + h <= box[3] + 1) words.push(line.text);
      }
    }
    return words.join("\n");
  } finally {
    doc.destroy();
  }
}

/** Share of dark pixels of a page rendered at 72 dpi inside a box (points from the top left). */
function inkIn(bytes: Uint8Array, pageIndex: number, box: [number, number, number, number]): number {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const pixmap = doc.loadPage(pageIndex).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false, true);
    const width = pixmap.getWidth();
    const pixels = pixmap.getPixels();
    let dark = 0;
    let all = 0;
    for (let y = Math.ceil(box[1]); y < Math.floor(box[3]); y++) {
      for (let x = Math.ceil(box[0]); x < Math.floor(box[2]); x++) {
        const at = (y * width + x) * 3;
        all++;
        if (pixels[at]! + pixels[at + 1]! + pixels[at + 2]! < 384) dark++;
      }
    }
    return dark / all;
  } finally {
    doc.destroy();
  }
}

describe("sign-pdf and verify-pdf-signatures", () => {
  let t: TestApp;
  let certs: TestCertificates;
  const { log, lines } = recordingLogger("debug");

  before(async () => {
    certs = makeTestCertificates();
    t = await startTestApp({ log });
  });
  after(async () => {
    await t.close();
    certs.remove();
  });

  it("signs the 19-page constitution as PAdES B-B, incrementally, valid for pdfsig and for the verifier", async () => {
    const source = await fs.readFile(constitution);
    const { bytes, job } = await runTool(t, "sign-pdf", [constitution, certs.chainP12], { certificatePassword: certs.password, reason: "Ratified", location: "Philadelphia" });
    assert.equal(job.pageCount, 19);
    assert.ok(Buffer.from(bytes.subarray(0, source.length)).equals(source), "the original bytes are kept as they are: an incremental update");
    if (hasPdfsig) {
      const [signature, ...rest] = pdfsig(bytes);
      assert.equal(rest.length, 0);
      assert.equal(signature!.valid, true, signature!.validation);
      assert.equal(signature!.type, "ETSI.CAdES.detached");
      assert.equal(signature!.hash, "SHA-256");
      assert.equal(signature!.totalDocument, true);
      assert.equal(signature!.commonName, "Chain Signer");
    }
    const report = await verify(t, bytes);
    assert.equal(report.signatureCount, 1);
    assert.match(report.revocation, /not checked/i);
    const [signature] = report.signatures;
    assert.equal(signature.field, "Signature1");
    assert.equal(signature.intact, true, signature.problem);
    assert.equal(signature.coversWholeDocument, true);
    assert.equal(signature.subFilter, "ETSI.CAdES.detached");
    assert.equal(signature.padesBaseline, true, "signing-certificate-v2 is among the signed attributes");
    assert.equal(signature.digestAlgorithm, "SHA-256");
    assert.equal(signature.reason, "Ratified");
    assert.equal(signature.location, "Philadelphia");
    assert.match(signature.subject, /CN=Chain Signer/);
    assert.match(signature.issuer, /CN=Doctools Test Intermediate/);
    assert.deepEqual(signature.chain.map((c: { subject: string }) => /CN=([^,]+)/.exec(c.subject)![1]), ["Chain Signer", "Doctools Test Intermediate", "Doctools Test Root"]);
    assert.equal(signature.trust, "NotChecked");
    assert.match(signature.trustDetail, /not checked against a trust list/i);
    assert.equal(signature.selfSigned, false);
    assert.equal(signature.timestamp, null, "no time-stamping authority is configured, so none is asked");
    assert.ok(Math.abs(Date.parse(signature.signingTime) - Date.now()) < 10 * 60_000, "signed just now");
  });

  it("adds a signature to a signed PDF without breaking the first, and signs its own result again", async () => {
    const first = await runTool(t, "sign-pdf", [alreadySigned, certs.ecP12], { certificatePassword: certs.password, name: "Second Signer" });
    const second = await runTool(t, "sign-pdf", [{ name: "twice.pdf", data: first.bytes }, certs.selfSignedP12], { certificatePassword: certs.password, reason: "Counter-signed" });
    if (hasPdfsig) {
      const signatures = pdfsig(second.bytes);
      assert.equal(signatures.length, 3);
      for (const signature of signatures) assert.equal(signature.valid, true, `${signature.field}: ${signature.validation}`);
      assert.deepEqual(signatures.map((s) => s.totalDocument), [false, false, true]);
      assert.deepEqual(signatures.map((s) => s.commonName), ["John Doe", "Curve Signer", "Self Signer"]);
    }
    const report = await verify(t, second.bytes);
    assert.equal(report.signatureCount, 3);
    const [original, curve, self] = report.signatures;
    assert.deepEqual(report.signatures.map((s) => s.intact), [true, true, true]);
    assert.deepEqual([curve.field, self.field], ["Signature1", "Signature3"], "the corpus file's field is Signature2, so names do not clash");
    assert.equal(original.coversWholeDocument, false);
    assert.deepEqual(original.laterChanges, { kind: "Signing", allowed: true });
    assert.deepEqual(curve.laterChanges, { kind: "Signing", allowed: true });
    assert.equal(curve.signerName, "Second Signer");
    assert.equal(self.coversWholeDocument, true);
    assert.equal(self.selfSigned, true);
    assert.match(self.trustDetail, /self-signed/);
  });

  it("reads a PKCS#12 file in the older encryption (RC2 or 3DES, SHA-1 MAC)", async () => {
    const { bytes } = await runTool(t, "sign-pdf", [constitution, certs.legacyP12], { certificatePassword: certs.password });
    if (hasPdfsig) assert.equal(pdfsig(bytes)[0]!.valid, true);
    const [signature] = (await verify(t, bytes)).signatures;
    assert.equal(signature.intact, true);
    assert.equal(signature.chain.length, 3, "the chain the file holds is included");
  });

  it("finds a byte changed inside the signed range, as pdfsig does", async () => {
    const { bytes } = await runTool(t, "sign-pdf", [constitution, certs.chainP12], { certificatePassword: certs.password });
    const tampered = Buffer.from(bytes);
    // A byte of the binary comment on the header's second line: the file still opens everywhere.
    const at = tampered.subarray(0, 32).findIndex((byte) => byte >= 0x80);
    assert.ok(at > 0);
    tampered[at] = tampered[at]! ^ 0x01;
    if (hasPdfsig) {
      const [signature] = pdfsig(tampered);
      assert.equal(signature!.valid, false, signature!.validation);
    }
    const [signature] = (await verify(t, tampered)).signatures;
    assert.equal(signature.intact, false);
    assert.match(signature.problem, /differ/);
  });

  it("tells changes appended after signing from the signature, and whether they touch the content", async () => {
    const { bytes } = await runTool(t, "sign-pdf", [constitution, certs.chainP12], { certificatePassword: certs.password });
    const annotated = appendChange(bytes, (doc) => {
      const page = doc.loadPage(0);
      const note = page.createAnnotation("Text");
      note.setRect([100, 100, 120, 120]);
      note.setContents("added after signing");
      note.update();
    });
    const rewritten = appendChange(bytes, (doc) => {
      const page = doc.loadPage(2).getObject();
      const contents = doc.addStream("BT /F1 1 Tf ET", {});
      page.put("Contents", contents);
    });
    for (const [changed, kind, allowed] of [[annotated, "Annotations", true], [rewritten, "Other", false]] as const) {
      if (hasPdfsig) {
        const [signature] = pdfsig(changed);
        assert.equal(signature!.valid, true, "the signed bytes themselves are intact");
        assert.equal(signature!.totalDocument, false);
      }
      const [signature] = (await verify(t, changed)).signatures;
      assert.equal(signature.intact, true);
      assert.equal(signature.coversWholeDocument, false);
      assert.deepEqual(signature.laterChanges, { kind, allowed });
    }
  });

  it("draws a visible signature in its box with the signer's name, the date and the reason", async () => {
    const box = { page: 2, x: 300, y: 500, width: 240, height: 60 };
    const { bytes } = await runTool(t, "sign-pdf", [constitution, certs.chainP12], {
      certificatePassword: certs.password,
      reason: "Witnessed",
      visible: "true",
      ...Object.fromEntries(Object.entries(box).map(([k, v]) => [k, String(v)])),
    });
    const rect: [number, number, number, number] = [box.x, box.y, box.x + box.width, box.y + box.height];
    const text = textIn(bytes, 1, rect);
    assert.match(text, /Digitally signed by Chain Signer/);
    assert.match(text, new RegExp(`Date: ${new Date().toISOString().slice(0, 10)}`));
    assert.match(text, /Reason: Witnessed/);
    assert.ok(inkIn(bytes, 1, rect) > 0.01, "ink inside the box");
    const source = await fs.readFile(constitution);
    assert.equal(inkIn(source, 1, rect) < inkIn(bytes, 1, rect), true, "more ink there than before");
    const [signature] = (await verify(t, bytes)).signatures;
    assert.equal(signature.visible, true);
    assert.equal(signature.page, 2);
    assert.equal(signature.intact, true);
    if (hasPdfsig) assert.equal(pdfsig(bytes)[0]!.valid, true);
  });

  it("fails a wrong certificate password by name, and keeps the password out of logs and job records", async () => {
    const wrong = "not-the-password-7f3a9c";
    const error = await runToolExpectingFailure(t, "sign-pdf", [constitution, certs.chainP12], { certificatePassword: wrong });
    assert.equal(error.code, "WrongPassword");
    assert.match(error.detail, /certificate password/);
    const { body } = await submit(t, "sign-pdf", [constitution, certs.chainP12], { certificatePassword: certs.password });
    const job = await waitForJob(t, body.id);
    assert.equal(job.status, "Completed");
    const stored = await t.app.services.jobStore.getJob(body.id);
    assert.ok(!JSON.stringify(stored?.fields).includes(certs.password) && !("certificatePassword" in (stored?.fields ?? {})));
    assert.ok(await becomes(async () => (await t.app.services.jobStore.getJob(body.id))?.sealedSecrets === null, { timeoutMs: 3000 }), "the sealed password is erased once the job has run");
    for (const secret of [certs.password, wrong]) {
      assert.ok(lines.length > 0);
      assert.ok(!JSON.stringify(lines).includes(secret), "the service's log never holds the password");
      for (const file of await filesUnder(t.dataDir)) {
        const bytes = await fs.readFile(file);
        assert.equal(bytes.indexOf(secret), -1, `${file} holds the password`);
      }
    }
    // The certificate file itself: no stored input, work folder or result holds its bytes once the jobs are over.
    const p12 = (await fs.readFile(certs.chainP12)).subarray(0, 256);
    const holdsCertificate = async () => {
      for (const file of await filesUnder(t.dataDir)) if ((await fs.readFile(file)).indexOf(p12) >= 0) return true;
      return false;
    };
    assert.ok(await becomes(async () => !(await holdsCertificate()), { timeoutMs: 3000 }), "the certificate file is gone with the job's inputs");
  });

  it("refuses a PDF certified with no changes allowed, and one whose permissions forbid filling in forms", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "certified-"));
    try {
      const certified = path.join(dir, "certified.pdf");
      await fs.writeFile(certified, certifiedNoChanges(await fs.readFile(constitution)));
      const refused = await runToolExpectingFailure(t, "sign-pdf", [certified, certs.chainP12], { certificatePassword: certs.password });
      assert.equal(refused.code, "SigningNotAllowed");
      assert.match(refused.detail, /certified/);
      const locked = path.join(dir, "locked.pdf");
      execFileSync("qpdf", ["--encrypt", "", "owner-secret", "256", "--form=n", "--annotate=n", "--modify-other=n", "--", constitution, locked]);
      const forbidden = await runToolExpectingFailure(t, "sign-pdf", [locked, certs.chainP12], { certificatePassword: certs.password });
      assert.equal(forbidden.code, "SigningNotAllowed");
      assert.match(forbidden.detail, /permissions/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses what cannot be a signing: box fields without visible, a missing box, files in the wrong order (at the call); an expired certificate, a file that is no PKCS#12 (in the job)", async () => {
    const noVisible = await submit(t, "sign-pdf", [constitution, certs.chainP12], { certificatePassword: certs.password, x: "10" });
    assert.equal(noVisible.response.status, 400);
    assert.ok(noVisible.body.errors.some((e: { field: string }) => e.field === "x"));
    const noBox = await submit(t, "sign-pdf", [constitution, certs.chainP12], { certificatePassword: certs.password, visible: "true" });
    assert.equal(noBox.response.status, 400);
    assert.deepEqual(noBox.body.errors.map((e: { field: string }) => e.field).sort(), ["height", "width", "x", "y"]);
    const swapped = await submit(t, "sign-pdf", [certs.chainP12, constitution], { certificatePassword: certs.password });
    assert.equal(swapped.response.status, 400);
    assert.match(JSON.stringify(swapped.body.errors), /send the PDF first/);
    const expired = await runToolExpectingFailure(t, "sign-pdf", [constitution, certs.expiredP12], { certificatePassword: certs.password });
    assert.equal(expired.code, "InvalidCertificate");
    assert.match(expired.detail, /expired on/);
    const notP12 = await runToolExpectingFailure(t, "sign-pdf", [constitution, { name: "cert.p12", data: new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x03]) }], { certificatePassword: "x" });
    assert.equal(notP12.code, "InvalidCertificate");
  });
});

/** The signed file with one more incremental update made by MuPDF. */
function appendChange(bytes: Uint8Array, change: (doc: mupdf.PDFDocument) => void): Uint8Array {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    change(doc);
    const out = doc.saveToBuffer("incremental");
    try {
      const all = new Uint8Array(out.asUint8Array());
      assert.ok(Buffer.from(all.subarray(0, bytes.length)).equals(bytes), "appended after the signed bytes");
      return all;
    } finally {
      out.destroy();
    }
  } finally {
    doc.destroy();
  }
}

/**
 * A PDF with a certifying signature's dictionaries allowing no changes (DocMDP P 1): what a
 * reader and a signer look at. Its signature value is not real; the refusal must come first.
 */
function certifiedNoChanges(source: Buffer): Uint8Array {
  const doc = new mupdf.PDFDocument(source);
  try {
    const signature = doc.addObject({
      Type: doc.newName("Sig"),
      Filter: doc.newName("Adobe.PPKLite"),
      SubFilter: doc.newName("ETSI.CAdES.detached"),
      Reference: [{ Type: doc.newName("SigRef"), TransformMethod: doc.newName("DocMDP"), TransformParams: { Type: doc.newName("TransformParams"), P: 1, V: doc.newName("1.2") } }],
    });
    const field = doc.addObject({ FT: doc.newName("Sig"), T: doc.newString("Certification"), V: signature, Type: doc.newName("Annot"), Subtype: doc.newName("Widget"), Rect: [0, 0, 0, 0] });
    const root = doc.getTrailer().get("Root");
    root.put("AcroForm", doc.addObject({ Fields: [field], SigFlags: 3 }));
    root.put("Perms", { DocMDP: signature });
    const out = doc.saveToBuffer("incremental");
    try {
      return new Uint8Array(out.asUint8Array());
    } finally {
      out.destroy();
    }
  } finally {
    doc.destroy();
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(path.join(entry.parentPath, entry.name));
  }
  return out;
}
