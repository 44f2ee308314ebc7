import { benchCompress } from "./compress-bench.ts";
import { benchConvertImage } from "./convert-image-bench.ts";
import { evaluateEInvoices, reportLines } from "./extraction-eval.ts";
import { evaluateHeldOutStatements, statementReportLines } from "./statement-eval.ts";
import { benchHtmlToPdf } from "./html-bench.ts";
import { benchOffice } from "./office-bench.ts";
import { benchImageToPdf } from "./image-to-pdf-bench.ts";
import { benchOcr } from "./ocr-bench.ts";
import { benchPdfToImage } from "./pdf-to-image-bench.ts";
import { benchProtect } from "./protect-bench.ts";
import { compareWithNativeTools } from "./native-comparison.ts";
import { median } from "./lib/service.ts";
import { ensureNativeTools } from "./lib/native-tools.ts";
import { measureRotateLatency } from "./rotate-latency.ts";
import { benchUploadMemory } from "./upload-memory.ts";
import { benchThroughput } from "./throughput.ts";
import { benchPipelineVsCalls } from "./pipeline-vs-calls.ts";

/**
 * `npm run bench`: the service against the best native tools on the same inputs, as ratios in
 * one run, plus the service's own overheads. Missing native tools are installed from Debian's
 * packages first (the report says so); the service itself never needs them.
 */
const section = (title: string, lines: string[]) => {
  console.log(`\n${title}`);
  for (const line of lines) console.log(`  ${line}`);
};

console.log("doctools benchmarks");
for (const line of ensureNativeTools(["qpdf", "mutool", "pdftoppm", "gs", "vips", "convert", "img2pdf", "tesseract"])) console.log(line);

const latency = await measureRotateLatency(100);
const growths: number[] = [];
for (let i = 0; i < 5; i++) growths.push((await benchUploadMemory(100)).growthMiB);
section("Service overheads", [
  `1-page rotate, submit → Completed over HTTP (100 runs): median ${latency.medianMs.toFixed(1)} ms, p90 ${latency.p90Ms.toFixed(1)} ms (server-side median ${latency.serverMedianMs.toFixed(1)} ms)`,
  `100 MiB multipart upload, HTTP process RSS growth over 5 runs: median ${median(growths).toFixed(1)} MiB, max ${Math.max(...growths).toFixed(1)} MiB`,
]);

section("A three-step pipeline against the same three calls", await benchPipelineVsCalls(3));

section("Page tools vs the fastest native tool here, mutool or qpdf (median of 5; ratio = our time / the fastest one's; output sizes and peak memory beside)", await compareWithNativeTools(5));
section("pdf-to-image vs pdftoppm and mutool draw at 150 dpi", await benchPdfToImage());
section("protect-pdf and unlock-pdf vs qpdf and mutool clean", await benchProtect());
section("compress-pdf vs Ghostscript (size % of input, time, mean SSIM of rendered pages)", await benchCompress());
section("convert-image vs vips and ImageMagick (time ratios, peak memory)", await benchConvertImage());
section("image-to-pdf of 50 photos vs img2pdf", await benchImageToPdf());
section("office-to-pdf (LibreOffice WebAssembly) vs native soffice --headless --convert-to pdf, cold and warm", await benchOffice());
section("html-to-pdf vs chromium --headless --print-to-pdf (a cold browser per page; ours warm behind the network guard)", await benchHtmlToPdf());
section(
  "extract-pdf-data on real e-invoices read from the page alone (their embedded XML is the truth): fields right (recall) and values given that are right (precision), per generator",
  reportLines(await evaluateEInvoices(new URL("../../shared/corpus/einvoices", import.meta.url).pathname)),
);
section(
  "extract-pdf-data on held-out bank statement layouts (printed to PDF by Chromium; batches A, B and C each read once before the rules were changed for it): fields right, precision, bookings dropped and dropped without an unplacedRows check",
  statementReportLines(await evaluateHeldOutStatements()),
);
section("ocr-pdf vs the tesseract command (Tesseract 5, same trained data, same page images)", await benchOcr());
section(
  "Jobs per second with 1 and 2 workers (tiny and CPU-bound jobs), embedded vs PostgreSQL + pg-boss, and where the API process's time goes",
  await benchThroughput(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"),
);
