import type { SqlClient } from "../db/sql-client.ts";
import type { Charge, MonthUsage, TakeResult, UsageLimits, UsageStore } from "./usage-store.ts";

/**
 * Usage rows per account and month. `operations` counts every accepted call of the month;
 * those past `operationsPerMonth` were paid with a prepaid credit (accounts.credits), so the
 * credits spent in a month are always max(0, operations - operationsPerMonth). Each update is
 * conditional on the count it checks, so concurrent takers — in this process or another, on
 * SQLite or PostgreSQL — can never both take the last one: the second waits for the first's row
 * lock and then finds the condition false. Every transaction here locks the account's row
 * before its usage row, the order the job and upload admissions use too (lockAccount): a take
 * paid with a credit and a refund giving one back touch both rows, and in opposite orders they
 * deadlock on PostgreSQL, which aborts one of them.
 */
export class SqlUsageStore implements UsageStore {
  private readonly sql: SqlClient;

  constructor(sql: SqlClient) {
    this.sql = sql;
  }

  async take(accountId: string, month: string, limits: UsageLimits, paid: boolean): Promise<TakeResult> {
    try {
      return await this.sql.transaction(async (tx): Promise<TakeResult> => {
        await this.lockAccount(tx, accountId);
        await tx.run("INSERT INTO usage (account_id, month, operations, paid_tool_jobs) VALUES (?, ?, 0, 0) ON CONFLICT DO NOTHING", [accountId, month]);
        const fromAllowance = await tx.run("UPDATE usage SET operations = operations + 1 WHERE account_id = ? AND month = ? AND operations < ?", [
          accountId,
          month,
          limits.operationsPerMonth,
        ]);
        if (fromAllowance === 0) {
          const credit = await tx.run("UPDATE accounts SET credits = credits - 1 WHERE id = ? AND credits > 0", [accountId]);
          if (credit === 0) throw new Refused("quota");
          await tx.run("UPDATE usage SET operations = operations + 1 WHERE account_id = ? AND month = ?", [accountId, month]);
        }
        if (paid) {
          const paidJob = await tx.run("UPDATE usage SET paid_tool_jobs = paid_tool_jobs + 1 WHERE account_id = ? AND month = ? AND paid_tool_jobs < ?", [
            accountId,
            month,
            limits.paidToolJobsPerMonth,
          ]);
          if (paidJob === 0) throw new Refused("paid-limit");
        }
        return { ok: true, charge: { accountId, month, paid } };
      });
    } catch (error) {
      // The transaction was rolled back: a refusal takes nothing.
      if (error instanceof Refused) return { ok: false, reason: error.reason };
      throw error;
    }
  }

  async refund(charge: Charge, limits: UsageLimits, within?: SqlClient): Promise<void> {
    if (within) return this.giveBack(within, charge, limits);
    await this.sql.transaction(async (tx) => {
      await this.lockAccount(tx, charge.accountId);
      await this.giveBack(tx, charge, limits);
    });
  }

  private async giveBack(tx: SqlClient, charge: Charge, limits: UsageLimits): Promise<void> {
    const row = await tx.one<{ operations: number }>(
      "UPDATE usage SET operations = operations - 1 WHERE account_id = ? AND month = ? AND operations > 0 RETURNING operations",
      [charge.accountId, charge.month],
    );
    // The last operation taken past the allowance was paid with a credit: give that back.
    if (row && row.operations >= limits.operationsPerMonth) {
      await tx.run("UPDATE accounts SET credits = credits + 1 WHERE id = ?", [charge.accountId]);
    }
    if (charge.paid) {
      await tx.run("UPDATE usage SET paid_tool_jobs = paid_tool_jobs - 1 WHERE account_id = ? AND month = ? AND paid_tool_jobs > 0", [
        charge.accountId,
        charge.month,
      ]);
    }
  }

  async getUsage(accountId: string, month: string): Promise<MonthUsage> {
    const row = await this.sql.one<{ operations: number; paid_tool_jobs: number }>("SELECT operations, paid_tool_jobs FROM usage WHERE account_id = ? AND month = ?", [
      accountId,
      month,
    ]);
    return { month, operations: row?.operations ?? 0, paidToolJobs: row?.paid_tool_jobs ?? 0 };
  }

  async storageUsedBytes(accountId: string, now: Date, tx?: SqlClient): Promise<number> {
    const client = tx ?? this.sql;
    const at = now.toISOString();
    const results = await client.one<{ n: number }>(
      `SELECT coalesce(sum(result_bytes), 0) AS n FROM jobs
       WHERE account_id = ? AND result_key IS NOT NULL AND result_deleted_at IS NULL AND result_expires_at > ?`,
      [accountId, at],
    );
    // Input sizes sit in the jobs' JSON column, one element per input.
    const inputBytes = `SELECT coalesce(sum(${client.json.integerAt("input", "bytes")}), 0) AS n FROM jobs, ${client.json.elements("jobs.inputs", "input")}
       WHERE jobs.account_id = ? AND jobs.status IN ('Queued', 'Processing')`;
    const inputs = await client.one<{ n: number }>(inputBytes, [accountId]);
    // An open upload counts at its declared length from its creation, whatever has arrived; once
    // its job is recorded, the job's inputs count it instead.
    const uploads = await client.one<{ n: number }>(
      `SELECT coalesce(sum(length), 0) AS n FROM uploads u
       WHERE u.account_id = ? AND u.expires_at > ?
         AND (u.used_at IS NULL OR (u.used_by IS NOT NULL AND NOT EXISTS (SELECT 1 FROM jobs WHERE jobs.id = u.used_by)))`,
      [accountId, at],
    );
    return Number(results!.n) + Number(inputs!.n) + Number(uploads!.n);
  }

  async lockAccount(tx: SqlClient, accountId: string): Promise<void> {
    await tx.one(`SELECT id FROM accounts WHERE id = ? ${tx.lockRows}`, [accountId]);
  }
}

class Refused extends Error {
  readonly reason: "quota" | "paid-limit";
  constructor(reason: "quota" | "paid-limit") {
    super(reason);
    this.reason = reason;
  }
}
