import http from "node:http";
import { startService, watchResidentMemory } from "./lib/service.ts";

/**
 * Memory of the HTTP process while it receives one 100 MiB file in a multipart request:
 * the upload streams to storage, so the growth should be a few MiB whatever the size.
 */
export async function measureUploadMemory(megabytes = 100): Promise<{ baselineMiB: number; peakMiB: number; growthMiB: number; seconds: number }> {
  const service = await startService({ DOCTOOLS_WORKERS: "1" });
  try {
    // Let start-up garbage settle before the baseline.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const memory = await watchResidentMemory(service.pid);
    const boundary = "----bench";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const size = megabytes * 1024 * 1024 - 9;
    const chunk = Buffer.alloc(256 * 1024, 0x25);
    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${service.baseUrl}/v1/rotate-pdf`, {
        method: "POST",
        headers: {
          "x-api-key": service.key,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": head.length + size + tail.length,
        },
      });
      request.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode!));
      });
      request.on("error", reject);
      request.write(head);
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          const part = sent + chunk.length <= size ? chunk : chunk.subarray(0, size - sent);
          sent += part.length;
          if (!request.write(part)) return void request.once("drain", pump);
        }
        request.end(tail);
      };
      pump();
    });
    const seconds = (performance.now() - started) / 1000;
    const measured = await memory.stop();
    if (status !== 202) throw new Error(`upload answered ${status}`);
    return { ...measured, seconds };
  } finally {
    await service.stop();
  }
}

if (import.meta.main) {
  const result = await measureUploadMemory();
  console.log(
    `100 MiB upload: server RSS ${result.baselineMiB.toFixed(1)} MiB before, peak ${result.peakMiB.toFixed(1)} MiB, growth ${result.growthMiB.toFixed(1)} MiB (${result.seconds.toFixed(2)} s)`,
  );
}
