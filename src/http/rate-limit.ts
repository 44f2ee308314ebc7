/**
 * Per-account request counting in fixed windows (decisions §3: `requestsPerMinute` of the
 * plan, shared by all the account's keys). The counts live in this process's memory, which is
 * exact for the embedded single-process default; several API processes would each count their
 * own share (a shared store would be needed there).
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
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(windowSeconds: number) {
    this.windowMs = windowSeconds * 1000;
  }

  /** Counts one request of `accountId` and says whether it is within `limit` for the window. */
  hit(accountId: string, limit: number, now: number = Date.now()): RateDecision {
    let window = this.windows.get(accountId);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(accountId, window);
    }
    window.count++;
    return {
      allowed: window.count <= limit,
      limit,
      remaining: Math.max(0, limit - window.count),
      resetSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)),
    };
  }

  private prune(now: number): void {
    for (const [id, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(id);
  }
}
