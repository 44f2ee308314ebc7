import type { AnyTool } from "../tools/tool-definition.ts";

/** Placeholder shape until the generator lands: paths for every tool. */
export function buildOpenApiDocument(tools: readonly AnyTool[]) {
  return {
    openapi: "3.1.1",
    info: { title: "doctools API", version: "v1" },
    paths: Object.fromEntries(tools.map((tool) => [`/v1/${tool.name}`, { post: { summary: tool.summary, responses: { "202": { description: "Job accepted" } } } }])),
  };
}
