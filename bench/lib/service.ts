import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export interface RunningService {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly key: string;
  readonly pid: number;
  stop(): Promise<void>;
}

const cli = new URL("../../src/cli/main.ts", import.meta.url).pathname;

/** Starts `doctools serve` as its own process on an empty data folder and reads the demo key it prints. */
export async function startService(env: Record<string, string> = {}): Promise<RunningService> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-bench-"));
  const child: ChildProcess = spawn(process.execPath, [cli, "serve"], {
    env: { ...process.env, DOCTOOLS_DATA_DIR: dataDir, PORT: "0", DOCTOOLS_LOG_LEVEL: "warn", ...env },
    // The banner (demo key, address) is on stderr; stdout is the JSON log, kept for the errors below.
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const { baseUrl, key } = await new Promise<{ baseUrl: string; key: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start:\n${output}`)), 30_000);
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const key = /(dtk_[0-9A-Za-z]{40})/.exec(output)?.[1];
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (key && url) {
        clearTimeout(timer);
        resolve({ baseUrl: url, key });
      }
    });
    child.once("exit", (code) => reject(new Error(`service exited with ${code}:\n${output}`)));
  });
  return {
    baseUrl,
    dataDir,
    key,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MiB, from /proc. */
export async function residentMiB(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
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
