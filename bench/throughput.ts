import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { corpusFile } from "./lib/corpus.ts";
import { cpuByArea, profileOf } from "./lib/cpu-profile.ts";
import { descendantPids, machineCpuSeconds, processCpuSeconds, startService, waitForJob, type RunningService } from "./lib/service.ts";

/**
 * Jobs per second, from the first submission to the last completion, with 1 and 2 workers, on
 * the embedded default (one process, n worker children) and on PostgreSQL + pg-boss (one API
 * process and n `doctools worker` processes): tiny jobs, which the API process bounds, and
 * CPU-bound ones, which should scale with the workers as far as the machine's cores allow.
 */
const cli = new URL("../src/cli/main.ts", import.meta.url).pathname;

/** A kind of job submitted many times over: the tool, its input and fields, and how many. */
interface Load {
  readonly label: string;
  readonly tool: string;
  readonly file: string;
  readonly fields: Record<string, string>;
  readonly jobs: number;
}

const LOADS: Load[] = [
  // Tiny: the worker's run is a few milliseconds, so the API process and the queue bound it.
  { label: "small jobs (rotate a 3-page PDF)", tool: "rotate-pdf", file: "pdf/text/merge_doc1_3p.pdf", fields: {}, jobs: 200 },
  // CPU-bound, as a worker's job is: stamping and rewriting 117 pages (about 190 ms of a
  // worker's CPU against 30-35 ms of the API process's for its 1.8 MB in and out), and
  // compressing a 14-page paper (about 0.8 s against 15 ms).
  { label: "CPU-bound jobs (watermark the 117-page thesis)", tool: "watermark-pdf", file: "pdf/text/text_geotopo_thesis_117p.pdf", fields: { text: "DRAFT" }, jobs: 30 },
  { label: "CPU-bound jobs (compress the 14-page tracemonkey paper)", tool: "compress-pdf", file: "pdf/text/text_tracemonkey_paper_14p.pdf", fields: { level: "Recommended" }, jobs: 16 },
];

async function runJobs(service: RunningService, load: Load, bytes: Buffer): Promise<number> {
  const started = performance.now();
  const ids: string[] = [];
  for (let start = 0; start < load.jobs; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, load.jobs - start) }, async () => {
        const form = new FormData();
        form.append("files", new Blob([bytes]), "doc.pdf");
        for (const [name, value] of Object.entries(load.fields)) form.append(name, value);
        const response = await fetch(`${service.baseUrl}/v1/${load.tool}`, { method: "POST", headers: { "x-api-key": service.key }, body: form });
        if (response.status !== 202) throw new Error(`submit: ${response.status} ${await response.text()}`);
        return ((await response.json()) as { id: string }).id;
      }),
    );
    ids.push(...batch);
  }
  // Long polls (each answered as its job ends), sixteen at a time in the order the jobs were
  // queued, which is about the order they end: status polls every 50 ms cost the API process
  // more than the jobs did (50-60 ms of its CPU a job against 1 ms).
  for (let at = 0; at < ids.length; at += 16) {
    const jobs = await Promise.all(ids.slice(at, at + 16).map((id) => waitForJob(service, id)));
    if (jobs.some((job) => job.status !== "Completed")) throw new Error("a job failed");
  }
  return load.jobs / ((performance.now() - started) / 1000);
}

/** A set-up running: the service, the processes that run its jobs, and how to stop it all. */
interface Running {
  readonly service: RunningService;
  /** The worker processes (and whatever they started), for their CPU time. */
  workerPids(): number[];
  stop(): Promise<void>;
}

/** CPU seconds used so far by each part of a set-up, and by the whole machine. */
function cpuNow(running: Running) {
  const workers = new Map(running.workerPids().map((pid) => [pid, processCpuSeconds(pid)]));
  return { api: processCpuSeconds(running.service.pid), workers, client: process.cpuUsage(), machine: machineCpuSeconds() };
}

/** Where one run's CPU went, per job, in seconds, and how many of the machine's cores it kept busy on average. */
function cpuOfRun(before: ReturnType<typeof cpuNow>, after: ReturnType<typeof cpuNow>, jobs: number, seconds: number) {
  let workers = 0;
  // A worker replaced during the run loses its CPU time here; none is, normally.
  for (const [pid, used] of after.workers) workers += Math.max(0, used - (before.workers.get(pid) ?? 0));
  const clientUsage = process.cpuUsage(before.client);
  const client = (clientUsage.user + clientUsage.system) / 1e6;
  const api = after.api - before.api;
  const busy = after.machine.busy - before.machine.busy;
  return {
    workers: workers / jobs,
    api: api / jobs,
    client: client / jobs,
    rest: Math.max(0, busy - workers - api - client) / jobs,
    busy: busy / jobs,
    coresBusy: busy / seconds,
    coresStolen: (after.machine.stolen - before.machine.stolen) / seconds,
  };
}

/**
 * Where the CPU went with 1 and with 2 workers, per job: the workers, the API process, this
 * client, and the rest of the machine (the database server, the kernel, anything else); how
 * many cores were busy; and the most jobs per second the machine's cores allow at what all of
 * it costs a job, whatever the number of workers.
 */
function showCpu(runs: ReturnType<typeof cpuOfRun>[], oneWorkerRate: number): string {
  const cores = os.availableParallelism();
  const each = (pick: (run: ReturnType<typeof cpuOfRun>) => number, digits = 1) => runs.map((run) => (1000 * pick(run)).toFixed(digits)).join(" / ");
  const ceiling = cores / runs.at(-1)!.busy;
  return (
    `  CPU a job with 1 / 2 workers: workers ${each((run) => run.workers)} ms, API process ${each((run) => run.api)} ms, this client ${each((run) => run.client)} ms, ` +
    `the rest of the machine (database, kernel, others) ${each((run) => run.rest)} ms; cores busy ${runs.map((run) => run.coresBusy.toFixed(2)).join(" / ")} of ${cores} ` +
    `(stolen by the host ${runs.map((run) => run.coresStolen.toFixed(2)).join(" / ")}); at what a job costs with 2 workers, ${cores} cores allow at most ${ceiling.toFixed(1)} jobs/s, ${(ceiling / oneWorkerRate).toFixed(2)}× the one-worker rate`
  );
}

/** Jobs per second of each load with 1 and then 2 workers on one set-up, the gain from the second, and where the CPU went. */
async function measureLoads(setup: string, start: (workers: number) => Promise<Running>): Promise<string[]> {
  const lines: string[] = [];
  for (const load of LOADS) {
    const bytes = await fs.readFile(corpusFile(load.file));
    const rates: number[] = [];
    const cpu: ReturnType<typeof cpuOfRun>[] = [];
    for (const workers of [1, 2]) {
      const running = await start(workers);
      try {
        await runJobs(running.service, { ...load, jobs: Math.min(load.jobs, 10) }, bytes); // warm-up
        const before = cpuNow(running);
        const started = performance.now();
        rates.push(await runJobs(running.service, load, bytes));
        cpu.push(cpuOfRun(before, cpuNow(running), load.jobs, (performance.now() - started) / 1000));
      } finally {
        await running.stop();
      }
    }
    lines.push(`${setup}, ${load.label}, ${load.jobs} jobs: 1 worker ${rates[0]!.toFixed(1)}/s, 2 workers ${rates[1]!.toFixed(1)}/s (${(rates[1]! / rates[0]!).toFixed(2)}×)`, showCpu(cpu, rates[0]!));
  }
  return lines;
}

/**
 * The API process's CPU during the tiny jobs with 2 workers, from a V8 profile of one more run
 * (profiling slows it, so it is not one of the timed runs): where its time goes, by area.
 */
async function profileApiProcess(): Promise<string[]> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-api-profile-"));
  try {
    const load = LOADS[0]!;
    const service = await startService({ DOCTOOLS_WORKERS: "2", NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${folder}` });
    const bytes = await fs.readFile(corpusFile(load.file));
    try {
      await runJobs(service, { ...load, jobs: 40 }, bytes);
      await runJobs(service, load, bytes);
    } finally {
      await service.stop();
    }
    const file = await profileOf(folder, service.pid);
    if (file === null) return ["API process profile: none written"];
    const { busyMs, startupMs, areas } = await cpuByArea(file);
    const jobs = load.jobs + 40;
    return [
      `API process CPU in a profiled run of ${jobs} ${load.label} with 2 workers, its long polls included: ${busyMs.toFixed(0)} ms busy after start-up (${startupMs.toFixed(0)} ms), ${(busyMs / jobs).toFixed(1)} ms a job; by area: ${areas.join(", ")}`,
    ];
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

export async function benchThroughput(databaseUrl: string | null): Promise<string[]> {
  // startService lifts the demo plan's limits (120 requests a minute, 100 jobs waiting) for the whole run.
  const lines = [
    ...(await measureLoads("embedded (SQLite, local disk; n worker children of one process)", async (workers) => {
      const service = await startService({ DOCTOOLS_WORKERS: String(workers) });
      return { service, workerPids: () => descendantPids(service.pid), stop: () => service.stop() };
    })),
    ...(await profileApiProcess()),
  ];
  if (!databaseUrl) return [...lines, "PostgreSQL: not measured (set DATABASE_URL for the bench, e.g. postgres://postgres@127.0.0.1:5432/test)"];
  lines.push(
    ...(await measureLoads("PostgreSQL + pg-boss (1 API process, n `doctools worker` processes)", async (workers) => {
      const schema = `bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
      const env = { DATABASE_URL: databaseUrl, DOCTOOLS_DB_SCHEMA: schema, DOCTOOLS_SECRET_KEY: `bench-${schema}` };
      const service = await startService({ ...env, DOCTOOLS_WORKERS: "0" });
      const children: ChildProcess[] = [];
      const stop = async () => {
        for (const child of children) {
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill("SIGTERM");
          await exited;
        }
        await service.stop();
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_queue CASCADE`);
        await client.end();
      };
      try {
        for (let i = 0; i < workers; i++) {
          const child = spawn(process.execPath, [cli, "worker"], {
            env: { ...process.env, ...env, DOCTOOLS_PLANS_FILE: service.plansFile, DOCTOOLS_DATA_DIR: service.dataDir, DOCTOOLS_WORKERS: "1", DOCTOOLS_LOG_LEVEL: "warn" },
            stdio: ["ignore", "inherit", "pipe"],
          });
          children.push(child);
          // Its start-up line is on stderr.
          await new Promise<void>((resolve) => child.stderr!.on("data", (chunk: Buffer) => /worker running/.test(chunk.toString()) && resolve()));
        }
      } catch (error) {
        await stop();
        throw error;
      }
      // Each `doctools worker` runs its jobs in worker processes of its own.
      const workerPids = () => children.flatMap((child) => (child.pid === undefined ? [] : [child.pid, ...descendantPids(child.pid)]));
      return { service, workerPids, stop };
    })),
  );
  return lines;
}

if (import.meta.main) {
  for (const line of await benchThroughput(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test")) console.log(line);
}
