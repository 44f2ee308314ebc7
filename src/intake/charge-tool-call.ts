import { AppError } from "../errors/app-error.ts";
import type { Caller } from "../accounts/caller.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { checkQueuedJobs, checkStorageAllowance, type AllowanceStores } from "./allowances.ts";
import { usageMonth, type Charge } from "../accounts/usage-store.ts";

/**
 * What a tool call counts against the account: one operation (or, once they are used up, one
 * prepaid credit), and for a paid tool one paid tool job. Taken before any file is stored,
 * and given back (`usage.refund`) when the call is then refused, so that only accepted calls
 * count.
 */

/**
 * Takes the call's operation (or prepaid credit) and, for a paid tool, a paid tool job; refuses
 * with 409 / 403 when none is left, and up front, before anything is taken, with 429 when the
 * account already has its most jobs waiting to start, or with 409 when the request's declared
 * length (`declaredBytes`, null when unknown) alone would pass the storage allowance.
 */
export async function chargeToolCall(services: AllowanceStores, caller: Caller, tool: AnyTool, declaredBytes: number | null): Promise<Charge> {
  const limits = caller.plan.limits;
  await checkQueuedJobs(services, caller);
  if (declaredBytes !== null && declaredBytes > 0) await checkStorageAllowance(services, caller, declaredBytes);
  const outcome = await services.usage.take(caller.account.id, usageMonth(new Date()), limits, tool.paid);
  if (outcome.ok) return outcome.charge;
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
