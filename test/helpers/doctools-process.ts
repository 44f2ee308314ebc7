import assert from "node:assert/strict";
import { spawn, type ChildProcessByStdio } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { eventually } from "./eventually.ts";

/** The `doctools` command as installed: the launcher that checks the Node version, then loads the sources. */
export const launcher = path.resolve(import.meta.dirname, "../../bin/doctools.js");

/**
 * The environment of a `doctools` process the tests start: only PATH and what the test gives,
 * as an operator's would be, and the test run's compile cache for Node (not a setting of the
 * service: where Node keeps the code it has compiled, so each of the many processes a run
 * starts does not compile the same sources again).
 */
export function commandEnv(env: Record<string, string>): Record<string, string> {
  const cache = process.env.NODE_COMPILE_CACHE;
  return { PATH: process.env.PATH ?? "", DOCTOOLS_LOG_LEVEL: "warn", ...(cache ? { NODE_COMPILE_CACHE: cache } : {}), ...env };
}

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs one `doctools` command to its end, as an operator would: with Node 24 unless `node` names
 * another, only PATH and `env` in its environment, in `cwd` if given, and `input` (if any) piped
 * to its stdin.
 */
export function runDoctools(args: string[], env: Record<string, string>, options: { input?: string; node?: string; cwd?: string } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.node ?? process.execPath, [launcher, ...args], {
      env: commandEnv(env),
      ...(options.cwd ? { cwd: options.cwd } : {}),
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (chunk) => (stdout += chunk));
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    // A command that stops reading early (one line is all it takes) must not fail the test.
    child.stdin?.on("error", () => {});
    child.stdin?.end(options.input);
  });
}

export interface DoctoolsProcess {
  readonly child: ChildProcessByStdio<null, Readable, Readable>;
  /** Everything printed on stderr (the banner) up to and including the line that showed it was ready. */
  readonly output: string;
  /** Everything printed on stdout so far: the log's JSON lines. */
  stdout(): string;
  /** The exit code, or the signal that ended the process. */
  readonly exited: Promise<number | string | null>;
}

/**
 * Starts a long-running `doctools` command (serve, worker) with Node 24, as an operator would,
 * and waits until its stderr, where it speaks to the person starting it, matches `ready`.
 */
export async function startDoctools(args: string[], env: Record<string, string>, ready: RegExp): Promise<DoctoolsProcess> {
  const child = spawn(process.execPath, [launcher, ...args], {
    env: commandEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  const exited = new Promise<number | string | null>((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal)));
  const output = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`doctools ${args.join(" ")} printed nothing matching ${ready} within 60 s:\n${stdout}\n${stderr}`));
    }, 60_000);
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
      if (ready.test(stderr)) {
        clearTimeout(timer);
        resolve(stderr);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`doctools ${args.join(" ")} exited with ${code} before it was ready:\n${stdout}\n${stderr}`));
    });
  });
  return { child, output, stdout: () => stdout, exited };
}

/** `doctools serve` on a free port; resolves once it prints where it listens. */
export async function startServe(env: Record<string, string>) {
  const served = await startDoctools(["serve"], { PORT: "0", HOST: "127.0.0.1", DOCTOOLS_WORKERS: "1", ...env }, /doctools listening on \S+.*\n/);
  return { ...served, baseUrl: /doctools listening on (\S+)/.exec(served.output)![1]! };
}

/** Sends SIGTERM and returns the exit code; fails the test if the process does not stop within 20 s. */
export async function stopDoctools(process: DoctoolsProcess): Promise<number | string | null> {
  process.child.kill("SIGTERM");
  const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 20_000).unref());
  const code = await Promise.race([process.exited, timeout]);
  if (code === "timeout") {
    process.child.kill("SIGKILL");
    assert.fail("doctools did not stop within 20 s of SIGTERM");
  }
  return code;
}

/** Submits a tool call over HTTP, polls the job to an end state, and downloads a completed result. */
export async function runJobOverHttp(url: string, baseUrl: string, key: string, form: FormData) {
  const submitted = await fetch(url, { method: "POST", headers: { "x-api-key": key }, body: form });
  const job = (await submitted.json()) as { id: string; status: string; error: unknown };
  assert.equal(submitted.status, 202, JSON.stringify(job));
  const current = await eventually(
    async () => {
      // A long poll: the answer comes when the job ends.
      const state = (await (await fetch(`${baseUrl}/v1/jobs/${job.id}?wait=30`, { headers: { "x-api-key": key } })).json()) as typeof job;
      return state.status === "Completed" || state.status === "Failed" ? state : null;
    },
    { timeoutMs: 60_000, intervalMs: 50, what: `job ${job.id} ended` },
  );
  assert.equal(current.status, "Completed", JSON.stringify(current.error));
  const result = await fetch(`${baseUrl}/v1/jobs/${job.id}/result`, { headers: { "x-api-key": key } });
  assert.equal(result.status, 200);
  return new Uint8Array(await result.arrayBuffer());
}

/** Pids of the worker processes a service started (its children running worker-process.ts), once there is at least one. */
export async function workerPids(parent: number): Promise<number[]> {
  const pids: number[] = [];
  await eventually(async () => {
    pids.length = 0;
    for (const entry of await fs.readdir("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await fs.readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
      const parentPid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parentPid !== parent) continue;
      const command = await fs.readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
      if (command.includes("worker-process")) pids.push(Number(entry));
    }
    return pids.length > 0;
  }, { timeoutMs: 10_000, what: `the workers of ${parent} are listed` });
  return [...pids];
}
