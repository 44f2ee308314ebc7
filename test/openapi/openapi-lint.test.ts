import { test } from "node:test";
import assert from "node:assert/strict";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { buildApiReference } from "../../src/openapi/api-reference.ts";
import { endpoints } from "../../src/http/endpoints.ts";
import { tools } from "../../src/tools/registry.ts";

/** Redocly's `recommended` ruleset, as shipped: no rule turned off, no error and no warning allowed. */
test("the OpenAPI document passes Redocly's recommended ruleset with no errors and no warnings", async () => {
  const reference = buildApiReference({ tools, endpoints, resultTtlSeconds: 3600, publicUrl: null, contactEmail: "api@example.com" });
  const source = reference.json("https://documents.acme.dev");
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
  const lines = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`);
  assert.deepEqual(lines, []);
});

test("the document names its server, licence and contact", () => {
  const named = buildApiReference({ tools, endpoints, resultTtlSeconds: 3600, publicUrl: "https://pdf.example.com", contactEmail: null });
  const document = JSON.parse(named.json("http://ignored:1")) as { servers: { url: string }[]; info: { license: { name: string }; contact: { url: string } } };
  assert.deepEqual(document.servers.map((s) => s.url), ["https://pdf.example.com"]);
  assert.ok(document.info.license.name.length > 0);
  assert.equal(document.info.contact.url, "https://pdf.example.com/docs");
});
