import { benchRunContext, localInputs } from "./lib/in-process.ts";
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { protectPdf } from "../src/tools/protect-pdf.ts";
import { unlockPdf } from "../src/tools/unlock-pdf.ts";
import type { AnyTool } from "../src/tools/tool-definition.ts";
import { corpusFile } from "./lib/corpus.ts";
import { median, runJob, runJobWithCurl, startService, type RunningService } from "./lib/service.ts";
import { ensureNativeTools, hasCommand } from "./lib/native-tools.ts";

const password = "bench пароль, 🔑";
const inputs = [corpusFile("pdf/text/text_irs_1040_instructions_206p.pdf"), corpusFile("pdf/text/text_tracemonkey_paper_14p.pdf")];

/**
 * Submit → Completed → result downloaded, in seconds, with curl as the client where there is
 * one (the native tools are native programs too), else Node's fetch.
 */
async function overHttp(service: RunningService, tool: string, input: string): Promise<{ seconds: number; bytes: Uint8Array }> {
  if (hasCommand("curl")) {
    const { seconds, result } = await runJobWithCurl(service, tool, [input], { password });
    return { seconds, bytes: result };
  }
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
  // These tools hand back their one output at the end; nothing is emitted early.
  await tool.run(benchRunContext(await localInputs([input]), { password }, workDir));
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

/** A native command doing the same work, given the input and the output path. */
interface Native {
  readonly label: string;
  readonly command: string;
  readonly args: (input: string, out: string) => string[];
}

const PROTECTORS: Native[] = [
  { label: "qpdf", command: "qpdf", args: (input, out) => ["--encrypt", password, password, "256", "--", input, out] },
  // Written as ours are, but for object streams (mutool 1.21 cannot write them): unused objects
  // dropped, the cross-reference table compacted, streams compressed.
  { label: "mutool clean", command: "mutool", args: (input, out) => ["clean", "-gg", "-z", "-E", "aes-256", "-U", password, "-O", password, input, out] },
];
const UNLOCKERS: Native[] = [
  { label: "qpdf", command: "qpdf", args: (input, out) => [`--password=${password}`, "--decrypt", input, out] },
  { label: "mutool clean", command: "mutool", args: (input, out) => ["clean", "-gg", "-z", "-D", "-p", password, input, out] },
];

/** `mutool clean`'s write options, for the same work done by MuPDF as WebAssembly (wasm-same-work.ts). */
const SAME_WORK = {
  protect: { garbage: "compact", compress: "yes", encrypt: "aes-256", "user-password": password, "owner-password": password },
  unlock: { password, garbage: "compact", compress: "yes", encrypt: "none" },
};
const sameWorkScript = new URL("./wasm-same-work.ts", import.meta.url).pathname;

/** `mutool clean`'s work as WebAssembly in a child process, its own timing (without Node's start). */
function sameWork(action: keyof typeof SAME_WORK, input: string, out: string): number {
  return Number(execFileSync(process.execPath, [sameWorkScript, "clean", JSON.stringify(SAME_WORK[action]), out, input], { encoding: "utf8" }).trim());
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/**
 * protect-pdf and unlock-pdf against qpdf (`--encrypt PW PW 256`, `--decrypt`) and `mutool
 * clean` (`-E aes-256`, `-D`) on the same inputs: the service end to end over HTTP, and the
 * tool's run in-process, each the median of `runs`, as time ratios to the fastest native tool
 * (below 1 is faster), output sizes beside; and `mutool clean`'s own work done by MuPDF as
 * WebAssembly, which shows WebAssembly's cost apart from the service's.
 */
export async function benchProtect(runs = 5): Promise<string[]> {
  const lines: string[] = ensureNativeTools(["qpdf", "mutool", "curl"]);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-protect-bench-"));
  const service = await startService({ DOCTOOLS_WORKERS: "1" });
  try {
    for (const input of inputs) {
      const name = path.basename(input);
      const locked = path.join(scratch, `locked-${name}`);
      await fs.writeFile(locked, (await overHttp(service, "protect-pdf", input)).bytes);
      const out = path.join(scratch, "native-out.pdf");
      for (const [tool, action, source, natives] of [
        [protectPdf, "protect", input, PROTECTORS],
        [unlockPdf, "unlock", locked, UNLOCKERS],
      ] as const) {
        let size = 0;
        const http = await medianOf(runs, async () => {
          const { seconds, bytes } = await overHttp(service, tool.name, source);
          size = bytes.byteLength;
          return seconds;
        });
        const local = await medianOf(runs, () => inProcess(tool, source, scratch));
        const measured: { label: string; seconds: number; bytes: number }[] = [];
        for (const native of natives.filter((candidate) => hasCommand(candidate.command))) {
          const seconds = await medianOf(runs, () => timed(native.command, native.args(source, out)));
          measured.push({ label: native.label, seconds, bytes: (await fs.stat(out)).size });
        }
        const fastest = measured.sort((a, b) => a.seconds - b.seconds)[0];
        if (!fastest) {
          lines.push(`${action} ${name}: doctools ${http.toFixed(3)} s over HTTP, ${local.toFixed(3)} s in-process (no native tool here to compare)`);
          continue;
        }
        const others = measured.map((native) => `${native.label} ${native.seconds.toFixed(3)} s, ${mb(native.bytes)}`).join("; ");
        const wasm = await medianOf(runs, () => sameWork(action, source, out));
        lines.push(
          `${action} ${name}: doctools ${http.toFixed(3)} s over HTTP (${ratio(http, fastest.seconds)} ${fastest.label}), ${local.toFixed(3)} s in-process (${ratio(local, fastest.seconds)}), ${mb(size)}; ${others}; mutool clean's work as WebAssembly ${wasm.toFixed(3)} s`,
        );
      }
    }
  } finally {
    await service.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return lines;
}

const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(2)}×`;

if (import.meta.main) {
  for (const line of await benchProtect()) console.log(line);
}
