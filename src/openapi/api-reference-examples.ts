import type { HttpMethod, JsonSchema, Operation } from "./openapi-types.ts";

/** A file name for an input of each accepted type, so an example names a file of the right kind. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/tiff": "tiff",
  "image/gif": "gif",
  "image/bmp": "bmp",
  "image/heic": "heic",
};

/**
 * A curl command for one operation, ready to paste: the server's address, the key from the
 * environment, every required parameter and field with a value it accepts.
 */
export function curlExample(server: string, method: HttpMethod, path: string, operation: Operation): string {
  const url = `${server.replace(/\/$/, "")}${path.replace(/\{(\w+)\}/g, (_, name: string) => `$${shellName(name)}`)}${requiredQuery(operation)}`;
  const lines = [method === "get" ? `curl "${url}"` : `curl -X ${method.toUpperCase()} "${url}"`];
  if (operation.security?.length !== 0) lines.push(`-H "X-Api-Key: $DOCTOOLS_API_KEY"`);
  const form = operation.requestBody?.content["multipart/form-data"]?.schema;
  const json = operation.requestBody?.content["application/json"]?.schema;
  if (form) {
    const properties = (form.properties ?? {}) as Record<string, JsonSchema>;
    const files = properties.files;
    if (files) {
      const extension = inputExtension(operation);
      const count = Math.max(1, Number(files.minItems ?? 1));
      for (let n = 1; n <= count; n++) lines.push(`-F "files=@input${count > 1 ? `-${n}` : ""}.${extension}"`);
    }
    for (const name of requiredNames(form)) {
      if (name !== "files") lines.push(`-F ${shellQuote(`${name}=${exampleValue(properties[name] ?? {})}`)}`);
    }
  } else if (json) {
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const body = Object.fromEntries(requiredNames(json).map((name) => [name, exampleJson(properties[name] ?? {})]));
    lines.push(`-H "Content-Type: application/json"`, `-d ${shellQuote(JSON.stringify(body))}`);
  } else if (operation.requestBody) {
    // Bytes as they are (an upload's part): the file is sent unchanged with the declared type.
    const type = Object.keys(operation.requestBody.content)[0] ?? "application/octet-stream";
    lines.push(`-H "Content-Type: ${type}"`, `--data-binary @part.bin`);
  }
  const ok = operation.responses["200"]?.content ?? {};
  // A result to save (a file, or sometimes JSON): under the name the answer gives it.
  if (Object.keys(ok).some((type) => type !== "application/json")) lines.push("-OJ");
  return lines.join(" \\\n  ");
}

/** The extension of the first file type the operation accepts (its form's `files` encoding). */
function inputExtension(operation: Operation): string {
  const accepted = operation.requestBody?.content["multipart/form-data"]?.encoding?.files?.contentType ?? "application/pdf";
  return EXTENSIONS[accepted.split(",")[0]!.trim()] ?? "pdf";
}

function requiredNames(schema: JsonSchema): string[] {
  return (schema.required as string[] | undefined) ?? [];
}

function requiredQuery(operation: Operation): string {
  const query = (operation.parameters ?? []).filter((p) => p.in === "query" && p.required);
  return query.length === 0 ? "" : `?${query.map((p) => `${p.name}=${encodeURIComponent(exampleValue(p.schema))}`).join("&")}`;
}

/** `id` as `$ID`, `uploadId` as `$UPLOAD_ID`: the shell variable a reader sets first. */
function shellName(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase();
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function exampleValue(schema: JsonSchema): string {
  const value = exampleJson(schema);
  return typeof value === "string" ? value : JSON.stringify(value);
}

function exampleJson(schema: JsonSchema): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  switch (schema.type) {
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return true;
    case "array":
      return [exampleJson((schema.items ?? {}) as JsonSchema)];
    case "object":
      return {};
    default:
      return schema.format === "uuid" ? "3f1c9a52-8c1e-4b0a-9d35-2f6e1c7b4a10" : schema.format === "email" ? "you@example.com" : "text";
  }
}

/**
 * The same call with the TypeScript client (`@doctools/client`): a tool through `client.run`, which
 * uploads, waits and downloads; the other operations through the client's own call where it has
 * one, else through the typed OpenAPI client underneath (`client.api`).
 */
export function clientExample(server: string, method: HttpMethod, path: string, operation: Operation): string {
  const setup = [
    `import { createClient } from "@doctools/client";`,
    ...(operation.requestBody?.content["multipart/form-data"] ? [`import { openAsBlob } from "node:fs";`] : []),
    "",
    `const client = createClient({ baseUrl: ${JSON.stringify(server.replace(/\/$/, ""))}, apiKey: process.env.DOCTOOLS_API_KEY! });`,
  ];
  return [...setup, clientCall(method, path, operation)].join("\n");
}

/** The client's own calls, by the operation they make. */
const CLIENT_CALLS: Readonly<Record<string, string>> = {
  "get /v1/jobs/{id}": "const job = await client.jobs.wait(id); // or client.jobs.get(id) for its state now",
  "get /v1/jobs/{id}/result": "const bytes = await client.jobs.result(id);",
  "delete /v1/jobs/{id}/result": "await client.jobs.deleteResult(id);",
  "post /v1/batches": "const batch = await client.batches.create();",
  "get /v1/batches/{id}": "const batch = await client.batches.wait(id); // or client.batches.get(id)",
  "get /v1/batches/{id}/result": "const zip = await client.batches.result(id);",
  "post /v1/uploads": `const upload = await client.uploads.upload(await openAsBlob("large.pdf")); // creates the upload and sends every part`,
  "get /v1/uploads/{id}": "const progress = await client.uploads.get(id);",
  "patch /v1/uploads/{id}": "const progress = await client.uploads.sendPart(id, offset, part);",
  "delete /v1/uploads/{id}": "await client.uploads.delete(id);",
  "post /v1/ask-pdf/{id}/questions": `const answer = await client.questions.ask(jobId, { question: "What is the total?" });`,
  "get /v1/me": "const account = await client.me();",
};

function clientCall(method: HttpMethod, path: string, operation: Operation): string {
  const form = operation.requestBody?.content["multipart/form-data"]?.schema;
  if (form && /^\/v1\/[a-z0-9-]+$/.test(path)) {
    const properties = (form.properties ?? {}) as Record<string, JsonSchema>;
    const extension = inputExtension(operation);
    const count = Math.max(1, Number((properties.files ?? {}).minItems ?? 1));
    const files = Array.from({ length: count }, (_, n) => `await openAsBlob("input${count > 1 ? `-${n + 1}` : ""}.${extension}")`);
    const fields = requiredNames(form).filter((name) => name !== "files");
    const fieldText = fields.length === 0 ? "" : `, fields: { ${fields.map((name) => `${name}: ${JSON.stringify(exampleValue(properties[name] ?? {}))}`).join(", ")} }`;
    return `const { job, data } = await client.run(${JSON.stringify(path.slice("/v1/".length))}, { files: [${files.join(", ")}]${fieldText} });`;
  }
  const own = CLIENT_CALLS[`${method} ${path}`];
  if (own) return own;
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const params = pathParams.length === 0 ? "" : `, { params: { path: { ${pathParams.join(", ")} } } }`;
  return `const { data, error } = await client.api.${method.toUpperCase()}(${JSON.stringify(path)}${params});`;
}
