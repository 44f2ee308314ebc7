import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { watchForStall } from "../common/cpu-stall.ts";
import { OfficeConversionError, pdfFilterData, type ConversionRequest, type OfficeEngine } from "./office-engine.ts";

const processScript = new URL("./wasm-engine-process.ts", import.meta.url);

type Reply = { id: number; ok: true } | { id: number; ok: false; stage: "load" | "export"; message: string };

/**
 * LibreOffice compiled to WebAssembly (the @matbee/libreoffice-converter package), run in a child
 * process of the worker: its memory (a few hundred MB to a few GB for large documents) is its
 * own and returns to the system when it goes, and it can be killed on a time limit without
 * killing the worker. Starting it takes a few seconds, so a slot keeps it for several conversions.
 */
export async function startWasmEngine(signal: AbortSignal): Promise<OfficeEngine> {
  // A start now and then stalls for good with the process idle (seen under load on 2 cores; a
  // normal start takes about 2 s), so a start that is not ready soon is killed and made again,
  // until the slot's own start time limit.
  for (;;) {
    const attempt = AbortSignal.any([signal, AbortSignal.timeout(ATTEMPT_MS)]);
    try {
      return await startOnce(attempt);
    } catch (error) {
      const stalled = error instanceof OfficeConversionError && error.stage === "stalled";
      if (signal.aborted || !(attempt.aborted || stalled)) throw error;
    }
  }
}

const ATTEMPT_MS = 20_000;
/** How long the start's one-line conversion may take before the engine is made again. */
const WARM_UP_MS = 6_000;
/**
 * A conversion that uses less than this much CPU over the window is taken for stuck: a working
 * one uses most of a core, and even on a busy machine far more than 8 % of one.
 */
const STALL_WINDOW_MS = 12_000;
const STALL_MIN_CPU_MS = 1000;

async function startOnce(signal: AbortSignal): Promise<OfficeEngine> {
  const child = fork(processScript, [], {
    // Only what Node needs: the process gets no secrets of the worker.
    env: { PATH: process.env.PATH ?? "", ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}) },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    serialization: "json",
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    // Kept short: only the end says why it stopped.
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(new Error("LibreOffice (WebAssembly) did not start in time"));
      signal.addEventListener("abort", onAbort, { once: true });
      child.once("message", () => resolve());
      void exited.then(() => reject(new Error(`LibreOffice (WebAssembly) ended while starting: ${stderr.trim().split("\n").slice(-3).join(" ")}`)));
    });
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  const engine = new WasmEngine(child, exited, () => stderr);
  // The first conversion of a fresh engine often sits nearly idle for 25–30 s before it goes on
  // (measured: 1 to 4 starts in 10, about 35 ms of CPU a second meanwhile, as if waiting for a
  // thread beyond the build's pool of four; in 30 engines no later conversion did). A one-line
  // document converted as part of the start takes that wait out of the jobs' way: if it is slow,
  // the engine is made again.
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-office-warm-"));
  try {
    await fs.writeFile(path.join(folder, "warm.rtf"), "{\\rtf1\\ansi warm}");
    const warm = engine.convert({ input: path.join(folder, "warm.rtf"), format: "rtf", output: path.join(folder, "warm.pdf"), target: "pdf" });
    // It takes half a second; one that has not ended in a few is the wait, cheaper to start over.
    const limit = AbortSignal.any([signal, AbortSignal.timeout(WARM_UP_MS)]);
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(new OfficeConversionError("stalled", "LibreOffice (WebAssembly) did not finish its first conversion in time"));
      if (limit.aborted) return onAbort();
      limit.addEventListener("abort", onAbort, { once: true });
      warm.then(resolve, reject).finally(() => limit.removeEventListener("abort", onAbort));
    });
  } catch (error) {
    engine.kill();
    throw error;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
  return engine;
}

class WasmEngine implements OfficeEngine {
  readonly kind = "wasm";
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;
  private readonly stderr: () => string;
  private gone = false;
  private nextId = 1;

  constructor(child: ChildProcess, exited: Promise<void>, stderr: () => string) {
    this.child = child;
    this.exited = exited;
    this.stderr = stderr;
    void exited.then(() => (this.gone = true));
  }

  get alive(): boolean {
    return !this.gone;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  convert(request: ConversionRequest): Promise<void> {
    if (this.gone) return Promise.reject(new OfficeConversionError("crashed", "LibreOffice (WebAssembly) is not running."));
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      // A conversion that uses next to no CPU for a while is stuck, not slow (see watchForStall):
      // the engine is killed and the caller may try once more on a fresh one.
      const stall = watchForStall(this.child.pid!, {
        windowMs: STALL_WINDOW_MS,
        minCpuMs: STALL_MIN_CPU_MS,
        onStall: () => {
          this.child.off("message", onMessage);
          this.kill();
          reject(new OfficeConversionError("stalled", `LibreOffice (WebAssembly) sat idle for ${STALL_WINDOW_MS / 1000} s in a conversion`));
        },
      });
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        stall.stop();
        this.child.off("message", onMessage);
        if (reply.ok) resolve();
        else reject(new OfficeConversionError(reply.stage, reply.message));
      };
      this.child.on("message", onMessage);
      void this.exited.then(() => {
        stall.stop();
        this.child.off("message", onMessage);
        reject(new OfficeConversionError("crashed", `LibreOffice (WebAssembly) stopped while converting: ${this.stderr().trim().split("\n").slice(-2).join(" ")}`));
      });
      this.child.send({
        id,
        input: request.input,
        inputFormat: request.format,
        output: request.output,
        target: request.target,
        filterOptions: request.target === "pdf" ? JSON.stringify(pdfFilterData) : "",
      });
    });
  }

  async close(): Promise<void> {
    if (this.gone) return;
    this.child.disconnect();
    const timer = setTimeout(() => this.kill(), 5000);
    await this.exited;
    clearTimeout(timer);
  }

  kill(): void {
    if (!this.gone) this.child.kill("SIGKILL");
  }
}
