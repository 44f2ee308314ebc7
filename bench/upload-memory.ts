import { measureUploadMemory } from "../test/helpers/upload-memory.ts";
import { startService } from "./lib/service.ts";

/** Memory of the HTTP process while it receives one 100 MiB file in a multipart request (the measurement is the test's own). */
export async function benchUploadMemory(megabytes = 100): Promise<{ baselineMiB: number; peakMiB: number; growthMiB: number; seconds: number }> {
  const service = await startService({ DOCTOOLS_WORKERS: "1" });
  try {
    return await measureUploadMemory(service, megabytes);
  } finally {
    await service.stop();
  }
}

if (import.meta.main) {
  const result = await benchUploadMemory();
  console.log(
    `100 MiB upload: server RSS ${result.baselineMiB.toFixed(1)} MiB before, peak ${result.peakMiB.toFixed(1)} MiB, growth ${result.growthMiB.toFixed(1)} MiB (${result.seconds.toFixed(2)} s)`,
  );
}
