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
  /** Idempotent: enqueueing a job that is already queued changes nothing. */
  enqueue(jobId: string): Promise<void>;
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
