import type { FastifyReply, FastifyRequest, RouteGenericInterface } from "fastify";
import type { HeldKey } from "../idempotency/idempotency-store.ts";
import type { ApiReference } from "../openapi/api-reference.ts";
import type { EndpointDeclaration } from "../openapi/endpoint-declaration.ts";
import type { Services } from "../services.ts";
import type { PartHolds } from "../uploads/part-holds.ts";
import type { Readiness } from "./readiness.ts";

/**
 * One endpoint: its declaration (what the OpenAPI document is made from) and the function that
 * answers it. Fastify's route and its validation are derived from the declaration
 * (register-endpoints.ts). Hooks guard the route, not its URL: `key` endpoints are registered in
 * the API plugin behind the key check and the rate limit, `public` and `metrics` ones in the
 * public plugin, the metrics token being a hook of the route itself.
 */
export interface Endpoint<Route extends RouteGenericInterface = RouteGenericInterface> extends EndpointDeclaration {
  // A method, so a declaration typed for its own params and body fits a list of endpoints.
  handler(request: FastifyRequest<Route>, reply: FastifyReply, context: EndpointContext): Promise<unknown>;
}

/** What a handler has besides its request, built once per app (endpoint-context.ts). */
export interface EndpointContext {
  readonly services: Services;
  /** The OpenAPI document and the reference page rendered from it, built at start-up. */
  readonly reference: ApiReference;
  /** Who is receiving each upload's part, for the whole app. */
  readonly uploadParts: PartHolds;
  /**
   * An idempotent endpoint's request with an `Idempotency-Key`: the key it holds, with which the
   * handler keeps its answer in the transaction that creates. Null or absent otherwise.
   */
  readonly heldKey?: HeldKey | null;
  /** What GET /readyz checks; the app adds the worker pool where it runs one. */
  readonly readiness: Readiness;
}

/** Declares one endpoint; the type parameter names its params, query and body for the handler. */
export function defineEndpoint<Route extends RouteGenericInterface = RouteGenericInterface>(endpoint: Endpoint<Route>): Endpoint {
  return endpoint as Endpoint;
}
