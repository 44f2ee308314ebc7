import type { SqlClient } from "../db/sql-client.ts";

/**
 * Port: which job runs next and who holds it. A claim is a lease: the holder renews it while
 * the job runs; a lease that runs out means the holder died, and the job can be taken over.
 */
export interface Claim {
  readonly jobId: string;
  /** 1 on the first claim, 2 on the first retry, … */
  readonly attempt: number;
}

export interface JobQueue {
  /**
   * Idempotent: enqueueing a job that is already queued changes nothing. Given `tx`, the entry is
   * written in that transaction (with the job's row), and `announce` is called once it commits.
   */
  enqueue(jobId: string, tx?: SqlClient): Promise<void>;
  /** Wakes this process's claimers after a transaction that enqueued jobs has committed. */
  announce(): void;
  claim(workerId: string, leaseMs: number): Promise<Claim | null>;
  renew(jobId: string, workerId: string, leaseMs: number): Promise<boolean>;
  /** The job is finished (either way): its entry goes. */
  complete(jobId: string): Promise<void>;
  /** Gives a claimed job back, to be claimed again after `delayMs`. */
  release(jobId: string, delayMs: number): Promise<void>;
  /** Takes every entry whose lease ran out before `now`, so the caller can retry or fail it. */
  takeExpired(now: Date, workerId: string, leaseMs: number): Promise<Claim[]>;
  /** Calls back when work may be available (in-process hint; claim is the truth). */
  onEnqueued(listener: () => void): void;
}
