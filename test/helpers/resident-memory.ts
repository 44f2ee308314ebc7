import { readFileSync } from "node:fs";

/** A memory figure of a process from /proc/<pid>/status (VmRSS, VmHWM, …), in MiB. Synchronous, to keep up with 20 ms sampling. */
export function statusMiB(pid: number | "self", field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
}

/** Resident memory of a process in MiB, from /proc. */
export async function residentMiB(pid: number): Promise<number> {
  return statusMiB(pid, "VmRSS");
}

/**
 * Samples a process's resident memory every 20 ms from now on; `stop()` gives the baseline
 * (taken at the start), the peak and the growth between them.
 */
export async function watchResidentMemory(pid: number): Promise<{ stop(): Promise<{ baselineMiB: number; peakMiB: number; growthMiB: number }> }> {
  const baselineMiB = await residentMiB(pid);
  let peakMiB = baselineMiB;
  const sampler = setInterval(() => {
    void residentMiB(pid).then((mib) => (peakMiB = Math.max(peakMiB, mib)), () => undefined);
  }, 20);
  return {
    async stop() {
      clearInterval(sampler);
      peakMiB = Math.max(peakMiB, await residentMiB(pid).catch(() => peakMiB));
      return { baselineMiB, peakMiB, growthMiB: peakMiB - baselineMiB };
    },
  };
}
