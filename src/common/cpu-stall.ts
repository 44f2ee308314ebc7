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

export interface StallWatch {
  stop(): void;
}

/**
 * Calls `onStall` once when a process that should be working has used less than `minCpuMs` of
 * CPU over the last `windowMs`: an engine waiting for ever on itself (seen with LibreOffice's
 * WebAssembly build, which now and then sits idle in a conversion) rather than one that is slow
 * or starved by a busy machine, which still gets some CPU. Does nothing where /proc is missing.
 */
export function watchForStall(pid: number, options: { windowMs: number; minCpuMs: number; onStall: () => void }): StallWatch {
  const samples: Array<{ at: number; cpu: number }> = [];
  const timer = setInterval(() => {
    const cpu = cpuTimeMs(pid);
    if (cpu === null) return;
    const now = Date.now();
    samples.push({ at: now, cpu });
    while (samples.length > 1 && now - samples[1]!.at >= options.windowMs) samples.shift();
    const first = samples[0]!;
    if (now - first.at >= options.windowMs && cpu - first.cpu < options.minCpuMs) {
      clearInterval(timer);
      options.onStall();
    }
  }, Math.max(100, Math.floor(options.windowMs / 10)));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
