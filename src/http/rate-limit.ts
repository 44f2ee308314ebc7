import type { FastifyInstance } from "fastify";
import type { SqlClient } from "../db/sql-client.ts";
import { AppError } from "../errors/app-error.ts";
import { callerOf } from "./auth.ts";

/**
 * Per-account request counting in fixed windows (`requestsPerMinute` of the
 * plan, shared by all the account's keys). The count is one row per account in the database, so
 * it is exact across every API process sharing it.
 */
export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the current window ends and the count starts again. */
  readonly resetSeconds: number;
}

export class RateLimiter {
  private readonly windowMs: number;
  private readonly sql: SqlClient;

  constructor(sql: SqlClient, windowSeconds: number) {
    this.sql = sql;
    this.windowMs = windowSeconds * 1000;
  }

  /** Counts one request of `accountId` and says whether it is within `limit` for the window. */
  async hit(accountId: string, limit: number, now: number = Date.now()): Promise<RateDecision> {
    // One statement: a window that has run out starts again at this request, otherwise the
    // count goes up; concurrent requests in any process are counted one after another.
    const row = await this.sql.one<{ window_start: number; count: number }>(
      `INSERT INTO rate_windows (account_id, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (account_id) DO UPDATE SET
         count = CASE WHEN excluded.window_start - rate_windows.window_start >= ? THEN 1 ELSE rate_windows.count + 1 END,
         window_start = CASE WHEN excluded.window_start - rate_windows.window_start >= ? THEN excluded.window_start ELSE rate_windows.window_start END
       RETURNING window_start, count`,
      [accountId, now, this.windowMs, this.windowMs],
    );
    const start = Number(row!.window_start);
    const count = Number(row!.count);
    return {
      allowed: count <= limit,
      limit,
      remaining: Math.max(0, limit - count),
      resetSeconds: Math.max(1, Math.ceil((start + this.windowMs - now) / 1000)),
    };
  }
}

/**
 * The per-account rate limit on every authenticated request, with the RateLimit-* headers on
 * every answer, refused or not, and Retry-After on a 429. Install on the API plugin right after
 * the API key check.
 */
export function installRateLimit(api: FastifyInstance, sql: SqlClient, rateWindowSeconds: number): void {
  const limiter = new RateLimiter(sql, rateWindowSeconds);
  api.addHook("onRequest", async (request, reply) => {
    const caller = callerOf(request);
    const decision = await limiter.hit(caller.account.id, caller.plan.limits.requestsPerMinute);
    const headers = {
      "ratelimit-limit": String(decision.limit),
      "ratelimit-remaining": String(decision.remaining),
      "ratelimit-reset": String(decision.resetSeconds),
    };
    reply.headers(headers);
    if (!decision.allowed) {
      throw new AppError(
        "rate-limited",
        `The account may send ${decision.limit} requests a minute (all its keys together); retry in ${decision.resetSeconds} s.`,
        { headers: { ...headers, "retry-after": String(decision.resetSeconds) } },
      );
    }
  });
}
