import { EventEmitter } from "node:events";
import type { PgBoss } from "pg-boss";
import { ensureQueue, inTransactionOf } from "../db/pg-boss.ts";
import type { SqlClient } from "../db/sql-client.ts";
import type { Claim, JobQueue, QueueEntry } from "./job-queue.ts";

/** The notification channel that says a job was enqueued. */
const ENQUEUED_CHANNEL = "jobs-enqueued";

export interface PgBossQueueOptions {
  readonly name: string;
  /** How long a claim lives without a heartbeat (pg-boss allows no less than 10 s). */
  readonly leaseSeconds: number;
  /** Longest a job may run; pg-boss's own expiry is set just past it. */
  readonly jobTimeoutSeconds: number;
  /** Claims a job may see; the runner fails it with WorkerLost before this is reached. */
  readonly maxAttempts: number;
  /** The largest cap of running jobs an entry may carry (the plans' largest `maxRunningJobs`): claims look no further. */
  readonly largestRunningCap: number;
}

/**
 * The job queue on PostgreSQL, on pg-boss. A pg-boss job carries our job's id as its own id,
 * which makes enqueueing idempotent. The lease is pg-boss's heartbeat: `renew` sends one, and a
 * job whose holder stops sending them (a worker killed mid-job) is put back by pg-boss's
 * supervisor and comes out of `claim` again with the next attempt number, so `takeExpired` has
 * nothing of its own to find.
 *
 * Each job is in its account's pg-boss group, whose tier is the job's cap of running jobs; the
 * jobs pg-boss holds as active are the running ones.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  /** The service's database, where claims take their turn (the same database as pg-boss's schema). */
  private readonly sql: SqlClient;
  private readonly options: PgBossQueueOptions;
  private readonly events = new EventEmitter();
  /** The attempt (pg-boss retryCount) of each job this process holds: renewals and hand-backs name it, so a holder whose claim lapsed cannot touch the next holder's. */
  private readonly held = new Map<string, number>();

  constructor(boss: PgBoss, sql: SqlClient, options: PgBossQueueOptions) {
    this.boss = boss;
    this.sql = sql;
    this.options = options;
  }

  /** Creates the queue (or updates its settings); every process may call it at start. */
  async prepare(): Promise<void> {
    const settings = {
      heartbeatSeconds: Math.max(10, this.options.leaseSeconds),
      expireInSeconds: this.options.jobTimeoutSeconds + 60,
      // The runner decides when a job has been tried enough (WorkerLost); pg-boss only brings it back.
      retryLimit: this.options.maxAttempts + 1,
      retryDelay: 0,
      deleteAfterSeconds: 3600,
    };
    await ensureQueue(this.boss, this.options.name, settings);
  }

  async enqueue(entry: QueueEntry, tx?: SqlClient): Promise<void> {
    const group = { id: entry.accountId, tier: String(entry.maxRunning) };
    await this.boss.send(this.options.name, { jobId: entry.jobId }, { id: entry.jobId, group, ...inTransactionOf(tx) });
    await this.tellOthers(tx);
    if (!tx) this.events.emit("enqueued");
  }

  /**
   * Tells every process that runs jobs (`doctools worker`s) that one is waiting, so it claims it
   * now rather than at its next look (DOCTOOLS_QUEUE_POLL_MS, a second by default). Inside a transaction PostgreSQL
   * delivers the notification when it commits, and not at all when it rolls back.
   */
  private async tellOthers(tx?: SqlClient): Promise<void> {
    await (tx ?? this.sql).notify(ENQUEUED_CHANNEL, "");
  }

  /** Announces jobs enqueued inside a transaction, once it has committed. */
  announce(): void {
    this.events.emit("enqueued");
  }

  /**
   * pg-boss fetches the oldest job of any group below its limit (`groupConcurrency`, counted from
   * the group's active jobs). Asking with the limit raised a step at a time (accounts with no job
   * running, then those with one, …) gives the oldest job of the account with the fewest running;
   * each step's limit for a group is the smaller of the step and the group's tier, its cap. The
   * steps run under a lock that the claims of every process take in turn, so no two claims count
   * the same running jobs and both take the last place under a cap.
   */
  async claim(_workerId: string, _leaseMs: number): Promise<Claim | null> {
    const job = await this.sql.transaction(async (tx) => {
      await tx.run("SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.doctools_claims.' || ?))", [this.options.name]);
      const db = inTransactionOf(tx);
      // Nothing waiting at all (the usual answer to a poll) costs one look, not every step.
      if ((await this.boss.findJobs(this.options.name, { queued: true, limit: 1, ...db })).length === 0) return null;
      for (let step = 1; step <= this.options.largestRunningCap; step++) {
        const [found] = await this.boss.fetch<{ jobId: string }>(this.options.name, { batchSize: 1, groupConcurrency: limitsAtStep(step), ...db });
        if (found) return found;
      }
      return null;
    });
    if (!job) return null;
    this.held.set(job.id, job.retryCount);
    return { jobId: job.data.jobId, attempt: job.retryCount + 1 };
  }

  async renew(jobId: string): Promise<boolean> {
    // pg-boss reports how many jobs it touched at run time, though its type leaves it out.
    const retryCount = this.held.get(jobId);
    if (retryCount === undefined) return false;
    const result = (await this.boss.touch(this.options.name, { id: jobId, retryCount })) as { affected?: number };
    return result.affected !== 0;
  }

  async complete(jobId: string): Promise<void> {
    const retryCount = this.held.get(jobId);
    this.held.delete(jobId);
    await this.boss.complete(this.options.name, retryCount === undefined ? jobId : { id: jobId, retryCount });
  }

  async withdraw(jobId: string, tx?: SqlClient): Promise<void> {
    // pg-boss cancels a job in any state before completed, a claimed one too: its claimer then
    // finds the job ended, and its completion of the entry changes nothing.
    await this.boss.cancel(this.options.name, jobId, inTransactionOf(tx));
  }

  async release(jobId: string, delayMs: number): Promise<void> {
    // A failed pg-boss job goes back to `retry` and is fetched again (retryDelay 0), after
    // `startAfter` when the job is held back.
    const retryCount = this.held.get(jobId);
    this.held.delete(jobId);
    await this.boss.fail(this.options.name, retryCount === undefined ? jobId : { id: jobId, retryCount }, { reason: "handed back" });
    if (delayMs > 0) await this.boss.update(this.options.name, undefined, { id: jobId, startAfter: new Date(Date.now() + delayMs) });
    else {
      await this.tellOthers();
      this.events.emit("enqueued");
    }
  }

  async takeExpired(): Promise<Claim[]> {
    return [];
  }

  async onEnqueued(listener: () => void): Promise<void> {
    this.events.on("enqueued", listener);
    // Also after the listening connection was lost and is back (the notification is then null):
    // what was told meanwhile is unknown, so the runner looks.
    await this.sql.listen(ENQUEUED_CHANNEL, () => listener());
  }
}

/** Group limits at `step`: a group whose tier (cap) is below the step keeps its cap, any other gets the step. */
function limitsAtStep(step: number): { default: number; tiers: Record<string, number> } {
  const tiers: Record<string, number> = {};
  for (let cap = 1; cap < step; cap++) tiers[String(cap)] = cap;
  return { default: step, tiers };
}
