import type { Account, ApiKeyRecord } from "./account-store.ts";
import type { Plan } from "./plans.ts";

/** Who makes an API call: the account, the key it used, and the account's plan. */
export interface Caller {
  readonly account: Account;
  readonly key: ApiKeyRecord;
  readonly plan: Plan;
}
