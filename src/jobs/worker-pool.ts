import { fork, type ChildProcess } from "node:child_process";
import { EventEmitter } from "node:events";
import fs from "node:fs/promises";
import type { JobErrorInfo } from "../errors/job-errors.ts";
import type { Logger } from "../logger.ts";
import type { RunTask, WorkerMessage } from "./worker-protocol.ts";

export type WorkerOutcome =
  | { kind: "done"; resultPath: string; pageCount: number | null }
  | { kind: "failed"; error: JobErrorInfo; retryable: boolean }
  | { kind: "timeout" }
  | { kind: "outOfMemory" }
  | { kind: "crashed"; reason: string };

interface Worker {
  readonly id: number;
  readonly child: ChildProcess;
  ready: boolean;
  busy: boolean;
}

export interface WorkerPoolOptions {
  readonly size: number;
  readonly registryModule: string;
  readonly memoryMb: number;
  readonly log: Logger;
  readonly logLevel: string;
  /** Settings the workers need from the parent's config (which only the parent reads), as environment. */
  readonly env?: Readonly<Record<string, string>>;
}

const workerModule = new URL("./worker-process.ts", import.meta.url);
const MEMORY_POLL_MS = 200;

/**
 * Long-lived worker processes, each running one job at a time. Separate processes, not
 * threads: a tool that crashes (a native abort in a codec), hangs or eats memory takes down
 * only its own process; the pool fails that job and starts a fresh worker in its place.
 */
export class WorkerPool extends EventEmitter {
  private readonly options: WorkerPoolOptions;
  private readonly workers = new Set<Worker>();
  private readonly waiters: Array<(worker: Worker) => void> = [];
  private nextId = 1;
  private closing = false;

  constructor(options: WorkerPoolOptions) {
    super();
    this.options = options;
  }

  /** Starts every worker and resolves once they have all loaded and warmed up. */
  async start(): Promise<void> {
    await Promise.all(Array.from({ length: this.options.size }, () => this.spawn()));
  }

  get size(): number {
    return this.options.size;
  }

  idleCount(): number {
    let idle = 0;
    for (const worker of this.workers) if (worker.ready && !worker.busy) idle++;
    return idle;
  }

  /** Pids of the live workers (for operators and tests that stop one on purpose). */
  pids(): number[] {
    return [...this.workers].map((w) => w.child.pid).filter((pid): pid is number => pid !== undefined);
  }

  private spawn(): Promise<void> {
    const worker: Worker = {
      id: this.nextId++,
      child: fork(workerModule, [], {
        // The JS heap limit catches runaway JS; WebAssembly memory is watched through RSS below.
        execArgv: [`--max-old-space-size=${this.options.memoryMb}`],
        env: { ...process.env, ...this.options.env, DOCTOOLS_WORKER_REGISTRY: this.options.registryModule, DOCTOOLS_WORKER_LOG_LEVEL: this.options.logLevel },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
        serialization: "advanced",
      }),
      ready: false,
      busy: false,
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
        }
        if (!this.closing) {
          // A crashed worker is replaced; a worker that cannot even start is retried slowly.
          setTimeout(() => void this.spawn(), worker.ready ? 0 : 1000).unref();
        }
      });
    });
  }

  private acquire(): Promise<Worker> {
    const worker = [...this.workers].find((w) => w.ready && !w.busy);
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

  /** Runs a task on the next free worker; the time limit starts once it has one. */
  async run(task: RunTask, timeoutMs: number): Promise<WorkerOutcome> {
    const worker = await this.acquire();
    return new Promise<WorkerOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: WorkerOutcome, kill: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(memoryWatch);
        worker.child.off("message", onMessage);
        worker.child.off("exit", onExit);
        const alive = worker.child.exitCode === null && worker.child.signalCode === null;
        if (kill && alive) worker.child.kill("SIGKILL");
        else if (alive) this.release(worker);
        resolve(outcome);
      };
      const onMessage = (message: WorkerMessage) => {
        if (message.type === "done" && message.jobId === task.jobId) {
          finish({ kind: "done", resultPath: message.resultPath, pageCount: message.pageCount }, false);
        } else if (message.type === "failed" && message.jobId === task.jobId) {
          finish({ kind: "failed", error: message.error, retryable: message.retryable }, false);
        }
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        // V8 exits with 134 (abort) after "heap out of memory"; treat it as a memory failure.
        if (code === 134 || signal === "SIGABRT") finish({ kind: "outOfMemory" }, false);
        else finish({ kind: "crashed", reason: `worker exited (code ${code}, signal ${signal})` }, false);
      };
      const timer = setTimeout(() => finish({ kind: "timeout" }, true), timeoutMs);
      const memoryWatch = setInterval(() => {
        const pid = worker.child.pid;
        if (pid === undefined) return;
        void residentMegabytes(pid).then((mb) => {
          if (mb !== null && mb > this.options.memoryMb) finish({ kind: "outOfMemory" }, true);
        });
      }, MEMORY_POLL_MS);
      worker.child.on("message", onMessage);
      worker.child.once("exit", onExit);
      worker.child.send(task);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    const exits = [...this.workers].map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.child.exitCode !== null || worker.child.signalCode !== null) return resolve();
          worker.child.once("exit", () => resolve());
          worker.child.kill("SIGKILL");
        }),
    );
    await Promise.all(exits);
  }
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
