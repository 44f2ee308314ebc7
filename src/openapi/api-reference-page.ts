import { PAGE_SELECTION_PATTERN } from "../pdf/page-selection.ts";
import type { OpenApiDocument } from "./openapi-document.ts";
import type { HttpMethod, JsonSchema, Operation, Parameter, Response } from "./openapi-types.ts";
import { escapeHtml } from "../common/html.ts";
import { clientExample, curlExample } from "./api-reference-examples.ts";
import { inlineToHtml, textToHtml } from "./text-to-html.ts";

const METHODS: readonly HttpMethod[] = ["get", "post", "put", "patch", "delete"];

interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly operation: Operation;
}

/**
 * The human API reference at /docs, rendered on the server from the OpenAPI document so the
 * two never disagree. Self-contained: no script, no font, nothing fetched from elsewhere.
 */
export function renderApiReference(document: OpenApiDocument): string {
  const endpoints: Endpoint[] = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] }] : [])),
  );
  const sections = document.tags.map((tag) => {
    const members = endpoints.filter((endpoint) => endpoint.operation.tags.includes(tag.name));
    const server = document.servers[0]!.url;
    return `<section id="tag-${escapeHtml(tag.name.toLowerCase())}"><h2>${escapeHtml(tag.name)}</h2>${textToHtml(tag.description)}${members.map((member) => renderEndpoint(member, server)).join("\n")}</section>`;
  });
  const toc = document.tags
    .map((tag) => {
      const links = endpoints
        .filter((endpoint) => endpoint.operation.tags.includes(tag.name))
        .map((e) => `<li><a href="#${anchor(e)}"><span class="m">${e.method.toUpperCase()}</span> ${escapeHtml(e.path)}</a></li>`);
      return `<li>${escapeHtml(tag.name)}<ul>${links.join("")}</ul></li>`;
    })
    .join("");
  const schemas = Object.entries(document.components.schemas as Record<string, JsonSchema>)
    .map(([name, schema]) => `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${textToHtml(String(schema.description ?? ""))}${propertyTable(schema, document)}</section>`)
    .join("\n");

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference · ${escapeHtml(document.info.version)}</title>
<style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.summary)} Machine-readable: <a href="/v1/openapi.json">OpenAPI ${escapeHtml(document.openapi)} document</a>. Errors: <a href="/problems">problem types</a>.</p></header>
<nav aria-label="Contents"><ul><li><a href="#introduction">Introduction</a></li>${toc}<li><a href="#schemas">Schemas</a></li></ul></nav>
<main><section id="introduction"><h2>Introduction</h2>${textToHtml(document.info.description, 3)}</section>
${sections.join("\n")}
<section id="schemas"><h2>Schemas</h2>${schemas}</section></main></body></html>`;
}

function anchor(endpoint: Endpoint): string {
  return `op-${escapeHtml(endpoint.operation.operationId)}`;
}

function renderEndpoint(endpoint: Endpoint, server: string): string {
  const { operation } = endpoint;
  const badges = [
    operation["x-paid"] === true ? `<span class="badge paid">Paid tool</span>` : "",
    operation.security?.length === 0 ? `<span class="badge">No API key needed</span>` : "",
  ].join("");
  const parameters = operation.parameters?.length ? `<h4>Parameters</h4>${parameterTable(operation.parameters)}` : "";
  const form = operation.requestBody?.content["multipart/form-data"]?.schema;
  const fields = form ? `<h4>Form fields <small>(multipart/form-data)</small></h4>${fieldTable(form)}` : "";
  return `<article id="${anchor(endpoint)}" class="endpoint">
<h3><span class="m">${endpoint.method.toUpperCase()}</span> <code>${escapeHtml(endpoint.path)}</code> ${badges}</h3>
<p class="summary">${inlineToHtml(operation.summary)}</p>${textToHtml(operation.description, 4)}${parameters}${fields}
<h4>Example</h4><pre><code>${escapeHtml(curlExample(server, endpoint.method, endpoint.path, operation))}</code></pre>
<h4>With the client</h4><pre><code>${escapeHtml(clientExample(server, endpoint.method, endpoint.path, operation))}</code></pre>
<h4>Responses</h4>${responseTable(operation.responses)}</article>`;
}

function parameterTable(parameters: readonly Parameter[]): string {
  const rows = parameters.map(
    (p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${typeOf(p.schema)}</td><td>${p.required ? "yes" : "no"}</td><td>${inlineToHtml(p.description)}</td></tr>`,
  );
  return `<table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function fieldTable(schema: JsonSchema): string {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, field]) =>
      `<tr><td><code>${escapeHtml(name)}</code></td><td>${typeOf(field)}</td><td>${required.has(name) ? "yes" : "no"}</td><td>${defaultOf(field)}</td><td>${allowedValues(field)}</td><td>${inlineToHtml(String(field.description ?? ""))}</td></tr>`,
  );
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Default</th><th>Allowed values</th><th>Description</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function responseTable(responses: Record<string, Response>): string {
  const rows = Object.entries(responses).map(([status, response]) => {
    const content = Object.entries(response.content ?? {}).map(([type, media]) => {
      const schema = media.schema ?? {};
      const named = [schema, ...((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[])].filter((s) => typeof s.$ref === "string");
      return `<code>${escapeHtml(type)}</code>${named.length > 0 ? ` (${named.map(typeOf).join(" or ")})` : ""}`;
    });
    const headers = Object.keys(response.headers ?? {}).map((name) => `<code>${escapeHtml(name)}</code>`);
    return `<tr><td><strong>${escapeHtml(status)}</strong></td><td>${textToHtml(response.description, 5)}</td><td>${content.join("<br>")}</td><td>${headers.join(", ")}</td></tr>`;
  });
  return `<table><thead><tr><th>Status</th><th>Meaning</th><th>Content</th><th>Headers</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

/** Members of a component schema, following `allOf` so ValidationProblem shows Problem's too. */
function propertyTable(schema: JsonSchema, document: OpenApiDocument): string {
  const parts = [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])].map((part) => resolve(part, document));
  const properties = Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Record<string, JsonSchema>;
  const required = new Set(parts.flatMap((part) => (part.required as string[] | undefined) ?? []));
  if (Object.keys(properties).length === 0) return "";
  const rows = Object.entries(properties).map(
    ([name, property]) =>
      `<tr><td><code>${escapeHtml(name)}</code></td><td>${typeOf(property)}</td><td>${required.has(name) ? "yes" : "no"}</td><td>${allowedValues(property)}</td><td>${inlineToHtml(String(property.description ?? ""))}</td></tr>`,
  );
  return `<table><thead><tr><th>Member</th><th>Type</th><th>Always present</th><th>Values</th><th>Description</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function resolve(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  if (typeof schema.$ref !== "string") return schema;
  const name = schema.$ref.split("/").pop()!;
  return (document.components.schemas as Record<string, JsonSchema>)[name] ?? {};
}

/** A short type label: `string (uuid)`, `integer or null`, `files`, a linked schema name. */
function typeOf(schema: JsonSchema): string {
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.split("/").pop()!;
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(typeOf).join(" or ");
  if (schema.type === "array") {
    const items = (schema.items ?? {}) as JsonSchema;
    return items.format === "binary" ? "files" : `array of ${typeOf(items)}`;
  }
  if (schema.format === "binary") return "file";
  const type = [schema.type ?? "any"].flat().map(String).join(" or ");
  return escapeHtml(typeof schema.format === "string" ? `${type} (${schema.format})` : type);
}

function defaultOf(schema: JsonSchema): string {
  return schema.default === undefined ? "" : `<code>${escapeHtml(String(schema.default))}</code>`;
}

function allowedValues(schema: JsonSchema): string {
  const out: string[] = [];
  if (Array.isArray(schema.enum)) out.push(schema.enum.map((value) => `<code>${escapeHtml(String(value))}</code>`).join(", "));
  if (schema.const !== undefined) out.push(`<code>${escapeHtml(String(schema.const))}</code>`);
  if (typeof schema.minimum === "number" || typeof schema.maximum === "number") {
    out.push(escapeHtml(`${schema.minimum ?? "…"} to ${schema.maximum ?? "…"}`));
  }
  if (typeof schema.maxLength === "number") out.push(escapeHtml(`${schema.minLength ?? 0} to ${schema.maxLength} characters`));
  if (typeof schema.maxItems === "number") {
    out.push(escapeHtml(schema.minItems === schema.maxItems ? `exactly ${schema.maxItems}` : `${schema.minItems ?? 0} to ${schema.maxItems}`));
  }
  const items = schema.items as JsonSchema | undefined;
  if (typeof items?.contentMediaType === "string") out.push(`<code>${escapeHtml(items.contentMediaType)}</code>`);
  if (schema.pattern === PAGE_SELECTION_PATTERN) out.push("page selection, e.g. <code>1,3,5-7</code> or <code>4-</code>");
  else if (typeof schema.pattern === "string") out.push(`pattern <code>${escapeHtml(schema.pattern)}</code>`);
  return out.join("; ");
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;color:#1d1d1f;margin:0;display:grid;grid-template-columns:17rem minmax(0,1fr)}
header{grid-column:1/3;padding:1rem 2rem;border-bottom:1px solid #ddd}header h1{margin:.2rem 0}
nav{padding:1rem;border-right:1px solid #ddd;font-size:13px;position:sticky;top:0;align-self:start;max-height:100vh;overflow:auto}
nav ul{list-style:none;padding-left:.8rem;margin:.2rem 0}main{padding:0 2rem 4rem;max-width:72rem;min-width:0}
pre{background:#f2f2f4;padding:.6rem .8rem;border-radius:4px;overflow:auto}pre code{padding:0;font-size:13px}code{background:#f2f2f4;padding:0 .25em;border-radius:3px;font-size:90%;overflow-wrap:anywhere}.m{font-weight:700;font-family:monospace;color:#0b5cad}
.endpoint{border-top:1px solid #e4e4e4;padding-top:.5rem;margin-top:1.5rem}.summary{font-weight:600}
.badge{font-size:12px;border:1px solid #999;border-radius:9px;padding:0 .5em;margin-left:.4em;font-weight:400}.badge.paid{border-color:#b35c00;color:#b35c00}
table{border-collapse:collapse;width:100%;font-size:14px;margin:.5rem 0}th,td{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f7f7f9}td p,td ul{margin:.2rem 0}@media (max-width:50rem){body{display:block}nav{position:static;border:0}}`;
