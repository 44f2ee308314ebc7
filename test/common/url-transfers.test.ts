import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { OutgoingFailure, noPrivateAddresses, type AddressRule } from "../../src/common/outgoing-http.ts";
import { downloadUrl } from "../../src/common/url-download.ts";
import { putToUrl, exportTarget } from "../../src/common/url-upload.ts";

const pdf = readFileSync(path.join(import.meta.dirname, "../../../shared/corpus/pdf/text/merge_doc1_3p.pdf"));
const folder = mkdtempSync(path.join(os.tmpdir(), "doctools-url-"));
const limits = { maxBytes: 1024 * 1024, timeoutMs: 5_000, maxRedirects: 3 };

/** A listener that counts every request it receives, answered by `handle`. */
async function listener(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const received: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    received.push(request);
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, received, port, origin: `127.0.0.1:${port}`, base: `http://127.0.0.1:${port}` };
}

const allowing = (...origins: string[]): AddressRule => ({ allowPrivate: false, allowedOrigins: new Set(origins) });

async function refused(promise: Promise<unknown>, pattern: RegExp): Promise<OutgoingFailure> {
  const error = await promise.then(
    () => assert.fail("expected a failure"),
    (caught: unknown) => caught,
  );
  assert.ok(error instanceof OutgoingFailure, `an OutgoingFailure, got ${String(error)}`);
  assert.match(error.message, pattern);
  return error;
}

describe("files fetched from URLs", () => {
  let files: Awaited<ReturnType<typeof listener>>;
  let hidden: Awaited<ReturnType<typeof listener>>;
  before(async () => {
    hidden = await listener((_request, response) => response.end("internal"));
    files = await listener((request, response) => {
      const url = new URL(request.url!, "http://x");
      if (url.pathname === "/files/report%20final.pdf") {
        response.writeHead(200, { "content-type": "application/pdf; charset=binary", "content-length": pdf.length });
        response.end(pdf);
      } else if (url.pathname === "/named") {
        response.writeHead(200, { "content-type": "application/pdf", "content-disposition": "attachment; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf" });
        response.end(pdf);
      } else if (url.pathname === "/hop") {
        const left = Number(url.searchParams.get("left"));
        response.writeHead(302, { location: left > 0 ? `/hop?left=${left - 1}` : "/files/report%20final.pdf" });
        response.end();
      } else if (url.pathname === "/to-hidden") {
        response.writeHead(301, { location: `${hidden.base}/secret` });
        response.end();
      } else if (url.pathname === "/big-declared") {
        response.writeHead(200, { "content-length": 10 * 1024 * 1024 });
        response.end();
      } else if (url.pathname === "/big-chunked") {
        response.writeHead(200, { "content-type": "application/pdf" });
        const chunk = Buffer.alloc(64 * 1024, 1);
        let sent = 0;
        const push = () => {
          while (sent < 4 * 1024 * 1024) {
            sent += chunk.length;
            if (!response.write(chunk)) return response.once("drain", push);
          }
          response.end();
        };
        push();
      } else if (url.pathname === "/slow") {
        response.writeHead(200, { "content-type": "application/pdf" });
        response.write(pdf.subarray(0, 100));
        // Never ends within the test's time limit.
        setTimeout(() => response.end(), 20_000).unref();
      } else if (url.pathname === "/gzip") {
        response.writeHead(200, { "content-encoding": "gzip" });
        response.end(Buffer.from([0x1f, 0x8b]));
      } else {
        response.writeHead(404, "Not Found");
        response.end("no");
      }
    });
  });
  after(() => {
    files.server.closeAllConnections();
    files.server.close();
    hidden.server.close();
  });

  it("streams an allowed URL to disk with its name", async () => {
    const target = path.join(folder, "a");
    const got = await downloadUrl(`${files.base}/files/report%20final.pdf`, target, limits, allowing(files.origin));
    assert.deepEqual(readFileSync(target), pdf);
    assert.equal(got.bytes, pdf.length);
    assert.equal(got.fileName, "report final.pdf");
    assert.equal(got.contentType, "application/pdf");
    const named = await downloadUrl(`${files.base}/named`, path.join(folder, "b"), limits, allowing(files.origin));
    assert.equal(named.fileName, "Rechnung März.pdf");
  });

  it("refuses loopback, private and metadata addresses in any spelling before connecting", async () => {
    const before = files.received.length;
    const { port } = files;
    for (const url of [
      `http://127.0.0.1:${port}/files/report%20final.pdf`,
      `http://localhost:${port}/files/report%20final.pdf`,
      `http://2130706433:${port}/x`,
      `http://0x7f.1:${port}/x`,
      `http://127.1:${port}/x`,
      `http://[::ffff:127.0.0.1]:${port}/x`,
      `http://[::1]:${port}/x`,
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/x",
      "http://192.168.1.1/x",
    ]) {
      await refused(downloadUrl(url, path.join(folder, "c"), limits, noPrivateAddresses), /not a public address/);
    }
    assert.equal(files.received.length, before, "the listener received nothing");
    assert.equal(existsSync(path.join(folder, "c")), false);
  });

  it("refuses other schemes and URLs with credentials", async () => {
    await refused(downloadUrl("file:///etc/passwd", path.join(folder, "d"), limits, noPrivateAddresses), /http:\/\/ or https:\/\//);
    await refused(downloadUrl("ftp://example.com/a.pdf", path.join(folder, "d"), limits, noPrivateAddresses), /http:\/\/ or https:\/\//);
    await refused(downloadUrl(`http://user:pw@${files.origin}/x`, path.join(folder, "d"), limits, allowing(files.origin)), /user name or password/);
    await refused(downloadUrl("not a url", path.join(folder, "d"), limits, noPrivateAddresses), /not a valid URL/);
  });

  it("checks every address a name resolves to, once, and connects only to those", async () => {
    // A name with one public and one private address is refused as a whole.
    const mixed: AddressRule = { ...noPrivateAddresses, resolve: async () => ["93.184.216.34", "127.0.0.1"] };
    await refused(downloadUrl("http://files.example/a.pdf", path.join(folder, "e"), limits, mixed), /127\.0\.0\.1/);
    // Rebinding: the name answers public first and private after; the connection uses the first answer only.
    let calls = 0;
    const rebinding: AddressRule = { allowPrivate: false, allowedOrigins: new Set([`rebind.test:${files.port}`]), resolve: async () => (calls++ === 0 ? ["127.0.0.1"] : ["10.0.0.1"]) };
    const got = await downloadUrl(`http://rebind.test:${files.port}/files/report%20final.pdf`, path.join(folder, "f"), limits, rebinding);
    assert.equal(got.bytes, pdf.length);
    assert.equal(calls, 1, "resolved once");
  });

  it("follows at most three redirects, each checked again", async () => {
    const got = await downloadUrl(`${files.base}/hop?left=2`, path.join(folder, "g"), limits, allowing(files.origin));
    assert.equal(got.bytes, pdf.length);
    assert.match(got.finalUrl, /report%20final\.pdf$/);
    const tooMany = await refused(downloadUrl(`${files.base}/hop?left=3`, path.join(folder, "g2"), limits, allowing(files.origin)), /more than 3 redirects/);
    assert.equal(tooMany.status, 302);
    const before = hidden.received.length;
    await refused(downloadUrl(`${files.base}/to-hidden`, path.join(folder, "h"), limits, allowing(files.origin)), /not a public address/);
    assert.equal(hidden.received.length, before, "the private redirect target received nothing");
  });

  it("stops at the size limit, declared or streamed, and leaves no file", async () => {
    await refused(downloadUrl(`${files.base}/big-declared`, path.join(folder, "i"), limits, allowing(files.origin)), /10 MB, more than the 1 MB allowed/);
    await refused(downloadUrl(`${files.base}/big-chunked`, path.join(folder, "j"), limits, allowing(files.origin)), /larger than the 1 MB allowed/);
    assert.equal(existsSync(path.join(folder, "j")), false);
  });

  it("fails on a time limit, an error status and a compressed body", async () => {
    const started = Date.now();
    await refused(downloadUrl(`${files.base}/slow`, path.join(folder, "k"), { ...limits, timeoutMs: 700 }, allowing(files.origin)), /did not finish within 1 s/);
    assert.ok(Date.now() - started < 5_000);
    assert.equal(existsSync(path.join(folder, "k")), false);
    const missing = await refused(downloadUrl(`${files.base}/nothing`, path.join(folder, "l"), limits, allowing(files.origin)), /answered 404 Not Found/);
    assert.equal(missing.status, 404);
    await refused(downloadUrl(`${files.base}/gzip`, path.join(folder, "m"), limits, allowing(files.origin)), /compressed \(gzip\)/);
  });

  it("gives up when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = downloadUrl(`${files.base}/slow`, path.join(folder, "n"), limits, allowing(files.origin), controller.signal);
    setTimeout(() => controller.abort(new Error("cancelled")), 100);
    await assert.rejects(pending, /cancelled/);
    assert.equal(existsSync(path.join(folder, "n")), false);
  });
});

describe("results put to presigned URLs", () => {
  let bucket: Awaited<ReturnType<typeof listener>>;
  const stored = new Map<string, { body: Buffer; headers: IncomingMessage["headers"] }>();
  before(async () => {
    bucket = await listener((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const url = new URL(request.url!, "http://x");
        if (url.searchParams.get("X-Amz-Signature") !== "good") {
          response.writeHead(403, "Forbidden");
          return response.end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
        }
        stored.set(url.pathname, { body: Buffer.concat(chunks), headers: request.headers });
        response.writeHead(200);
        response.end();
      });
    });
  });
  after(() => bucket.server.close());

  it("streams the file with its type and length", async () => {
    const file = path.join(folder, "result.pdf");
    writeFileSync(file, pdf);
    const outcome = await putToUrl(`${bucket.base}/exports/result.pdf?X-Amz-Signature=good`, file, "application/pdf", allowing(bucket.origin), 5_000);
    assert.equal(outcome.status, 200);
    const put = stored.get("/exports/result.pdf")!;
    assert.deepEqual(put.body, pdf);
    assert.equal(put.headers["content-type"], "application/pdf");
    assert.equal(put.headers["content-length"], String(pdf.length));
  });

  it("names the status of a refused upload and keeps the signature out of what it shows", async () => {
    const file = path.join(folder, "result.pdf");
    const failure = await refused(putToUrl(`${bucket.base}/exports/x.pdf?X-Amz-Signature=bad`, file, "application/pdf", allowing(bucket.origin), 5_000), /answered 403 Forbidden/);
    assert.equal(failure.status, 403);
    assert.equal(exportTarget(`${bucket.base}/exports/x.pdf?X-Amz-Signature=bad`), `${bucket.base}/exports/x.pdf`);
  });

  it("takes only public https addresses when nothing is allowed", async () => {
    const file = path.join(folder, "result.pdf");
    const before = bucket.received.length;
    await refused(putToUrl(`${bucket.base}/exports/y.pdf?X-Amz-Signature=good`, file, "application/pdf", noPrivateAddresses, 5_000), /must be an https:\/\/ address/);
    await refused(putToUrl(`https://${bucket.origin}/exports/y.pdf`, file, "application/pdf", noPrivateAddresses, 5_000), /not a public address/);
    assert.equal(bucket.received.length, before);
  });
});
