/** One thing the service needs to take work: resolves when it is usable, throws saying why not. */
export type ReadinessCheck = () => Promise<unknown> | unknown;

export interface ReadinessReport {
  readonly ready: boolean;
  /** Each check's outcome: `ok`, or `failed` (the reason goes to the log, not to whoever asked). */
  readonly checks: Readonly<Record<string, "ok" | "failed">>;
  /** Why each failed check failed, for the log. */
  readonly reasons: Readonly<Record<string, string>>;
}

/** A probe answers before a load balancer gives up on it (they wait a few seconds at most). */
const CHECK_TIMEOUT_MS = 2000;

/**
 * What GET /readyz asks: the database and the file store in every process, and the worker pool
 * in a process that runs jobs. Checks run at once, each within a time limit, so a database that
 * hangs makes the probe answer "not ready" rather than no answer at all.
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  /** In a process that runs jobs: which engine does each kind of conversion, for operators. */
  engines: Readonly<Record<string, string>> | null = null;

  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async run(): Promise<ReadinessReport> {
    const outcomes = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
        });
        try {
          await Promise.race([Promise.resolve().then(check), timeout]);
          return [name, null] as const;
        } catch (error) {
          return [name, error instanceof Error ? error.message : String(error)] as const;
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const reasons = Object.fromEntries(outcomes.filter(([, reason]) => reason !== null)) as Record<string, string>;
    return {
      ready: Object.keys(reasons).length === 0,
      checks: Object.fromEntries(outcomes.map(([name, reason]) => [name, reason === null ? "ok" : "failed"])),
      reasons,
    };
  }
}
