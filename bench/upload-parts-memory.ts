import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { watchResidentMemory } from "../test/helpers/resident-memory.ts";
import { sendGenerated } from "../test/helpers/upload-memory.ts";
import { startService } from "./lib/service.ts";

const MiB = 1024 * 1024;
const PART_BYTES = 50 * MiB;

/**
 * Memory of the HTTP process while it receives one file part-wise: 250 MiB in
 * five 50 MiB parts. Parts are appended to storage as they stream, so the growth should be a
 * few MiB whatever the size. The demo account's plan is given a 250 MiB largest file.
 */
export async function measureUploadPartsMemory(megabytes = 250): Promise<{ baselineMiB: number; peakMiB: number; growthMiB: number; seconds: number }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-bench-plans-"));
  const plansFile = path.join(dir, "plans.json");
  await fs.writeFile(
    plansFile,
    JSON.stringify([
      {
        name: "Developer",
        apiAccess: true,
        webhooks: true,
        limits: { operationsPerMonth: 5000, paidToolJobsPerMonth: 100, storageBytes: 2 * 1024 * MiB, maxFileBytes: megabytes * MiB, batchMaxFiles: 50, requestsPerMinute: 600 },
      },
    ]),
  );
  const service = await startService({ DOCTOOLS_WORKERS: "1", DOCTOOLS_PLANS_FILE: plansFile });
  try {
    const length = megabytes * MiB;
    const created = await fetch(`${service.baseUrl}/v1/uploads`, {
      method: "POST",
      headers: { "x-api-key": service.key, "content-type": "application/json" },
      body: JSON.stringify({ fileName: "big.pdf", length }),
    });
    if (created.status !== 201) throw new Error(`creating the upload answered ${created.status}: ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };

    await new Promise((resolve) => setTimeout(resolve, 500));
    const memory = await watchResidentMemory(service.pid);
    const started = performance.now();
    for (let offset = 0; offset < length; offset += PART_BYTES) {
      const size = Math.min(PART_BYTES, length - offset);
      const status = await sendGenerated(`${service.baseUrl}/v1/uploads/${id}?offset=${offset}`, "PATCH", { "x-api-key": service.key, "content-type": "application/octet-stream" }, size);
      if (status !== 200) throw new Error(`part at ${offset} answered ${status}`);
    }
    const seconds = (performance.now() - started) / 1000;
    const measured = await memory.stop();
    return { ...measured, seconds };
  } finally {
    await service.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const result = await measureUploadPartsMemory();
  console.log(
    `250 MiB part-wise upload (5 parts): server RSS ${result.baselineMiB.toFixed(1)} MiB before, peak ${result.peakMiB.toFixed(1)} MiB, growth ${result.growthMiB.toFixed(1)} MiB (${result.seconds.toFixed(2)} s)`,
  );
}
