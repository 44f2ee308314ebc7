import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { corpusRoot as corpusDir } from "./lib/corpus.ts";
import { startService } from "./lib/service.ts";
import { hostileKinds, writeHostilePdfs } from "../test/fixtures/hostile-pdfs.ts";
import { pdfToolCalls } from "../test/fixtures/pdf-tool-calls.ts";

/**
 * `npm run bench:corpus`: every file of the shared corpus, and every hostile kind of
 * test/fixtures/hostile-pdfs.ts at full size (1 GiB and 4 GiB bombs), sent to every tool that
 * takes it, through `doctools serve` with its defaults (a worker per CPU), as a user would.
 * Reports submissions, outcomes by code, Internal (the goal is none), the peak resident memory
 * of the service's whole process tree, and the slowest hostile file's time to its end.
 */
const IN_FLIGHT = 4;
const MiB = 1024 * 1024;

interface Submission {
  readonly label: string;
  readonly tool: string;
  readonly files: readonly string[];
  readonly fields: Record<string, string>;
  readonly hostile: boolean;
}

const imageCalls: ReadonlyArray<{ tool: string; fields: Record<string, string> }> = [
  { tool: "convert-image", fields: { format: "Png" } },
  { tool: "image-to-pdf", fields: {} },
];

async function main(): Promise<void> {
  const plans = await writeBenchPlans();
  const hostileDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-hostile-"));
  console.log("writing the hostile files (bombs at full size)…");
  const hostile = await writeHostilePdfs(hostileDir, 1);
  const service = await startService({ DOCTOOLS_PLANS_FILE: plans, DOCTOOLS_RATE_WINDOW_SECONDS: "1", DOCTOOLS_JOB_TIMEOUT_SECONDS: "120" });
  const sampler = treeSampler(service.pid);
  try {
    const submissions: Submission[] = [];
    for (const file of await corpusFiles()) {
      const calls = file.endsWith(".pdf") ? pdfToolCalls : imageCalls.map((c) => ({ ...c, companions: [] as string[] }));
      for (const c of calls) submissions.push({ label: path.relative(corpusDir, file), tool: c.tool, files: [file, ...c.companions], fields: c.fields, hostile: false });
    }
    for (const [name, file] of hostile) {
      for (const c of pdfToolCalls) submissions.push({ label: `hostile/${name}`, tool: c.tool, files: [file, ...c.companions], fields: c.fields, hostile: true });
    }
    console.log(`${submissions.length} submissions, ${IN_FLIGHT} at a time, to ${service.baseUrl}`);
    const results: Array<Submission & { outcome: string; ms: number; detail: string }> = [];
    let next = 0;
    const runOne = async () => {
      for (let item = submissions[next++]; item; item = submissions[next++]) {
        const started = Date.now();
        const { outcome, detail } = await run(service.baseUrl, service.key, item);
        results.push({ ...item, outcome, ms: Date.now() - started, detail });
        if (results.length % 200 === 0) console.log(`  ${results.length} done`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, runOne));

    const byOutcome = new Map<string, number>();
    for (const result of results) byOutcome.set(result.outcome, (byOutcome.get(result.outcome) ?? 0) + 1);
    const completed = byOutcome.get("Completed") ?? 0;
    console.log(`\nCorpus sweep (${hostileKinds().length} hostile kinds at full size and ${results.length - hostile.size * pdfToolCalls.length} corpus submissions)`);
    console.log(`  submissions: ${results.length}`);
    console.log(`  completed: ${completed}`);
    console.log(`  failed by code: ${[...byOutcome].filter(([code]) => code !== "Completed").sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} ${n}`).join(", ")}`);
    console.log(`  Internal: ${byOutcome.get("Internal") ?? 0}`);
    for (const result of results.filter((r) => r.outcome === "Internal" || r.outcome.startsWith("HTTP"))) console.log(`    ${result.outcome}: ${result.tool} on ${result.label}: ${result.detail}`);
    console.log(`  peak resident memory of the process tree: ${Math.round(sampler.peakMiB())} MiB (service started at ${Math.round(sampler.firstMiB())} MiB)`);
    const slowest = results.filter((r) => r.hostile && r.outcome !== "Completed").sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log("  slowest hostile files to their error:");
    for (const r of slowest) console.log(`    ${(r.ms / 1000).toFixed(2)} s  ${r.tool} on ${r.label}: ${r.outcome}`);
    const slowCorpus = results.filter((r) => !r.hostile).sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log("  slowest corpus submissions:");
    for (const r of slowCorpus) console.log(`    ${(r.ms / 1000).toFixed(2)} s  ${r.tool} on ${r.label}: ${r.outcome}`);
  } finally {
    sampler.stop();
    await service.stop();
    await fs.rm(hostileDir, { recursive: true, force: true });
    await fs.rm(path.dirname(plans), { recursive: true, force: true });
  }
}

async function run(baseUrl: string, key: string, item: Submission): Promise<{ outcome: string; detail: string }> {
  const form = new FormData();
  for (const file of item.files) form.append("files", new Blob([await fs.readFile(file)]), path.basename(file));
  for (const [name, value] of Object.entries(item.fields)) form.append(name, value);
  const response = await fetch(`${baseUrl}/v1/${item.tool}`, { method: "POST", headers: { "x-api-key": key }, body: form });
  const body = (await response.json()) as { id?: string; detail?: string };
  if (response.status !== 202) return { outcome: `HTTP ${response.status}`, detail: body.detail ?? "" };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const job = (await (await fetch(`${baseUrl}/v1/jobs/${body.id}`, { headers: { "x-api-key": key } })).json()) as { status: string; error: { code: string; detail: string } | null };
    if (job.status === "Completed") return { outcome: "Completed", detail: "" };
    if (job.status === "Failed") return { outcome: job.error!.code, detail: job.error!.detail };
  }
}

async function corpusFiles(): Promise<string[]> {
  const manifest = await fs.readFile(path.join(corpusDir, "MANIFEST.tsv"), "utf8");
  return manifest
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => path.join(corpusDir, line.split("\t")[0]!));
}

/** The demo account's plan with room for the whole sweep (it has thousands of paid tool jobs). */
async function writeBenchPlans(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-bench-plans-"));
  const file = path.join(folder, "plans.json");
  const limits = { operationsPerMonth: 1_000_000, paidToolJobsPerMonth: 1_000_000, storageBytes: 200 * 1024 * MiB, maxFileBytes: 250 * MiB, batchMaxFiles: 500, requestsPerMinute: 100_000 };
  await fs.writeFile(file, JSON.stringify([{ name: "Developer", apiAccess: true, webhooks: true, ...limits }]));
  return file;
}

/** Samples the resident memory of a process and all its descendants every 50 ms, from /proc. */
function treeSampler(root: number): { peakMiB(): number; firstMiB(): number; stop(): void } {
  let peak = 0;
  let first = 0;
  const sample = async () => {
    let total = 0;
    const pending = [root];
    while (pending.length > 0) {
      const pid = pending.pop()!;
      try {
        total += Number(/VmRSS:\s+(\d+) kB/.exec(await fs.readFile(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
        for (const task of await fs.readdir(`/proc/${pid}/task`)) {
          pending.push(...(await fs.readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "")).split(" ").filter(Boolean).map(Number));
        }
      } catch {
        // ended while read
      }
    }
    if (first === 0) first = total;
    peak = Math.max(peak, total);
  };
  const timer = setInterval(() => void sample(), 50);
  return { peakMiB: () => peak, firstMiB: () => first, stop: () => clearInterval(timer) };
}

await main();
