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
      description: `The input file${maxFiles === 1 ? "" : "s"} as file parts, ${count}, in the order that matters for the tool.${tool.limits.roles ? ` ${tool.limits.roles}` : ""} Accepted: ${accepts.join(", ")}.`,
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
    // A tool with a `url` field of its own (html-to-pdf) keeps it: there it names the page to print.
    ...(Object.hasOwn(tool.fields, "url") ? {} : { url: urlFieldSchema }),
    exportUrl: exportUrlFieldSchema,
  };
}

/** `url`: files given by their addresses, fetched by the job. */
export const urlFieldSchema = {
  type: "array",
  maxItems: 20,
  items: { type: "string", format: "uri" },
  description:
    "Files given by their `http://` or `https://` addresses, in place of file parts (repeat the field for several; they come after `files` and before `uploads`). The job fetches each before it runs: public addresses only, checked when the connection is made (never loopback, private, link-local or cloud metadata addresses, however written), at most 3 redirects each checked again, at most the plan's largest file, within a time limit; the bytes are checked like an upload's. One that cannot be fetched fails the job with `DownloadFailed`, naming the status or the reason.",
} as const;

/** `exportUrl`: where the result is put when the job completes. */
export const exportUrlFieldSchema = {
  type: "string",
  format: "uri",
  description:
    "A presigned `https://` PUT URL of your own storage (an S3 or GCS presigned URL, an Azure SAS URL): the result is put there when the job completes, and still kept for download as usual. The job's `export` tells how it went (already in `job.completed`); failed attempts are retried on the webhook schedule. The URL is kept encrypted and shown only without its query string.",
} as const;
