import type { SqlClient } from "../db/sql-client.ts";

/**
 * Port: the metering of operations, paid tool jobs and credits. Months are UTC calendar months
 * ("YYYY-MM").
 *
 * `take` counts one tool call atomically: an operation of the month's allowance, or once that
 * is used up a prepaid credit; paid tools also take one of the month's paid tool jobs. Two
 * concurrent calls can never both take the last one (one transaction, conditional updates).
 * Refusals take nothing.
 */
export interface UsageLimits {
  readonly operationsPerMonth: number;
  readonly paidToolJobsPerMonth: number;
}

/** What one accepted call took; handed back to `refund` if the call is then refused. */
export interface Charge {
  readonly accountId: string;
  readonly month: string;
  readonly paid: boolean;
}

export type TakeResult = { readonly ok: true; readonly charge: Charge } | { readonly ok: false; readonly reason: "quota" | "paid-limit" };

export interface MonthUsage {
  readonly month: string;
  readonly operations: number;
  readonly paidToolJobs: number;
}

export interface UsageStore {
  take(accountId: string, month: string, limits: UsageLimits, paid: boolean): Promise<TakeResult>;
  /**
   * Gives back what `take` took (the call was refused after all, or its job cancelled before it
   * ran); a credit if one was spent. Inside `tx` when given, which must hold the account's lock
   * (lockAccount) already.
   */
  refund(charge: Charge, limits: UsageLimits, tx?: SqlClient): Promise<void>;
  getUsage(accountId: string, month: string): Promise<MonthUsage>;
  /**
   * Bytes of stored results not expired or deleted, plus inputs of jobs not yet finished, plus the
   * declared length of each open upload (unused and unexpired, or taken by a tool call whose job
   * is not yet recorded: until then its bytes are nobody's inputs). Read inside `tx` when given.
   */
  storageUsedBytes(accountId: string, now: Date, tx?: SqlClient): Promise<number>;
  /**
   * Holds the account's lock until `tx` ends. A check that counts what the account holds (jobs
   * waiting, storage, open uploads) and the write it admits happen under it, so concurrent
   * admissions for one account, in any process, count one after another and never together
   * take the last place.
   */
  lockAccount(tx: SqlClient, accountId: string): Promise<void>;
}

/** The UTC calendar month of `at`, "YYYY-MM". */
export function usageMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}
