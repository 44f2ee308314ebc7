import type { FastifyInstance, FastifySchemaCompiler, RouteOptions } from "fastify";
import { AppError } from "../errors/app-error.ts";
import type { BodySpec } from "../openapi/endpoint-declaration.ts";
import type { Endpoint, EndpointContext } from "./endpoint.ts";
import { answerOnce } from "./idempotency.ts";
import { jsonFingerprint } from "../idempotency/request-fingerprint.ts";
import { metricsTokenCheck } from "./metrics-token.ts";
import { compileBodyCheck, compileParameterCheck, parametersSchema } from "./request-validation.ts";

/**
 * Registers endpoints on the plugin that guards them, each as a Fastify route whose validation
 * comes from its declaration: params, query and body are checked before the handler runs, and a
 * bad one is answered with a validation problem naming every bad field of that part. Awaited, so
 * the routes exist when the plugin adds its 405 routes (method-not-allowed.ts).
 */
export async function registerEndpoints(scope: FastifyInstance, endpoints: readonly Endpoint[], context: EndpointContext): Promise<void> {
  for (const endpoint of endpoints) {
    if (!endpoint.path.startsWith(`${scope.prefix}/`)) throw new Error(`${endpoint.method} ${endpoint.path} is outside the plugin at ${scope.prefix}`);
    const route = routeOf(endpoint, scope.prefix, context);
    const body = endpoint.body;
    if (!body) {
      scope.route(route);
      continue;
    }
    // A scope of its own, so that it parses the endpoint's media type and no other.
    await scope.register(async (own) => {
      acceptOnly(own, body);
      own.route(route);
    });
  }
}

function routeOf(endpoint: Endpoint, prefix: string, context: EndpointContext): RouteOptions {
  const body = endpoint.body;
  const tokenCheck = endpoint.auth === "metrics" ? metricsTokenCheck(context.services.config.metricsToken) : null;
  return {
    method: endpoint.method,
    // Declared on the plugin, whose prefix Fastify puts back in front.
    url: endpoint.path.slice(prefix.length).replace(/\{(\w+)\}/g, ":$1"),
    schema: {
      ...(endpoint.params ? { params: parametersSchema(endpoint.params, true) } : {}),
      ...(endpoint.query ? { querystring: parametersSchema(endpoint.query, false) } : {}),
      ...(body && "schema" in body ? { body: body.schema } : {}),
    },
    validatorCompiler: validatorFor(endpoint),
    ...(body && "stream" in body ? { preValidation: requireStream(body.mediaType) } : {}),
    ...(tokenCheck ? { onRequest: tokenCheck } : {}),
    ...(endpoint.quiet ? { logLevel: "warn" } : {}),
    handler: endpoint.idempotent
      ? (request, reply) => {
          const fingerprint = jsonFingerprint(request.method, endpoint.path, request.body);
          return answerOnce(request, reply, context.services, {
            fingerprint: async () => fingerprint,
            create: async (heldKey) => {
              if (heldKey) heldKey.fingerprint = fingerprint;
              return endpoint.handler(request, reply, { ...context, heldKey });
            },
          });
        }
      : (request, reply) => endpoint.handler(request, reply, context),
  };
}

/** Fastify compiles each request part's schema with this; the declaration holds the sentences. */
function validatorFor(endpoint: Endpoint): FastifySchemaCompiler<unknown> {
  return ({ httpPart }) => {
    if (httpPart === "body" && endpoint.body && "schema" in endpoint.body) {
      const check = compileBodyCheck(endpoint.body.schema, endpoint.body.invalid);
      const required = endpoint.body.required;
      return (value: unknown) => {
        // An absent optional body (or JSON null) is no body at all.
        if (value === null && !required) return { value: undefined };
        const error = check(value);
        return error ? { error } : true;
      };
    }
    if (httpPart === "params" && endpoint.params) return compileParameterCheck(endpoint.params, true);
    if (httpPart === "querystring" && endpoint.query) return compileParameterCheck(endpoint.query, false);
    throw new Error(`${endpoint.method} ${endpoint.path}: no declaration for its ${httpPart}`);
  };
}

/**
 * The endpoint's scope parses its declared media type only: a body of another is refused (415)
 * before any of it is read. A JSON body is read whole; an optional one may be empty. A streamed
 * body is handed over unread.
 */
function acceptOnly(scope: FastifyInstance, body: BodySpec): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", (_request, _payload, done) => done(takesOnly(body.mediaType)));
  if ("stream" in body) {
    scope.addContentTypeParser(body.mediaType, (_request, payload, done) => done(null, payload));
    return;
  }
  const parseJson = scope.getDefaultJsonParser("error", "ignore");
  const required = body.required;
  scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, text, done) => {
    const json = text as string;
    if (!required && json.trim() === "") return done(null, undefined);
    parseJson(request, json, done);
  });
}

/** A streamed body must come with its media type; a request with no body at all has none. */
function requireStream(mediaType: string) {
  return async (request: { body: unknown }) => {
    if (request.body === undefined) throw takesOnly(mediaType);
  };
}

const takesOnly = (mediaType: string) => new AppError("unsupported-media-type", `This endpoint takes a body of type \`${mediaType}\`.`);
