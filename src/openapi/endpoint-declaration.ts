import type { ProblemSlug } from "../errors/problem-catalogue.ts";
import type { JsonSchema, OpenApiContext, Response, Tag } from "./openapi-types.ts";

/**
 * What an endpoint is, without the function that answers it: where it is, who may call it, what
 * it takes and answers. The endpoint's entry in the OpenAPI document is made from this
 * (endpoint-paths.ts), and the HTTP layer derives the route and its validation from the same
 * declaration (http/register-endpoints.ts), so the two cannot drift. Tools have a declaration
 * of their own (tools/*.ts), from which tool-paths.ts and the tool routes derive the same two things.
 */
export interface EndpointDeclaration {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The full path in OpenAPI's form, `/v1/jobs/{id}`. Paths under /v1 are the API and appear in its document. */
  readonly path: `/${string}`;
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly tag: Tag;
  /**
   * `key`: behind the API key check and the rate limit; `public`: anyone; `metrics`: public,
   * behind the operator's metrics token when DOCTOOLS_METRICS_TOKEN is set.
   */
  readonly auth: "key" | "public" | "metrics";
  /**
   * Probes and scrapes arrive every few seconds: their requests are logged only when something
   * goes wrong (warn and above), not line by line.
   */
  readonly quiet?: boolean;
  readonly params?: Readonly<Record<string, ParameterSpec>>;
  readonly query?: Readonly<Record<string, ParameterSpec>>;
  /** Request headers the endpoint reads; described, not checked (each is optional). */
  readonly headers?: Readonly<Record<string, ParameterSpec>>;
  readonly body?: BodySpec;
  /**
   * The endpoint creates something and takes an `Idempotency-Key`: it is done at most once per
   * key of the account, the JSON body telling one request from another.
   */
  readonly idempotent?: boolean;
  /** The answers besides problems, by status; a function where they depend on the tools served. */
  readonly responses: Readonly<Record<number, Response>> | ((context: OpenApiContext) => Readonly<Record<number, Response>>);
  /**
   * Problem types the handler may answer with, each with a note on when.
   * Those the framework adds are derived and need not be listed: the key check's, and those of
   * reading and checking the declared parameters and body; a note given here is used for them.
   */
  readonly problems?: ProblemNotes;
}

export type ProblemNotes = Readonly<Partial<Record<ProblemSlug, string>>>;

export interface ParameterSpec {
  readonly description: string;
  readonly schema: JsonSchema;
  /** Query parameters and headers; path parameters are always required. */
  readonly required?: boolean;
  /** The validation problem's sentence when the value does not match `schema`. */
  readonly invalid?: string;
}

/**
 * A JSON body is read whole, parsed, and checked against `schema` before the handler runs. Any
 * other media type reaches the handler as the unread request stream. Either way a body of
 * another media type is refused (415) before the handler runs.
 */
export type BodySpec =
  | {
      readonly mediaType: "application/json";
      readonly schema: JsonSchema;
      /** An optional JSON body may be empty, or `null`. */
      readonly required: boolean;
      /**
       * The validation problem's sentence for each field: a top-level member, `body` for the body
       * as a whole, `member[]` for an item of an array member (reported as `member[3]`).
       */
      readonly invalid?: Readonly<Record<string, string>>;
    }
  | { readonly mediaType: `${string}/${string}`; readonly stream: true };

/**
 * The `{id}` of a thing of the caller's. Not checked against `format`: an id that is not a UUID
 * names nothing and is answered like one of another account, 404.
 */
export function idParameter(description: string): Record<"id", ParameterSpec> {
  return { id: { description, schema: { type: "string", format: "uuid" } } };
}

/** An answer with a JSON body matching `schema`. */
export function jsonResponse(description: string, schema: JsonSchema): Response {
  return { description, content: { "application/json": { schema } } };
}
