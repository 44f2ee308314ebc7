import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure } from "../helpers/api-client.ts";
import { makeTestCertificates, type TestCertificates } from "./test-certificates.ts";
import { hasPdfsig, pdfsig } from "./signature-readers.ts";

const run = promisify(execFile);
const constitution = corpus("pdf/text/text_us_constitution_19p.pdf");

/**
 * A time-stamping authority speaking RFC 3161 over HTTP, answered by `openssl ts -reply`
 * with the test chain's TSA certificate. `refuse` makes it answer 503.
 */
async function startAuthority(certs: TestCertificates) {
  let requests = 0;
  let refuse = false;
  let counter = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests++;
      void (async () => {
        if (refuse || request.method !== "POST" || request.headers["content-type"] !== "application/timestamp-query") {
          response.writeHead(503).end();
          return;
        }
        const query = path.join(certs.dir, `query-${++counter}.tsq`);
        const reply = path.join(certs.dir, `reply-${counter}.tsr`);
        await fs.writeFile(query, Buffer.concat(chunks));
        await run("openssl", ["ts", "-reply", "-config", certs.tsa.config, "-queryfile", query, "-out", reply]);
        response.writeHead(200, { "Content-Type": "application/timestamp-reply" }).end(await fs.readFile(reply));
      })().catch(() => response.writeHead(500).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`,
    get requests() {
      return requests;
    },
    set refuse(value: boolean) {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("sign-pdf with a time-stamping authority (PAdES B-T)", () => {
  let certs: TestCertificates;
  let authority: Awaited<ReturnType<typeof startAuthority>>;
  let t: TestApp;

  before(async () => {
    certs = makeTestCertificates();
    authority = await startAuthority(certs);
    t = await startTestApp({ env: { DOCTOOLS_TSA_URL: authority.url } });
  });
  after(async () => {
    await t.close();
    await authority.close();
    certs.remove();
  });

  it("stamps the signature with the authority's RFC 3161 token, which the verifier checks", async () => {
    const before = authority.requests;
    const { bytes } = await runTool(t, "sign-pdf", [constitution, certs.chainP12], { certificatePassword: certs.password });
    assert.equal(authority.requests, before + 1, "one request to the authority per signature");
    if (hasPdfsig) assert.equal(pdfsig(bytes)[0]!.valid, true);
    const { bytes: json } = await runTool(t, "verify-pdf-signatures", [{ name: "stamped.pdf", data: bytes }, certs.rootPem]);
    const [signature] = JSON.parse(Buffer.from(json).toString("utf8")).signatures;
    assert.equal(signature.intact, true, signature.problem);
    assert.ok(signature.timestamp, "a time-stamp is present");
    assert.equal(signature.timestamp.intact, true, signature.timestamp.problem);
    assert.match(signature.timestamp.authority, /CN=Doctools Test TSA/);
    assert.ok(Math.abs(Date.parse(signature.timestamp.time) - Date.now()) < 10 * 60_000, "stamped just now");
    assert.equal(signature.trust, "Trusted");
  });

  it("fails with TimestampUnavailable when the authority refuses", async () => {
    authority.refuse = true;
    try {
      const error = await runToolExpectingFailure(t, "sign-pdf", [constitution, certs.chainP12], { certificatePassword: certs.password });
      assert.equal(error.code, "TimestampUnavailable");
    } finally {
      authority.refuse = false;
    }
  });
});
