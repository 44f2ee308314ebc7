import fs from "node:fs/promises";
import path from "node:path";
// Resolved from this workspace's own node_modules: openapi-typescript builds its output with the
// TypeScript 6 compiler API, which the project's TypeScript 7 no longer ships (package.json).
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from "openapi-typescript";
import ts from "typescript";
import { loadConfig } from "../../src/config.ts";
import { endpoints } from "../../src/http/endpoints.ts";
import { buildOpenApiDocument } from "../../src/openapi/openapi-document.ts";
import { tools } from "../../src/tools/registry.ts";

/** The committed file the client's types come from. */
export const clientTypesFile = path.resolve(import.meta.dirname, "../../src/client/api-types.ts");

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

/**
 * `npm run client:types` writes the file; `npm run client:check` (part of `npm test`) fails when
 * the committed file differs from what the document gives now.
 */
async function main(args: string[]): Promise<number> {
  const generated = await generateClientTypes();
  if (args.includes("--check")) {
    const committed = await fs.readFile(clientTypesFile, "utf8").catch(() => "");
    if (committed === generated) return 0;
    process.stderr.write(`${path.relative(process.cwd(), clientTypesFile)} is stale: the OpenAPI document changed. Run \`npm run client:types\` and commit the result.\n`);
    return 1;
  }
  await fs.writeFile(clientTypesFile, generated);
  process.stdout.write(`wrote ${path.relative(process.cwd(), clientTypesFile)}\n`);
  return 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
