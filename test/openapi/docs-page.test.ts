import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { problemCatalogue, problemSlugs } from "../../src/errors/problem-catalogue.ts";
import { renderApiReference } from "../../src/openapi/api-reference-page.ts";
import { endpoints } from "../../src/http/endpoints.ts";
import { buildOpenApiDocument } from "../../src/openapi/openapi-document.ts";
import { defineTool, pdfLimits, pdfResult } from "../../src/tools/tool-definition.ts";
import { call } from "../helpers/api-client.ts";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

describe("the API reference at /docs and the problem pages", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ runJobs: false })));
  after(() => t.close());

  it("serves the reference without a key, naming every tool path and field", async () => {
    const response = await call(t, "GET", "/docs", { key: null });
    assert.equal(response.status, 200);
    assert.match(response.headers.get("content-type") ?? "", /^text\/html/);
    const html = await response.text();
    for (const tool of t.app.services.tools.values()) {
      assert.ok(html.includes(`<code>/v1/${tool.name}</code>`), `${tool.name} is missing`);
      for (const field of Object.keys(tool.fields)) assert.ok(html.includes(`<code>${field}</code>`), `${tool.name} field ${field}`);
    }
    for (const path of ["/v1/jobs/{id}", "/v1/jobs/{id}/result"]) assert.ok(html.includes(`<code>${path}</code>`));
    assert.match(html, /X-Api-Key/);
  });

  it("shows a curl example for every operation, at the address the page was asked at, that works when pasted", async () => {
    const html = await (await call(t, "GET", "/docs", { key: null })).text();
    const articles = html.split('<article id="op-').slice(1);
    assert.ok(articles.length >= t.app.services.tools.size + 10);
    const examples = articles.map((article) => /<h4>Example<\/h4><pre><code>([\s\S]*?)<\/code><\/pre>/.exec(article)?.[1]);
    assert.deepEqual(examples.filter((example) => example === undefined), [], "every operation has an example");
    const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    const merge = unescape(examples.find((example) => example!.includes("/v1/merge-pdf"))!);
    assert.ok(merge.startsWith(`curl -X POST "${t.baseUrl}/v1/merge-pdf"`), merge);
    // Pasted in a folder holding the files it names, with the key in the environment.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "doctools-docs-"));
    try {
      for (const name of ["input-1.pdf", "input-2.pdf"]) fs.copyFileSync(corpus("pdf/text/merge_doc1_3p.pdf"), path.join(folder, name));
      // Run asynchronously: the service answering it runs in this process.
      const shell = (command: string) => promisify(execFile)("bash", ["-c", command], { cwd: folder, env: { ...process.env, DOCTOOLS_API_KEY: t.key }, encoding: "utf8" });
      const job = JSON.parse((await shell(merge)).stdout) as { id: string; status: string; operation?: string };
      assert.equal(job.status, "Queued");
      const me = unescape(examples.find((example) => example!.includes("/v1/me&quot;"))!);
      assert.deepEqual(JSON.parse((await shell(me)).stdout), await (await call(t, "GET", "/v1/me")).json());
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("shows a client example for every operation; the merge-pdf and /v1/me ones work when run as written", async () => {
    // Jobs run here, so the merge completes.
    const live = await startTestApp();
    try {
      const html = await (await call(live, "GET", "/docs", { key: null })).text();
      const articles = html.split('<article id="op-').slice(1);
      const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
      const examples = articles.map((article) => /<h4>With the client<\/h4><pre><code>([\s\S]*?)<\/code><\/pre>/.exec(article)?.[1]).map((text) => (text === undefined ? undefined : unescape(text)));
      assert.deepEqual(examples.filter((example) => example === undefined), [], "every operation has a client example");
      const merge = examples.find((example) => example!.includes('client.run("merge-pdf"'))!;
      const me = examples.find((example) => example!.includes("client.me()"))!;
      // The page shows the installed package's name; inside the repository the root package's
      // own export (doctools/client) resolves to the same sources.
      assert.match(merge, /from "@doctools\/client";/);
      const inRepository = (example: string) => example.replace('from "@doctools/client";', 'from "doctools/client";');
      const folder = fs.mkdtempSync(path.join(process.cwd(), ".docs-example-"));
      try {
        for (const name of ["input-1.pdf", "input-2.pdf"]) fs.copyFileSync(corpus("pdf/text/merge_doc1_3p.pdf"), path.join(folder, name));
        fs.writeFileSync(path.join(folder, "merge.ts"), `${inRepository(merge)}\nconsole.log(JSON.stringify({ status: job.status, bytes: data.length }));\n`);
        fs.writeFileSync(path.join(folder, "me.ts"), `${inRepository(me)}\nconsole.log(JSON.stringify(account));\n`);
        const run = (file: string) => promisify(execFile)(process.execPath, [file], { cwd: folder, env: { ...process.env, DOCTOOLS_API_KEY: live.key }, encoding: "utf8" });
        const merged = JSON.parse((await run("merge.ts")).stdout) as { status: string; bytes: number };
        assert.equal(merged.status, "Completed");
        assert.ok(merged.bytes > 1000);
        assert.deepEqual(JSON.parse((await run("me.ts")).stdout), await (await call(live, "GET", "/v1/me")).json());
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    } finally {
      await live.close();
    }
  });

  it("names the address it was asked at as the OpenAPI document's server", async () => {
    const document = (await (await call(t, "GET", "/v1/openapi.json", { key: null })).json()) as { servers: { url: string }[] };
    assert.deepEqual(document.servers.map((server) => server.url), [t.baseUrl]);
  });

  it("works offline: no script and nothing loaded from another host", async () => {
    const response = await call(t, "GET", "/docs", { key: null });
    const html = await response.text();
    assert.doesNotMatch(html, /<script|<link|<img|<iframe|@import|url\(/i);
    assert.doesNotMatch(html, /\ssrc=/i);
    assert.match(response.headers.get("content-security-policy") ?? "", /default-src 'none'/);
  });

  it("has a page for every problem type, and links to them", async () => {
    const html = await (await call(t, "GET", "/docs", { key: null })).text();
    for (const slug of problemSlugs) {
      const page = await call(t, "GET", `/problems/${slug}`, { key: null });
      assert.equal(page.status, 200, `/problems/${slug} has no page`);
      assert.match(page.headers.get("content-type") ?? "", /^text\/html/);
      assert.ok((await page.text()).includes(problemCatalogue[slug].title.replace(/'/g, "&#39;")), slug);
      assert.ok(html.includes(`href="/problems/${slug}"`), `/docs does not link ${slug}`);
    }
  });

  it("escapes the text it renders", () => {
    const hostile = defineTool({
      name: "hostile-tool",
      summary: "<script>alert(1)</script>",
      description: "Uses `<b>` and [a link](javascript:alert(1)) and **<i>bold</i>**.",
      paid: true,
      acceptsBatch: false,
      resultSuffix: "copy",
      fields: { mode: { kind: "enum", values: ["<A>", "B&C"], default: "<A>", description: '"quoted" <field>' } },
      limits: pdfLimits(),
      result: pdfResult,
      run: async () => ({ outputs: [] }),
    });
    const html = renderApiReference(buildOpenApiDocument({ tools: [hostile], resultTtlSeconds: 60, server: "http://localhost:8080" }, endpoints));
    assert.doesNotMatch(html, /<script|<b>|<i>|<A>|href="javascript/);
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(html, /<code>&lt;b&gt;<\/code>/);
    assert.match(html, /<code>B&amp;C<\/code>/);
    assert.match(html, /&quot;quoted&quot; &lt;field&gt;/);
    assert.match(html, /Paid tool/);
    assert.match(html, /1 minute after the job finished/);
  });
});
