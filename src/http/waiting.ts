import type { FastifyReply } from "fastify";
import type { ParameterSpec } from "../openapi/endpoint-declaration.ts";

/** The longest a request may wait for jobs to end, in seconds. */
export const MAX_WAIT_SECONDS = 60;

/** `?wait=N`: seconds the answer may be held back until what was asked for has ended. */
export function waitParameter(until: string): Record<"wait", ParameterSpec> {
  return {
    wait: {
      description: `Seconds to wait, 0 to ${MAX_WAIT_SECONDS}, for ${until} before answering: the answer comes as soon as that happens, or after this many seconds with the current state, instead of polling. Without it (or 0) the answer comes at once. The request counts once against the rate limit however long it waits.`,
      schema: { type: "integer", minimum: 0, maximum: MAX_WAIT_SECONDS },
      invalid: `\`wait\` must be a whole number of seconds from 0 to ${MAX_WAIT_SECONDS}.`,
    },
  };
}

/**
 * Aborted when the client hangs up before its answer is sent: a wait then stops at once rather
 * than hold on for nobody. The answer's `close` comes when the connection ends, or once the
 * answer has gone out, which is not a hang-up.
 */
export function hangUpSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
