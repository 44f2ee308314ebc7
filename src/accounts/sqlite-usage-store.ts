import { inTransaction, type SqliteDatabase } from "../db/sqlite.ts";
import type { Charge, MonthUsage, TakeResult, UsageLimits, UsageStore } from "./usage-store.ts";

/**
 * Usage rows per account and month. `operations` counts every accepted call of the month;
 * those past `operationsPerMonth` were paid with a prepaid credit (accounts.credits), so the
 * credits spent in a month are always max(0, operations - operationsPerMonth).
 */
export class SqliteUsageStore implements UsageStore {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  async take(accountId: string, month: string, limits: UsageLimits, paid: boolean): Promise<TakeResult> {
    try {
      return inTransaction(this.db, (): TakeResult => {
        this.db.prepare("INSERT OR IGNORE INTO usage (account_id, month, operations, paid_tool_jobs) VALUES (?, ?, 0, 0)").run(accountId, month);
        const fromAllowance = this.db
          .prepare("UPDATE usage SET operations = operations + 1 WHERE account_id = ? AND month = ? AND operations < ?")
          .run(accountId, month, limits.operationsPerMonth);
        if (fromAllowance.changes === 0) {
          const credit = this.db.prepare("UPDATE accounts SET credits = credits - 1 WHERE id = ? AND credits > 0").run(accountId);
          if (credit.changes === 0) throw new Refused("quota");
          this.db.prepare("UPDATE usage SET operations = operations + 1 WHERE account_id = ? AND month = ?").run(accountId, month);
        }
        if (paid) {
          const paidJob = this.db
            .prepare("UPDATE usage SET paid_tool_jobs = paid_tool_jobs + 1 WHERE account_id = ? AND month = ? AND paid_tool_jobs < ?")
            .run(accountId, month, limits.paidToolJobsPerMonth);
          if (paidJob.changes === 0) throw new Refused("paid-limit");
        }
        return { ok: true, charge: { accountId, month, paid } };
      });
    } catch (error) {
      // The transaction was rolled back: a refusal takes nothing.
      if (error instanceof Refused) return { ok: false, reason: error.reason };
      throw error;
    }
  }

  async refund(charge: Charge, limits: UsageLimits): Promise<void> {
    inTransaction(this.db, () => {
      const row = this.db
        .prepare("UPDATE usage SET operations = operations - 1 WHERE account_id = ? AND month = ? AND operations > 0 RETURNING operations")
        .get(charge.accountId, charge.month) as { operations: number } | undefined;
      // The last operation taken past the allowance was paid with a credit: give that back.
      if (row && row.operations >= limits.operationsPerMonth) {
        this.db.prepare("UPDATE accounts SET credits = credits + 1 WHERE id = ?").run(charge.accountId);
      }
      if (charge.paid) {
        this.db
          .prepare("UPDATE usage SET paid_tool_jobs = paid_tool_jobs - 1 WHERE account_id = ? AND month = ? AND paid_tool_jobs > 0")
          .run(charge.accountId, charge.month);
      }
    });
  }

  async getUsage(accountId: string, month: string): Promise<MonthUsage> {
    const row = this.db.prepare("SELECT operations, paid_tool_jobs FROM usage WHERE account_id = ? AND month = ?").get(accountId, month) as
      | { operations: number; paid_tool_jobs: number }
      | undefined;
    return { month, operations: row?.operations ?? 0, paidToolJobs: row?.paid_tool_jobs ?? 0 };
  }

  async storageUsedBytes(accountId: string, now: Date): Promise<number> {
    const results = this.db
      .prepare(
        `SELECT coalesce(sum(result_bytes), 0) AS n FROM jobs
         WHERE account_id = ? AND result_key IS NOT NULL AND result_deleted_at IS NULL AND result_expires_at > ?`,
      )
      .get(accountId, now.toISOString()) as { n: number };
    const inputs = this.db
      .prepare(
        `SELECT coalesce(sum(json_extract(input.value, '$.bytes')), 0) AS n FROM jobs, json_each(jobs.inputs) AS input
         WHERE jobs.account_id = ? AND jobs.status IN ('Queued', 'Processing')`,
      )
      .get(accountId) as { n: number };
    return Number(results.n) + Number(inputs.n);
  }
}

class Refused extends Error {
  readonly reason: "quota" | "paid-limit";
  constructor(reason: "quota" | "paid-limit") {
    super(reason);
    this.reason = reason;
  }
}
