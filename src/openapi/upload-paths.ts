import type { JsonSchema, Parameter, PathGroup } from "./openapi-types.ts";
import { problemResponses } from "./problem-responses.ts";
import { CALLER_PROBLEMS } from "./tool-paths.ts";

const uploadId: Parameter = {
  name: "id",
  in: "path",
  required: true,
  description: "The upload's `id`. An id that names an upload of another account, or one that expired, is answered like one that does not exist.",
  schema: { type: "string", format: "uuid" },
};

const progress: JsonSchema = {
  type: "object",
  required: ["id", "received", "length", "expiresAt"],
  properties: {
    id: { type: "string", format: "uuid" },
    received: { type: "integer", minimum: 0, description: "Bytes received so far: the offset where the next part must start." },
    length: { type: "integer", minimum: 1, description: "The file's length in bytes, as declared when the upload started." },
    expiresAt: { type: "string", format: "date-time", description: "When the upload is deleted unless a tool call has taken it." },
  },
};

const notFound = { "not-found": "no upload with this id belongs to the account, or it expired" };

/** `POST /v1/uploads`, `GET`, `PATCH` and `DELETE /v1/uploads/{id}` (spec §4.7, decisions §7). */
export function buildUploadPaths(): PathGroup {
  return {
    tag: {
      name: "Uploads",
      description:
        "Part-wise uploads for files over 100 MB: start an upload, send its bytes in parts of at most 50 MB in order, then name its `id` in a tool call's repeated `uploads` field. An upload is used by one tool call only and is deleted at `expiresAt` if no tool call took it. Open uploads count against the storage allowance at their declared length.",
    },
    paths: {
      "/v1/uploads": {
        post: {
          operationId: "createUpload",
          summary: "Start a part-wise upload",
          description:
            "Declares a file to be sent in parts. The answer gives the upload's `id`, the longest allowed part (`partBytes`) and its expiry. From now on the upload counts against the account's storage allowance at its declared `length`, until a tool call uses it (its job's inputs count instead), it is deleted or it expires; an account holds at most its plan's `maxOpenUploads` open uploads.",
          tags: ["Uploads"],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["fileName", "length"],
                  properties: {
                    fileName: { type: "string", minLength: 1, maxLength: 200, description: "The file's name, used like a file part's file name." },
                    length: { type: "integer", minimum: 1, description: "The file's length in bytes; at most the plan's largest file." },
                  },
                },
              },
            },
          },
          responses: {
            "201": {
              description: "The upload, with nothing received yet.",
              headers: { Location: { description: "`/v1/uploads/{id}`.", schema: { type: "string" } } },
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["id", "fileName", "length", "partBytes", "received", "expiresAt"],
                    properties: {
                      ...(progress.properties as Record<string, JsonSchema>),
                      fileName: { type: "string" },
                      partBytes: { type: "integer", const: 52428800, description: "The longest allowed part: 50 MB." },
                    },
                  },
                },
              },
            },
            ...problemResponses([...CALLER_PROBLEMS, "validation", "quota-exceeded", "too-many-open-uploads", "payload-too-large"], {
              "validation": "`fileName` or `length` is missing or invalid",
              "quota-exceeded": "`length` would take the account's stored data past its storage allowance",
              "too-many-open-uploads": "the account already holds its plan's `maxOpenUploads` open uploads",
              "payload-too-large": "`length` is over the plan's largest file",
            }),
          },
        },
      },
      "/v1/uploads/{id}": {
        get: {
          operationId: "getUpload",
          summary: "Get an upload's progress",
          description: "Returns how many bytes the upload has received, so a client can resume after a crash.",
          tags: ["Uploads"],
          parameters: [uploadId],
          responses: {
            "200": { description: "The upload's progress.", content: { "application/json": { schema: progress } } },
            ...problemResponses([...CALLER_PROBLEMS, "not-found"], notFound),
          },
        },
        delete: {
          operationId: "deleteUpload",
          summary: "Delete an unused upload",
          description:
            "Deletes an upload no tool call has used, with the bytes it received. Its place among the account's open uploads and its declared `length` in the storage allowance are given back at once.",
          tags: ["Uploads"],
          parameters: [uploadId],
          responses: {
            "204": { description: "The upload is deleted." },
            ...problemResponses([...CALLER_PROBLEMS, "not-found", "conflict"], {
              ...notFound,
              "conflict": "a tool call already used the upload, or a part is being received (delete it once that request has ended)",
            }),
          },
        },
        patch: {
          operationId: "sendUploadPart",
          summary: "Send one part of an upload",
          description:
            "Appends the body to the upload. `offset` must equal the upload's `received`; parts go in order and carry at most `partBytes` bytes. A part that does not arrive whole is dropped: `received` stays where it was and the part can be sent again from the same offset at once. A request for the offset of a part still being received takes over from it (a connection that stalled): the earlier request's bytes are dropped and its connection closed. A part over `partBytes` is refused from its `Content-Length` (or once it passes `partBytes`) with `413` and `Connection: close`; the rest of the body is read and dropped for a few seconds so the client can read the answer.",
          tags: ["Uploads"],
          parameters: [
            uploadId,
            { name: "offset", in: "query", required: true, description: "The byte position where this part starts.", schema: { type: "integer", minimum: 0 } },
          ],
          requestBody: { required: true, content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
          responses: {
            "200": { description: "The part was stored; `received` is where the next part starts.", content: { "application/json": { schema: progress } } },
            ...problemResponses([...CALLER_PROBLEMS, "validation", "not-found", "conflict", "payload-too-large", "unsupported-media-type"], {
              ...notFound,
              "validation": "`offset` is missing, or the part runs past the upload's `length`",
              "conflict": "`offset` is not the upload's `received` (the problem carries `received`), the upload was already used, or the request receiving a part at this offset did not let go within a few seconds (send the part again)",
              "payload-too-large": "the part is longer than `partBytes`",
              "unsupported-media-type": "the body is not `application/octet-stream`",
            }),
          },
        },
      },
    },
  };
}
