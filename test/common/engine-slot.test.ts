import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { EngineSlot, type EngineInstance } from "../../src/common/engine-slot.ts";
import { JobError } from "../../src/errors/job-errors.ts";
import { eventually } from "../helpers/eventually.ts";
import { isRunning } from "../helpers/processes.ts";

/** A real process standing in for an engine: it lives until it is stopped or killed. */
class ProcessEngine implements EngineInstance {
  readonly child: ChildProcess;
  private exited = false;
  constructor() {
    this.child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1e6)"], { stdio: "ignore" });
    this.child.once("exit", () => (this.exited = true));
  }
  get alive(): boolean {
    return !this.exited;
  }
  get pid(): number {
    return this.child.pid!;
  }
  async close(): Promise<void> {
    if (this.exited) return;
    this.child.kill("SIGTERM");
    await once(this.child, "exit");
  }
  kill(): void {
    this.child.kill("SIGKILL");
  }
}


function slot(options: { maxUses?: number; keepWarm?: boolean; startTimeoutMs?: number; start?: (signal: AbortSignal) => Promise<ProcessEngine> } = {}) {
  const started: ProcessEngine[] = [];
  const engines = new EngineSlot<ProcessEngine>({
    name: "Test engine",
    startTimeoutMs: options.startTimeoutMs ?? 10_000,
    maxUses: options.maxUses ?? 3,
    keepWarm: options.keepWarm ?? false,
    start:
      options.start ??
      (async () => {
        const engine = new ProcessEngine();
        await once(engine.child, "spawn");
        started.push(engine);
        return engine;
      }),
  });
  return { engines, started };
}

const use = (engines: EngineSlot<ProcessEngine>, signal = new AbortController().signal) => engines.use(signal, async (engine) => engine.pid);

describe("an engine slot", () => {
  it("reuses one engine for maxUses conversions, then stops it and starts a fresh one", async () => {
    const { engines, started } = slot({ maxUses: 3 });
    const pids: number[] = [];
    for (let i = 0; i < 4; i++) pids.push(await use(engines));
    assert.equal(new Set(pids.slice(0, 3)).size, 1);
    assert.notEqual(pids[3], pids[0]);
    await eventually(() => !(isRunning(pids[0]!)));
    assert.equal(started.length, 2);
    await engines.close();
    assert.equal(isRunning(pids[3]!), false);
  });

  it("kills the engine after a failed conversion; the next use gets a new one", async () => {
    const { engines } = slot();
    const first = await use(engines);
    await assert.rejects(engines.use(new AbortController().signal, async () => Promise.reject(new Error("the document broke it"))), /broke it/);
    await eventually(() => !(isRunning(first)));
    const second = await use(engines);
    assert.notEqual(second, first);
    await engines.close();
  });

  it("kills the engine at once when the job's signal aborts, and says the job was stopped", async () => {
    const { engines } = slot();
    const controller = new AbortController();
    let pid = 0;
    const hung = engines.use(controller.signal, async (engine) => {
      pid = engine.pid;
      await new Promise(() => {}); // a conversion that never ends
    });
    await eventually(() => pid > 0);
    controller.abort("timeout");
    await assert.rejects(hung, (error: Error) => error.name === "AbortError");
    await eventually(() => !(isRunning(pid)));
    assert.notEqual(await use(engines), pid);
    await engines.close();
  });

  it("replaces an engine that died between two jobs", async () => {
    const { engines, started } = slot();
    const first = await use(engines);
    started[0]!.kill();
    await eventually(() => !(started[0]!.alive));
    assert.notEqual(await use(engines), first);
    await engines.close();
  });

  it("fails with EngineUnavailable when the engine does not start in time, leaving nothing running", async () => {
    let late: ProcessEngine | null = null;
    const { engines } = slot({
      startTimeoutMs: 200,
      start: async (signal) => {
        late = new ProcessEngine();
        await once(signal, "abort");
        late.kill();
        throw new Error("start abandoned");
      },
    });
    await assert.rejects(use(engines), (error: unknown) => error instanceof JobError && error.code === "EngineUnavailable" && /did not start within 0 s|did not start within/.test(error.message));
    await eventually(() => !(late!.alive));
    await engines.close();
  });

  it("keeps the next engine warm: after a retirement a fresh one is already running before the next use", async () => {
    const { engines, started } = slot({ maxUses: 1, keepWarm: true });
    const first = await use(engines);
    await eventually(() => started.length === 2);
    await eventually(() => started[1]!.alive);
    assert.equal(await use(engines), started[1]!.pid);
    assert.notEqual(started[1]!.pid, first);
    await sleep(50);
    await engines.close();
    await eventually(() => started.every((engine) => !engine.alive));
  });
});
