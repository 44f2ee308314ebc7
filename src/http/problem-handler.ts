import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error.ts";
import { problemCatalogue, problemTypeUrl } from "../errors/problem-catalogue.ts";
import { FileTooLargeError } from "../storage/file-store.ts";
import { closeIfBodyUnread } from "./linger-after-refusal.ts";
import { formatBytes } from "../common/byte-sizes.ts";

/** Renders any AppError as RFC 9457 problem details; the one place problems are written. */
export function sendProblem(reply: FastifyReply, request: FastifyRequest, error: AppError): FastifyReply {
  // A refusal sent before the body is all in (a bad key, a 413 from Content-Length, a 415…)
  // closes the connection in stages rather than waiting for the rest of the body; a 413 always
  // does (a client sending more than it may is not one to keep the connection for).
  closeIfBodyUnread(request, reply, error.status === 413);
  const type = problemCatalogue[error.slug];
  const body: Record<string, unknown> = {
    type: problemTypeUrl(error.slug),
    title: type.title,
    status: type.status,
    detail: error.detail,
    instance: request.url.split("?")[0],
    requestId: request.id,
    ...error.extensions,
  };
  if (error.errors) body.errors = error.errors;
  // Set here too: errors met before any hook ran (a badly encoded URL) have no header yet.
  reply.header("x-request-id", request.id);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(type.status).type("application/problem+json").send(body);
}

/**
 * Maps every error that reaches Fastify, its own included, to a problem. Anything we did not
 * anticipate is a 500 whose detail says nothing of its cause; the cause goes to the log.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof FileTooLargeError) {
    return new AppError("payload-too-large", `A file is larger than the ${formatBytes(error.maxBytes)} allowed here.`, { cause: error });
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new AppError("malformed-request", "The request body is not valid JSON.", { cause: error });
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError("payload-too-large", "The request body is larger than this endpoint accepts.", { cause: error });
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new AppError("unsupported-media-type", "The Content-Type of the request is not one this endpoint accepts.", { cause: error });
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new AppError("malformed-request", "The Content-Length header does not match the body.", { cause: error });
    case "FST_PARTS_LIMIT":
    case "FST_FILES_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new AppError("malformed-request", "The form has more parts than any tool takes.", { cause: error });
    case "FST_ERR_VALIDATION":
      return new AppError("validation", fastifyError.message, { cause: error });
  }
  if (isMalformedBody(error)) {
    return new AppError("malformed-request", "The multipart/form-data body is cut short or badly framed.", { cause: error });
  }
  const status = fastifyError.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return new AppError("malformed-request", fastifyError.message, { cause: error });
  }
  return new AppError("internal", "The service failed to handle the request; it can be retried.", { cause: error });
}

function causeOf(error: AppError): string {
  return error.cause instanceof Error ? error.cause.message : String(error.cause);
}

function isMalformedBody(error: unknown): boolean {
  const message = (error as Error | undefined)?.message ?? "";
  return /Unexpected end of (form|multipart)|Malformed part header|Multipart: Boundary not found|Unexpected end of file/i.test(message);
}

export function installProblemHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (request.raw.socket?.destroyed) {
      // The connection is gone (the client left, or was closed for sending nothing): no one to
      // answer, and nothing the operator has to look into.
      request.log.info({ cause: (error as Error).message }, "request ended: the connection closed before the answer");
    } else if (appError.slug === "internal") request.log.error({ err: error }, "request failed");
    else if (appError.status >= 500 && appError.cause !== undefined) {
      // A 503 for want of something that failed (the AI model unreachable): the operator may
      // have to act, but this is a known state, not a bug to trace.
      request.log.warn({ problem: appError.slug, cause: causeOf(appError) }, "request refused: a service it needs is failing");
    } else {
      // Deliberate refusals, a 503 for a model the operator has not configured among them:
      // the service did what it should.
      request.log.info({ problem: appError.slug, cause: (error as Error).message }, "request refused");
    }
    return sendProblem(reply, request, appError);
  });
  app.setNotFoundHandler(sendNotFound);
}

/** The problem+json 404 for a path no route takes; plugins with a prefix of their own set it too. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendProblem(reply, request, new AppError("not-found", `There is no ${request.method} ${request.url.split("?")[0]} endpoint.`));
}
