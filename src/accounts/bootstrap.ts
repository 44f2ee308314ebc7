import { randomBytes, randomUUID } from "node:crypto";
import type { AccountStore } from "./account-store.ts";
import { createApiKey } from "./api-keys.ts";
import { hashPassword } from "./passwords.ts";

export const DEMO_EMAIL = "demo@doctools.local";

/** What the first start prints once and stores only hashed: the demo account's key and dashboard password. */
export interface DemoAccount {
  readonly key: string;
  readonly password: string;
}

/**
 * On first start with an empty database, a demo account on the Developer plan with one key and
 * a dashboard password, so a newcomer can submit a job and open the dashboard at once. Returns
 * them, or null when accounts exist.
 */
export async function createDemoAccountIfEmpty(accounts: AccountStore): Promise<DemoAccount | null> {
  if ((await accounts.countAccounts()) > 0) return null;
  // 120 random bits: as hard to guess as the key, and short enough to type.
  const password = randomBytes(15).toString("base64url");
  const account = await accounts.createAccount({ id: randomUUID(), email: DEMO_EMAIL, name: "Demo", plan: "Developer", passwordHash: await hashPassword(password) });
  const { key } = await createApiKey(accounts, account.id, "demo");
  return { key, password };
}

export function demoBanner({ key, password }: DemoAccount, baseUrl: string): string {
  return [
    "",
    "  doctools: created a demo account (demo@doctools.local, Developer plan) with this API key.",
    "  It is shown only now; keep it:",
    "",
    `    ${key}`,
    "",
    `  Sign in to its dashboard at ${baseUrl}/dashboard with the email ${DEMO_EMAIL}`,
    "  and this password, also shown only now:",
    "",
    `    ${password}`,
    "",
    `  (Change it with: doctools accounts set-password --email ${DEMO_EMAIL})`,
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
