import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { endpoints } from "../../src/http/endpoints.ts";
import { buildOpenApiDocument } from "../../src/openapi/openapi-document.ts";
import type { FieldSpecs } from "../../src/tools/fields.ts";
import { tools } from "../../src/tools/registry.ts";

const COMMON_FIELDS = ["files", "uploads", "fileName", "batchId", "url", "exportUrl"];
const document = buildOpenApiDocument({ tools, resultTtlSeconds: 3600, server: "http://localhost:8080" }, endpoints);

/** Registry-wide invariants, run over whatever tools exist. */
describe("every tool of the registry", () => {
  it("has a unique path-segment name", () => {
    const names = tools.map((tool) => tool.name);
    assert.equal(new Set(names).size, names.length);
    for (const name of names) assert.match(name, /^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  for (const tool of tools) {
    describe(tool.name, () => {
      const fields = tool.fields as FieldSpecs;

      it("declares its input limits", () => {
        const { minFiles, maxFiles, maxFileBytes, maxTotalBytes, maxPages, accepts } = tool.limits;
        assert.ok(Number.isInteger(minFiles) && minFiles >= 0, "minFiles ≥ 0");
        // A tool that runs without files takes something else instead, and says which in its rule.
        if (minFiles === 0) assert.ok(tool.validate, "a tool with minFiles 0 has a validate rule that asks for files or what replaces them");
        assert.ok(Number.isInteger(maxFiles) && maxFiles >= minFiles, "maxFiles ≥ minFiles");
        assert.ok(maxFileBytes > 0, "maxFileBytes > 0");
        assert.ok(maxTotalBytes > 0, "maxTotalBytes > 0");
        if (maxPages !== undefined) assert.ok(Number.isInteger(maxPages) && maxPages > 0, "maxPages > 0");
        assert.ok(accepts.length > 0, "accepts lists the media types it takes");
        assert.ok(tool.result.formats.length > 0, "declares its result format");
      });

      it("describes itself and every field", () => {
        assert.ok(tool.summary.trim() && tool.description.trim());
        for (const [name, spec] of Object.entries(fields)) {
          assert.ok(spec.description.trim().length > 0, `field ${name} has no description`);
          assert.ok(!COMMON_FIELDS.includes(name) || name === "url", `field ${name} shadows a common field`);
        }
      });

      it("appears in the OpenAPI document with every one of its fields", () => {
        const operation = document.paths[`/v1/${tool.name}`]?.post;
        assert.ok(operation, `POST /v1/${tool.name} is not documented`);
        assert.equal(operation["x-paid"], tool.paid);
        const { maxRequestBytes, ...limits } = operation["x-limits"] as typeof tool.limits & { maxRequestBytes: number };
        assert.deepEqual(limits, { ...tool.limits });
        assert.ok(maxRequestBytes > 0);
        const schema = operation.requestBody!.content["multipart/form-data"]!.schema as { properties: Record<string, { description?: string }>; required: string[] };
        // A tool's own `url` (html-to-pdf's page to print) stands in for the common one.
        const expected = [...new Set([...COMMON_FIELDS.filter((name) => name !== "batchId" || tool.acceptsBatch), ...Object.keys(fields)])];
        assert.deepEqual(Object.keys(schema.properties).sort(), expected.sort());
        for (const [name, property] of Object.entries(schema.properties)) assert.ok(property.description?.trim(), `${name} is described`);
        const required = Object.entries(fields).filter(([, spec]) => spec.required).map(([name]) => name);
        assert.deepEqual(schema.required, [...(tool.limits.minFiles > 0 ? ["files"] : []), ...required]);
        if (tool.paid) assert.match(operation.description, /Paid tool/);
      });

      it(`has its own test file, test/tools/${tool.name}.test.ts`, () => {
        const file = path.resolve(import.meta.dirname, "../tools", `${tool.name}.test.ts`);
        assert.ok(fs.existsSync(file), `${file} is missing`);
      });
    });
  }
});
