import fs from "node:fs/promises";
import path from "node:path";
import { DoctoolsAbortError, type Batch, type ToolInput, type ToolName } from "../../packages/client/src/index.ts";
import { connectionFlags, connectionHelp, EXIT, parseFieldFlags, runApiSession } from "./api-session.ts";
import { parseFlagsAndArguments, UsageError, type ApiCommandSpec } from "./cli-support.ts";
import { saveResult } from "./job-result.ts";
import { formatBytes } from "./progress-display.ts";
import { assertFree, readOutTarget, resultPath } from "./result-file.ts";
import { readableFile, submitTo } from "./run-command.ts";
import { toolHelpFor } from "./tool-help.ts";
import { assertLikelyTool, checkToolFields, findTool } from "./tool-fields.ts";

export const batchCommandSpec: ApiCommandSpec = {
  flags: "TOOL FILE... [--field NAME=VALUE]... --out ZIP [--overwrite] [--json]",
  summary: "Runs a tool on each file as one batch (a job per file) and saves every result in one ZIP.",
  help: [
    "  TOOL                a tool that takes one file per job, e.g. rotate-pdf, compress-pdf",
    "  FILE...             the files; each is its own job and counts as one operation",
    "  --field NAME=VALUE  a field of the tool, the same for every job (repeatable); see",
    "                      `doctools batch TOOL --help` for the tool's fields",
    "  --out ZIP           the ZIP to write (a folder: batch-<id>.zip in it)",
    "  --overwrite         replace a file that is already there (otherwise it is never touched)",
    "  --json              print the batch, with its jobs, as one JSON line on stdout",
    ...connectionHelp(22),
    "",
    "The ZIP holds the results of the jobs that completed; failed jobs are listed on stderr",
    "and make the exit code 1. Ctrl-C while waiting leaves the jobs running.",
  ],
  helpFor: toolHelpFor("batch"),
  runApi: (args, env) =>
    runApiSession("doctools batch", env, async (session) => {
      const { values, positionals } = parseFlagsAndArguments(args, {
        ...connectionFlags,
        field: { type: "string", multiple: true },
        out: { type: "string" },
        overwrite: { type: "boolean" },
        json: { type: "boolean" },
      });
      const [tool, ...files] = positionals;
      if (!tool) throw new UsageError("missing TOOL, e.g. doctools batch rotate-pdf a.pdf b.pdf --out rotated.zip");
      if (files.length === 0) throw new UsageError(`missing FILE: the batch needs at least one file for ${tool}`);
      if (!values.out) throw new UsageError("--out is required: the ZIP to write");
      assertLikelyTool(tool);
      const known = findTool(tool);
      const fields = known ? checkToolFields(known, parseFieldFlags(values.field)) : parseFieldFlags(values.field);
      const inputs = await Promise.all(files.map((file) => readableFile(path.resolve(session.cwd, file), file)));
      const target = await readOutTarget(values.out, session.cwd);
      const overwrite = values.overwrite === true;
      if (target.kind === "file") await assertFree(target.path, overwrite);
      const client = session.connect(values);
      const { signal, progress } = session;

      const batch = await client.batches.create({ signal });
      const resume = `The jobs go on running; see them with\n  curl -H "X-Api-Key: $DOCTOOLS_API_KEY" ${client.baseUrl}/v1/batches/${batch.id}\nand fetch each result with doctools jobs result JOB_ID.`;
      const sizes = await Promise.all(inputs.map(async (file) => (await fs.stat(file)).size));
      const total = sizes.reduce((sum, size) => sum + size, 0);
      let sent = 0;
      let submitted = 0;
      try {
        for (const [index, file] of inputs.entries()) {
          const input = { files: [file], fields, batchId: batch.id } as unknown as ToolInput<ToolName>;
          // The upload bar runs over every file of the batch, not one file after another.
          await submitTo(client, tool, input, {
            signal,
            onProgress: (p) => progress.onProgress({ phase: "upload", done: sent + Math.min(p.done, sizes[index]!), total }),
          });
          sent += sizes[index]!;
          submitted++;
        }
      } catch (error) {
        const note = submitted > 0 ? `Batch ${batch.id}: ${submitted} of ${inputs.length} files were submitted. ${resume}` : null;
        if (error instanceof DoctoolsAbortError) {
          session.say(`doctools batch: stopped while sending the files. ${note ?? "Nothing was submitted."}`);
          return EXIT.interrupted;
        }
        if (note) session.say(note);
        throw error;
      }

      let finished: Batch;
      try {
        finished = await client.batches.wait(batch.id, { signal, onProgress: progress.onProgress });
      } catch (error) {
        if (error instanceof DoctoolsAbortError) {
          session.say(`doctools batch: stopped waiting for batch ${batch.id}. ${resume}`);
          return EXIT.interrupted;
        }
        throw error;
      }
      progress.finish();
      for (const [index, job] of finished.jobs.entries()) {
        if (job.status === "Failed") session.say(`doctools batch: ${files[index] ?? job.fileName}: job ${job.id} failed: ${job.error?.code}: ${job.error?.detail}`);
      }
      if (finished.completed > 0) {
        const file = resultPath(target, `batch-${batch.id}.zip`);
        const again = `curl -fo ${JSON.stringify(path.relative(session.cwd, file))} -H "X-Api-Key: $DOCTOOLS_API_KEY" ${client.baseUrl}/v1/batches/${batch.id}/result`;
        const download = () => client.batches.resultStream(batch.id, { signal, onProgress: progress.onProgress });
        const saved = await saveResult(session, download, file, { overwrite, numberIfTaken: false }, again);
        if (typeof saved === "number") return saved;
        progress.finish();
        if (!values.json) session.print(`saved ${path.relative(session.cwd, saved) || saved}: ${finished.completed} of ${finished.total} results (${formatBytes(sumResults(finished))})`);
      } else {
        session.say(`doctools batch: no job of batch ${batch.id} completed, so there is no ZIP.`);
      }
      if (values.json) session.print(JSON.stringify(finished));
      return finished.failed > 0 ? EXIT.failed : EXIT.done;
    }),
};

function sumResults(batch: Batch): number {
  return batch.jobs.reduce((sum, job) => sum + (job.resultBytes ?? 0), 0);
}
