import { escapeHtml } from "../common/html.ts";
import { buildOpenApiDocument } from "./openapi-document.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { renderApiReference } from "./api-reference-page.ts";
import type { EndpointDeclaration } from "./endpoint-declaration.ts";

/** The OpenAPI document and the reference page, for the address a client reached the service at. */
export interface ApiReference {
  json(server: string): string;
  html(server: string): string;
}

// A stand-in the built texts hold where the server's address goes; no declaration contains it.
const SERVER = "https://server.doctools.invalid";

/**
 * Both texts are built once, at start-up, with a stand-in for the server's address; a request
 * only puts its address in (escaped for JSON or HTML), so a stream of requests naming odd hosts
 * costs no more than any other.
 */
export function buildApiReference(options: {
  readonly tools: readonly AnyTool[];
  readonly endpoints: readonly EndpointDeclaration[];
  readonly resultTtlSeconds: number;
  readonly publicUrl: string | null;
  readonly contactEmail: string | null;
  readonly engines?: Readonly<Record<string, string>>;
}): ApiReference {
  const document = buildOpenApiDocument(
    { tools: options.tools, resultTtlSeconds: options.resultTtlSeconds, server: options.publicUrl ?? SERVER, contactEmail: options.contactEmail, ...(options.engines ? { engines: options.engines } : {}) },
    options.endpoints,
  );
  const json = JSON.stringify(document).split(SERVER);
  const html = renderApiReference(document).split(escapeHtml(SERVER));
  return {
    json: (server) => json.join(JSON.stringify(server).slice(1, -1)),
    html: (server) => html.join(escapeHtml(server)),
  };
}
