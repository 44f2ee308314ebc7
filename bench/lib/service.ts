import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createWriteStream, readdirSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { statusMiB } from "../../test/helpers/resident-memory.ts";

export interface RunningService {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly key: string;
  readonly pid: number;
  /** The plans the service was started with (benchPlans unless the caller gave its own), for worker processes of its own. */
  readonly plansFile: string;
  stop(): Promise<void>;
}

const cli = new URL("../../src/cli/main.ts", import.meta.url).pathname;

/**
 * The demo account's plan for benchmarks: the Developer plan's 120 requests a minute and 5,000
 * operations a month would stop a bench part way (a refused call is a 429, not a job).
 */
const benchPlans = [
  {
    name: "Developer",
    apiAccess: true,
    webhooks: true,
    limits: { operationsPerMonth: 1e7, paidToolJobsPerMonth: 1e7, storageBytes: 1e13, maxFileBytes: 262144000, batchMaxFiles: 500, requestsPerMinute: 1e7, maxRunningJobs: 64, maxQueuedJobs: 100000, maxOpenUploads: 1000 },
  },
];

/** Starts `doctools serve` as its own process on an empty data folder and reads the demo key it prints. */
export async function startService(env: Record<string, string> = {}): Promise<RunningService> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-bench-"));
  const plansFile = path.join(dataDir, "bench-plans.json");
  await fs.writeFile(plansFile, JSON.stringify(benchPlans));
  const child: ChildProcess = spawn(process.execPath, [cli, "serve"], {
    env: { ...process.env, DOCTOOLS_DATA_DIR: dataDir, PORT: "0", DOCTOOLS_LOG_LEVEL: process.env.DOCTOOLS_BENCH_LOG ? (process.env.DOCTOOLS_LOG_LEVEL ?? "info") : "warn", DOCTOOLS_PLANS_FILE: plansFile, ...env },
    // The banner (demo key, address) is on stderr; stdout is the JSON log, kept for the errors below.
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // DOCTOOLS_BENCH_LOG=file keeps the service's JSON log, at info level or DOCTOOLS_LOG_LEVEL's (debug shows each job's steps).
  if (process.env.DOCTOOLS_BENCH_LOG) child.stdout!.pipe(createWriteStream(process.env.DOCTOOLS_BENCH_LOG));
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
    plansFile: env.DOCTOOLS_PLANS_FILE ?? plansFile,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface JobState {
  readonly status: string;
  readonly createdAt: string;
  readonly completedAt: string | null;
  readonly error: { code: string; detail: string } | null;
}

/** Submits a tool call; a refusal stops the bench with the problem's detail. */
export async function submitJob(service: RunningService, tool: string, form: FormData): Promise<string> {
  const response = await fetch(`${service.baseUrl}/v1/${tool}`, { method: "POST", headers: { "x-api-key": service.key }, body: form });
  const body = (await response.json()) as { id?: string; detail?: string; title?: string };
  if (response.status !== 202 || typeof body.id !== "string") throw new Error(`${tool} refused (${response.status}): ${body.detail ?? body.title ?? JSON.stringify(body)}`);
  return body.id;
}

/** Waits for a job's end with long polls (the answer comes as the job ends), not a busy loop. */
export async function waitForJob(service: RunningService, id: string): Promise<JobState> {
  for (;;) {
    const response = await fetch(`${service.baseUrl}/v1/jobs/${id}?wait=30`, { headers: { "x-api-key": service.key } });
    const job = (await response.json()) as JobState & { detail?: string };
    if (response.status !== 200) throw new Error(`job ${id}: ${response.status} ${job.detail ?? JSON.stringify(job)}`);
    if (job.status === "Completed" || job.status === "Failed") return job;
  }
}

/** Submits, waits, and downloads the result; a failed job stops the bench with its error. */
export async function runJob(service: RunningService, tool: string, form: FormData): Promise<{ job: JobState; result: Uint8Array }> {
  const id = await submitJob(service, tool, form);
  const job = await waitForJob(service, id);
  if (job.status !== "Completed") throw new Error(`${tool} failed: ${JSON.stringify(job.error)}`);
  const response = await fetch(`${service.baseUrl}/v1/jobs/${id}/result`, { headers: { "x-api-key": service.key } });
  if (response.status !== 200) throw new Error(`${tool} result: ${response.status}`);
  return { job, result: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * What runJob does, with curl as the client: the files uploaded from disk and the result saved
 * to a file of its own, then read. curl costs what a native client does, where Node's fetch
 * spends more on building and reading large bodies than the service takes to receive them (50
 * photos of 35 MB: 0.3-0.4 s against curl's 0.23-0.26 s to send them). Seconds from submission
 * to the result downloaded.
 */
export async function runJobWithCurl(service: RunningService, tool: string, files: readonly string[], fields: Record<string, string>): Promise<{ seconds: number; result: Uint8Array; job: JobState }> {
  const curl = (args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn("curl", ["-sS", "-H", `x-api-key: ${service.key}`, ...args], { stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.once("exit", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`curl: ${stderr.trim()}`))));
    });
  const form = [...files.flatMap((file) => ["-F", `files=@${file}`]), ...Object.entries(fields).flatMap(([name, value]) => ["-F", `${name}=${value}`])];
  const out = path.join(os.tmpdir(), `doctools-bench-curl-${randomUUID()}`);
  try {
    const started = performance.now();
    const body = JSON.parse(await curl([...form, `${service.baseUrl}/v1/${tool}`])) as { id?: string; detail?: string };
    if (typeof body.id !== "string") throw new Error(`${tool} refused: ${body.detail ?? JSON.stringify(body)}`);
    const job = await waitForJob(service, body.id);
    if (job.status !== "Completed") throw new Error(`${tool} failed: ${JSON.stringify(job.error)}`);
    await curl(["-f", "-o", out, `${service.baseUrl}/v1/jobs/${body.id}/result`]);
    const seconds = (performance.now() - started) / 1000;
    return { seconds, result: new Uint8Array(await fs.readFile(out)), job };
  } finally {
    await fs.rm(out, { force: true });
  }
}

/** Seconds from a job's creation (its inputs stored) to its completion (its result stored): queue, worker and storage. */
export function serverSeconds(job: JobState): number {
  return (Date.parse(job.completedAt!) - Date.parse(job.createdAt)) / 1000;
}

/** The median time curl takes to start, fetch nothing and exit: a cost each of its requests pays. */
export function curlStartSeconds(): number {
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    execFileSync("curl", ["-sS", "-o", "/dev/null", "file:///dev/null"]);
    times.push((performance.now() - started) / 1000);
  }
  return median(times);
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
 * Pids of every descendant of `pid`. This kernel's /proc has no `children` files, so each
 * process's parent is read from /proc/<n>/stat; synchronously, as an async scan of ~100
 * processes takes ~13 ms, too long beside a 20 ms sampling period.
 */
export function descendantPids(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(Number(name));
    if (fields === null) continue; // exited since the listing
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Linux counts CPU time in clock ticks of 1/100 s (USER_HZ; `getconf CLK_TCK`), the same on every architecture it runs on. */
const TICKS_PER_SECOND = 100;

/** CPU seconds, user and system, a process has used so far; 0 for one that has exited. */
export function processCpuSeconds(pid: number): number {
  const fields = statFields(pid);
  // utime and stime.
  return fields === null ? 0 : (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * The fields of /proc/<pid>/stat after the command name, from the state on (state, parent,
 * …); null for a process that has exited. The name (field 2) may hold spaces and parentheses,
 * so the fields start after its last ")".
 */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/**
 * CPU seconds so far of the whole machine: busy (every core, every process and the kernel) and
 * stolen (time its virtual CPUs wanted and the host gave to another guest).
 */
export function machineCpuSeconds(): { busy: number; stolen: number } {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal …; guest time is already in user.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
  return { busy: (user + nice + system + irq + softirq) / TICKS_PER_SECOND, stolen: steal / TICKS_PER_SECOND };
}

/** Summed and largest resident memory of some processes in MiB; one that has exited counts nothing. */
function residentOf(pids: readonly number[]): { sumMiB: number; largestMiB: number } {
  let sum = 0;
  let largest = 0;
  for (const pid of pids) {
    try {
      const mib = statusMiB(pid, "VmRSS");
      sum += mib;
      largest = Math.max(largest, mib);
    } catch {
      // exited
    }
  }
  return { sumMiB: sum, largestMiB: largest };
}

/**
 * Samples the summed resident memory of a process's descendants every 20 ms from now on: for
 * the service's pid, its worker processes (the spare too) without the HTTP process. The tree
 * is listed again every 240 ms, so a worker started mid-job is counted; `stop()` gives the
 * baseline (the workers' own memory before the job), the peak and the growth between them,
 * and the largest single process seen (the job's worker: the one process that compares with a
 * native tool's, as the sum holds an idle spare).
 */
export function watchTreeResidentMemory(pid: number): { stop(): { baselineMiB: number; peakMiB: number; growthMiB: number; largestMiB: number } } {
  let pids = descendantPids(pid);
  const baseline = residentOf(pids);
  let peakMiB = baseline.sumMiB;
  let largestMiB = baseline.largestMiB;
  const sample = () => {
    const now = residentOf(pids);
    peakMiB = Math.max(peakMiB, now.sumMiB);
    largestMiB = Math.max(largestMiB, now.largestMiB);
  };
  let samples = 0;
  const sampler = setInterval(() => {
    if (++samples % 12 === 0) pids = descendantPids(pid);
    sample();
  }, 20);
  return {
    stop() {
      clearInterval(sampler);
      sample();
      return { baselineMiB: baseline.sumMiB, peakMiB, growthMiB: peakMiB - baseline.sumMiB, largestMiB };
    },
  };
}

/**
 * A native command's peak resident memory in MiB, from GNU time's %M (the kernel's exact
 * high-water mark, no sampling). Meant for a run of its own, so timed runs stay bare.
 */
export function nativePeakMiB(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const run = spawnSync("/usr/bin/time", ["-f", "%M", command, ...args], { encoding: "utf8", env, stdio: ["ignore", "ignore", "pipe"] });
  if (run.status !== 0) throw new Error(`${command} failed: ${run.stderr.trim().split("\n")[0]}`);
  return Number(run.stderr.trim().split("\n").at(-1)) / 1024;
}

/** What the "peak" figures of the service benches measure, for their reports. */
export const PEAK_NOTE =
  "peak memory: doctools = summed RSS of the service's worker processes (1 worker + the warm spare, not the HTTP process), sampled every 20 ms over one extra job after the timed ones, (+ its growth over that sum just before the job; largest single worker); native = GNU time's max RSS of one extra run";

/** "peak 212 MiB (+95; largest worker 140)": a peak, its growth over the baseline, and the largest process when watched over a tree. */
export function showPeak(memory: { peakMiB: number; growthMiB: number; largestMiB?: number }): string {
  const largest = memory.largestMiB === undefined ? "" : `; largest worker ${memory.largestMiB.toFixed(0)}`;
  return `peak ${memory.peakMiB.toFixed(0)} MiB (+${memory.growthMiB.toFixed(0)}${largest})`;
}
