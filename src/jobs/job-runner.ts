import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { SqlClient } from "../db/sql-client.ts";
import { JobError, type JobErrorInfo } from "../errors/job-errors.ts";
import type { Logger } from "../logger.ts";
import { FileNotFoundError, type FileStore } from "../storage/file-store.ts";
import type { ResultFormat } from "../contract/result-format.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import { hasEnded, type JobRecord } from "./job.ts";
import type { JobEvents } from "./job-events.ts";
import type { Claim, JobQueue } from "./job-queue.ts";
import type { JobStore } from "./job-store.ts";
import type { WorkerOutcome, WorkerPool } from "../workers/worker-pool.ts";
import { recordProgress } from "./progress-recorder.ts";
import { CancelWatch } from "./cancel-watch.ts";
import { isPipeline, pipelineOf } from "./pipeline.ts";
import { runPipeline } from "./pipeline-run.ts";
import { fetchUrlInputs } from "./url-inputs.ts";
import { refuseWrongFile } from "../tools/refuse-wrong-files.ts";
import { exportResult } from "./result-export.ts";
import type { AddressRule } from "../common/outgoing-http.ts";
import { jobPrefix, resultKey } from "./storage-keys.ts";
import { partsBaseName } from "../tools/result-name.ts";

/** Writes, inside the transaction that ends a job, what follows from its end. */
export type EndWriter = (tx: SqlClient, ended: JobRecord) => Promise<void>;

export interface JobRunnerOptions {
  readonly store: JobStore;
  readonly queue: JobQueue;
  readonly files: FileStore;
  readonly pool: WorkerPool;
  readonly events: JobEvents;
  readonly tools: ReadonlyMap<string, AnyTool>;
  readonly secrets: SecretBox;
  readonly log: Logger;
  readonly workRoot: string;
  readonly jobTimeoutMs: number;
  readonly leaseMs: number;
  readonly resultTtlMs: number;
  /** A job whose worker died is retried at most twice, then fails with WorkerLost. */
  readonly maxAttempts: number;
  /** How often to look for work that other processes queued, and for expired leases. */
  readonly pollMs: number;
  /** The database the stores use: a job's end and its consequences are written in one transaction on it. */
  readonly sql: SqlClient;
  /** What else a job's end writes (its webhook event), prepared before the transaction; null for nothing. */
  readonly onEnd?: (job: JobRecord) => Promise<EndWriter | null>;
  /**
   * Gives back what was counted for the steps of a pipeline job that never ran (it failed
   * earlier): `paid` tells, step by step, whether each was also a paid tool job.
   */
  readonly refundSteps?: (job: JobRecord, month: string, paid: readonly boolean[]) => Promise<void>;
  /**
   * Files given by their URLs and results put to export URLs: the address rule their connections
   * follow, the time one transfer may take, and the waits before an export's further attempts.
   */
  readonly urls?: { readonly rule: AddressRule; readonly timeoutMs: number; readonly exportRetryDelaysMs: readonly number[] };
}

/**
 * Feeds queued jobs to the worker pool and records their outcome. The only place that moves
 * a job out of Queued, and so the one source of the lifecycle events.
 */
export class JobRunner {
  private readonly options: JobRunnerOptions;
  private readonly runnerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  /** The work in hand, one entry per claim (a job handed back and claimed again is a new one). */
  private readonly running = new Map<Claim, Promise<void>>();
  private stopped = true;
  private pumping = false;
  private pumpAgain = false;
  private pollTimer: NodeJS.Timeout | undefined;
  /** Set when shutdown stops the workers of jobs still running: those go back to the queue. */
  private handingBack = false;
  /** Aborts the run of a job that someone else has ended (cancelled) while it runs here. */
  private readonly cancels: CancelWatch;
  private exportsRetrying = false;
  /** For pipeline jobs run here: how many of their steps the last attempt started. */
  private readonly stepsStarted = new Map<string, number>();

  constructor(options: JobRunnerOptions) {
    this.options = options;
    this.cancels = new CancelWatch({ store: options.store, sql: options.sql, log: options.log });
  }

  async start(): Promise<void> {
    this.stopped = false;
    await fs.mkdir(this.options.workRoot, { recursive: true });
    await this.cancels.start();
    await this.reconcileQueue();
    await this.options.queue.onEnqueued(() => this.pump());
    this.options.pool.on("idle", () => this.pump());
    this.pollTimer = setInterval(() => {
      void this.reclaimExpiredLeases();
      void this.retryDueExports();
      this.pump();
    }, this.options.pollMs);
    this.pollTimer.unref();
    this.pump();
  }

  /**
   * Stops taking work and lets the jobs in hand finish for up to `graceMs`; those still running
   * then are handed back (their workers stopped, the jobs queued again for another process).
   */
  async stop(graceMs = Number.POSITIVE_INFINITY): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    const finished = Promise.allSettled(this.running.values());
    if (Number.isFinite(graceMs)) {
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<"grace over">((resolve) => (timer = setTimeout(() => resolve("grace over"), graceMs)));
      const first = await Promise.race([finished, graceOver]);
      clearTimeout(timer);
      if (first === "grace over" && this.running.size > 0) {
        this.options.log.warn({ jobs: [...this.running.keys()].map((claim) => claim.jobId) }, "handing back jobs still running at shutdown");
        this.handingBack = true;
        // Their run contexts' signals are aborted; workers that do not stop soon are killed.
        this.options.pool.stopJobs();
      }
    }
    await finished;
    this.cancels.stop();
  }

  /**
   * A job row can exist without its queue entry if the process died between writing the two;
   * every unfinished job is (idempotently) enqueued again so none waits forever. An entry that
   * had to be written again runs under the tightest cap, one job of its account at a time: the
   * runner does not know plans, and no account may get more than its plan gives.
   */
  private async reconcileQueue(): Promise<void> {
    for (const job of await this.options.store.listUnfinishedJobs()) await this.options.queue.enqueue({ jobId: job.id, accountId: job.accountId, maxRunning: 1 });
    await this.reclaimExpiredLeases();
  }

  private pump(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    void (async () => {
      try {
        do {
          this.pumpAgain = false;
          // Claim no more jobs than there are workers to run them; the rest stay queued for
          // other processes.
          while (!this.stopped && this.running.size < this.options.pool.size) {
            const claim = await this.options.queue.claim(this.runnerId, this.options.leaseMs);
            if (!claim) break;
            this.track(claim);
          }
        } while (this.pumpAgain && !this.stopped);
      } catch (error) {
        this.options.log.error({ err: error }, "claiming jobs failed");
      } finally {
        this.pumping = false;
      }
    })();
  }

  private track(claim: Claim): void {
    const work = this.process(claim)
      .catch((error) => this.options.log.error({ err: error, jobId: claim.jobId }, "job processing failed"))
      .finally(() => {
        this.running.delete(claim);
        this.pump();
      });
    this.running.set(claim, work);
  }

  private holds(jobId: string): boolean {
    for (const claim of this.running.keys()) if (claim.jobId === jobId) return true;
    return false;
  }

  private async process(claim: Claim): Promise<void> {
    const { store, queue } = this.options;
    const job = await store.getJob(claim.jobId);
    if (!job || (job.status !== "Queued" && job.status !== "Processing")) {
      // Already finished (a duplicate entry, a worker that finished just as its lease ran out,
      // or a process that died between recording a job's end and cleaning up after it).
      if (job) await this.cleanUpEnded(job);
      else await queue.complete(claim.jobId);
      return;
    }
    if (claim.attempt > this.options.maxAttempts) {
      // Queues that bring back a dead holder's job themselves (pg-boss) hand it out once more
      // than the attempts allowed; the job has then been lost by workers too often.
      return this.fail(job, workerLost(claim.attempt - 1));
    }
    const tool = isPipeline(job) ? null : this.options.tools.get(job.operation);
    if (tool === undefined) return this.fail(job, new JobError("Internal", "The tool that took this job is no longer available.").toInfo());

    const started = await store.markProcessing(job.id, new Date());
    if (!started) {
      // Ended since it was read (cancelled while it waited): its entry and files go now.
      const ended = await store.getJob(job.id);
      return ended ? this.cleanUpEnded(ended) : queue.complete(job.id);
    }
    this.options.events.emit("started", started);

    const renew = setInterval(() => {
      void queue.renew(job.id, this.runnerId, this.options.leaseMs).catch((error) => this.options.log.warn({ err: error }, "lease renewal failed"));
    }, Math.max(200, this.options.leaseMs / 3));
    // An attempt's files are its own: a work folder and a result key no other attempt uses, and
    // the folder is cleared before the outcome is recorded. A job handed back is claimed again at
    // once (by another worker here, or by another process on the same data folder), and a holder
    // whose lease ran out may still be running; an attempt clearing a folder the next one works
    // in makes that one fail (with Internal, as a missing file is not the user's to fix).
    const attempt = `${claim.attempt}-${randomUUID().slice(0, 8)}`;
    const jobDir = path.join(this.options.workRoot, job.id);
    const workDir = path.join(jobDir, attempt);
    let outcome: AttemptOutcome;
    try {
      outcome = await this.attempt(job, tool, workDir, resultKey(job.id, attempt, job.fileName));
    } finally {
      clearInterval(renew);
      // Whatever cannot be removed now goes with the job's folder when the job ends.
      await fs.rm(workDir, { recursive: true, force: true }).catch((error) => this.options.log.warn({ err: error, jobId: job.id }, "clearing an attempt's work folder failed"));
      // The job's folder too, unless another attempt is in it: the job may end in a process
      // that does not share this data folder.
      await fs.rmdir(jobDir).catch(() => undefined);
    }
    await this.record(job, claim, outcome);
  }

  /** Runs the job on a worker in `workDir` and stores a result under `key`: what is left to record once the folder is gone. */
  private async attempt(job: JobRecord, tool: AnyTool | null, workDir: string, key: string): Promise<AttemptOutcome> {
    let outcome: WorkerOutcome;
    try {
      await fs.mkdir(workDir, { recursive: true });
      // Aborted when the job is cancelled while it runs here (its fetches, its steps, its worker).
      const signal = this.cancels.watch(job.id);
      try {
        const fetched = await this.fetchInputs(job, tool, workDir, signal).catch((error: unknown) => {
          if (signal.aborted) return { cancelled: true as const };
          throw error;
        });
        if ("cancelled" in fetched) return { kind: "cancelled" };
        if ("error" in fetched) return { kind: "failed", error: fetched.error, retryable: false };
        const ready = { ...job, inputs: fetched.inputs };
        outcome = tool ? await this.runOnWorker(ready, tool, workDir, signal) : await this.runSteps(ready, workDir, signal);
      } finally {
        this.cancels.unwatch(job.id);
      }
    } catch (error) {
      if (!(error instanceof FileNotFoundError)) throw error;
      // A job cancelled as it started has its inputs deleted by the cancel: nothing is wrong.
      const now = await this.options.store.getJob(job.id);
      if (now && hasEnded(now)) return { kind: "inputsMissing" };
      this.options.log.error({ err: error, jobId: job.id }, "a job's input files are missing");
      return { kind: "inputsMissing" };
    }
    if (outcome.kind !== "done") return outcome;
    const { bytes } = await this.options.files.adopt(key, outcome.resultPath);
    return { kind: "stored", resultKey: key, bytes, pageCount: outcome.pageCount, notes: outcome.notes };
  }

  private async runOnWorker(job: JobRecord, tool: AnyTool, workDir: string, signal: AbortSignal): Promise<WorkerOutcome> {
    const inputDir = path.join(workDir, "in");
    await fs.mkdir(inputDir, { recursive: true });
    const inputs = [];
    for (const input of job.inputs) {
      inputs.push({ path: await this.options.files.materialize(input.key, inputDir), name: input.name, bytes: input.bytes });
    }
    const secrets = job.sealedSecrets === null ? {} : (JSON.parse(this.options.secrets.open(job.sealedSecrets)) as Record<string, string>);
    const progress = recordProgress(this.options.store, job.id, this.options.log);
    try {
      return await this.options.pool.run(
        {
          type: "run",
          jobId: job.id,
          tool: tool.name,
          inputs,
          fields: job.fields,
          secrets,
          format: resultFormatOf(tool, job),
          baseName: partsBaseName({ tool, inputNames: job.inputs.map((input) => input.name), extension: resultFormatOf(tool, job).extension }, job.fileName),
          workDir,
        },
        this.options.jobTimeoutMs,
        { onProgress: (done, total) => progress.report(done, total), signal },
      );
    } finally {
      // A write still in flight lands before the job's end is recorded, which clears it.
      await progress.stop();
    }
  }

  /**
   * Exports whose last attempt failed and whose next is due, each claimed so that no other
   * process tries it at the same time; one pass at a time.
   */
  private async retryDueExports(): Promise<void> {
    if (this.exportsRetrying || this.stopped) return;
    this.exportsRetrying = true;
    try {
      const now = new Date();
      const exporting = this.exporting();
      const due = await this.options.store.claimDueExports(now, new Date(now.getTime() + exporting.timeoutMs * 2), 10);
      for (const job of due) {
        const outcome =
          job.resultKey === null || job.resultDeletedAt !== null
            ? { status: "Failed" as const, error: "the result expired or was deleted before it could be exported", at: new Date(), nextAt: null }
            : await exportResult(exporting, job, job.resultKey, job.export?.attempts ?? 0);
        await this.options.store.recordExport(job.id, outcome);
      }
    } catch (error) {
      this.options.log.error({ err: error }, "retrying exports failed");
    } finally {
      this.exportsRetrying = false;
    }
  }

  /** What putting results to export URLs takes; the retries of failed attempts (result-export.ts) use the same. */
  private exporting() {
    return {
      files: this.options.files,
      secrets: this.options.secrets,
      rule: this.options.urls?.rule ?? { allowPrivate: false, allowedOrigins: new Set<string>() },
      timeoutMs: this.options.urls?.timeoutMs ?? 60_000,
      retryDelaysMs: this.options.urls?.exportRetryDelaysMs ?? [],
      workRoot: this.options.workRoot,
    };
  }

  /** The job's inputs, those given by URLs fetched first (checked against the tool that takes them). */
  private async fetchInputs(job: JobRecord, tool: AnyTool | null, workDir: string, signal: AbortSignal) {
    if (!job.inputs.some((input) => input.url)) return { inputs: [...job.inputs] };
    const first = tool ?? this.options.tools.get(pipelineOf(job).steps[0]?.tool ?? "");
    // The same look an uploaded file gets at the call: empty, or plainly of a type the tool never takes.
    const refuse = first ? (file: { head: Uint8Array; name: string; bytes: number; index: number }) => refuseWrongFile(first, { field: "url", ...file })?.detail ?? null : undefined;
    return fetchUrlInputs(job.inputs, path.join(workDir, "fetched"), {
      files: this.options.files,
      rule: this.options.urls?.rule ?? { allowPrivate: false, allowedOrigins: new Set() },
      timeoutMs: this.options.urls?.timeoutMs ?? 60_000,
      ...(refuse ? { refuse } : {}),
    }, signal);
  }

  /** A pipeline's steps, one after another; how many were started is kept for the refund if it fails. */
  private async runSteps(job: JobRecord, workDir: string, signal: AbortSignal): Promise<WorkerOutcome> {
    const secrets = job.sealedSecrets === null ? {} : (JSON.parse(this.options.secrets.open(job.sealedSecrets)) as Record<string, string>);
    const progress = recordProgress(this.options.store, job.id, this.options.log);
    try {
      const run = await runPipeline(
        { pool: this.options.pool, files: this.options.files, tools: this.options.tools, stepTimeoutMs: this.options.jobTimeoutMs, signal },
        job,
        workDir,
        secrets,
        (index, total) => progress.report(index, total),
      );
      this.stepsStarted.set(job.id, run.stepsStarted);
      return run.outcome;
    } finally {
      await progress.stop();
    }
  }

  private async record(job: JobRecord, claim: Claim, outcome: AttemptOutcome): Promise<void> {
    switch (outcome.kind) {
      case "stored": {
        const completedAt = new Date();
        const result = {
          resultKey: outcome.resultKey,
          resultBytes: outcome.bytes,
          pageCount: outcome.pageCount,
          notes: outcome.notes,
          completedAt,
          resultExpiresAt: new Date(completedAt.getTime() + this.options.resultTtlMs),
        };
        this.stepsStarted.delete(job.id);
        // The first attempt to put the result to the caller's storage is made before the job is
        // recorded Completed, so that its job.completed event already says where the result went.
        const exported = job.exportSealedUrl === null ? null : await exportResult(this.exporting(), job, outcome.resultKey, 0);
        const completed = await this.end(job, async (tx) => {
          const marked = await this.options.store.markCompleted(job.id, result, tx);
          return marked && exported ? this.options.store.recordExport(job.id, exported, tx) : marked;
        });
        await this.finish(job);
        if (completed) this.options.events.emit("completed", completed);
        else await this.options.files.remove(outcome.resultKey);
        return;
      }
      case "inputsMissing":
        // Inputs are removed only once a job has ended; missing ones cannot come back.
        return this.fail(job, { code: "Internal", detail: "The job's input files are no longer stored; submit the job again." });
      case "failed":
        // The catalogue says which failures another attempt may cure (an engine crash, a timeout;
        // never a damaged file or a wrong password): those get one, later, within the same
        // attempts a lost worker gets.
        if (outcome.retryable && claim.attempt < this.options.maxAttempts) {
          this.options.log.warn({ jobId: job.id, attempt: claim.attempt, code: outcome.error.code }, "job failed in a way worth another try; retrying");
          return this.handBack(job.id, RETRY_DELAY_MS * 2 ** (claim.attempt - 1));
        }
        return this.fail(job, outcome.error);
      case "timeout":
        return this.fail(job, {
          code: "Timeout",
          detail: `The job ran longer than the ${Math.round(this.options.jobTimeoutMs / 1000)} seconds a job may take and was stopped.`,
        });
      case "outOfMemory":
        return this.fail(job, new JobError("OutOfMemory").toInfo());
      case "stopped":
        return this.handBack(job.id, 0);
      case "cancelled":
        // Whoever cancelled it has ended it already; what is left is cleaning up after it, and
        // giving back a pipeline's steps that never ran.
        await this.refundStepsNotRun(job);
        return this.fail(job, new JobError("Cancelled").toInfo());
      case "crashed":
        if (this.handingBack) return this.handBack(job.id, 0);
        this.options.log.warn({ jobId: job.id, attempt: claim.attempt, reason: outcome.reason }, "worker lost while running a job");
        return this.retryOrGiveUp(job.id, claim.attempt);
    }
  }

  private async retryOrGiveUp(jobId: string, attempt: number): Promise<void> {
    const job = await this.options.store.getJob(jobId);
    if (!job) return this.options.queue.complete(jobId);
    if (job.status !== "Queued" && job.status !== "Processing") return this.cleanUpEnded(job);
    if (attempt >= this.options.maxAttempts) {
      return this.fail(job, workerLost(attempt));
    }
    return this.handBack(jobId, 0);
  }

  /**
   * Puts a job back in the queue, to be claimed again after `delayMs`, if this runner still holds
   * it: one whose lease ran out while the job ran (another runner has taken it over, or pg-boss
   * has given it out again) leaves the job to its new holder.
   */
  private async handBack(jobId: string, delayMs: number): Promise<void> {
    if (!(await this.options.queue.renew(jobId, this.runnerId, this.options.leaseMs))) {
      this.options.log.warn({ jobId }, "a job's lease ran out while it ran; leaving it to whoever holds it now");
      return;
    }
    // A job another attempt has ended meanwhile (or that was deleted) is not run again.
    if (!(await this.options.store.markRequeued(jobId))) return this.options.queue.complete(jobId);
    await this.options.queue.release(jobId, delayMs);
  }

  private async fail(job: JobRecord, error: JobErrorInfo): Promise<void> {
    const failed = await this.end(job, (tx) => this.options.store.markFailed(job.id, error, new Date(), tx));
    await this.finish(job);
    if (!failed) return;
    // A failed job keeps nothing in the store: its whole folder goes. Only when this attempt is
    // what failed it: a job another attempt has completed keeps its result.
    await this.options.files.removePrefix(jobPrefix(job.id));
    await this.refundStepsNotRun(failed);
    this.options.events.emit("failed", failed);
  }

  /**
   * A failed pipeline counts the steps it started (the one that failed among them, as a failed
   * job counts); those that never ran are given back. One that failed before any step counts as
   * one, as any failed job does.
   */
  private async refundStepsNotRun(job: JobRecord): Promise<void> {
    if (!isPipeline(job)) return;
    const started = Math.max(1, this.stepsStarted.get(job.id) ?? 0);
    this.stepsStarted.delete(job.id);
    const { steps, month } = pipelineOf(job);
    const notRun = steps.slice(started).map((step) => step.paid);
    if (notRun.length === 0 || !this.options.refundSteps) return;
    await this.options.refundSteps(job, month, notRun).catch((error) => this.options.log.error({ err: error, jobId: job.id }, "giving back a pipeline's steps that never ran failed"));
  }

  /**
   * Records a job's end and, in the same transaction, what must follow from it (its webhook
   * event): both happen or neither, whatever stops the process. What the follow-up needs to read
   * is read first, outside the transaction.
   */
  private async end(job: JobRecord, mark: (tx: SqlClient) => Promise<JobRecord | null>): Promise<JobRecord | null> {
    const follow = (await this.options.onEnd?.(job)) ?? null;
    return this.options.sql.transaction(async (tx) => {
      const ended = await mark(tx);
      if (ended && follow) await follow(tx, ended);
      return ended;
    });
  }

  /**
   * Inputs are deleted as soon as the job finishes, secrets with them. So is its work
   * folder, which a process killed while running the job left behind for whoever ends it.
   */
  private async finish(job: JobRecord): Promise<void> {
    await Promise.all(job.inputs.map((input) => this.options.files.remove(input.key)));
    await this.options.store.eraseSecrets(job.id);
    await fs.rm(path.join(this.options.workRoot, job.id), { recursive: true, force: true });
    await this.options.queue.complete(job.id);
  }

  /** What `finish` (and `fail`) would have done for a job whose end is already recorded. */
  private async cleanUpEnded(job: JobRecord): Promise<void> {
    await this.finish(job);
    if (job.status === "Failed") await this.options.files.removePrefix(jobPrefix(job.id));
  }

  /** Leases that ran out belong to workers that died with the job in hand (another process, or before a restart). */
  private async reclaimExpiredLeases(): Promise<void> {
    try {
      const expired = await this.options.queue.takeExpired(new Date(), this.runnerId, this.options.leaseMs);
      for (const claim of expired) {
        if (this.holds(claim.jobId)) continue;
        await this.retryOrGiveUp(claim.jobId, claim.attempt);
      }
    } catch (error) {
      this.options.log.error({ err: error }, "reclaiming expired leases failed");
    }
  }
}

/** What an attempt leaves to be recorded once its work folder is gone: a result is in the store by then. */
type AttemptOutcome = Exclude<WorkerOutcome, { kind: "done" }> | { kind: "stored"; resultKey: string; bytes: number; pageCount: number | null; notes: readonly string[] } | { kind: "inputsMissing" };

/** The format chosen when the call was accepted, found again by the content type the job keeps. */
function resultFormatOf(tool: AnyTool, job: JobRecord): ResultFormat {
  const format = tool.result.formats.find((candidate) => candidate.contentType === job.resultContentType);
  if (!format) throw new Error(`${tool.name} has no result format of type ${job.resultContentType}`);
  return format;
}

/** Before the second attempt of a job that failed retryably; doubled before each further one. */
const RETRY_DELAY_MS = 2000;

function workerLost(times: number): JobErrorInfo {
  return { code: "WorkerLost", detail: `The worker running this job stopped ${times} times; the file may be too demanding, or try again later.` };
}
