import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { createApiKey } from "../../src/accounts/api-keys.ts";
import { call, json } from "./api-client.ts";
import { startTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";

const MiB = 1024 * 1024;

/** A plan of the plans file; what is left out takes the values below. */
export interface PlanSpec {
  name: string;
  webhooks?: boolean;
  operationsPerMonth: number;
  paidToolJobsPerMonth?: number;
  storageBytes?: number;
  maxFileBytes?: number;
  batchMaxFiles?: number;
  requestsPerMinute?: number;
  maxRunningJobs?: number;
  maxQueuedJobs?: number;
  maxOpenUploads?: number;
}

/**
 * Starts the real service with the given plans (DOCTOOLS_PLANS_FILE) and an account on the first;
 * jobs are not run unless `options.runJobs`.
 */
export async function startWithPlans(
  plans: PlanSpec[],
  env: Record<string, string> = {},
  options: Pick<TestAppOptions, "runJobs" | "config"> = {},
): Promise<{ t: TestApp; close(): Promise<void> }> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "plans-"));
  const plansFile = path.join(folder, "plans.json");
  await fs.writeFile(
    plansFile,
    JSON.stringify(
      plans.map((plan) => ({
        apiAccess: true,
        webhooks: false,
        paidToolJobsPerMonth: 5,
        storageBytes: 100 * MiB,
        maxFileBytes: 10 * MiB,
        batchMaxFiles: 5,
        requestsPerMinute: 1000,
        ...plan,
      })),
    ),
  );
  const t = await startTestApp({ runJobs: false, ...options, plan: plans[0]!.name, env: { DOCTOOLS_PLANS_FILE: plansFile, ...env } });
  return {
    t,
    async close() {
      await t.close();
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}

/** A new account on `plan`, with a key of its own. */
export async function accountOn(t: TestApp, plan: string): Promise<{ key: string; accountId: string }> {
  const account = await t.app.services.accounts.createAccount({ id: randomUUID(), email: `${randomUUID()}@example.test`, name: "Metered", plan, passwordHash: null });
  const { key } = await createApiKey(t.app.services.accounts, account.id, "metered");
  return { key, accountId: account.id };
}

/** The account record of GET /v1/me. */
export async function me(t: TestApp, key = t.key): Promise<Record<string, any>> {
  const response = await call(t, "GET", "/v1/me", { key });
  assert.equal(response.status, 200);
  return json(response);
}

