import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { makeTestCertificates, type TestCertificates } from "../signatures/test-certificates.ts";
import { hasPdfsig, pdfsig, verify } from "../signatures/signature-readers.ts";

const constitution = corpus("pdf/text/text_us_constitution_19p.pdf");
const alreadySigned = corpus("pdf/structure/digitally_signed.pdf");

describe("verify-pdf-signatures", () => {
  let t: TestApp;
  let certs: TestCertificates;

  before(async () => {
    certs = makeTestCertificates();
    t = await startTestApp();
  });
  after(async () => {
    await t.close();
    certs.remove();
  });

  it("reads the corpus's signed PDF as pdfsig does", async () => {
    const report = await verify(t, await fs.readFile(alreadySigned));
    assert.equal(report.signatureCount, 1);
    const [signature] = report.signatures;
    assert.equal(signature.field, "Signature2");
    assert.equal(signature.subFilter, "adbe.pkcs7.detached");
    assert.equal(signature.digestAlgorithm, "SHA-256");
    assert.equal(signature.intact, true, signature.problem);
    assert.equal(signature.coversWholeDocument, true);
    assert.match(signature.subject, /CN=John Doe/);
    assert.equal(signature.signingTime, "2019-09-27T11:54:52.000Z");
    assert.equal(signature.certificateValidAtSigningTime, true, "valid in 2019, though expired since");
    assert.equal(signature.revocation, "NotChecked");
    if (hasPdfsig) {
      const [theirs] = pdfsig(await fs.readFile(alreadySigned));
      assert.equal(theirs!.valid, signature.intact);
      assert.equal(theirs!.totalDocument, signature.coversWholeDocument);
      assert.equal(theirs!.field, signature.field);
    }
  });

  it("checks the chain against the trusted certificates sent, PEM or DER", async () => {
    const { bytes } = await runTool(t, "sign-pdf", [constitution, certs.chainP12], { certificatePassword: certs.password });
    for (const root of [certs.rootPem, certs.rootDer]) {
      const [signature] = (await verify(t, bytes, [root])).signatures;
      assert.equal(signature.trust, "Trusted", signature.trustDetail);
      assert.match(signature.trustDetail, /Doctools Test Root/);
    }
    const [stranger] = (await verify(t, bytes, [certs.strangerPem])).signatures;
    assert.equal(stranger.trust, "NotTrusted");
    const [none] = (await verify(t, bytes)).signatures;
    assert.equal(none.trust, "NotChecked");
    const selfSigned = await runTool(t, "sign-pdf", [constitution, certs.selfSignedP12], { certificatePassword: certs.password });
    const [self] = (await verify(t, selfSigned.bytes, [certs.rootPem])).signatures;
    assert.equal(self.trust, "NotTrusted");
    assert.match(self.trustDetail, /self-signed/);
  });

  it("gives a short PDF report, and fails a PDF without signatures with NothingFound", async () => {
    const { bytes } = await runTool(t, "sign-pdf", [constitution, certs.chainP12], { certificatePassword: certs.password, reason: "Reported" });
    const report = await runTool(t, "verify-pdf-signatures", [{ name: "signed.pdf", data: bytes }], { format: "Pdf" });
    const doc = new mupdf.PDFDocument(report.bytes);
    try {
      const text = doc.loadPage(0).toStructuredText("").asText();
      assert.match(text, /Signatures of signed\.pdf/);
      assert.match(text, /Field "Signature1"/);
      assert.match(text, /Signed bytes: intact/);
      assert.match(text, /Chain Signer/);
      assert.match(text, /Revocation was not checked/);
    } finally {
      doc.destroy();
    }
    const error = await runToolExpectingFailure(t, "verify-pdf-signatures", [constitution]);
    assert.equal(error.code, "NothingFound");
  });

  it("reports signatures whose byte ranges or contents are forged as not intact, with the reason", async () => {
    const source = await fs.readFile(constitution);
    const forged = withSignatures(source, [
      { ByteRange: [0, 10, 20, 999_999_999], Contents: new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x01]) },
      { ByteRange: [0, 100, 200, 300], Contents: new Uint8Array(64) },
      { Contents: new Uint8Array(8) },
    ]);
    const report = await verify(t, forged);
    assert.equal(report.signatureCount, 3);
    for (const signature of report.signatures) {
      assert.equal(signature.intact, false);
      assert.ok(signature.problem.length > 10, signature.problem);
      assert.equal(signature.trust, "NotChecked");
    }
    assert.match(report.signatures[0].problem, /ByteRange/);
    assert.match(report.signatures[1].problem, /ByteRange leaves out more|cannot be read/);
    assert.match(report.signatures[2].problem, /ByteRange/);
  });

  it("refuses a certificate before the PDF at the call, and fails a file that holds no certificate", async () => {
    const swapped = await submit(t, "verify-pdf-signatures", [certs.rootPem, constitution]);
    assert.equal(swapped.response.status, 400);
    const error = await runToolExpectingFailure(t, "verify-pdf-signatures", [constitution, { name: "roots.pem", data: "-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----\n" }]);
    assert.equal(error.code, "InvalidCertificate");
  });
});

/** `source` with signature fields whose dictionaries hold the given values: forged, not signed. */
function withSignatures(source: Buffer, values: readonly { ByteRange?: number[]; Contents: Uint8Array }[]): Uint8Array {
  const doc = new mupdf.PDFDocument(source);
  try {
    const fields = doc.newArray();
    values.forEach((value, index) => {
      const signature = doc.addObject({ Type: doc.newName("Sig"), Filter: doc.newName("Adobe.PPKLite"), SubFilter: doc.newName("ETSI.CAdES.detached"), ...(value.ByteRange ? { ByteRange: value.ByteRange } : {}) });
      signature.put("Contents", doc.newByteString(value.Contents));
      fields.push(doc.addObject({ FT: doc.newName("Sig"), T: doc.newString(`Forged${index + 1}`), V: signature }));
    });
    doc.getTrailer().get("Root").put("AcroForm", doc.addObject({ Fields: fields, SigFlags: 3 }));
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
