import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { watchResidentMemory } from "./resident-memory.ts";

/** A running `doctools serve`: where it listens, a key it takes, and its process. */
export interface ServiceUnderMeasure {
  readonly baseUrl: string;
  readonly key: string;
  readonly pid: number;
}

/**
 * Memory of the HTTP process while it receives one file of `megabytes` MiB in a multipart
 * request: the upload streams to storage, so the growth should be a few MiB whatever the size.
 * Shared by the test that bounds it and the benchmark that reports it.
 */
export async function measureUploadMemory(service: ServiceUnderMeasure, megabytes = 100): Promise<{ baselineMiB: number; peakMiB: number; growthMiB: number; seconds: number }> {
  // Let start-up garbage settle before the baseline.
  await sleep(500);
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
}
