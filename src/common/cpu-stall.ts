import fs from "node:fs";

/** CPU time a process has used so far (all its threads), in milliseconds; null once it is gone or off Linux. */
export function cpuTimeMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces and parentheses: fields are counted after its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return Number.isFinite(ticks) ? ticks * 10 : null; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** Idle CPU time of the whole machine so far (all cores, idle and waiting for I/O), in milliseconds; null off Linux. */
export function machineIdleMs(): number | null {
  try {
    const line = fs.readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!;
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? NaN) + (fields[4] ?? 0); // idle, iowait
    return Number.isFinite(idle) ? idle * 10 : null;
  } catch {
    return null;
  }
}

export interface StallWatch {
  stop(): void;
}

/**
 * Calls `onStall` once when a process that should be working has used less than `minCpuMs` of
 * CPU over the last `windowMs` while the machine had CPU to spare (at least half a core idle on
 * average): an engine waiting on itself (seen with LibreOffice's WebAssembly build, which now and
 * then sits nearly idle in a conversion), not one starved by a busy machine, which is never
 * called stalled however little it gets. Does nothing where /proc is missing.
 */
export function watchForStall(pid: number, options: { windowMs: number; minCpuMs: number; onStall: () => void }): StallWatch {
  const samples: Array<{ at: number; cpu: number; idle: number }> = [];
  const timer = setInterval(() => {
    const cpu = cpuTimeMs(pid);
    const idle = machineIdleMs();
    if (cpu === null || idle === null) return;
    const now = Date.now();
    samples.push({ at: now, cpu, idle });
    while (samples.length > 1 && now - samples[1]!.at >= options.windowMs) samples.shift();
    const first = samples[0]!;
    const spare = idle - first.idle >= (now - first.at) / 2;
    if (now - first.at >= options.windowMs && cpu - first.cpu < options.minCpuMs && spare) {
      clearInterval(timer);
      options.onStall();
    }
  }, Math.max(100, Math.floor(options.windowMs / 10)));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
