import { DoctoolsAbortError, type Job } from "../../packages/client/src/index.ts";
import { connectionFlags, connectionHelp, EXIT, runApiSession } from "./api-session.ts";
import { parseFlagsAndArguments, UsageError, type ApiCommandSpec } from "./cli-support.ts";
import { saveJobResult } from "./job-result.ts";
import { formatBytes } from "./progress-display.ts";
import { assertFree, readOutTarget } from "./result-file.ts";

/** The one JOB_ID a jobs command takes. */
function jobId(positionals: string[]): string {
  const [id, extra] = positionals;
  if (!id) throw new UsageError("missing JOB_ID");
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  return id;
}

/** A job for people, one member a line; failed jobs end with their error. */
function describeJobFully(job: Job): string {
  const lines: Array<[string, string | null]> = [
    ["id", job.id],
    ["tool", job.operation],
    ["status", job.progress ? `${job.status} (${job.progress.done} of ${job.progress.total})` : job.status],
    ["file", `${job.fileName}${job.resultBytes === null ? "" : ` (${formatBytes(job.resultBytes)})`}`],
    ["created", job.createdAt],
    ["completed", job.completedAt],
    ["expires", job.resultExpiresAt],
    ["batch", job.batchId],
    ["error", job.error ? `${job.error.code}: ${job.error.detail}` : null],
  ];
  return lines
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${name.padEnd(10)}${value}`)
    .join("\n");
}

/** Waits for a job; stopped by Ctrl-C before any answer, the error still names the job, so it can be picked up later. */
async function waitFor(known: Job, wait: () => Promise<Job>): Promise<Job> {
  try {
    return await wait();
  } catch (error) {
    if (error instanceof DoctoolsAbortError && error.job === null) throw new DoctoolsAbortError(known, error.cause);
    throw error;
  }
}

const jsonHelp = "  --json        print the job as one JSON line on stdout";

const get: ApiCommandSpec = {
  flags: "JOB_ID [--json]",
  summary: "Shows a job as it stands now.",
  help: [jsonHelp, ...connectionHelp(16)],
  runApi: (args, env) =>
    runApiSession("doctools jobs get", env, async (session) => {
      const { values, positionals } = parseFlagsAndArguments(args, { ...connectionFlags, json: { type: "boolean" } });
      const id = jobId(positionals);
      const job = await session.connect(values).jobs.get(id, { signal: session.signal });
      session.print(values.json ? JSON.stringify(job) : describeJobFully(job));
      return EXIT.done;
    }),
};

const wait: ApiCommandSpec = {
  flags: "JOB_ID [--json]",
  summary: "Waits until a job has finished and shows it; exit code 1 if it failed.",
  help: [jsonHelp, ...connectionHelp(16), "", "Ctrl-C stops waiting; the job goes on running."],
  runApi: (args, env) =>
    runApiSession("doctools jobs wait", env, async (session) => {
      const { values, positionals } = parseFlagsAndArguments(args, { ...connectionFlags, json: { type: "boolean" } });
      const id = jobId(positionals);
      const client = session.connect(values);
      const current = await client.jobs.get(id, { signal: session.signal });
      const job = await waitFor(current, () => client.jobs.wait(id, { signal: session.signal, onProgress: session.progress.onProgress }));
      session.progress.finish();
      session.print(values.json ? JSON.stringify(job) : describeJobFully(job));
      if (job.status !== "Failed") return EXIT.done;
      session.say(`doctools jobs wait: job ${job.id} failed: ${job.error?.code}: ${job.error?.detail}`);
      return EXIT.failed;
    }),
};

const result: ApiCommandSpec = {
  flags: "JOB_ID [--out PATH] [--overwrite] [--json]",
  summary: "Saves a completed job's result.",
  help: [
    "  --out PATH    a file, or a folder to save it in under the job's file name (default:",
    "                the current folder); in a folder a name already taken gets \" (2)\", …",
    "  --overwrite   replace a file that is already there (otherwise it is never touched)",
    jsonHelp,
    ...connectionHelp(16),
  ],
  runApi: (args, env) =>
    runApiSession("doctools jobs result", env, async (session) => {
      const { values, positionals } = parseFlagsAndArguments(args, { ...connectionFlags, out: { type: "string" }, overwrite: { type: "boolean" }, json: { type: "boolean" } });
      const id = jobId(positionals);
      const target = await readOutTarget(values.out, session.cwd);
      if (target.kind === "file") await assertFree(target.path, values.overwrite === true);
      const client = session.connect(values);
      // The job first: its file name names the result, and a job not Completed is refused by the
      // result's own answer (409, with the job's error when it failed).
      const job = await client.jobs.get(id, { signal: session.signal });
      return saveJobResult(session, client, job, target, values.overwrite === true, values.json === true);
    }),
};

const cancel: ApiCommandSpec = {
  flags: "JOB_ID [--json]",
  summary: "Cancels a queued or processing job and shows it; exit code 1 if it had already ended.",
  help: [
    jsonHelp,
    ...connectionHelp(16),
    "",
    "A queued job never runs and its operation is given back; a processing job is stopped within",
    "seconds. Either ends Failed with the error Cancelled, and its input files are deleted.",
  ],
  runApi: (args, env) =>
    runApiSession("doctools jobs cancel", env, async (session) => {
      const { values, positionals } = parseFlagsAndArguments(args, { ...connectionFlags, json: { type: "boolean" } });
      const id = jobId(positionals);
      const job = await session.connect(values).cancel(id, { signal: session.signal });
      session.print(values.json ? JSON.stringify(job) : describeJobFully(job));
      if (job.error?.code === "Cancelled") return EXIT.done;
      session.say(`doctools jobs cancel: job ${job.id} had already ended ${job.status}; nothing was cancelled.`);
      return EXIT.failed;
    }),
};

export const jobsCommands: Readonly<Record<string, ApiCommandSpec>> = { get, wait, result, cancel };
