import type { JsonSchema } from "../common/json-schema.ts";
import type { AnyTool } from "../tools/tool-definition.ts";

/**
 * The parts of OpenAPI 3.1 this service's generator writes. Schemas are JSON Schema 2020-12
 * objects, kept open (`Record`) because keywords like `contentMediaType` or `x-*` vary.
 */
export type { JsonSchema };

export interface Header {
  readonly description: string;
  readonly schema: JsonSchema;
  readonly required?: boolean;
}

export interface MediaType {
  readonly schema?: JsonSchema;
  readonly encoding?: Record<string, { readonly contentType?: string }>;
}

export interface Response {
  readonly description: string;
  readonly headers?: Record<string, Header>;
  readonly content?: Record<string, MediaType>;
}

export interface Parameter {
  readonly name: string;
  readonly in: "path" | "query" | "header";
  readonly required?: boolean;
  readonly description: string;
  readonly schema: JsonSchema;
}

export interface Operation {
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly required: boolean; readonly content: Record<string, MediaType> };
  readonly responses: Record<string, Response>;
  /** `[]` marks a public endpoint, overriding the document-wide API key requirement. */
  readonly security?: readonly Record<string, readonly string[]>[];
  readonly [extension: `x-${string}`]: unknown;
}

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";
export type PathItem = Partial<Record<HttpMethod, Operation>>;
export type Paths = Record<string, PathItem>;

export interface Tag {
  readonly name: string;
  readonly description: string;
}

/** What the document is built from besides the endpoints: the registry's tools and the settings clients see. */
export interface OpenApiContext {
  readonly tools: readonly AnyTool[];
  /** The address clients reach the service at, named as the document's server. */
  readonly server: string;
  /** Who answers questions about this service, if the operator named someone. */
  readonly contactEmail?: string | null;
  /** How long a result is kept after its job finishes (one hour by default). */
  readonly resultTtlSeconds: number;
  /** Which engine does each kind of conversion on this service (office, browser). */
  readonly engines?: Readonly<Record<string, string>>;
}

/** One group of endpoints (tools, jobs, ...) and the tag it is listed under. */
export interface PathGroup {
  readonly tag: Tag;
  readonly paths: Paths;
}
