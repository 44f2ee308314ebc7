import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  curlStartSeconds,
  median,
  nativePeakMiB,
  PEAK_NOTE,
  runJob,
  runJobWithCurl,
  serverSeconds,
  showPeak,
  startService,
  watchTreeResidentMemory,
  type JobState,
  type RunningService,
} from "./lib/service.ts";
import { corpusFile } from "./lib/corpus.ts";
import { ensureNativeTools, hasCommand } from "./lib/native-tools.ts";

/**
 * The page tools end to end over HTTP against every native tool on this machine that does the
 * same work, the fastest of them named: mutool (its subcommands, or a `mutool run` script where
 * none fits) and qpdf. Output sizes beside the times, and the write options each native run uses
 * (garbage collection and compression, as ours; Debian's mutool 1.21 cannot write object streams,
 * so its files are larger where ours pack objects into streams).
 */

interface Native {
  readonly label: string;
  readonly command: string;
  /** Arguments given the output path (a folder for tools writing several files) and the scratch folder holding the scripts. */
  readonly args: (out: string, scripts: string) => string[];
  /** Whether `out` is a folder of files (split). */
  readonly folder?: boolean;
}

interface Case {
  readonly name: string;
  readonly tool: string;
  readonly inputs: string[];
  readonly fields: Record<string, string>;
  readonly natives: Native[];
  /** The mutool native's work done by MuPDF as WebAssembly (bench/wasm-same-work.ts): a work and, for merge, the pages taken. */
  readonly sameWork: { readonly work: string; readonly pages?: number[] };
}

const irs = corpusFile("pdf/text/text_irs_1040_instructions_206p.pdf");
const thesis = corpusFile("pdf/text/text_geotopo_thesis_117p.pdf");
const paper = corpusFile("pdf/text/text_tracemonkey_paper_14p.pdf");
const MUTOOL_WRITE = "garbage,compress";

/** A `mutool run` script adding Helvetica once and appending to every page the content stream `content` makes (a JavaScript expression of `i` and `n`). */
function stampScript(content: string): string {
  return `
var doc = new PDFDocument(scriptArgs[0]);
var font = doc.addSimpleFont(new Font("Helvetica"), "Latin");
var n = doc.countPages();
for (var i = 0; i < n; i++) {
  var page = doc.findPage(i);
  var res = page.get("Resources");
  if (!res || !res.isDictionary()) { res = doc.newDictionary(); page.put("Resources", res); }
  var fonts = res.get("Font");
  if (!fonts || !fonts.isDictionary()) { fonts = doc.newDictionary(); res.put("Font", fonts); }
  fonts.put("DtStamp", font);
  var stream = doc.addStream(${content}, null);
  var contents = page.get("Contents");
  var list = doc.newArray();
  if (contents.isArray()) { for (var k = 0; k < contents.length; k++) list.push(contents.get(k)); } else list.push(contents);
  list.push(stream);
  page.put("Contents", list);
}
doc.save(scriptArgs[1], "${MUTOOL_WRITE}");
`;
}

/** `mutool run` scripts (MuPDF's JavaScript, as Debian's mutool 1.21 runs it) for work no subcommand does. */
const SCRIPTS: Record<string, string> = {
  "rotate.js": `
var doc = new PDFDocument(scriptArgs[0]);
var n = doc.countPages();
for (var i = 0; i < n; i++) {
  var page = doc.findPage(i);
  var r = page.get("Rotate");
  page.put("Rotate", ((r && r.isNumber() ? r.valueOf() : 0) + 90) % 360);
}
doc.save(scriptArgs[1], "${MUTOOL_WRITE}");
`,
  "stamp.js": stampScript(`"q 0.5 g BT /DtStamp 48 Tf 0.7071 0.7071 -0.7071 0.7071 150 250 Tm (CONFIDENTIAL) Tj ET Q"`),
  "number.js": stampScript(`"q 0 g BT /DtStamp 10 Tf 290 30 Td (" + (i + 1) + " / " + n + ") Tj ET Q"`),
  "split.js": `
var doc = new PDFDocument(scriptArgs[0]);
var n = doc.countPages();
for (var i = 0; i < n; i++) {
  var out = new PDFDocument();
  out.graftPage(-1, doc, i);
  out.save(scriptArgs[1] + "/page-" + (i + 1) + ".pdf", "${MUTOOL_WRITE}");
}
`,
};

const mutoolRun = (script: string, input: string, folder = false): Native => ({
  label: `mutool run ${script}`,
  command: "mutool",
  args: (out, scripts) => ["run", path.join(scripts, script), input, out],
  folder,
});

/** Some of the IRS guide's pages, in mutool's and qpdf's page-range forms (the same pages). */
const pickPages = (mutoolPages: string, qpdfPages: string): Native[] => [
  { label: `mutool merge ${mutoolPages}`, command: "mutool", args: (out) => ["merge", "-o", out, "-O", MUTOOL_WRITE, irs, mutoolPages] },
  { label: "qpdf --pages", command: "qpdf", args: (out) => [irs, "--pages", irs, qpdfPages, "--", out] },
];

const cases: Case[] = [
  {
    name: "rotate 206 pages",
    tool: "rotate-pdf",
    inputs: [irs],
    fields: {},
    natives: [mutoolRun("rotate.js", irs), { label: "qpdf --rotate", command: "qpdf", args: (out) => [irs, "--rotate=+90", out] }],
    sameWork: { work: "rotate" },
  },
  {
    name: "merge 206 + 117 + 14 pages",
    tool: "merge-pdf",
    inputs: [irs, thesis, paper],
    fields: {},
    natives: [
      { label: "mutool merge", command: "mutool", args: (out) => ["merge", "-o", out, "-O", MUTOOL_WRITE, irs, thesis, paper] },
      { label: "qpdf --pages", command: "qpdf", args: (out) => ["--empty", "--pages", irs, thesis, paper, "--", out] },
    ],
    sameWork: { work: "merge" },
  },
  {
    name: "delete pages 2-100 of 206",
    tool: "delete-pages",
    inputs: [irs],
    fields: { pages: "2-100" },
    natives: pickPages("1,101-N", "1,101-z"),
    sameWork: { work: "merge", pages: [0, ...Array.from({ length: 106 }, (_, i) => 100 + i)] },
  },
  {
    name: "reorder 206 pages (reverse)",
    tool: "reorder-pages",
    inputs: [irs],
    fields: { order: Array.from({ length: 206 }, (_, i) => 206 - i).join(",") },
    natives: pickPages("N-1", "z-1"),
    sameWork: { work: "merge", pages: Array.from({ length: 206 }, (_, i) => 205 - i) },
  },
  {
    name: "split 206 pages into single pages",
    tool: "split-pdf",
    inputs: [irs],
    fields: { mode: "Pages" },
    natives: [mutoolRun("split.js", irs, true), { label: "qpdf --split-pages", command: "qpdf", args: (out) => [irs, "--split-pages", path.join(out, "page-%d.pdf")], folder: true }],
    sameWork: { work: "split" },
  },
  {
    name: "watermark 206 pages",
    tool: "watermark-pdf",
    inputs: [irs],
    fields: { text: "CONFIDENTIAL" },
    natives: [mutoolRun("stamp.js", irs)],
    sameWork: { work: "stamp" },
  },
  {
    name: "page numbers on 206 pages",
    tool: "add-page-numbers",
    inputs: [irs],
    fields: {},
    natives: [mutoolRun("number.js", irs)],
    sameWork: { work: "number" },
  },
];

/**
 * One job over HTTP; `watch` samples the workers' memory through it (kept off timed runs).
 * The client is curl where there is one, as the native tools are native programs too: Node's
 * fetch adds its own time to building and reading bodies of several MB (runJobWithCurl).
 */
async function serviceRun(
  service: RunningService,
  c: Case,
  watch = false,
): Promise<{ seconds: number; serverSeconds: number; bytes: number; memory?: { peakMiB: number; growthMiB: number; largestMiB: number } }> {
  let run: () => Promise<{ seconds: number; result: Uint8Array; job: JobState }>;
  if (hasCommand("curl")) run = () => runJobWithCurl(service, c.tool, c.inputs, c.fields);
  else {
    const form = new FormData();
    for (const input of c.inputs) form.append("files", new Blob([await fs.readFile(input)]), path.basename(input));
    for (const [name, value] of Object.entries(c.fields)) form.append(name, value);
    run = async () => {
      const started = performance.now();
      const { result, job } = await runJob(service, c.tool, form);
      return { seconds: (performance.now() - started) / 1000, result, job };
    };
  }
  const watcher = watch ? watchTreeResidentMemory(service.pid) : undefined;
  const { seconds, result, job } = await run();
  return { seconds, serverSeconds: serverSeconds(job), bytes: result.length, memory: watcher?.stop() };
}

async function outputBytes(out: string, folder: boolean): Promise<number> {
  if (!folder) return (await fs.stat(out)).size;
  let total = 0;
  for (const name of await fs.readdir(out)) total += (await fs.stat(path.join(out, name))).size;
  return total;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/** The case's mutool work done by MuPDF as WebAssembly in a child process, the median of `runs` of its own timing. */
async function sameWorkRun(c: Case, scratch: string, runs: number): Promise<{ seconds: number; bytes: number }> {
  const folder = c.sameWork.work === "split";
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const out = path.join(scratch, `wasm-${i}${folder ? "" : ".pdf"}`);
    await fs.rm(out, { recursive: true, force: true });
    if (folder) await fs.mkdir(out);
    const args = [path.join(import.meta.dirname, "wasm-same-work.ts"), c.sameWork.work, MUTOOL_WRITE, out, ...c.inputs];
    if (c.sameWork.pages) args.push(JSON.stringify(c.sameWork.pages));
    times.push(Number(execFileSync(process.execPath, args, { encoding: "utf8" }).trim()));
    bytes = await outputBytes(out, folder);
  }
  return { seconds: median(times), bytes };
}

/** The case's tool run as a warm worker runs it, in a child process (bench/tool-run.ts), the median of `runs`. */
function toolRunSeconds(c: Case, runs: number): number {
  const script = path.join(import.meta.dirname, "tool-run.ts");
  return Number(execFileSync(process.execPath, [script, c.tool, JSON.stringify(c.fields), String(runs), ...c.inputs], { encoding: "utf8" }).trim());
}

/**
 * Each case: the service end to end over HTTP (upload, queue, run, store, download) and each
 * native tool's bare command on the same inputs, each the median of `runs`; the ratio is ours
 * to the fastest native tool's. Peak memory beside, from one more run of each side (PEAK_NOTE).
 * A native tool that fails (a script this mutool cannot run) is reported, not counted.
 */
export async function compareWithNativeTools(runs = 5, only?: string): Promise<string[]> {
  const lines: string[] = [...ensureNativeTools(["qpdf", "mutool", "curl"]), PEAK_NOTE];
  const curlStart = hasCommand("curl") ? curlStartSeconds() : null;
  const service = await startService({ DOCTOOLS_WORKERS: "1" });
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-native-"));
  const scripts = path.join(scratch, "scripts");
  await fs.mkdir(scripts);
  for (const [name, source] of Object.entries(SCRIPTS)) await fs.writeFile(path.join(scripts, name), source);
  try {
    for (const c of cases.filter((c) => only === undefined || c.name.includes(only))) {
      const ours: number[] = [];
      const onServer: number[] = [];
      let ourBytes = 0;
      for (let i = 0; i < runs + 1; i++) {
        const run = await serviceRun(service, c);
        if (i > 0) {
          ours.push(run.seconds);
          onServer.push(run.serverSeconds);
        }
        ourBytes = run.bytes;
      }
      const ourMemory = (await serviceRun(service, c, true)).memory!;
      const results: { label: string; seconds: number; bytes: number; peakMiB: number }[] = [];
      const failures: string[] = [];
      for (const native of c.natives) {
        if (!hasCommand(native.command)) {
          failures.push(`${native.label}: no ${native.command} here`);
          continue;
        }
        const times: number[] = [];
        let bytes = 0;
        const freshOut = async (name: string) => {
          const out = path.join(scratch, `${name}${native.folder ? "" : ".pdf"}`);
          await fs.rm(out, { recursive: true, force: true });
          if (native.folder) await fs.mkdir(out);
          return out;
        };
        try {
          for (let i = 0; i < runs; i++) {
            const out = await freshOut(`out-${i}`);
            const started = performance.now();
            execFileSync(native.command, native.args(out, scripts), { stdio: "pipe" });
            times.push((performance.now() - started) / 1000);
            bytes = await outputBytes(out, native.folder ?? false);
          }
          const peakMiB = nativePeakMiB(native.command, native.args(await freshOut("out-memory"), scripts));
          results.push({ label: native.label, seconds: median(times), bytes, peakMiB });
        } catch (error) {
          failures.push(`${native.label} failed: ${String((error as { stderr?: Buffer }).stderr ?? error).trim().split("\n")[0]}`);
        }
      }
      const wasm = await sameWorkRun(c, scratch, runs);
      const toolRun = toolRunSeconds(c, runs);
      const mutool = results.find((r) => r.label.startsWith("mutool"));
      const ourSeconds = median(ours);
      const fastest = [...results].sort((a, b) => a.seconds - b.seconds)[0];
      const show = (r: (typeof results)[number]) => `${r.label} ${r.seconds.toFixed(3)} s, ${mb(r.bytes)}, peak ${r.peakMiB.toFixed(0)} MiB`;
      const others = results.filter((r) => r !== fastest).map(show);
      const doctools = `doctools ${ourSeconds.toFixed(3)} s, ${mb(ourBytes)}, ${showPeak(ourMemory)}`;
      lines.push(
        fastest
          ? `${c.name}: ${doctools} | fastest native ${show(fastest)} → ${(ourSeconds / fastest.seconds).toFixed(2)}×` +
              (others.length > 0 ? ` (also ${others.join("; ")})` : "") +
              (failures.length > 0 ? ` [${failures.join("; ")}]` : "")
          : `${c.name}: ${doctools} (no native tool ran: ${failures.join("; ")})`,
      );
      lines.push(
        `  the same work as ${mutool?.label ?? "mutool"} in MuPDF as WebAssembly (mupdf.js, same steps, "${MUTOOL_WRITE}", Node's start not counted): ${wasm.seconds.toFixed(3)} s, ${mb(wasm.bytes)}` +
          (mutool ? ` → ${(wasm.seconds / mutool.seconds).toFixed(2)}× mutool's time` : ""),
      );
      // Where the end-to-end time goes, each figure a median of its own: the server's part from
      // the job's own timestamps, the client's part the rest, and the tool's run measured in a
      // process of its own (so it is not a difference of two noisy figures, and can come out
      // a little above or below the server's part that holds it).
      const server = median(onServer);
      lines.push(
        `  where our ${ourSeconds.toFixed(3)} s go: the job on the server ${server.toFixed(3)} s (created → completed: queue, files, the tool's run, storage${fastest ? `; ${(server / fastest.seconds).toFixed(2)}× the fastest native tool's time` : ""}), ` +
          `upload, download and the client ${(ourSeconds - server).toFixed(3)} s` +
          (curlStart === null ? "" : ` (curl's own start ${(2 * curlStart).toFixed(3)} s of it, two requests)`) +
          `; the tool's run alone, warm, result file included: ${toolRun.toFixed(3)} s, against ${wasm.seconds.toFixed(3)} s for the same work in WebAssembly above`,
      );
    }
  } finally {
    await service.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.main) {
  // `node bench/native-comparison.ts split` runs only the cases whose name holds "split".
  for (const line of await compareWithNativeTools(Number(process.env.RUNS ?? 5), process.argv[2])) console.log(line);
}
