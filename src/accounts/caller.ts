import type { Account, ApiKeyRecord } from "./account-store.ts";
import type { Plan } from "./plans.ts";

/**
 * Who makes a tool call: the account, the key it used (null for a signed-in dashboard user, who
 * has none), and the account's plan.
 */
export interface Caller {
  readonly account: Account;
  readonly key: ApiKeyRecord | null;
  readonly plan: Plan;
}

/** A caller of the API, which always presents a key. */
export interface ApiCaller extends Caller {
  readonly key: ApiKeyRecord;
}
