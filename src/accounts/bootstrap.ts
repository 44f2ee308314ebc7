import { randomUUID } from "node:crypto";
import type { AccountStore } from "./account-store.ts";
import { createApiKey } from "./api-keys.ts";

export const DEMO_EMAIL = "demo@doctools.local";

/**
 * On first start with an empty database, a demo account on the Developer plan with one key,
 * so a newcomer can submit a job at once. Returns the key, or null when accounts exist.
 */
export async function createDemoAccountIfEmpty(accounts: AccountStore): Promise<string | null> {
  if ((await accounts.countAccounts()) > 0) return null;
  const account = await accounts.createAccount({ id: randomUUID(), email: DEMO_EMAIL, name: "Demo", plan: "Developer", passwordHash: null });
  const { key } = await createApiKey(accounts, account.id, "demo");
  return key;
}

export function demoBanner(key: string, baseUrl: string): string {
  return [
    "",
    "  doctools: created a demo account (demo@doctools.local, Developer plan) with this API key.",
    "  It is shown only now; keep it:",
    "",
    `    ${key}`,
    "",
    "  Try it, merging two PDFs:",
    "",
    `    curl -s -H 'X-Api-Key: ${key}' -F files=@first.pdf -F files=@second.pdf ${baseUrl}/v1/merge-pdf`,
    `    curl -s -H 'X-Api-Key: ${key}' ${baseUrl}/v1/jobs/<id from the answer>`,
    `    curl -s -OJ -H 'X-Api-Key: ${key}' ${baseUrl}/v1/jobs/<id>/result`,
    "",
    `  API reference: ${baseUrl}/docs`,
    "",
  ].join("\n");
}
