import fs from "node:fs/promises";
import path from "node:path";
import { DoctoolsAbortError, DoctoolsProblemError, type DoctoolsClient, type Job, type ProgressOptions, type ToolInput, type ToolName } from "../../packages/client/src/index.ts";
import { connectionFlags, connectionHelp, describeJob, EXIT, parseFieldFlags, pickUpLater, runApiSession } from "./api-session.ts";
import { parseFlagsAndArguments, UsageError, type ApiCommandSpec } from "./cli-support.ts";
import { saveJobResult } from "./job-result.ts";
import { waitForOwnJob } from "./job-waiting.ts";
import { assertFree, readOutTarget } from "./result-file.ts";
import { toolHelpFor } from "./tool-help.ts";
import { didYouMean } from "../common/did-you-mean.ts";
import { assertLikelyTool, checkToolFields, findTool, toolNames } from "./tool-fields.ts";
import { readUrlFlags, urlFlags, urlFlagsHelp } from "./url-flags.ts";

export const runCommandSpec: ApiCommandSpec = {
  flags: "TOOL FILE... [--field NAME=VALUE]... [--file-url URL]... [--export-url URL] [--out PATH] [--overwrite] [--no-wait] [--json]",
  summary: "Calls a tool with files, waits for its job and saves the result.",
  help: [
    "  TOOL                a tool, named as in its path: merge-pdf, rotate-pdf, … (`doctools tools`",
    "                      lists them; `doctools run TOOL --help` shows one tool's fields)",
    "  FILE...             the input files, in the order that matters for the tool (none for",
    "                      html-to-pdf given --field url=ADDRESS); files over",
    "                      100 MiB together go as part-wise uploads, a failed part sent again",
    "  --field NAME=VALUE  a field of the tool, e.g. --field rotation=UpsideDown (repeatable;",
    "                      also fileName=NAME for the result's name without extension); values",
    "                      from a list match without regard to case, turns also in degrees",
    "                      (rotation=180)",
    ...urlFlagsHelp(22),
    "  --out PATH          save the result here: a file, or a folder to save it in under the",
    "                      job's file name (default: the current folder); in a folder a name",
    "                      already taken, often the input's own, gets \" (2)\", \" (3)\", …",
    "  --overwrite         replace a file that is already there (otherwise it is never touched)",
    "  --no-wait           print the accepted job and exit; fetch it later with `doctools jobs`",
    "  --json              print the job as one JSON line on stdout",
    ...connectionHelp(22),
    "",
    "Progress goes to stderr: bars on a terminal, otherwise a line per phase and per tenth.",
    "Ctrl-C while waiting asks on a terminal whether to cancel the job (a queued job's operation",
    "is given back); answered no, without a terminal, or pressed twice, it leaves the job running",
    "and prints how to fetch it later.",
  ],
  helpFor: toolHelpFor("run"),
  runApi: (args, env) =>
    runApiSession("doctools run", env, async (session) => {
      const { values, positionals } = parseFlagsAndArguments(args, {
        ...connectionFlags,
        field: { type: "string", multiple: true },
        out: { type: "string" },
        overwrite: { type: "boolean" },
        "no-wait": { type: "boolean" },
        json: { type: "boolean" },
        ...urlFlags,
      });
      const [tool, ...files] = positionals;
      if (!tool) throw new UsageError("missing TOOL, e.g. doctools run merge-pdf first.pdf second.pdf");
      const noWait = values["no-wait"] === true;
      if (noWait && (values.out !== undefined || values.overwrite)) throw new UsageError("--out and --overwrite save a result, which --no-wait does not wait for");
      assertLikelyTool(tool);
      const known = findTool(tool);
      const fields = known ? checkToolFields(known, parseFieldFlags(values.field)) : parseFieldFlags(values.field);
      const delivery = readUrlFlags(values);
      // Only a tool that takes something else instead (html-to-pdf's url) runs without files.
      if (files.length === 0 && delivery.urls.length === 0 && Object.keys(fields).length === 0) throw new UsageError(`missing FILE: ${tool} needs at least one input file (or --file-url)`);
      const inputs = await Promise.all(files.map((file) => readableFile(path.resolve(session.cwd, file), file)));
      const target = await readOutTarget(values.out, session.cwd);
      // A named file already there is refused before anything is sent: no operation is spent on it.
      if (target.kind === "file") await assertFree(target.path, values.overwrite === true);
      const client = session.connect(values);

      const { signal, progress } = session;
      const input = { files: inputs, fields, ...delivery } as unknown as ToolInput<ToolName>;
      let accepted: Job;
      try {
        accepted = await submitTo(client, tool, input, { signal, onProgress: progress.onProgress });
      } catch (error) {
        if (!(error instanceof DoctoolsAbortError)) throw error;
        session.say("doctools run: stopped while sending the call, before the service answered with a job.");
        return EXIT.interrupted;
      }
      if (noWait) {
        session.print(values.json ? JSON.stringify(accepted) : `${describeJob(accepted)}\nWait for it and fetch its result with\n  doctools jobs wait ${accepted.id} && doctools jobs result ${accepted.id}`);
        return EXIT.done;
      }
      const resultFlags = `${values.out === undefined ? "" : ` --out ${JSON.stringify(values.out)}`}${values.overwrite ? " --overwrite" : ""}`;
      const job = await waitForOwnJob(session, client, "doctools run", accepted, resultFlags);
      if (typeof job === "number") return job;
      if (job.status === "Failed") {
        if (values.json) session.print(JSON.stringify(job));
        session.say(`doctools run: job ${job.id} failed: ${job.error?.code}: ${job.error?.detail}`);
        return EXIT.failed;
      }
      return saveJobResult(session, client, job, target, values.overwrite === true, values.json === true);
    }),
};

/** A tool call; a path the service does not have is named as the unknown tool it is. */
export async function submitTo(client: DoctoolsClient, tool: string, input: ToolInput<ToolName>, options: ProgressOptions): Promise<Job> {
  try {
    return await client.submit(tool as ToolName, input, options);
  } catch (error) {
    // A tool call answers 404 or 405 only for a path that is no tool (`me`, `jobs`, a typo).
    if (error instanceof DoctoolsProblemError && (error.status === 404 || error.status === 405)) {
      throw new DoctoolsProblemError(error.status, { ...error.problem, detail: `The service at ${client.baseUrl} has no tool "${tool}".${didYouMean(tool, toolNames())} Its tools are listed at ${client.baseUrl}/docs.` });
    }
    throw error;
  }
}

/** An input file that exists and can be read; a bad path is a bad command line. */
export async function readableFile(resolved: string, given: string): Promise<string> {
  const stats = await fs.stat(resolved).catch(() => null);
  if (!stats) throw new UsageError(`cannot read ${given}: no such file`);
  if (!stats.isFile()) throw new UsageError(`cannot read ${given}: not a file`);
  await fs.access(resolved, fs.constants.R_OK).catch(() => {
    throw new UsageError(`cannot read ${given}: permission denied`);
  });
  return resolved;
}
