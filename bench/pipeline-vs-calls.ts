import fs from "node:fs/promises";
import { corpusFile } from "./lib/corpus.ts";
import { median, runJob, startService, submitJob, waitForJob, type RunningService } from "./lib/service.ts";

/**
 * What a three-step pipeline (OCR, compress, protect a real scan) costs against the same three
 * tools called one after another, each result downloaded and sent back up: wall time from the
 * first request to the final result in hand, and the bytes that crossed the API both ways.
 */
const STEPS = [
  { tool: "ocr-pdf", fields: {} as Record<string, string> },
  { tool: "compress-pdf", fields: {} as Record<string, string> },
  { tool: "protect-pdf", fields: { password: "bench secret" } as Record<string, string> },
];

async function separately(service: RunningService, scan: Uint8Array): Promise<{ seconds: number; sent: number; received: number }> {
  const started = performance.now();
  let input = scan;
  let sent = 0;
  let received = 0;
  for (const step of STEPS) {
    const form = new FormData();
    form.append("files", new Blob([input]), "scan.pdf");
    for (const [name, value] of Object.entries(step.fields)) form.append(name, value);
    sent += input.length;
    const { result } = await runJob(service, step.tool, form);
    received += result.length;
    input = result;
  }
  return { seconds: (performance.now() - started) / 1000, sent, received };
}

async function asPipeline(service: RunningService, scan: Uint8Array): Promise<{ seconds: number; sent: number; received: number }> {
  const started = performance.now();
  const form = new FormData();
  form.append("files", new Blob([scan]), "scan.pdf");
  form.append("steps", JSON.stringify(STEPS));
  const id = await submitJob(service, "pipelines", form);
  const job = await waitForJob(service, id);
  if (job.status !== "Completed") throw new Error(`pipeline failed: ${JSON.stringify(job.error)}`);
  const response = await fetch(`${service.baseUrl}/v1/jobs/${id}/result`, { headers: { "x-api-key": service.key } });
  const result = new Uint8Array(await response.arrayBuffer());
  return { seconds: (performance.now() - started) / 1000, sent: scan.length, received: result.length };
}

export async function benchPipelineVsCalls(runs = 3): Promise<string[]> {
  const scan = new Uint8Array(await fs.readFile(corpusFile("pdf/scanned/scan_book_page_public_domain.pdf")));
  const service = await startService({ DOCTOOLS_WORKERS: "1" });
  try {
    const pipeline: Array<Awaited<ReturnType<typeof asPipeline>>> = [];
    const calls: Array<Awaited<ReturnType<typeof separately>>> = [];
    // Alternated, so that a warm or cold worker favours neither.
    for (let i = 0; i < runs; i++) {
      calls.push(await separately(service, scan));
      pipeline.push(await asPipeline(service, scan));
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const p = pipeline[0]!;
    const c = calls[0]!;
    const pTime = median(pipeline.map((r) => r.seconds));
    const cTime = median(calls.map((r) => r.seconds));
    return [
      `ocr-pdf → compress-pdf → protect-pdf on a 1-page scan (${kb(scan.length)}), median of ${runs}:`,
      `  one pipeline: ${pTime.toFixed(2)} s; ${kb(p.sent)} sent, ${kb(p.received)} received (${kb(p.sent + p.received)} in all), 1 job`,
      `  three calls:  ${cTime.toFixed(2)} s; ${kb(c.sent)} sent, ${kb(c.received)} received (${kb(c.sent + c.received)} in all), 3 jobs`,
      `  pipeline / calls: time ${(pTime / cTime).toFixed(2)}, bytes ${((p.sent + p.received) / (c.sent + c.received)).toFixed(2)}`,
    ];
  } finally {
    await service.stop();
  }
}

if (import.meta.main) for (const line of await benchPipelineVsCalls()) console.log(line);
