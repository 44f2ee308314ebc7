import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { closeChromium } from "../src/browser/chromium-slot.ts";
import { markdownToHtml } from "../src/browser/markdown-page.ts";
import { storedFieldValues } from "../src/tools/fields.ts";
import { htmlToPdf } from "../src/tools/html-to-pdf.ts";
import { benchRunContext, localInputs } from "./lib/in-process.ts";
import { hasCommand } from "./lib/native-tools.ts";
import { median, nativePeakMiB, watchTreeResidentMemory } from "./lib/service.ts";

const fixtures = path.resolve(import.meta.dirname, "html-fixtures");
const RUNS = 5;

/** A long article (about 30 pages): sections of prose, a figure table and quotes, written here. */
function longArticle(): string {
  const sentences = [
    "The harbour at Leith was rebuilt three times in the nineteenth century, each time larger than the last.",
    "Merchants who had traded in timber and grain turned to coal, and the docks followed the trade.",
    "By 1900 the port handled more tonnage than any other on the east coast of Scotland.",
    "Records kept by the harbour master list every ship, its cargo and the berth it was given.",
    "Those ledgers, now in the city archive, are the main source for what follows.",
  ];
  let body = "";
  for (let s = 1; s <= 40; s++) {
    body += `<h2>${s}. Section ${s}</h2>`;
    for (let p = 0; p < 6; p++) body += `<p>${Array.from({ length: 6 }, (_, i) => sentences[(s + p + i) % sentences.length]).join(" ")}</p>`;
    if (s % 5 === 0) body += `<table><tr><th>Year</th><th>Ships</th><th>Tonnage</th></tr>${Array.from({ length: 8 }, (_, i) => `<tr><td>${1850 + s + i}</td><td>${300 + s * 7 + i}</td><td>${(120000 + s * 977 * i).toLocaleString("en-GB")}</td></tr>`).join("")}</table>`;
    if (s % 3 === 0) body += `<blockquote>“${sentences[s % sentences.length]}”</blockquote>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A history of the port</title><style>
    body { font-family: "DejaVu Serif", Georgia, serif; font-size: 11pt; line-height: 1.55; max-width: 170mm; margin: auto; }
    h1 { font-size: 24pt; } h2 { font-size: 15pt; margin-top: 8mm; break-after: avoid; }
    table { border-collapse: collapse; margin: 4mm 0; } td, th { border: 1px solid #999; padding: 1mm 3mm; }
    blockquote { font-style: italic; border-left: 3px solid #aaa; padding-left: 4mm; color: #444; }
  </style></head><body><h1>A history of the port of Leith</h1>${body}</body></html>`;
}

interface Case {
  readonly name: string;
  /** The file html-to-pdf is sent. */
  readonly input: string;
  /** The same page as HTML, for the Chromium command line. */
  readonly html: string;
}

async function pageCountOf(file: string): Promise<number> {
  const mupdf = await import("mupdf");
  const doc = mupdf.Document.openDocument(await fs.readFile(file), "application/pdf");
  const count = doc.countPages();
  doc.destroy();
  return count;
}

/**
 * html-to-pdf (its run in this process, the worker's warm Chromium behind a network guard)
 * against Debian's `chromium --headless --print-to-pdf` (a cold browser per page, as a script
 * would call it) on the same pages: an invoice built by script, a long article, a Markdown
 * file. Time is the median of RUNS; peak memory is one extra run of each.
 */
export async function benchHtmlToPdf(): Promise<string[]> {
  const chromium = "/usr/bin/chromium";
  if (!hasCommand(chromium)) return ["skipped: /usr/bin/chromium is not installed"];
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "html-bench-"));
  const lines: string[] = [];
  try {
    const article = path.join(scratch, "article.html");
    await fs.writeFile(article, longArticle());
    const notesHtml = path.join(scratch, "notes.html");
    await fs.writeFile(notesHtml, markdownToHtml(await fs.readFile(path.join(fixtures, "notes.md"), "utf8"), "notes"));
    const cases: Case[] = [
      { name: "invoice (script-built table)", input: path.join(fixtures, "invoice.html"), html: path.join(fixtures, "invoice.html") },
      { name: "long article", input: article, html: article },
      { name: "Markdown release notes", input: path.join(fixtures, "notes.md"), html: notesHtml },
    ];
    // The values a call with no fields is stored with: every default.
    const fields = storedFieldValues(htmlToPdf.fields, { paperSize: "A4", landscape: false, margin: "10", printBackground: false, scale: "1", media: "print", waitDelayMs: 0 });
    const ours = async (input: string) => {
      const workDir = await fs.mkdtemp(path.join(scratch, "run-"));
      const started = performance.now();
      const result = await htmlToPdf.run(benchRunContext(await localInputs([input]), fields, workDir));
      const seconds = (performance.now() - started) / 1000;
      const pages = result.pageCount ?? (await pageCountOf(result.outputs[0]!.path));
      await fs.rm(workDir, { recursive: true, force: true });
      return { seconds, pages };
    };
    const out = path.join(scratch, "native.pdf");
    const nativeArgs = (html: string) => ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-pdf-header-footer", `--user-data-dir=${path.join(scratch, "profile")}`, `--print-to-pdf=${out}`, pathToFileURL(html).href];
    const native = async (html: string) => {
      const started = performance.now();
      execFileSync(chromium, nativeArgs(html), { stdio: "ignore" });
      const seconds = (performance.now() - started) / 1000;
      return { seconds, pages: await pageCountOf(out) };
    };
    // The first job starts the worker's Chromium (and unpacks it on a new machine): timed apart.
    const coldStart = performance.now();
    await ours(cases[0]!.input);
    lines.push(`first job, starting the engine: ${((performance.now() - coldStart) / 1000).toFixed(2)} s`);
    for (const c of cases) {
      const oursTimes: number[] = [];
      const nativeTimes: number[] = [];
      let pages = 0;
      let nativePages = 0;
      for (let i = 0; i < RUNS; i++) {
        const a = await ours(c.input);
        oursTimes.push(a.seconds);
        pages = a.pages;
        const b = await native(c.html);
        nativeTimes.push(b.seconds);
        nativePages = b.pages;
      }
      const watcher = watchTreeResidentMemory(process.pid);
      await ours(c.input);
      const memory = watcher.stop();
      const nativePeak = nativePeakMiB(chromium, nativeArgs(c.html));
      const t = median(oursTimes);
      const n = median(nativeTimes);
      lines.push(
        `${c.name}: ${pages} pages (chromium CLI ${nativePages}); html-to-pdf ${t.toFixed(2)} s (${(pages / t).toFixed(1)} pages/s), chromium --print-to-pdf ${n.toFixed(2)} s (${(nativePages / n).toFixed(1)} pages/s); time ratio ${(t / n).toFixed(2)}; ` +
          `peak memory: ours ${memory.peakMiB.toFixed(0)} MiB summed over this process and its Chromium (largest process ${memory.largestMiB.toFixed(0)}), CLI ${nativePeak.toFixed(0)} MiB (largest process, GNU time)`,
      );
    }
    const size = spawnSync("du", ["-sm", path.resolve(import.meta.dirname, "../node_modules/@sparticuz/chromium"), path.resolve(import.meta.dirname, "../node_modules/puppeteer-core"), path.resolve(import.meta.dirname, "../node_modules/@puppeteer")], { encoding: "utf8" }).stdout;
    lines.push(`install size (MB, du): ${size.trim().split("\n").map((line) => line.replace(/\s+.*node_modules\//, " ")).join(", ")}; unpacked Chromium in the temporary folder: ${spawnSync("du", ["-sm", ...(await fs.readdir(os.tmpdir())).filter((n) => /^doctools-chromium-\d/.test(n)).map((n) => path.join(os.tmpdir(), n))], { encoding: "utf8" }).stdout.trim().split(/\s+/)[0]} MB`);
  } finally {
    await closeChromium();
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.main) {
  for (const line of await benchHtmlToPdf()) console.log(line);
}
