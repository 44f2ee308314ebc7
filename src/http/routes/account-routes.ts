import type { FastifyInstance } from "fastify";
import { usageMonth } from "../../accounts/usage-store.ts";
import type { Services } from "../../services.ts";
import { callerOf } from "../auth.ts";

/** Spec §4.8: `GET /v1/me`, the account record of decisions §4. */
export function registerAccountRoutes(app: FastifyInstance, services: Services): void {
  app.get("/me", async (request) => {
    const { account, key, plan } = callerOf(request);
    const now = new Date();
    const [fresh, usage, usedBytes] = await Promise.all([
      services.accounts.getAccount(account.id),
      services.usage.getUsage(account.id, usageMonth(now)),
      services.usage.storageUsedBytes(account.id, now),
    ]);
    const limits = plan.limits;
    return {
      account: { id: account.id, email: account.email, name: account.name },
      apiKey: { id: key.id, name: key.name, prefix: key.prefix, createdAt: key.createdAt.toISOString() },
      plan: {
        name: plan.name,
        limits: {
          operationsPerMonth: limits.operationsPerMonth,
          paidToolJobsPerMonth: limits.paidToolJobsPerMonth,
          storageBytes: limits.storageBytes,
          maxFileBytes: limits.maxFileBytes,
          batchMaxFiles: limits.batchMaxFiles,
          requestsPerMinute: limits.requestsPerMinute,
          maxRunningJobs: limits.maxRunningJobs,
          maxQueuedJobs: limits.maxQueuedJobs,
          maxOpenUploads: limits.maxOpenUploads,
        },
      },
      usage: { month: usage.month, operations: usage.operations, paidToolJobs: usage.paidToolJobs },
      storage: { usedBytes },
      credits: { remaining: (fresh ?? account).credits },
    };
  });
}
