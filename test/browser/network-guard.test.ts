import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import dgram from "node:dgram";
import fs from "node:fs/promises";
import http from "node:http";
import net, { type LookupFunction } from "node:net";
import os from "node:os";
import path from "node:path";
import { guardedLookup, lookupAll } from "../../src/common/guarded-lookup.ts";
import { ChromiumEngine } from "../../src/browser/chromium-engine.ts";
import { defaultGuardLimits, NetworkGuard } from "../../src/browser/network-guard.ts";
import { defaultPrintOptions } from "../../src/browser/print-options.ts";
import { printPage, type PageSource, type PrintReport } from "../../src/browser/print-page.ts";
import { JobError } from "../../src/errors/job-errors.ts";
import { htmlToPdf } from "../../src/tools/html-to-pdf.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { htmlFields } from "./print-helpers.ts";

/*
 * The network guard with a real Chromium and real sockets: a listener on the loopback stands
 * for the operator's own services, and must receive nothing, whatever a page tries.
 */

let engine: ChromiumEngine;
let dir: string;
let tcpHits: string[] = [];
let udpHits = 0;
let listener: net.Server;
let udp: dgram.Socket;
let port: number;
let udpPort: number;

const limits = { memoryMb: 2048, maxPdfBytes: 50 * 1024 * 1024, guard: defaultGuardLimits, jsHeapMb: 256 };

async function print(source: PageSource, options = defaultPrintOptions): Promise<{ text: string; report: PrintReport }> {
  const output = path.join(dir, `out-${Math.random().toString(36).slice(2)}.pdf`);
  const report = await printPage(engine, source, options, output, limits, AbortSignal.timeout(60_000));
  const pdf = await readPdf(new Uint8Array(await fs.readFile(output)));
  const pages = await Promise.all(Array.from({ length: pdf.numPages }, (_, i) => pdf.pageText(i + 1)));
  // Long result lines wrap at their hyphens: joined again so that names read whole.
  return { text: pages.join(" ").replace(/-\s+/g, "-"), report };
}

function filesSite(files: Record<string, string>, entry = "index.html"): PageSource {
  return { kind: "files", site: { entry, files: new Map(Object.entries(files)), byBaseName: true } };
}

/** Every way a page might reach the listener, and the machine's files; the results are written into the page. */
function probePage(host: string): string {
  const P = port;
  return `<!doctype html><html><head>
<link rel="stylesheet" href="file:///etc/passwd">
<link rel="prefetch" href="http://127.0.0.1:${P}/prefetch">
<link rel="preconnect" href="http://127.0.0.1:${P}">
<link rel="dns-prefetch" href="http://evil.test:${P}">
</head><body><h1>Probe page</h1>
<img src="http://127.0.0.1:${P}/img">
<img src="http://0x7f000001:${P}/hex">
<img src="http://2130706433:${P}/decimal">
<img src="http://0177.0.0.1:${P}/octal">
<img src="http://[::ffff:127.0.0.1]:${P}/mapped">
<img src="http://[::1]:${P}/v6">
<img src="http://localhost:${P}/localhost">
<img src="http://evil.test:${P}/resolves-to-loopback">
<img src="http://169.254.169.254/latest/meta-data/">
<img src="https://127.0.0.1:${P}/tls">
<img src="file:///etc/passwd">
<iframe src="http://127.0.0.1:${P}/frame"></iframe>
<iframe src="file:///etc/passwd"></iframe>
<iframe src="/../../../../etc/passwd"></iframe>
<p id="results"></p>
<script>
const out = [];
const probe = async (name, url) => {
  try { const r = await fetch(url); const t = await r.text(); out.push(name + "=" + r.status + (t.includes("root:") ? "LEAK" : "")); }
  catch { out.push(name + "=blocked"); }
};
const socket = (name, url) => new Promise((done) => {
  try {
    const ws = new WebSocket(url);
    ws.onopen = () => { out.push(name + "=open"); done(); };
    ws.onerror = () => { out.push(name + "=blocked"); done(); };
  } catch { out.push(name + "=blocked"); done(); }
});
const rtc = () => new Promise((done) => {
  try {
    const pc = new RTCPeerConnection({ iceServers: [{ urls: "stun:127.0.0.1:${udpPort}" }, { urls: "turn:127.0.0.1:${P}?transport=tcp", username: "u", credential: "c" }] });
    pc.createDataChannel("probe");
    pc.createOffer().then((offer) => pc.setLocalDescription(offer));
    setTimeout(() => { out.push("webrtc=" + pc.iceGatheringState); pc.close(); done(); }, 1500);
  } catch { out.push("webrtc=blocked"); done(); }
});
Promise.all([
  probe("fetch", "http://127.0.0.1:${P}/fetch"),
  probe("fetch-name", "http://evil.test:${P}/fetch"),
  probe("fetch-file", "file:///etc/passwd"),
  probe("walk", "/../../../../etc/passwd"),
  probe("walk-encoded", "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd"),
  probe("walk-encoded-slash", "/..%2f..%2f..%2f..%2fetc%2fpasswd"),
  probe("absolute-encoded", "/%2fetc%2fpasswd"),
  probe("backslash", "/..%5c..%5c..%5cetc%5cpasswd"),
  probe("other-host", "http://${host}.example/index.html"),
  socket("ws", "ws://127.0.0.1:${P}/"),
  socket("wss", "wss://localhost:${P}/"),
  rtc(),
  new Promise((done) => { navigator.sendBeacon("http://127.0.0.1:${P}/beacon", "x"); done(); }),
]).then(() => {
  document.getElementById("results").textContent = out.join(" ");
  const done = document.createElement("p"); done.id = "done"; document.body.append(done);
});
</script></body></html>`;
}

/** Resolves evil.test to the loopback, as a hostile DNS server would; other names as usual. */
const hostileResolver = async (hostname: string) => (hostname === "evil.test" ? ["127.0.0.1"] : lookupAll(hostname));

describe("the network guard", () => {
  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "network-guard-test-"));
    listener = net.createServer((socket) => {
      socket.once("data", (data) => tcpHits.push(data.toString("latin1").split("\r\n")[0]!));
      tcpHits.push("connection");
      socket.end("HTTP/1.1 200 OK\r\ncontent-length: 6\r\n\r\nsecret");
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    port = (listener.address() as net.AddressInfo).port;
    udp = dgram.createSocket("udp4");
    udp.on("message", () => udpHits++);
    await new Promise<void>((resolve) => udp.bind(0, "127.0.0.1", resolve));
    udpPort = udp.address().port;
    engine = await ChromiumEngine.start({ executablePath: null, jsHeapMb: 256 }, AbortSignal.timeout(60_000));
  });
  after(async () => {
    await engine.close();
    listener.close();
    udp.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("lets a page printed from files reach nothing but its files: no loopback in any spelling, no metadata address, no file:, no walk out", async () => {
    tcpHits = [];
    udpHits = 0;
    await fs.writeFile(path.join(dir, "index.html"), probePage("job"));
    const { text, report } = await print(filesSite({ "index.html": path.join(dir, "index.html") }), { ...defaultPrintOptions, waitForSelector: "#done" });
    assert.deepEqual(tcpHits, [], "the loopback listener was reached");
    assert.equal(udpHits, 0, "a UDP packet reached the loopback");
    assert.doesNotMatch(text, /root:|LEAK|secret/);
    for (const name of ["fetch", "fetch-name", "fetch-file", "other-host"]) assert.match(text, new RegExp(`${name}=(blocked|403)`), `${name} was not refused`);
    for (const name of ["walk", "walk-encoded", "walk-encoded-slash", "absolute-encoded", "backslash"]) assert.match(text, new RegExp(`${name}=404`), `${name} was not refused`);
    assert.match(text, /ws=blocked/);
    assert.match(text, /wss=blocked/);
    assert.ok(report.refusals.some((line) => line.includes(`127.0.0.1:${port}`)), report.refusals.join("\n"));
    assert.ok(report.refusals.some((line) => line.includes("169.254.169.254")), report.refusals.join("\n"));
  });

  it("lets a page from the web reach public addresses only, checked when each connection is made", async () => {
    tcpHits = [];
    // The page itself is served on the loopback under a name only this test's lookup knows;
    // every other name and every address goes through the guard's real rule.
    const pageServer = http.createServer((request, response) => {
      if (request.url === "/probe.html") response.writeHead(200, { "content-type": "text/html" }).end(probePage("web"));
      else response.writeHead(404).end("missing");
    });
    await new Promise<void>((resolve) => pageServer.listen(0, "127.0.0.1", resolve));
    const pagePort = (pageServer.address() as net.AddressInfo).port;
    const guarded = guardedLookup(false, hostileResolver);
    const lookup = ((hostname, options, callback) => {
      if (hostname === "pages.test") {
        if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: "127.0.0.1", family: 4 }]);
        else callback(null, "127.0.0.1", 4);
        return;
      }
      guarded(hostname, options, callback);
    }) as LookupFunction;
    try {
      const source: PageSource = { kind: "url", url: `http://pages.test:${pagePort}/probe.html`, allowPrivate: false, lookup };
      const { text, report } = await print(source, { ...defaultPrintOptions, waitForSelector: "#done" });
      assert.match(text, /Probe page/);
      assert.deepEqual(tcpHits, [], "the loopback listener was reached");
      assert.doesNotMatch(text, /root:|LEAK|secret/);
      assert.match(text, /fetch=(blocked|403)/);
      assert.match(text, /fetch-name=(blocked|502)/);
      assert.ok(report.refusals.some((line) => /evil\.test.*not a public address/.test(line)), report.refusals.join("\n"));

      await assert.rejects(print({ ...source, url: `http://pages.test:${pagePort}/missing` }), (error: JobError) => {
        assert.equal(error.code, "PageLoadFailed");
        assert.match(error.detail, /missing could not be loaded: it answered with HTTP 404/);
        return true;
      });
    } finally {
      pageServer.close();
    }
  });

  it("fails a page whose public-looking name resolves to a private address, over http and https, with nothing reached", async () => {
    tcpHits = [];
    for (const url of [`http://intranet.example.com:${port}/`, `https://intranet.example.com:${port}/`]) {
      await assert.rejects(print({ kind: "url", url, allowPrivate: false, resolve: async () => ["127.0.0.1"] }), (error: JobError) => {
        assert.equal(error.code, "PageLoadFailed");
        assert.match(error.detail, new RegExp(`The page at ${url.replace(/[.]/g, "\\.")} could not be loaded: intranet\\.example\\.com is not a public address`));
        return true;
      });
    }
    await assert.rejects(print({ kind: "url", url: "http://no-such-host.invalid/", allowPrivate: false }), (error: JobError) => {
      assert.equal(error.code, "PageLoadFailed");
      assert.match(error.detail, /no-such-host\.invalid could not be found/);
      return true;
    });
    assert.deepEqual(tcpHits, []);
  });

  it("serves a job's files only by their names in the site, whatever the request path spells", async () => {
    const secret = path.join(dir, "secret.txt");
    await fs.writeFile(secret, "secret");
    await fs.writeFile(path.join(dir, "page.html"), "<p>page</p>");
    const guard = await NetworkGuard.start({ kind: "files", site: { entry: "page.html", files: new Map([["page.html", path.join(dir, "page.html")]]), byBaseName: true } });
    const ask = (target: string) =>
      new Promise<number>((resolve, reject) => {
        // The request target is sent as written: no client-side clean-up of dots.
        const socket = net.connect(guard.port, "127.0.0.1", () => socket.write(`GET ${target} HTTP/1.1\r\nhost: job.invalid\r\nconnection: close\r\n\r\n`));
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
        socket.on("end", () => resolve(Number(answer.split(" ")[1])));
        socket.on("error", reject);
      });
    try {
      assert.equal(await ask("http://job.invalid/page.html"), 200);
      assert.equal(await ask("http://job.invalid/"), 200, "the entry page");
      for (const target of [
        "http://job.invalid/../secret.txt",
        "http://job.invalid/%2e%2e/secret.txt",
        "http://job.invalid/..%2fsecret.txt",
        `http://job.invalid/${encodeURIComponent(secret)}`,
        `http://job.invalid/${secret}`,
        "http://job.invalid/%2e%2e%5csecret.txt",
        "http://job.invalid/%zz",
      ]) {
        assert.equal(await ask(target), 404, target);
      }
      assert.equal(await ask(`http://127.0.0.1:${port}/`), 403);
      assert.equal(await ask(`http://job.invalid:${port}/page.html`), 403, "another port of the made-up host");
      assert.equal(await ask("/page.html"), 400, "not a proxy request");
      assert.deepEqual(tcpHits, []);
    } finally {
      await guard.close();
    }
  });
});

describe("html-to-pdf refuses at the call", () => {
  const problems = (fields: Parameters<typeof htmlFields>[0], fileCount: number) => htmlToPdf.validate!(htmlFields(fields), { fileCount });

  it("an address that is not http(s), too long, or a literal non-public address in any spelling", () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://0x7f000001/",
      "http://2130706433/",
      "http://0177.0.0.1/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/",
      "http://[fd00:ec2::254]/",
      "http://localhost:8080/",
    ]) {
      assert.match(JSON.stringify(problems({ url }, 0)), /must be a public address/, url);
    }
    assert.match(JSON.stringify(problems({ url: "file:///etc/passwd" }, 0)), /must be an http or https address/);
    assert.match(JSON.stringify(problems({ url: "javascript:alert(1)" }, 0)), /must be an http or https address/);
    assert.match(JSON.stringify(problems({ url: "not a url" }, 0)), /whole http or https address/);
    assert.match(JSON.stringify(problems({ url: `https://example.com/${"a".repeat(2048)}` }, 0)), /at most 2048 characters/);
    assert.deepEqual(problems({ url: "https://example.com/page" }, 0), []);
  });

  it("a call with both a file and an address, or neither, and margins or a scale out of range", () => {
    assert.deepEqual(problems({ url: "https://example.com/" }, 1).map((e) => e.field), ["url"]);
    assert.deepEqual(problems({}, 0).map((e) => e.field), ["files"]);
    assert.deepEqual(problems({ margin: "10 200" }, 1).map((e) => e.field), ["margin"]);
    assert.deepEqual(problems({ scale: "2.5" }, 1).map((e) => e.field), ["scale"]);
    assert.deepEqual(problems({ scale: "0.05" }, 1).map((e) => e.field), ["scale"]);
    assert.deepEqual(problems({ margin: "0 5 10 15", scale: "0.5" }, 1), []);
  });
});
