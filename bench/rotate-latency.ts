import { median, percentile, startService, submitJob, waitForJob } from "./lib/service.ts";
import { corpusFile } from "./lib/corpus.ts";
import fs from "node:fs/promises";

/**
 * Time from submitting a 1-page rotate to seeing it Completed, over HTTP, one job at a time:
 * the overhead the service adds around the tool itself (intake, queue, worker hand-off,
 * storing the result, polling).
 */
export async function measureRotateLatency(runs = 100): Promise<{ medianMs: number; p90Ms: number; serverMedianMs: number }> {
  const pdf = new Blob([await fs.readFile(corpusFile("pdf/text/text_pdflatex_minimal_1p.pdf"))]);
  const service = await startService({ DOCTOOLS_WORKERS: "1" });
  const client: number[] = [];
  const server: number[] = [];
  try {
    for (let i = 0; i < runs + 5; i++) {
      const form = new FormData();
      form.append("files", pdf, "one-page.pdf");
      const started = performance.now();
      // A long poll answers as the job ends, so the time measured is the service's, not a poll interval's.
      const job = await waitForJob(service, await submitJob(service, "rotate-pdf", form));
      if (job.status !== "Completed") throw new Error(`rotate failed: ${JSON.stringify(job)}`);
      // The first few warm the HTTP client and the server's JIT; they are not counted.
      if (i >= 5) {
        client.push(performance.now() - started);
        server.push(new Date(job.completedAt!).getTime() - new Date(job.createdAt).getTime());
      }
    }
  } finally {
    await service.stop();
  }
  return { medianMs: median(client), p90Ms: percentile(client, 90), serverMedianMs: median(server) };
}

if (import.meta.main) {
  const r = await measureRotateLatency();
  console.log(`1-page rotate, submit → Completed over HTTP (100 runs): median ${r.medianMs.toFixed(1)} ms, p90 ${r.p90Ms.toFixed(1)} ms; server createdAt → completedAt median ${r.serverMedianMs.toFixed(1)} ms`);
}
