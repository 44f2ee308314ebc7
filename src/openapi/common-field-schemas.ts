import type { AnyTool } from "../tools/tool-definition.ts";
import type { JsonSchema } from "./openapi-types.ts";

/** The fields every tool call takes, handled by the intake for every tool. */
export function commonFieldSchemas(tool: AnyTool): Record<string, JsonSchema> {
  const { minFiles, maxFiles, accepts } = tool.limits;
  const single = accepts.length === 1 ? accepts[0] : undefined;
  const count = minFiles === maxFiles ? `exactly ${minFiles}` : `${minFiles} to ${maxFiles}`;
  return {
    files: {
      type: "array",
      minItems: minFiles,
      maxItems: maxFiles,
      items: { type: "string", format: "binary", ...(single ? { contentMediaType: single } : {}) },
      description: `The input file${maxFiles === 1 ? "" : "s"} as file parts, ${count}, in the order that matters for the tool. Accepted: ${accepts.join(", ")}.`,
    },
    uploads: {
      type: "array",
      items: { type: "string" },
      description:
        "Ids of part-wise uploads, used in place of file parts; taken in the order listed, after any sent in `files`. Each upload can be used by one tool call only; an id that names no complete, unused upload of the account is refused on this field.",
    },
    fileName: {
      type: "string",
      minLength: 1,
      maxLength: 200,
      description:
        "Name of the result without extension (the extension comes from the result's format). 1 to 200 characters, no slashes, drive letters (`C:`), quotes, control characters or direction marks. Default: the name of the first file sent.",
    },
    ...(tool.acceptsBatch
      ? {
          batchId: {
            type: "string",
            format: "uuid",
            description: "A batch to add this job to; the batch must be open and not yet hold its `maxFiles` jobs.",
          },
        }
      : {}),
  };
}
