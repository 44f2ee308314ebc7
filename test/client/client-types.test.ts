import { it } from "node:test";
import assert from "node:assert/strict";
import { createClient, type Job, type ToolFields, type ToolName } from "doctools/client";

/**
 * Compile-time checks of the client's types, which come from the OpenAPI document: `npm run
 * typecheck` fails if a line marked @ts-expect-error compiles, i.e. if the types stop catching
 * the mistake. The calls are never made.
 */
function typedCalls(client: ReturnType<typeof createClient>) {
  void client.run("watermark-pdf", { files: ["a.pdf"], fields: { text: "DRAFT", opacity: 30, layout: "Diagonal" } });
  // @ts-expect-error a misspelt field of the tool
  void client.run("watermark-pdf", { files: ["a.pdf"], fields: { text: "DRAFT", colour: "#ff0000" } });
  // @ts-expect-error a value the field's enum does not have
  void client.run("watermark-pdf", { files: ["a.pdf"], fields: { text: "DRAFT", layout: "Vertical" } });
  // @ts-expect-error `text` is required by watermark-pdf, so `fields` is too
  void client.run("watermark-pdf", { files: ["a.pdf"] });
  // @ts-expect-error a tool the service does not have
  void client.run("shred-pdf", { files: ["a.pdf"] });
  // @ts-expect-error merge-pdf has no fields of its own
  void client.run("merge-pdf", { files: ["a.pdf", "b.pdf"], fields: { pages: "1" } });
  // @ts-expect-error compare-pdf takes no batchId
  void client.run("compare-pdf", { files: ["a.pdf", "b.pdf"], batchId: "x" });
  void client.run("split-pdf", { files: ["a.pdf"], batchId: "x", fields: { mode: "Ranges", pages: "1-2,3-" } });
  // @ts-expect-error a question needs `question`
  void client.questions.ask("id", { history: [] });
  void client.api.GET("/v1/jobs/{id}", { params: { path: { id: "x" } } });
  // @ts-expect-error a path the API does not have
  void client.api.GET("/v1/job/{id}", { params: { path: { id: "x" } } });
}

it("the client's types come from the OpenAPI document (checked by tsc)", () => {
  const tool: ToolName = "rotate-pdf";
  const rotation: ToolFields<"rotate-pdf">["rotation"] = "Clockwise";
  const status: Job["status"] = "Processing";
  assert.equal(typeof typedCalls, "function");
  assert.deepEqual([tool, rotation, status], ["rotate-pdf", "Clockwise", "Processing"]);
});
