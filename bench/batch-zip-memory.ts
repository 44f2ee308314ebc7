import fs from "node:fs/promises";
import path from "node:path";
import { watchResidentMemory } from "../test/helpers/resident-memory.ts";
import { startService } from "./lib/service.ts";

const input = path.resolve(import.meta.dirname, "../../shared/corpus/pdf/text/text_irs_1040_instructions_206p.pdf");

/**
 * Memory of the HTTP process while it streams the ZIP of a batch of `count` results of a
 * 4 MB PDF (~200 MB of results): the ZIP is written entry by entry from the file store, so the
 * growth should be a few MiB, not the size of the ZIP.
 */
export async function measureBatchZipMemory(count = 50): Promise<{ baselineMiB: number; peakMiB: number; growthMiB: number; zipBytes: number; seconds: number }> {
  const service = await startService({ DOCTOOLS_WORKERS: "2" });
  try {
    const headers = { "x-api-key": service.key };
    const created = await fetch(`${service.baseUrl}/v1/batches`, { method: "POST", headers });
    if (created.status !== 201) throw new Error(`POST /v1/batches answered ${created.status}`);
    const batch = (await created.json()) as { id: string };
    const bytes = await fs.readFile(input);
    for (let i = 0; i < count; i++) {
      const form = new FormData();
      form.append("files", new Blob([bytes]), path.basename(input));
      form.append("batchId", batch.id);
      const response = await fetch(`${service.baseUrl}/v1/rotate-pdf`, { method: "POST", headers, body: form });
      if (response.status !== 202) throw new Error(`rotate-pdf answered ${response.status}: ${await response.text()}`);
    }
    for (const deadline = Date.now() + 600_000; ; ) {
      const state = (await (await fetch(`${service.baseUrl}/v1/batches/${batch.id}`, { headers })).json()) as { completed: number; failed: number };
      if (state.failed > 0) throw new Error(`${state.failed} jobs failed`);
      if (state.completed === count) break;
      if (Date.now() > deadline) throw new Error(`only ${state.completed} of ${count} jobs completed`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Let the jobs' garbage settle before the baseline.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const memory = await watchResidentMemory(service.pid);
    const started = performance.now();
    const response = await fetch(`${service.baseUrl}/v1/batches/${batch.id}/result`, { headers });
    if (response.status !== 200) throw new Error(`batch result answered ${response.status}`);
    let zipBytes = 0;
    for await (const chunk of response.body!) zipBytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    return { ...(await memory.stop()), zipBytes, seconds };
  } finally {
    await service.stop();
  }
}

if (import.meta.main) {
  const result = await measureBatchZipMemory();
  console.log(
    `batch ZIP of 50 results (${(result.zipBytes / 1048576).toFixed(1)} MiB): server RSS ${result.baselineMiB.toFixed(1)} MiB before, peak ${result.peakMiB.toFixed(1)} MiB, growth ${result.growthMiB.toFixed(1)} MiB (${result.seconds.toFixed(2)} s)`,
  );
}
