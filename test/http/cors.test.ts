import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { inPage, launchChromium } from "../dashboard/browser.ts";
import { call } from "../helpers/api-client.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");

/** A second web server on another port: the browser app's origin. It serves one empty page. */
async function startPageServer(): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><title>app</title><p>app</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function preflight(t: TestApp, path: string, origin: string, method = "POST") {
  return call(t, "OPTIONS", path, {
    key: null,
    headers: { origin, "access-control-request-method": method, "access-control-request-headers": "x-api-key,content-type,idempotency-key" },
  });
}

const listed = (header: string | null) => (header ?? "").split(",").map((name) => name.trim().toLowerCase());

describe("CORS for browser apps on the listed origins", () => {
  let pages: Awaited<ReturnType<typeof startPageServer>>;
  let origin: string;
  let t: TestApp;

  before(async () => {
    pages = await startPageServer();
    origin = `http://127.0.0.1:${pages.port}`;
    // A minute's window, so the rate limit's count can be read before and after.
    t = await startTestApp({ env: { DOCTOOLS_CORS_ORIGINS: `https://app.example, ${origin}`, DOCTOOLS_RATE_WINDOW_SECONDS: "60" } });
  });
  after(async () => {
    await t?.close();
    await pages?.close();
  });

  it("answers a preflight without a key and without counting it, allowing the methods and headers of the API", async () => {
    const remaining = async () => Number((await call(t, "GET", "/v1/me")).headers.get("ratelimit-remaining"));
    const before = await remaining();
    for (const path of ["/v1/rotate-pdf", "/v1/jobs/00000000-0000-0000-0000-000000000000", "/v1/uploads/x", "/v1/no-such-path"]) {
      const response = await preflight(t, path, origin, "DELETE");
      assert.equal(response.status, 204, path);
      assert.equal(response.headers.get("access-control-allow-origin"), origin);
      assert.deepEqual(listed(response.headers.get("access-control-allow-methods")), ["get", "post", "put", "patch", "delete"]);
      const headers = listed(response.headers.get("access-control-allow-headers"));
      for (const name of ["x-api-key", "authorization", "idempotency-key", "content-type", "x-request-id"]) assert.ok(headers.includes(name), name);
      assert.ok(listed(response.headers.get("vary")).includes("origin"));
      assert.equal(response.headers.get("access-control-max-age"), "600");
      assert.equal(response.headers.get("access-control-allow-credentials"), null);
      assert.equal(response.headers.has("ratelimit-limit"), false, "a preflight counted against the account");
    }
    assert.equal(await remaining(), before - 1, "preflights were counted");
  });

  it("makes answers, refusals included, readable from a listed origin only", async () => {
    const answer = await call(t, "GET", "/v1/me", { headers: { origin } });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get("access-control-allow-origin"), origin);
    assert.ok(listed(answer.headers.get("vary")).includes("origin"));
    const exposed = listed(answer.headers.get("access-control-expose-headers"));
    for (const name of ["location", "retry-after", "ratelimit-limit", "ratelimit-remaining", "ratelimit-reset", "x-request-id", "content-disposition"]) {
      assert.ok(exposed.includes(name), name);
    }
    const refused = await call(t, "GET", "/v1/me", { key: null, headers: { origin: "https://app.example" } });
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get("access-control-allow-origin"), "https://app.example");

    for (const other of ["https://evil.example", `http://localhost:${pages.port}`, `${origin}/`, "null"]) {
      const response = await call(t, "GET", "/v1/me", { headers: { origin: other } });
      assert.equal(response.headers.get("access-control-allow-origin"), null, other);
      assert.equal((await preflight(t, "/v1/rotate-pdf", other)).headers.get("access-control-allow-origin"), null, other);
    }
  });

  it("leaves the dashboard, the pages and the operator's endpoints same-origin only", async () => {
    for (const path of ["/dashboard/sign-in", "/docs", "/healthz", "/metrics"]) {
      const response = await call(t, "GET", path, { key: null, headers: { origin } });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get("access-control-allow-origin"), null, path);
      assert.notEqual((await preflight(t, path, origin)).status, 204, path);
    }
  });

  it("lets a page on the listed origin call the API in a real browser, and a page elsewhere not", async () => {
    let browser: Browser | undefined;
    try {
      browser = await launchChromium();
      const page = await browser.newPage();
      await page.goto(`${origin}/`);
      const pdfBase64 = (await fs.readFile(pdf)).toString("base64");
      // The page's own script: X-Api-Key makes every call preflighted.
      const seen = (await inPage(
        page,
        `(async () => {
          const api = ${JSON.stringify(t.baseUrl)};
          const key = ${JSON.stringify(t.key)};
          const me = await fetch(api + "/v1/me", { headers: { "X-Api-Key": key, "X-Request-Id": "from-the-browser" } });
          const account = (await me.json()).account;
          const bytes = Uint8Array.from(atob(${JSON.stringify(pdfBase64)}), (c) => c.charCodeAt(0));
          const form = new FormData();
          form.append("files", new Blob([bytes], { type: "application/pdf" }), "report.pdf");
          form.append("rotation", "UpsideDown");
          const submitted = await fetch(api + "/v1/rotate-pdf", { method: "POST", headers: { "X-Api-Key": key }, body: form });
          const location = submitted.headers.get("Location");
          let job = await submitted.json();
          for (let tries = 0; job.status !== "Completed" && job.status !== "Failed" && tries < 600; tries++) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            job = await (await fetch(api + location, { headers: { "Authorization": "Bearer " + key } })).json();
          }
          const result = await fetch(api + location + "/result", { headers: { "X-Api-Key": key } });
          const refused = await fetch(api + "/v1/me");
          return {
            status: me.status,
            accountId: account.id,
            requestId: me.headers.get("X-Request-Id"),
            remaining: me.headers.get("RateLimit-Remaining"),
            submitted: submitted.status,
            location,
            job: job.status,
            disposition: result.headers.get("Content-Disposition"),
            resultBytes: (await result.arrayBuffer()).byteLength,
            refused: refused.status,
            problem: (await refused.json()).type,
          };
        })()`,
      )) as Record<string, unknown>;
      assert.equal(seen.status, 200);
      assert.equal(seen.accountId, t.accountId);
      assert.equal(seen.requestId, "from-the-browser");
      assert.match(String(seen.remaining), /^\d+$/);
      assert.equal(seen.submitted, 202);
      assert.match(String(seen.location), /^\/v1\/jobs\/[0-9a-f-]{36}$/);
      assert.equal(seen.job, "Completed");
      assert.match(String(seen.disposition), /^attachment; filename="report-rotated\.pdf"/);
      assert.ok(Number(seen.resultBytes) > 1000);
      assert.equal(seen.refused, 403);
      assert.equal(seen.problem, "/problems/invalid-api-key");

      // The same page from an origin not listed: the browser refuses to hand over the answer.
      await page.goto(`http://localhost:${pages.port}/`);
      const blocked = await inPage(
        page,
        `fetch(${JSON.stringify(`${t.baseUrl}/v1/me`)}, { headers: { "X-Api-Key": ${JSON.stringify(t.key)} } }).then((r) => "read " + r.status, (e) => "blocked: " + e.name)`,
      );
      assert.equal(blocked, "blocked: TypeError");
    } finally {
      await browser?.close();
    }
  });
});

describe("without DOCTOOLS_CORS_ORIGINS", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ runJobs: false })));
  after(() => t.close());

  it("sends no CORS headers at all, and a preflight is an unauthenticated request like any other", async () => {
    const answer = await call(t, "GET", "/v1/me", { headers: { origin: "https://app.example" } });
    assert.equal(answer.status, 200);
    for (const name of answer.headers.keys()) assert.ok(!name.startsWith("access-control-"), name);
    const response = await preflight(t, "/v1/rotate-pdf", "https://app.example");
    assert.equal(response.status, 403);
    for (const name of response.headers.keys()) assert.ok(!name.startsWith("access-control-"), name);
  });
});
