import { JobError } from "../errors/job-errors.ts";

/** A started engine (a LibreOffice, a Chromium) that its slot can stop. */
export interface EngineInstance {
  /** False once the engine's process has gone on its own. */
  readonly alive: boolean;
  /** Stops the engine, waiting a bounded time, killing it if it does not go. */
  close(): Promise<void>;
  /** Kills the engine's processes at once, without waiting. */
  kill(): void;
}

export interface EngineSlotOptions<E extends EngineInstance> {
  /** The engine's name in messages ("LibreOffice"). */
  readonly name: string;
  /** Starts a fresh engine with a private profile of its own; `signal` aborts a slow start. */
  start(signal: AbortSignal): Promise<E>;
  readonly startTimeoutMs: number;
  /** The engine is retired after this many uses. */
  readonly maxUses: number;
  /** Start the next engine as soon as one is retired, so the next use does not wait for it. */
  readonly keepWarm: boolean;
}

/**
 * Holds at most one engine of a kind for a worker process, which runs one job at a time:
 * started when first needed (within a time limit), used once per conversion, and disposed of
 * the way a worker is: after `maxUses` uses, after any failure (its state is unknown), and at
 * once when the job's signal aborts (time limit, shutdown), so a hung conversion never outlives
 * its job. A dead engine found between jobs is replaced before use.
 */
export class EngineSlot<E extends EngineInstance> {
  private current: { engine: E; uses: number } | null = null;
  private starting: Promise<E> | null = null;
  private readonly options: EngineSlotOptions<E>;
  private closed = false;

  constructor(options: EngineSlotOptions<E>) {
    this.options = options;
  }

  /** Runs `work` on a live engine; the engine is retired if `work` fails or `signal` aborts. */
  async use<T>(signal: AbortSignal, work: (engine: E) => Promise<T>): Promise<T> {
    signal.throwIfAborted();
    if (this.closed) throw new Error(`${this.options.name} is not available: its worker is stopping`);
    const engine = await this.engine(signal);
    const entry = this.current!;
    const onAbort = () => this.kill(engine);
    signal.addEventListener("abort", onAbort, { once: true });
    try {
      // A conversion that ignores the signal (an engine that hangs) must not hold the job: the
      // engine is killed on abort, and the job is answered without waiting for `work` to notice.
      const result = await abortable(work(engine), signal);
      signal.throwIfAborted();
      entry.uses++;
      if (entry.uses >= this.options.maxUses) void this.retire(engine);
      return result;
    } catch (error) {
      if (this.current?.engine === engine) this.kill(engine);
      throw signal.aborted ? signal.reason instanceof Error ? signal.reason : new DOMException(String(signal.reason), "AbortError") : error;
    } finally {
      signal.removeEventListener("abort", onAbort);
    }
  }

  /** Stops the engine, if any: when the worker process ends. */
  async close(): Promise<void> {
    this.closed = true;
    const starting = this.starting;
    this.starting = null;
    const current = this.current;
    this.current = null;
    if (current) await current.engine.close();
    if (starting) await starting.then((engine) => engine.close(), () => undefined);
  }

  /** Kills every engine process at once, without waiting: the process is going. */
  killNow(): void {
    this.closed = true;
    this.current?.engine.kill();
    this.current = null;
  }

  private async engine(signal: AbortSignal): Promise<E> {
    if (this.current && !this.current.engine.alive) this.current = null;
    if (this.current) return this.current.engine;
    return abortable(this.starting ?? this.startNext(), signal);
  }

  /** Starts an engine within the start time limit; a start that fails or is late leaves nothing running. */
  private startNext(): Promise<E> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.startTimeoutMs);
    const started = this.options.start(controller.signal).then(
      (engine) => {
        clearTimeout(timer);
        if (this.starting === started) this.starting = null;
        // A slot closed while this engine started keeps nothing running.
        if (this.closed) {
          engine.kill();
          throw new Error(`${this.options.name} was started after its worker began to stop`);
        }
        this.current = { engine, uses: 0 };
        return engine;
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (this.starting === started) this.starting = null;
        const late = controller.signal.aborted;
        throw new JobError(
          "EngineUnavailable",
          late
            ? `${this.options.name} did not start within ${Math.round(this.options.startTimeoutMs / 1000)} s; try again later.`
            : `${this.options.name} could not be started; try again later.`,
          { cause: error },
        );
      },
    );
    this.starting = started;
    // A start nobody waits for (a warm spare) must not become an unhandled rejection.
    started.catch(() => undefined);
    return started;
  }

  private async retire(engine: E): Promise<void> {
    if (this.current?.engine !== engine) return;
    this.current = null;
    if (this.options.keepWarm && !this.starting && !this.closed) this.startNext();
    await engine.close();
  }

  private kill(engine: E): void {
    if (this.current?.engine === engine) {
      this.current = null;
    }
    engine.kill();
    if (this.options.keepWarm && !this.starting && !this.closed) this.startNext();
  }
}

/** Waits for `promise` unless `signal` aborts first; the promise itself goes on (a start is kept for the next use). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new DOMException(String(signal.reason), "AbortError"));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
