import fs from "node:fs/promises";
import path from "node:path";
import { DoctoolsAbortError, type CatalogueTool, type Job, type PipelineInput, type PipelineStep } from "../../packages/client/src/index.ts";
import { connectionFlags, connectionHelp, describeJob, EXIT, parseFieldFlags, runApiSession } from "./api-session.ts";
import { parseFlagsAndArguments, UsageError, type ApiCommandSpec } from "./cli-support.ts";
import { saveJobResult } from "./job-result.ts";
import { waitForOwnJob } from "./job-waiting.ts";
import { assertFree, readOutTarget } from "./result-file.ts";
import { readableFile } from "./run-command.ts";
import { assertLikelyTool, checkToolFields, findTool } from "./tool-fields.ts";
import { readUrlFlags, urlFlags, urlFlagsHelp } from "./url-flags.ts";

/** The service runs at most this many steps in one pipeline. */
const MAX_STEPS = 10;

export const pipelineCommandSpec: ApiCommandSpec = {
  flags: "TOOL... FILE... [--field N.NAME=VALUE]... [--files N=FILE]... [--file-url URL]... [--export-url URL] [--out PATH] [--overwrite] [--no-wait] [--json]",
  summary: "Runs several tools one after another as one job, each on the previous result, and saves the last result.",
  help: [
    "  TOOL...              the steps in order, named as in their paths (`doctools tools` lists",
    `                       them), at most ${MAX_STEPS}: e.g. ocr-pdf compress-pdf protect-pdf`,
    "  FILE...              the first step's input files; each later step takes the previous",
    "                       step's result",
    "  --field N.NAME=VALUE a field of step N (counted from 1), e.g. --field 3.password=secret",
    "                       (repeatable); checked like `doctools run`'s: values from a list",
    "                       match without regard to case, turns also in degrees. fileName=NAME",
    "                       (no step number) names the result, without extension",
    "  --files N=FILE       a file step N takes after the previous result, e.g. the appendix of",
    "                       a merge-pdf step: --files 2=appendix.pdf (repeatable, in order)",
    ...urlFlagsHelp(23),
    "  --out PATH           save the result here: a file, or a folder (default: the current",
    "                       folder) where it is named after the first file and the last tool,",
    "                       e.g. scan-protected.pdf, and never replaces a file (\" (2)\", …)",
    "  --overwrite          replace a file already at --out",
    "  --no-wait            print the accepted job and exit; fetch it later with `doctools jobs`",
    "  --json               print the job as one JSON line on stdout",
    ...connectionHelp(23),
    "",
    "Each step counts as the operation it is, all when the pipeline is accepted; steps after a",
    "failed one never run and are given back. A step list that cannot work (a field a tool does",
    "not have, a result the next tool cannot take) is refused before anything runs.",
    "Ctrl-C while waiting asks on a terminal whether to cancel the job; answered no, without a",
    "terminal, or pressed twice, it leaves the job running and prints how to fetch it later.",
    "",
    "Example: doctools pipeline rotate-pdf add-page-numbers --field 1.rotation=90 scan.pdf",
  ],
  runApi: (args, env) =>
    runApiSession("doctools pipeline", env, async (session) => {
      const { values, positionals } = parseFlagsAndArguments(args, {
        ...connectionFlags,
        field: { type: "string", multiple: true },
        files: { type: "string", multiple: true },
        out: { type: "string" },
        overwrite: { type: "boolean" },
        "no-wait": { type: "boolean" },
        json: { type: "boolean" },
        ...urlFlags,
      });
      const tools = await leadingTools(positionals, session.cwd);
      const files = positionals.slice(tools.length);
      if (tools.length === 0) throw new UsageError("missing TOOL, e.g. doctools pipeline rotate-pdf add-page-numbers --field 1.rotation=90 scan.pdf");
      if (tools.length > MAX_STEPS) throw new UsageError(`a pipeline has at most ${MAX_STEPS} steps (got ${tools.length})`);
      const noWait = values["no-wait"] === true;
      if (noWait && (values.out !== undefined || values.overwrite)) throw new UsageError("--out and --overwrite save a result, which --no-wait does not wait for");
      const { stepFields, fileName } = readStepFields(tools, values.field);
      const extras = readStepFiles(tools, values.files);
      const delivery = readUrlFlags(values);
      if (files.length === 0 && delivery.urls.length === 0) throw new UsageError(`missing FILE: ${tools[0]!.name} needs at least one input file (or --file-url)`);

      const inputs = await Promise.all(files.map((file) => readableFile(path.resolve(session.cwd, file), file)));
      const extraInputs = await Promise.all(extras.map(({ file }) => readableFile(path.resolve(session.cwd, file), file)));
      // Later steps name their files by file name: each must be told apart from every other.
      const names = [...inputs, ...extraInputs].map((file) => path.basename(file));
      const twice = names.find((name, index) => names.indexOf(name) !== index);
      if (twice) throw new UsageError(`two input files are named ${twice}; later steps name their files by name, so give each a different name`);

      const steps = tools.map((tool, index): PipelineStep => {
        const named = extras.filter((extra) => extra.step === index).map((extra) => path.basename(extra.file));
        return { tool: tool.name, ...(Object.keys(stepFields[index]!).length > 0 ? { fields: stepFields[index] } : {}), ...(named.length > 0 ? { files: named } : {}) } as PipelineStep;
      });
      const target = await readOutTarget(values.out, session.cwd);
      if (target.kind === "file") await assertFree(target.path, values.overwrite === true);
      const client = session.connect(values);

      const input: PipelineInput = { files: [...inputs, ...extraInputs], ...delivery, ...(fileName === undefined ? {} : { fileName }) };
      let accepted: Job;
      try {
        accepted = await client.submitPipeline(steps, input, { signal: session.signal, onProgress: session.progress.onProgress });
      } catch (error) {
        if (!(error instanceof DoctoolsAbortError)) throw error;
        session.say("doctools pipeline: stopped while sending the call, before the service answered with a job.");
        return EXIT.interrupted;
      }
      if (noWait) {
        session.print(values.json ? JSON.stringify(accepted) : `${describeJob(accepted)}\nWait for it and fetch its result with\n  doctools jobs wait ${accepted.id} && doctools jobs result ${accepted.id}`);
        return EXIT.done;
      }
      const resultFlags = `${values.out === undefined ? "" : ` --out ${JSON.stringify(values.out)}`}${values.overwrite ? " --overwrite" : ""}`;
      const job = await waitForOwnJob(session, client, "doctools pipeline", accepted, resultFlags);
      if (typeof job === "number") return job;
      if (job.status === "Failed") {
        if (values.json) session.print(JSON.stringify(job));
        session.say(`doctools pipeline: job ${job.id} failed: ${job.error?.code}: ${job.error?.detail}`);
        return EXIT.failed;
      }
      return saveJobResult(session, client, job, target, values.overwrite === true, values.json === true);
    }),
};

/** A step's tool: its catalogue entry, or only its name for a tool this command line does not know (the service checks it). */
type StepTool = { readonly name: string; readonly known: CatalogueTool | undefined };

/**
 * The steps: the leading arguments that name tools. The first file ends them. A name the
 * catalogue does not know is refused when it is close to one it does (a typo); any other goes
 * to the service, which may offer tools this command line does not know of.
 */
async function leadingTools(positionals: readonly string[], cwd: string): Promise<StepTool[]> {
  const tools: StepTool[] = [];
  for (const word of positionals) {
    const known = findTool(word);
    if (!known) {
      const isFile = await fs.stat(path.resolve(cwd, word)).then(() => true, () => false);
      if (isFile || !TOOL_NAME.test(word)) break;
      assertLikelyTool(word);
    }
    tools.push({ name: word, known });
  }
  return tools;
}

/** How tool names are spelled: lowercase words joined by hyphens. */
const TOOL_NAME = /^[a-z0-9]+(-[a-z0-9]+)+$/;

/** `--field N.NAME=VALUE` by step, each checked against its step's tool; `fileName=NAME` names the result. */
function readStepFields(tools: readonly StepTool[], flags: readonly string[] | undefined): { stepFields: Array<Record<string, string | string[]>>; fileName: string | undefined } {
  const byStep: Array<string[]> = tools.map(() => []);
  let fileName: string | undefined;
  for (const flag of flags ?? []) {
    const match = /^(\d+)\.(.*)$/s.exec(flag);
    if (!match) {
      if (flag.startsWith("fileName=")) {
        fileName = flag.slice("fileName=".length);
        continue;
      }
      throw new UsageError(`--field takes N.NAME=VALUE, N the step's number from 1 (got "${flag}"), e.g. --field ${tools.length}.${flag.includes("=") ? flag : "NAME=VALUE"}`);
    }
    byStep[stepIndex(match[1]!, tools, "--field")]!.push(match[2]!);
  }
  const stepFields = tools.map((tool, index) => {
    let checked: Record<string, string | string[]>;
    try {
      const given = parseFieldFlags(byStep[index]);
      checked = tool.known ? checkToolFields(tool.known, given) : given;
    } catch (error) {
      if (error instanceof UsageError) throw new UsageError(`step ${index + 1}: ${error.message}`);
      throw error;
    }
    if ("fileName" in checked) throw new UsageError(`fileName names the pipeline's result, not a step's: give it as --field fileName=NAME, without a step number`);
    return checked;
  });
  return { stepFields, fileName };
}

/** `--files N=FILE`: the files each later step takes after the previous result, in order. */
function readStepFiles(tools: readonly StepTool[], flags: readonly string[] | undefined): Array<{ step: number; file: string }> {
  return (flags ?? []).map((flag) => {
    const match = /^(\d+)=(.+)$/s.exec(flag);
    if (!match) throw new UsageError(`--files takes N=FILE, N the step's number from 2 (got "${flag}")`);
    const step = stepIndex(match[1]!, tools, "--files");
    if (step === 0) throw new UsageError("--files names files of a later step; the first step takes the FILEs themselves");
    return { step, file: match[2]! };
  });
}

/** A 1-based step number as an index into the steps; one the pipeline does not have is a bad command line. */
function stepIndex(text: string, tools: readonly StepTool[], flag: string): number {
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1 || number > tools.length) {
    throw new UsageError(`${flag} names step ${text}, but the pipeline has ${tools.length} step${tools.length === 1 ? "" : "s"} (${tools.map((tool, index) => `${index + 1}. ${tool.name}`).join(", ")})`);
  }
  return number - 1;
}
