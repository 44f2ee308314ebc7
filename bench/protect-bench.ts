import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { protectPdf } from "../src/tools/protect-pdf.ts";
import { unlockPdf } from "../src/tools/unlock-pdf.ts";
import type { AnyTool } from "../src/tools/tool-definition.ts";
import { corpusFile } from "./lib/corpus.ts";
import { median, runJob, startService, type RunningService } from "./lib/service.ts";
import { ensureNativeTools, hasCommand } from "./lib/native-tools.ts";
import { noProgress } from "../src/contract/progress.ts";

const password = "bench пароль, 🔑";
const inputs = [corpusFile("pdf/text/text_irs_1040_instructions_206p.pdf"), corpusFile("pdf/text/text_tracemonkey_paper_14p.pdf")];

/** Submit → Completed → result downloaded, in seconds. */
async function overHttp(service: RunningService, tool: string, input: string): Promise<{ seconds: number; bytes: Uint8Array }> {
  const form = new FormData();
  form.append("files", new Blob([await fs.readFile(input)]), path.basename(input));
  form.append("password", password);
  const started = performance.now();
  const { result } = await runJob(service, tool, form);
  return { seconds: (performance.now() - started) / 1000, bytes: result };
}

/** The tool's own run in this process: open, encrypt or decrypt, write. */
async function inProcess(tool: AnyTool, input: string, scratch: string): Promise<number> {
  const workDir = await fs.mkdtemp(path.join(scratch, "run-"));
  const started = performance.now();
  const context = {
    inputs: [{ path: input, name: path.basename(input), bytes: (await fs.stat(input)).size }],
    fields: { password },
    workDir,
    signal: new AbortController().signal,
    progress: noProgress,
    model: null,
    memoryMb: 2048,
    log: { info() {}, warn() {} },
    baseName: "result",
    // These tools hand back their one output at the end; nothing is emitted early.
    emit: async () => {},
  };
  await tool.run(context);
  const seconds = (performance.now() - started) / 1000;
  await fs.rm(workDir, { recursive: true, force: true });
  return seconds;
}

function timed(command: string, args: string[]): number {
  const started = performance.now();
  execFileSync(command, args, { stdio: "ignore" });
  return (performance.now() - started) / 1000;
}

async function medianOf(runs: number, once: () => Promise<number> | number): Promise<number> {
  await once(); // warm-up, not counted
  const seconds: number[] = [];
  for (let i = 0; i < runs; i++) seconds.push(await once());
  return median(seconds);
}

const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(2)}×`;

/**
 * protect-pdf and unlock-pdf against qpdf (`--encrypt PW PW 256`, `--decrypt`) on the same
 * inputs: the service end to end over HTTP, and the tool's run in-process, each the median of
 * `runs`, as time ratios (below 1 is faster than qpdf).
 */
export async function benchProtect(runs = 5): Promise<string[]> {
  const lines: string[] = ensureNativeTools(["qpdf"]);
  const hasQpdf = hasCommand("qpdf");
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-protect-bench-"));
  const service = await startService({ DOCTOOLS_WORKERS: "1" });
  try {
    for (const input of inputs) {
      const name = path.basename(input);
      const locked = path.join(scratch, `locked-${name}`);
      await fs.writeFile(locked, (await overHttp(service, "protect-pdf", input)).bytes);
      const out = path.join(scratch, "qpdf-out.pdf");
      for (const [tool, action, source, native] of [
        [protectPdf, "protect", input, ["--encrypt", password, password, "256", "--", input, out]],
        [unlockPdf, "unlock", locked, [`--password=${password}`, "--decrypt", locked, out]],
      ] as const) {
        const http = await medianOf(runs, async () => (await overHttp(service, tool.name, source)).seconds);
        const local = await medianOf(runs, () => inProcess(tool, source, scratch));
        if (!hasQpdf) {
          lines.push(`${action} ${name}: doctools ${http.toFixed(3)} s over HTTP, ${local.toFixed(3)} s in-process (no qpdf here to compare)`);
          continue;
        }
        const qpdf = await medianOf(runs, () => timed("qpdf", [...native]));
        lines.push(
          `${action} ${name}: doctools ${http.toFixed(3)} s over HTTP (${ratio(http, qpdf)}), ${local.toFixed(3)} s in-process (${ratio(local, qpdf)}); qpdf ${qpdf.toFixed(3)} s`,
        );
      }
    }
  } finally {
    await service.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.main) {
  for (const line of await benchProtect()) console.log(line);
}
