import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { cpuTimeMs, machineIdleMs, watchForStall } from "../../src/common/cpu-stall.ts";
import { eventually } from "../helpers/eventually.ts";

/** A real process that idles, or that spins, for the watch to look at. */
async function processThat(work: "idles" | "spins") {
  const script = work === "idles" ? "setInterval(() => {}, 1e6)" : "for (;;) {}";
  const child = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
  await once(child, "spawn");
  return child;
}

describe("the stall watch", () => {
  it("reads a process's CPU time, which grows while it works", async (context) => {
    if (cpuTimeMs(process.pid) === null) return context.skip("no /proc here");
    const child = await processThat("spins");
    try {
      const before = cpuTimeMs(child.pid!)!;
      // However busy the machine, a spinning process gets some CPU: waited for, not timed.
      assert.ok(await eventually(() => cpuTimeMs(child.pid!)! - before >= 100, { timeoutMs: 20_000, what: "the spinning process used 100 ms of CPU" }));
    } finally {
      child.kill("SIGKILL");
    }
    await once(child, "exit");
    assert.equal(cpuTimeMs(child.pid!), null, "a process that is gone has none");
  });

  it("calls a process that uses no CPU while the machine has some to spare stalled, and one that works never", async (context) => {
    if (cpuTimeMs(process.pid) === null) return context.skip("no /proc here");
    const idle = await processThat("idles");
    const busy = await processThat("spins");
    try {
      const stalled: string[] = [];
      const idleBefore = machineIdleMs()!;
      const started = Date.now();
      const watches = [
        watchForStall(idle.pid!, { windowMs: 1000, minCpuMs: 100, onStall: () => stalled.push("idle") }),
        watchForStall(busy.pid!, { windowMs: 1000, minCpuMs: 100, onStall: () => stalled.push("busy") }),
      ];
      await sleep(2500);
      for (const watch of watches) watch.stop();
      // A spinning process is never called stalled: if it got little CPU, the machine had none to spare.
      assert.ok(!stalled.includes("busy"), "the working process was called stalled");
      // The idle one is, once, when the machine had spare CPU (on a saturated machine it cannot be told from a starved one).
      const spare = machineIdleMs()! - idleBefore >= (Date.now() - started) * 0.75;
      if (spare) assert.deepEqual(stalled, ["idle"], "the idle process was called stalled, once");
    } finally {
      idle.kill("SIGKILL");
      busy.kill("SIGKILL");
    }
  });
});
