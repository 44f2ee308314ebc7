import { usageMonth } from "../../accounts/usage-store.ts";
import type { JsonSchema } from "../../openapi/openapi-types.ts";
import { callerOf } from "../auth.ts";
import { defineEndpoint } from "../endpoint.ts";
import { jsonResponse } from "../../openapi/endpoint-declaration.ts";

const count: JsonSchema = { type: "integer", minimum: 0 };
const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: "object",
  ...(description ? { description } : {}),
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
});

/** The account record: account, key used, plan and limits, this month's usage, storage and credits. */
const accountRecord: JsonSchema = object({
  account: object({ id: { type: "string" }, email: { type: "string" }, name: { type: "string" } }, "The account the key belongs to."),
  apiKey: object(
    { id: { type: "string" }, name: { type: "string" }, prefix: { type: "string" }, createdAt: { type: "string", format: "date-time" } },
    "The key this request was made with; its value is never shown again.",
  ),
  plan: object({
    name: { type: "string" },
    limits: object({
      operationsPerMonth: count,
      paidToolJobsPerMonth: count,
      storageBytes: count,
      maxFileBytes: count,
      batchMaxFiles: count,
      requestsPerMinute: count,
      maxRunningJobs: {
        type: "integer",
        minimum: 1,
        description: "The most of the account's jobs that run at once. Further jobs wait while other accounts' jobs run; a free worker takes the oldest job of the account with the fewest jobs running.",
      },
      maxQueuedJobs: {
        type: "integer",
        minimum: 1,
        description: "The most of the account's jobs that may wait to start. A tool call past it gets `429` with `Retry-After`, and stores and counts nothing.",
      },
      maxOpenUploads: {
        ...count,
        description: "The most part-wise uploads the account may hold open (not yet used by a tool call, deleted or expired). Starting one more gets `409`.",
      },
    }),
  }),
  usage: object(
    { month: { type: "string", pattern: "^\\d{4}-\\d{2}$" }, operations: count, paidToolJobs: count },
    "This UTC calendar month's accepted tool calls (operations, credit-paid ones included) and paid tool jobs.",
  ),
  storage: object(
    { usedBytes: count },
    "Bytes of stored results not yet expired or deleted, plus inputs of jobs not yet finished, plus the declared `length` of every open part-wise upload (counted from its creation until a tool call uses it, it is deleted or it expires).",
  ),
  credits: object({ remaining: count }, "Prepaid credits left; one is taken per job once the month's operations are used up. They never expire."),
});

/** `GET /v1/me`: the account record. */
export const accountEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/v1/me",
    operationId: "getAccount",
    summary: "Get the calling account",
    description:
      "The account the API key belongs to, the key itself, the plan and its limits, this month's usage (UTC calendar month), the storage in use and the prepaid credits left.",
    tag: { name: "Account", description: "The calling account: its plan, this month's usage, stored data and prepaid credits." },
    auth: "key",
    responses: { 200: jsonResponse("The account record.", accountRecord) },
    handler: async (request, _reply, { services }) => {
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
    },
  }),
];
