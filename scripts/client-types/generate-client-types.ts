import fs from "node:fs/promises";
import path from "node:path";
// Resolved from this workspace's own node_modules: openapi-typescript builds its output with the
// TypeScript 6 compiler API, which the project's TypeScript 7 no longer ships (package.json).
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from "openapi-typescript";
import ts from "typescript";
import { loadConfig } from "../../src/config.ts";
import { endpoints } from "../../src/http/endpoints.ts";
import { buildOpenApiDocument } from "../../src/openapi/openapi-document.ts";
import { PAGE_SELECTION_SYNTAX } from "../../src/pdf/page-selection.ts";
import type { FieldSpec } from "../../src/tools/fields.ts";
import { tools } from "../../src/tools/registry.ts";
import type { CatalogueField, CatalogueTool } from "../../packages/client/src/tool-entry.ts";

const clientSources = path.resolve(import.meta.dirname, "../../packages/client/src");

/** The committed file the client's types come from. */
export const clientTypesFile = path.join(clientSources, "api-types.ts");

/** The committed file the client's tool catalogue (and the command line's `doctools tools` and help) comes from. */
export const toolCatalogueFile = path.join(clientSources, "tool-catalogue.ts");

const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));

/**
 * The client's types, from the OpenAPI document the service itself serves (the real tools, the
 * default result retention), so no running service is needed. Binary bodies are typed `Blob`,
 * which is what the client sends and what `fetch` gives back.
 */
export async function generateClientTypes(): Promise<string> {
  const document = buildOpenApiDocument({ tools, resultTtlSeconds: loadConfig({}).resultTtlSeconds, server: "http://localhost:8080" }, endpoints);
  const nodes = await openapiTS(document as unknown as OpenAPI3, {
    silent: true,
    transform: (schema) => (schema.format === "binary" ? blob : undefined),
  });
  return `${COMMENT_HEADER}// Regenerate with \`npm run client:types\`; \`npm test\` fails while this file is stale.\n\n${astToString(nodes)}`;
}

/** What a field accepts, from its declaration: the same declaration validation and OpenAPI read. */
function catalogueField(name: string, spec: FieldSpec): CatalogueField {
  const base = { name, kind: spec.kind, description: spec.description, required: spec.required === true };
  switch (spec.kind) {
    case "enum":
      return { ...base, values: spec.values, ...(spec.default === undefined ? {} : { default: spec.default }) };
    case "enumList":
      return { ...base, values: spec.values, ...(spec.default === undefined ? {} : { default: spec.default }) };
    case "integer":
      return { ...base, min: spec.min, max: spec.max, ...(spec.default === undefined ? {} : { default: spec.default }) };
    case "boolean":
      return { ...base, ...(spec.default === undefined ? {} : { default: spec.default }) };
    case "text":
      return { ...base, maxLength: spec.maxLength, ...(spec.default === undefined ? {} : { default: spec.default }), ...(spec.pattern ? { syntax: spec.pattern.explain } : {}) };
    case "pages":
      return { ...base, syntax: PAGE_SELECTION_SYNTAX };
    case "lines":
      return { ...base, max: spec.maxItems, maxLength: spec.maxItemLength };
    case "boxes":
      return { ...base, max: spec.maxItems };
    case "jsonObject":
      return { ...base, max: spec.maxEntries, syntax: `a JSON object such as ${JSON.stringify(spec.example)}` };
  }
}

/** The tool catalogue as a module: plain data, so it costs the client nothing but its bytes. */
export function generateToolCatalogue(): string {
  const catalogue: CatalogueTool[] = tools.map((tool) => ({
    name: tool.name,
    summary: tool.summary,
    description: tool.description,
    paid: tool.paid,
    acceptsBatch: tool.acceptsBatch,
    files: { min: tool.limits.minFiles, max: tool.limits.maxFiles, accepts: tool.limits.accepts },
    fields: Object.entries(tool.fields as Record<string, FieldSpec>).map(([name, spec]) => catalogueField(name, spec)),
  }));
  return `// Generated from the service's tool declarations by \`npm run client:types\`; \`npm test\` fails while this file is stale.

import type { CatalogueTool } from "./tool-entry.ts";

/** Every tool the service offers, in the order its API reference lists them. */
export const toolCatalogue: readonly CatalogueTool[] = ${JSON.stringify(catalogue, null, 2)};
`;
}

/**
 * `npm run client:types` writes the files; `npm run client:check` (part of `npm test`) fails when
 * the committed file differs from what the document gives now.
 */
async function main(args: string[]): Promise<number> {
  const files: ReadonlyArray<readonly [string, string, string]> = [
    [clientTypesFile, await generateClientTypes(), "the OpenAPI document changed"],
    [toolCatalogueFile, generateToolCatalogue(), "a tool declaration changed"],
  ];
  if (args.includes("--check")) {
    let stale = 0;
    for (const [file, generated, why] of files) {
      const committed = await fs.readFile(file, "utf8").catch(() => "");
      if (committed === generated) continue;
      stale++;
      process.stderr.write(`${path.relative(process.cwd(), file)} is stale: ${why}. Run \`npm run client:types\` and commit the result.\n`);
    }
    return stale === 0 ? 0 : 1;
  }
  for (const [file, generated] of files) {
    await fs.writeFile(file, generated);
    process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
  }
  return 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
