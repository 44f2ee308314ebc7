import type { FastifyReply, FastifyRequest, RouteGenericInterface } from "fastify";
import type { ProblemSlug } from "../errors/problem-catalogue.ts";
import type { HeldKey } from "../idempotency/idempotency-store.ts";
import type { JsonSchema, OpenApiContext, Response, Tag } from "../openapi/openapi-types.ts";
import type { Services } from "../services.ts";
import type { PartHolds } from "../uploads/part-holds.ts";

/**
 * One endpoint as data: where it is, who may call it, what it takes and answers, and the
 * function that answers. Fastify's route (with its validation) and the endpoint's entry in the
 * OpenAPI document are both derived from it (register-endpoints.ts, openapi/endpoint-paths.ts),
 * so the two cannot drift. Tools have a declaration of their own (tools/*.ts), from which
 * tool-routes.ts and openapi/tool-paths.ts derive the same two things.
 */
export interface Endpoint<Route extends RouteGenericInterface = RouteGenericInterface> {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The full path in OpenAPI's form, `/v1/jobs/{id}`. Paths under /v1 are the API and appear in its document. */
  readonly path: `/${string}`;
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly tag: Tag;
  /**
   * `key`: behind the API key check and the rate limit (the /v1 API plugin); `public`: anyone
   * (the public plugin). The plugin's hooks guard the route, not its URL (STYLE lesson 12).
   */
  readonly auth: "key" | "public";
  readonly params?: Readonly<Record<string, ParameterSpec>>;
  readonly query?: Readonly<Record<string, ParameterSpec>>;
  /** Request headers the endpoint reads; described, not checked (each is optional). */
  readonly headers?: Readonly<Record<string, ParameterSpec>>;
  readonly body?: BodySpec;
  /**
   * The endpoint creates something and takes an `Idempotency-Key`: it is done at most once per
   * key of the account (http/idempotency.ts), the JSON body telling one request from another.
   * The handler keeps its answer with `context.heldKey`, in the transaction that creates.
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
  // A method, so a declaration typed for its own params and body fits a list of endpoints.
  handler(request: FastifyRequest<Route>, reply: FastifyReply, context: EndpointContext): Promise<unknown>;
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
 * names nothing and is answered like one of another account, 404 (request-validation.ts).
 */
export function idParameter(description: string): Record<"id", ParameterSpec> {
  return { id: { description, schema: { type: "string", format: "uuid" } } };
}

/** An answer with a JSON body matching `schema`. */
export function jsonResponse(description: string, schema: JsonSchema): Response {
  return { description, content: { "application/json": { schema } } };
}

/** What a handler has besides its request, built once per app (endpoint-context.ts). */
export interface EndpointContext {
  readonly services: Services;
  /** The OpenAPI document and the reference page rendered from it, built at start-up. */
  readonly reference: { readonly json: string; readonly html: string };
  /** Who is receiving each upload's part, for the whole app. */
  readonly uploadParts: PartHolds;
  /** An idempotent endpoint's request with an `Idempotency-Key`: the key it holds. Null or absent otherwise. */
  readonly heldKey?: HeldKey | null;
}

/** Declares one endpoint; the type parameter names its params, query and body for the handler. */
export function defineEndpoint<Route extends RouteGenericInterface = RouteGenericInterface>(endpoint: Endpoint<Route>): Endpoint {
  return endpoint as Endpoint;
}
