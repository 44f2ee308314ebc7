import { compareWithNativeTools } from "./native-comparison.ts";
import { median } from "./lib/service.ts";
import { measureRotateLatency } from "./rotate-latency.ts";
import { measureUploadMemory } from "./upload-memory.ts";

/**
 * `npm run bench`: the service against the best native tools on the same inputs, as ratios in
 * one run, plus the service's own overheads. Native tools found on PATH (qpdf, mutool, …) are
 * compared; missing ones are named and skipped.
 */
console.log("doctools benchmarks\n");

const latency = await measureRotateLatency(100);
console.log(
  `1-page rotate, submit → Completed over HTTP (100 runs): median ${latency.medianMs.toFixed(1)} ms, p90 ${latency.p90Ms.toFixed(1)} ms (server-side median ${latency.serverMedianMs.toFixed(1)} ms)`,
);

const growths: number[] = [];
for (let i = 0; i < 5; i++) growths.push((await measureUploadMemory(100)).growthMiB);
console.log(
  `100 MiB multipart upload, HTTP process RSS growth over 5 runs: median ${median(growths).toFixed(1)} MiB, max ${Math.max(...growths).toFixed(1)} MiB`,
);

console.log("\nPage-structure tools vs native (median of 5):");
for (const line of await compareWithNativeTools(5)) console.log(`  ${line}`);
