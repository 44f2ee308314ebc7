import { fork, type ChildProcess } from "node:child_process";
import { EventEmitter } from "node:events";
import fsSync from "node:fs";
import fs from "node:fs/promises";
import type { JobErrorInfo } from "../errors/job-errors.ts";
import type { Logger } from "../logger.ts";
import type { RunTask, StopReason, WorkerMessage } from "./worker-protocol.ts";

export type WorkerOutcome =
  | { kind: "done"; resultPath: string; pageCount: number | null; notes: readonly string[] }
  | { kind: "failed"; error: JobErrorInfo; retryable: boolean }
  | { kind: "timeout" }
  /** The service is shutting down: the job goes back to the queue for another process. */
  | { kind: "stopped" }
  /** The run's `signal` was aborted (the job was cancelled): it stopped, or its worker was killed. */
  | { kind: "cancelled" }
  | { kind: "outOfMemory" }
  | { kind: "crashed"; reason: string };

interface Worker {
  readonly id: number;
  readonly child: ChildProcess;
  ready: boolean;
  busy: boolean;
  /** Retired: no more jobs; it is being stopped and replaced. */
  retired: boolean;
  jobs: number;
  /** The worker process's own resident memory last read from /proc, in MB. */
  rssMb: number;
  /**
   * The worker with the engines it started (LibreOffice, Chromium): its own resident memory and
   * its descendants' proportional share, in MB. This is what its memory share bounds.
   */
  treeMb: number;
  /** Ends the job in hand at once (the memory watch); null when idle. */
  stop: ((outcome: WorkerOutcome) => void) | null;
  /** Asks the job in hand to stop for shutdown; null when idle. */
  requestStop: (() => void) | null;
}

export interface WorkerPoolOptions {
  /** Jobs run at once. The pool keeps one process more, warm, to replace a retired one at once. */
  readonly size: number;
  readonly registryModule: string;
  /** Each worker's share of the memory budget, in MB. */
  readonly memoryMb: number;
  /** The whole process tree's budget (this process and every worker), in MB. */
  readonly budgetMb: number;
  /** A worker still this large after a job is replaced. */
  readonly recycleMb: number;
  /** A worker is replaced after this many jobs. */
  readonly maxJobs: number;
  readonly log: Logger;
  readonly logLevel: string;
  /** Settings the workers need from the parent's config (which only the parent reads), as environment. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface RunOptions {
  /** Pages or items done of their total, as the tool reports them. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * Aborted when the job is cancelled: the worker is asked to stop it (its run context's signal
   * is aborted with reason "cancel") and killed if it has not within a short grace.
   */
  readonly signal?: AbortSignal;
}

export type RetireReason = "failure" | "jobs" | "memory" | "crash";

/** A job's progress as its worker reported it, with the worker's pid: the moment a job is known to be running in that process. */
export interface WorkerProgress {
  readonly jobId: string;
  readonly pid: number;
  readonly done: number;
  readonly total: number;
}

const workerModule = new URL("./worker-process.ts", import.meta.url);
/** How often resident memory is read: WebAssembly growth is capped in the worker, this catches the rest. */
const MEMORY_POLL_MS = 100;
/** How long a worker asked to stop a job has to do so before it is killed. */
const STOP_GRACE_MS = 3000;

/**
 * Long-lived worker processes, each running one job at a time. Separate processes, not
 * threads: a tool that crashes (a native abort in a codec), hangs or eats memory takes down
 * only its own process; the pool fails that job and starts a fresh worker in its place.
 *
 * Engines are disposable: a worker is retired after any failure that may have
 * left its engine in an unknown state (the worker says so), after `maxJobs` jobs, and when it is
 * still larger than `recycleMb` after a job (WebAssembly memory never shrinks). One process
 * more than `size` is kept, so a spare is warm when a worker is retired.
 *
 * Events: `idle` (a worker is free), `retired` (with its RetireReason), and `progress` (a
 * WorkerProgress) for each progress report of a running job, which names the worker's pid.
 */
export class WorkerPool extends EventEmitter {
  private readonly options: WorkerPoolOptions;
  private readonly workers = new Set<Worker>();
  private readonly waiters: Array<(worker: Worker) => void> = [];
  private nextId = 1;
  private closing = false;
  private readonly memoryWatch: NodeJS.Timeout;
  /** Workers replaced since start, by reason (for operators and tests); each also emits `retired`. */
  readonly retirements: Record<RetireReason, number> = { failure: 0, jobs: 0, memory: 0, crash: 0 };

  constructor(options: WorkerPoolOptions) {
    super();
    this.options = options;
    this.memoryWatch = setInterval(() => void this.watchMemory(), MEMORY_POLL_MS);
    this.memoryWatch.unref();
  }

  /** Starts every worker and resolves once they have all loaded and warmed up. */
  async start(): Promise<void> {
    await Promise.all(Array.from({ length: this.options.size + 1 }, () => this.spawn()));
  }

  get size(): number {
    return this.options.size;
  }

  idleCount(): number {
    let idle = 0;
    for (const worker of this.workers) if (worker.ready && !worker.busy && !worker.retired) idle++;
    return idle;
  }

  /** Workers running a job now. */
  busyCount(): number {
    let busy = 0;
    for (const worker of this.workers) if (worker.busy && !worker.retired) busy++;
    return busy;
  }

  /** Workers started and in service, busy or not: none means no job can run here now. */
  readyCount(): number {
    let ready = 0;
    for (const worker of this.workers) if (worker.ready && !worker.retired) ready++;
    return ready;
  }

  /** Pids of the live workers (for operators and tests that stop one on purpose). */
  pids(): number[] {
    return [...this.workers].filter((w) => !w.retired).map((w) => w.child.pid).filter((pid): pid is number => pid !== undefined);
  }

  private spawn(): Promise<void> {
    const worker: Worker = {
      id: this.nextId++,
      child: fork(workerModule, [], {
        // A process group of its own, so that retiring the worker also ends every engine process
        // it started (a LibreOffice, a Chromium and its renderers), whatever state they are in.
        detached: true,
        // The JS heap limit catches runaway JS; WebAssembly memory is capped inside the worker.
        execArgv: [`--max-old-space-size=${this.options.memoryMb}`],
        env: {
          ...process.env,
          ...this.options.env,
          DOCTOOLS_WORKER_REGISTRY: this.options.registryModule,
          DOCTOOLS_WORKER_LOG_LEVEL: this.options.logLevel,
          DOCTOOLS_WORKER_SHARE_MB: String(this.options.memoryMb),
        },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
        serialization: "advanced",
      }),
      ready: false,
      busy: false,
      retired: false,
      jobs: 0,
      rssMb: 0,
      treeMb: 0,
      stop: null,
      requestStop: null,
    };
    this.workers.add(worker);
    return new Promise((resolve) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type !== "ready") return;
        worker.ready = true;
        worker.child.off("message", onMessage);
        resolve();
        this.release(worker);
      };
      worker.child.on("message", onMessage);
      worker.child.once("exit", (code, signal) => {
        this.workers.delete(worker);
        if (!worker.ready) {
          if (!this.closing) this.options.log.error({ code, signal }, "worker process exited before it was ready");
          resolve();
        } else if (!worker.retired) {
          this.countRetirement("crash");
        }
        if (!this.closing) {
          // A lost worker is replaced; a worker that cannot even start is retried slowly.
          setTimeout(() => void this.spawn(), worker.ready ? 0 : 1000).unref();
        }
      });
    });
  }

  /** Takes a worker out of service and stops it; its replacement starts when it has exited. */
  private retire(worker: Worker, reason: RetireReason): void {
    if (worker.retired) return;
    worker.retired = true;
    this.countRetirement(reason);
    this.options.log.info({ worker: worker.child.pid, reason, jobs: worker.jobs, rssMb: Math.round(worker.rssMb), treeMb: Math.round(worker.treeMb) }, "retiring a worker");
    killTree(worker.child);
  }

  private countRetirement(reason: RetireReason): void {
    this.retirements[reason]++;
    this.emit("retired", reason);
  }

  private acquire(): Promise<Worker> {
    const worker = [...this.workers].find((w) => w.ready && !w.busy && !w.retired);
    if (worker) {
      worker.busy = true;
      return Promise.resolve(worker);
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Hands a free worker to the next waiting task, or marks it idle. */
  private release(worker: Worker): void {
    const next = this.waiters.shift();
    if (next) {
      worker.busy = true;
      next(worker);
    } else {
      worker.busy = false;
      this.emit("idle");
    }
  }

  /**
   * Runs a task on the next free worker; the time limit starts once it has one. At the limit
   * the worker is asked to stop the job (its run context's signal is aborted) and killed if it
   * has not within a short grace.
   */
  async run(task: RunTask, timeoutMs: number, options: RunOptions = {}): Promise<WorkerOutcome> {
    const { signal } = options;
    if (signal?.aborted) return { kind: "cancelled" };
    const worker = await this.acquire();
    if (signal?.aborted) {
      this.release(worker);
      return { kind: "cancelled" };
    }
    return new Promise<WorkerOutcome>((resolve) => {
      let settled = false;
      let graceTimer: NodeJS.Timeout | undefined;
      const finish = (outcome: WorkerOutcome, retire: RetireReason | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(graceTimer);
        signal?.removeEventListener("abort", onCancel);
        worker.stop = null;
        worker.requestStop = null;
        worker.child.off("message", onMessage);
        worker.child.off("exit", onExit);
        worker.jobs++;
        if (worker.child.exitCode === null && worker.child.signalCode === null) void this.afterJob(worker, retire);
        resolve(outcome);
      };
      worker.stop = (outcome) => finish(outcome, "memory");
      worker.requestStop = () => askToStop("shutdown", { kind: "stopped" });
      const askToStop = (reason: StopReason, outcome: WorkerOutcome) => {
        if (settled || graceTimer) return;
        worker.child.send({ type: "abort", jobId: task.jobId, reason });
        graceTimer = setTimeout(() => finish(outcome, "failure"), STOP_GRACE_MS);
      };
      const onMessage = (message: WorkerMessage) => {
        if (!("jobId" in message) || message.jobId !== task.jobId) return;
        switch (message.type) {
          case "progress":
            options.onProgress?.(message.done, message.total);
            this.emit("progress", { jobId: task.jobId, pid: worker.child.pid!, done: message.done, total: message.total } satisfies WorkerProgress);
            return;
          case "done":
            return finish({ kind: "done", resultPath: message.resultPath, pageCount: message.pageCount, notes: message.notes ?? [] }, message.retire ? "failure" : null);
          case "failed":
            return finish({ kind: "failed", error: message.error, retryable: message.retryable }, message.retire ? "failure" : null);
          case "stopped":
            return finish(stoppedOutcome(message.reason), "failure");
        }
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        // V8 exits with 134 (abort) after "heap out of memory"; treat it as a memory failure.
        if (code === 134 || signal === "SIGABRT") finish({ kind: "outOfMemory" }, null);
        else if (this.closing) finish({ kind: "stopped" }, null);
        else finish({ kind: "crashed", reason: `worker exited (code ${code}, signal ${signal})` }, null);
      };
      const timer = setTimeout(() => askToStop("timeout", { kind: "timeout" }), timeoutMs);
      const onCancel = () => askToStop("cancel", { kind: "cancelled" });
      signal?.addEventListener("abort", onCancel, { once: true });
      worker.child.on("message", onMessage);
      worker.child.once("exit", onExit);
      worker.child.send(task);
    });
  }

  /** Retires a worker that must not, or need not, take another job; frees it otherwise. */
  private async afterJob(worker: Worker, retire: RetireReason | null): Promise<void> {
    if (retire === null && worker.jobs >= this.options.maxJobs) retire = "jobs";
    if (retire === null) {
      worker.rssMb = (await residentMegabytes(worker.child.pid!)) ?? worker.rssMb;
      if (worker.rssMb > this.options.recycleMb) retire = "memory";
    }
    if (retire !== null) this.retire(worker, retire);
    else if (!this.closing && !worker.retired) this.release(worker);
  }

  /**
   * Reads every worker's resident memory. A busy worker past its share is stopped at once
   * (OutOfMemory); if the whole tree is past the budget, the largest busy worker is.
   */
  private async watchMemory(): Promise<void> {
    const workers = [...this.workers].filter((w) => w.child.pid !== undefined);
    await Promise.all(
      workers.map(async (w) => {
        w.rssMb = (await residentMegabytes(w.child.pid!)) ?? w.rssMb;
        w.treeMb = w.rssMb + (await descendantsMegabytes(w.child.pid!));
      }),
    );
    let total = process.memoryUsage.rss() / 1048576;
    for (const worker of workers) total += worker.treeMb;
    for (const worker of workers) {
      if (worker.stop && worker.treeMb > this.options.memoryMb) {
        worker.stop({ kind: "outOfMemory" });
        total -= worker.treeMb;
      }
    }
    if (total > this.options.budgetMb) {
      const largest = workers.filter((w) => w.stop).sort((a, b) => b.treeMb - a.treeMb)[0];
      if (largest) {
        this.options.log.warn({ totalMb: Math.round(total), budgetMb: this.options.budgetMb }, "the service is past its memory budget; stopping its largest job");
        largest.stop!({ kind: "outOfMemory" });
      }
    }
  }

  /**
   * Asks every worker to stop its job (their run contexts' signals are aborted); a worker that
   * has not within a short grace is killed. Their jobs end as `stopped`, for the caller to hand back.
   */
  stopJobs(): void {
    for (const worker of this.workers) worker.requestStop?.();
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.memoryWatch);
    const exits = [...this.workers].map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.child.exitCode !== null || worker.child.signalCode !== null) return resolve();
          worker.child.once("exit", () => resolve());
          killTree(worker.child);
        }),
    );
    await Promise.all(exits);
  }
}

function stoppedOutcome(reason: StopReason): WorkerOutcome {
  if (reason === "timeout") return { kind: "timeout" };
  if (reason === "cancel") return { kind: "cancelled" };
  return { kind: "stopped" };
}

/**
 * Kills a worker and the engines it started: its process group, and every descendant, since an
 * engine may lead a group of its own (puppeteer starts Chromium so).
 */
function killTree(child: ChildProcess): void {
  if (child.pid !== undefined) {
    for (const pid of descendantsNow(child.pid)) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // gone already
      }
    }
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // The group is gone already, or this platform has no process groups.
    }
  }
  child.kill("SIGKILL");
}

/**
 * Every descendant of a process, read at once (Linux /proc; empty where it cannot be read): at
 * once, because a killing must know them before their parent dies and they are handed to init.
 * A few small files per worker, also for the memory watch.
 */
function descendantsNow(pid: number): number[] {
  const found: number[] = [];
  let frontier = [pid];
  // Bounded: a tree deeper than this is not one an engine makes.
  for (let depth = 0; depth < 8 && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const parent of frontier) {
      try {
        for (const task of fsSync.readdirSync(`/proc/${parent}/task`)) {
          const list = fsSync.readFileSync(`/proc/${parent}/task/${task}/children`, "utf8");
          next.push(...list.split(" ").filter(Boolean).map(Number));
        }
      } catch {
        // gone, or not Linux
      }
    }
    found.push(...next);
    frontier = next;
  }
  return found;
}

/**
 * Memory of a process's descendants (its engines), in MB: each one's proportional set size, so
 * that pages Chromium's processes share are counted once, not once per process.
 */
async function descendantsMegabytes(pid: number): Promise<number> {
  const sizes = await Promise.all(descendantsNow(pid).map(proportionalMegabytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function proportionalMegabytes(pid: number): Promise<number> {
  try {
    const rollup = await fs.readFile(`/proc/${pid}/smaps_rollup`, "utf8");
    const match = /^Pss:\s+(\d+) kB/m.exec(rollup);
    if (match) return Number(match[1]) / 1024;
  } catch {
    // fall through to the resident size
  }
  return (await residentMegabytes(pid)) ?? 0;
}

/** Resident memory of a process from /proc (Linux); null where it cannot be read. */
async function residentMegabytes(pid: number): Promise<number | null> {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
