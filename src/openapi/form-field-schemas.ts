import type { FieldSpec } from "../tools/fields.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import type { JsonSchema } from "./openapi-types.ts";

/** Spec §2.7 in the grammar `parsePageSelection` accepts: items `N`, `N-M`, `N-`, comma-separated. */
export const PAGE_SELECTION_PATTERN = "^\\s*\\d+(\\s*-\\s*\\d*)?(\\s*,\\s*\\d+(\\s*-\\s*\\d*)?)*\\s*$";

const PAGE_SELECTION_SYNTAX =
  "Syntax: comma-separated items, each a page `N`, a range `N-M` or an open range `N-` (page N to the last page), pages numbered from 1.";

/**
 * The schema of one tool field, taken from its declaration (the same one the intake
 * validates against). Numbers and booleans travel as text in the form (spec §4).
 */
export function fieldSchema(spec: FieldSpec): JsonSchema {
  switch (spec.kind) {
    case "enum":
      return { type: "string", enum: spec.values, ...defaultOf(spec.default), description: spec.description };
    case "integer":
      return { type: "integer", minimum: spec.min, maximum: spec.max, ...defaultOf(spec.default), description: spec.description };
    case "boolean":
      return { type: "boolean", ...defaultOf(spec.default), description: spec.description };
    case "text":
      return {
        type: "string",
        maxLength: spec.maxLength,
        ...(spec.minLength !== undefined ? { minLength: spec.minLength } : spec.required ? { minLength: 1 } : {}),
        ...(spec.pattern ? { pattern: spec.pattern.openapi } : {}),
        ...defaultOf(spec.default),
        // Secrets are sealed at rest and never echoed back (fields.ts); clients should mask them.
        ...(spec.secret ? { format: "password", writeOnly: true } : {}),
        description: spec.description,
      };
    case "pages":
      return {
        type: "string",
        pattern: PAGE_SELECTION_PATTERN,
        description: `${spec.description} ${PAGE_SELECTION_SYNTAX}${spec.unique ? " Each page may be listed once." : ""}`,
        examples: ["1,3,5-7", "4-"],
      };
    case "lines":
      return { type: "string", description: spec.description };
    case "enumList":
      return { type: "string", pattern: `^\\s*(${spec.values.join("|")})(\\s*,\\s*(${spec.values.join("|")}))*\\s*$`, description: spec.description, examples: [spec.values.slice(0, 2).join(",")] };
    case "boxes":
      return {
        type: "string",
        contentMediaType: "application/json",
        contentSchema: {
          type: "array",
          maxItems: spec.maxItems,
          items: {
            type: "object",
            required: ["page", "x", "y", "width", "height"],
            additionalProperties: false,
            properties: {
              page: { type: "integer", minimum: 1 },
              x: { type: "number", minimum: 0 },
              y: { type: "number", minimum: 0 },
              width: { type: "number", exclusiveMinimum: 0 },
              height: { type: "number", exclusiveMinimum: 0 },
            },
          },
        },
        description: spec.description,
      };
  }
}

function defaultOf(value: unknown): JsonSchema {
  return value === undefined ? {} : { default: value };
}

/** The fields every tool call takes (spec §4.1), handled by the intake for every tool. */
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
