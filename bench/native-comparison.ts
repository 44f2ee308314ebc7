import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { median, runJob, startService, type RunningService } from "./lib/service.ts";
import { corpusFile } from "./lib/corpus.ts";
import { ensureNativeTools, hasCommand } from "./lib/native-tools.ts";

interface Case {
  readonly name: string;
  readonly tool: string;
  readonly inputs: string[];
  readonly fields: Record<string, string>;
  /** The native command doing the same work, given the output path; null where none fits. */
  readonly native: ((out: string) => { command: string; args: string[] }) | null;
}

const irs = corpusFile("pdf/text/text_irs_1040_instructions_206p.pdf");
const thesis = corpusFile("pdf/text/text_geotopo_thesis_117p.pdf");
const paper = corpusFile("pdf/text/text_tracemonkey_paper_14p.pdf");

const cases: Case[] = [
  { name: "rotate 206 pages", tool: "rotate-pdf", inputs: [irs], fields: {}, native: (out) => ({ command: "qpdf", args: [irs, "--rotate=+90", out] }) },
  {
    name: "merge 206 + 117 + 14 pages",
    tool: "merge-pdf",
    inputs: [irs, thesis, paper],
    fields: {},
    native: (out) => ({ command: "qpdf", args: ["--empty", "--pages", irs, thesis, paper, "--", out] }),
  },
  {
    name: "delete pages 2-100 of 206",
    tool: "delete-pages",
    inputs: [irs],
    fields: { pages: "2-100" },
    native: (out) => ({ command: "qpdf", args: [irs, "--pages", irs, "1,101-z", "--", out] }),
  },
  {
    name: "reorder 206 pages (reverse)",
    tool: "reorder-pages",
    inputs: [irs],
    fields: { order: Array.from({ length: 206 }, (_, i) => 206 - i).join(",") },
    native: (out) => ({ command: "qpdf", args: [irs, "--pages", irs, "z-1", "--", out] }),
  },
  { name: "split 206 pages into single pages", tool: "split-pdf", inputs: [irs], fields: { mode: "Pages" }, native: (out) => ({ command: "qpdf", args: [irs, "--split-pages", path.join(path.dirname(out), "page-%d.pdf")] }) },
];

async function serviceSeconds(service: RunningService, c: Case): Promise<number> {
  const form = new FormData();
  for (const input of c.inputs) form.append("files", new Blob([await fs.readFile(input)]), path.basename(input));
  for (const [name, value] of Object.entries(c.fields)) form.append(name, value);
  const started = performance.now();
  await runJob(service, c.tool, form);
  return (performance.now() - started) / 1000;
}

/**
 * The service end to end over HTTP (upload, queue, run, store, download) against the native
 * tool's bare command on the same inputs; each the median of `runs`, as a ratio.
 */
export async function compareWithNativeTools(runs = 5): Promise<string[]> {
  const lines: string[] = ensureNativeTools(["qpdf"]);
  const service = await startService({ DOCTOOLS_WORKERS: "1" });
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-native-"));
  try {
    for (const c of cases) {
      const ours: number[] = [];
      for (let i = 0; i < runs + 1; i++) {
        const seconds = await serviceSeconds(service, c);
        if (i > 0) ours.push(seconds);
      }
      const native = c.native?.(path.join(scratch, "out.pdf"));
      if (!native || !hasCommand(native.command)) {
        lines.push(`${c.name}: doctools ${median(ours).toFixed(3)} s (no ${native?.command ?? "native tool"} here to compare)`);
        continue;
      }
      const theirs: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        execFileSync(native.command, native.args, { stdio: "ignore" });
        theirs.push((performance.now() - started) / 1000);
      }
      const ratio = median(ours) / median(theirs);
      lines.push(
        `${c.name}: doctools ${median(ours).toFixed(3)} s over HTTP, ${native.command} ${median(theirs).toFixed(3)} s → ${ratio.toFixed(2)}× (${ratio <= 1 ? "faster or equal" : "slower"})`,
      );
    }
  } finally {
    await service.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.main) {
  for (const line of await compareWithNativeTools()) console.log(line);
}
