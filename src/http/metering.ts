import type { FastifyInstance, FastifyRequest } from "fastify";
import { usageMonth } from "../accounts/usage-store.ts";
import { AppError } from "../errors/app-error.ts";
import type { StoredInput } from "../jobs/job.ts";
import { jobPrefix } from "../jobs/storage-keys.ts";
import type { Services } from "../services.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import type { Caller } from "./auth.ts";
import { formatBytes } from "./problem-handler.ts";
import { RateLimiter } from "./rate-limit.ts";
import type { SqlClient } from "../db/sql-client.ts";

/** Gives back the operation of a call that ends up not accepted (anything but 202). */
const pendingRefunds = new WeakMap<FastifyRequest, () => Promise<void>>();

/**
 * Decisions §3, §5: the per-account rate limit on every authenticated request (with the
 * RateLimit-* headers on every answer), and the refund of a metered tool call that is then
 * refused, so that only accepted calls count. Install right after the API key check.
 */
export function installMetering(app: FastifyInstance, sql: SqlClient, rateWindowSeconds: number): void {
  const limiter = new RateLimiter(sql, rateWindowSeconds);
  app.addHook("onRequest", async (request, reply) => {
    const caller = request.caller;
    if (!caller) return;
    const decision = await limiter.hit(caller.account.id, caller.plan.limits.requestsPerMinute);
    const headers = {
      "ratelimit-limit": String(decision.limit),
      "ratelimit-remaining": String(decision.remaining),
      "ratelimit-reset": String(decision.resetSeconds),
    };
    reply.headers(headers);
    if (!decision.allowed) {
      throw new AppError(
        "rate-limited",
        `The account may send ${decision.limit} requests a minute (all its keys together); retry in ${decision.resetSeconds} s.`,
        { headers: { ...headers, "retry-after": String(decision.resetSeconds) } },
      );
    }
  });

  const settle = async (request: FastifyRequest, status: number | null): Promise<void> => {
    const refund = pendingRefunds.get(request);
    if (!refund) return;
    pendingRefunds.delete(request);
    if (status !== 202) await refund();
  };
  app.addHook("onSend", async (request, reply, payload) => {
    await settle(request, reply.statusCode);
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => settle(request, reply.statusCode));
  app.addHook("onRequestAbort", async (request) => settle(request, null));
}

/**
 * Takes the call's operation (or prepaid credit) and, for a paid tool, a paid tool job, before
 * any file is stored; refuses with 409 / 403 when none is left, and with 409 up front when the
 * request's declared length alone would pass the storage allowance.
 */
export async function meterToolCall(request: FastifyRequest, services: Services, caller: Caller, tool: AnyTool): Promise<void> {
  const limits = caller.plan.limits;
  const declared = Number(request.headers["content-length"] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > 0) {
    const used = await services.usage.storageUsedBytes(caller.account.id, new Date());
    if (used + declared > limits.storageBytes) throw storageExceeded(used, limits.storageBytes);
  }
  const outcome = await services.usage.take(caller.account.id, usageMonth(new Date()), limits, tool.paid);
  if (!outcome.ok) {
    if (outcome.reason === "paid-limit") {
      throw new AppError(
        "paid-tool-limit",
        limits.paidToolJobsPerMonth === 0
          ? `The ${caller.plan.name} plan does not include paid tools such as ${tool.name}.`
          : `This month's ${limits.paidToolJobsPerMonth} paid tool jobs are used up; they renew on the first day of next month (UTC).`,
      );
    }
    throw new AppError(
      "quota-exceeded",
      `This month's ${limits.operationsPerMonth} operations are used up and no prepaid credits are left; add credits or wait for next month (UTC).`,
    );
  }
  const charge = outcome.charge;
  pendingRefunds.set(request, () => services.usage.refund(charge, limits));
}

/** After the files are stored: refuses (409, files removed) a call whose inputs pass the allowance. */
export async function checkStorageAfterReceive(
  services: Services,
  caller: Caller,
  jobId: string,
  inputs: readonly StoredInput[],
  uploadedBytes = 0,
): Promise<void> {
  const incoming = inputs.reduce((sum, input) => sum + input.bytes, uploadedBytes);
  const used = await services.usage.storageUsedBytes(caller.account.id, new Date());
  if (used + incoming > caller.plan.limits.storageBytes) {
    await services.files.removePrefix(jobPrefix(jobId));
    throw storageExceeded(used, caller.plan.limits.storageBytes);
  }
}

function storageExceeded(used: number, allowance: number): AppError {
  return new AppError(
    "quota-exceeded",
    `The files would take the account's stored data past its ${formatBytes(allowance)} storage allowance (${formatBytes(used)} in use); delete stored results or wait for them to expire.`,
  );
}
