import type { SqlClient } from "../db/sql-client.ts";

/**
 * Port: which job runs next and who holds it. A claim is a lease: the holder renews it while
 * the job runs; a lease that runs out means the holder died, and the job can be taken over.
 *
 * Claims are fair across accounts, so that one account flooding the queue cannot starve the
 * others: the next job is the oldest of the account with the fewest jobs running, among accounts
 * below their cap of running jobs; a job of an account at its cap is not given out at all,
 * whoever else waits. A job counts as running from its claim until it is completed or released.
 * This holds across every claimer of the queue, in this process or another.
 */
export interface Claim {
  readonly jobId: string;
  /** 1 on the first claim, 2 on the first retry, … */
  readonly attempt: number;
}

export interface QueueEntry {
  readonly jobId: string;
  /** Whose job it is: fairness and the cap are per account. */
  readonly accountId: string;
  /** The most jobs of the account that may run at once, fixed when the job is queued (the plan's `maxRunningJobs`). */
  readonly maxRunning: number;
}

export interface JobQueue {
  /**
   * Idempotent: enqueueing a job that is already queued changes nothing. Given `tx`, the entry is
   * written in that transaction (with the job's row), and `announce` is called once it commits.
   */
  enqueue(entry: QueueEntry, tx?: SqlClient): Promise<void>;
  /** Wakes this process's claimers after a transaction that enqueued jobs has committed. */
  announce(): void;
  /** The next job by the rule above, or null when no account below its cap has one ready. */
  claim(workerId: string, leaseMs: number): Promise<Claim | null>;
  renew(jobId: string, workerId: string, leaseMs: number): Promise<boolean>;
  /** The job is finished (either way): its entry goes. */
  complete(jobId: string): Promise<void>;
  /**
   * The job ended without running (it was cancelled while it waited): its entry goes, written in
   * `tx` when given. An entry a claimer holds already may stay; that claimer finds the job ended
   * and completes it.
   */
  withdraw(jobId: string, tx?: SqlClient): Promise<void>;
  /** Gives a claimed job back, to be claimed again after `delayMs`. */
  release(jobId: string, delayMs: number): Promise<void>;
  /** Takes every entry whose lease ran out before `now`, so the caller can retry or fail it. */
  takeExpired(now: Date, workerId: string, leaseMs: number): Promise<Claim[]>;
  /**
   * Calls back when work may be available (a hint; claim is the truth): on PostgreSQL when any
   * process enqueued a job, on the embedded database when this process did.
   */
  onEnqueued(listener: () => void): Promise<void>;
}
