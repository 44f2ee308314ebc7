/**
 * Slows down password guessing: after `maxPerEmail` failed sign-ins for one email, or
 * `maxPerAddress` from one client address, within `windowMs`, further attempts are refused until
 * the oldest failure leaves the window. Kept in memory: it resets when the service restarts and
 * is per process (a multi-process deployment needs it in the database).
 */
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly maxPerEmail: number;
  private readonly maxPerAddress: number;
  private readonly windowMs: number;

  constructor(options: { maxPerEmail?: number; maxPerAddress?: number; windowMs?: number } = {}) {
    this.maxPerEmail = options.maxPerEmail ?? 5;
    this.maxPerAddress = options.maxPerAddress ?? 20;
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
  }

  /** Seconds until another attempt is allowed; 0 when it is allowed now. */
  retryAfterSeconds(email: string, address: string, now: number): number {
    const wait = (key: string, max: number) => {
      const times = this.recent(key, now);
      return times.length < max ? 0 : Math.ceil((times[times.length - max]! + this.windowMs - now) / 1000);
    };
    return Math.max(wait(emailKey(email), this.maxPerEmail), wait(`ip:${address}`, this.maxPerAddress));
  }

  recordFailure(email: string, address: string, now: number): void {
    for (const key of [emailKey(email), `ip:${address}`]) this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 10_000) this.prune(now);
  }

  recordSuccess(email: string): void {
    this.failures.delete(emailKey(email));
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }

  private prune(now: number): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key, now).length === 0) this.failures.delete(key);
    }
  }
}

function emailKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}
