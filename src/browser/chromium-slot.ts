import { engineSettings } from "../common/engine-settings.ts";
import { EngineSlot } from "../common/engine-slot.ts";
import { ChromiumEngine } from "./chromium-engine.ts";
import { defaultGuardLimits } from "./network-guard.ts";
import type { PrintOptions } from "./print-options.ts";
import { printPage, type PageSource, type PrintReport } from "./print-page.ts";

/** A page's scripts may hold this much JavaScript heap before its renderer is stopped. */
export const PAGE_JS_HEAP_MB = 512;
/** Below this, Chromium (browser, renderer, network service) cannot print even a simple page. */
const MIN_CHROMIUM_MB = 512;
const MAX_PDF_BYTES = 500 * 1024 * 1024;

let slot: EngineSlot<ChromiumEngine> | null = null;

/** The worker's one Chromium, started when first needed and replaced as EngineSlot says. */
function chromiumSlot(): EngineSlot<ChromiumEngine> {
  if (slot) return slot;
  const settings = engineSettings();
  slot = new EngineSlot<ChromiumEngine>({
    name: "Chromium",
    start: (signal) => ChromiumEngine.start({ executablePath: settings.chromiumPath, jsHeapMb: PAGE_JS_HEAP_MB }, signal),
    startTimeoutMs: settings.startTimeoutMs,
    maxUses: settings.browserMaxConversions,
    keepWarm: settings.keepWarm,
  });
  return slot;
}

/**
 * Prints a page to a PDF at `outputPath` with the worker's Chromium. A page from the web is
 * fetched only from public addresses unless the operator lifted that rule (tests, private
 * deployments).
 */
export async function printToPdf(source: PageSource, options: PrintOptions, outputPath: string, job: { signal: AbortSignal; memoryMb: number }): Promise<PrintReport> {
  return chromiumSlot().use(job.signal, (engine) =>
    printPage(engine, source, options, outputPath, { memoryMb: Math.max(MIN_CHROMIUM_MB, job.memoryMb), maxPdfBytes: MAX_PDF_BYTES, guard: defaultGuardLimits, jsHeapMb: PAGE_JS_HEAP_MB }, job.signal),
  );
}

/** Whether web pages may come from private addresses in this worker. */
export function privateAddressesAllowed(): boolean {
  return engineSettings().allowPrivateAddresses;
}

/** Stops the worker's Chromium, if any. */
export async function closeChromium(): Promise<void> {
  const current = slot;
  slot = null;
  await current?.close();
}
