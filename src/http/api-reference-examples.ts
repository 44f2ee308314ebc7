import type { HttpMethod, JsonSchema, Operation } from "../openapi/openapi-types.ts";

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
      const items = (files.items ?? {}) as JsonSchema;
      const extension = EXTENSIONS[String(items.contentMediaType ?? "application/pdf")] ?? "pdf";
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
