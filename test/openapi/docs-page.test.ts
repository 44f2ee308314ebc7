import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { problemCatalogue, problemSlugs } from "../../src/errors/problem-catalogue.ts";
import { renderApiReference } from "../../src/http/api-reference-page.ts";
import { endpoints } from "../../src/http/endpoints.ts";
import { buildOpenApiDocument } from "../../src/openapi/openapi-document.ts";
import { defineTool, pdfLimits, pdfResult } from "../../src/tools/tool-definition.ts";
import { call } from "../helpers/api-client.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";

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
      fields: { mode: { kind: "enum", values: ["<A>", "B&C"], default: "<A>", description: '"quoted" <field>' } },
      limits: pdfLimits(),
      result: pdfResult,
      run: async () => ({ outputs: [] }),
    });
    const html = renderApiReference(buildOpenApiDocument({ tools: [hostile], resultTtlSeconds: 60 }, endpoints));
    assert.doesNotMatch(html, /<script|<b>|<i>|<A>|href="javascript/);
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(html, /<code>&lt;b&gt;<\/code>/);
    assert.match(html, /<code>B&amp;C<\/code>/);
    assert.match(html, /&quot;quoted&quot; &lt;field&gt;/);
    assert.match(html, /Paid tool/);
    assert.match(html, /1 minute after the job finished/);
  });
});
