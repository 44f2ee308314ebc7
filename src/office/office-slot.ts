import { engineSettings, type EngineSettings } from "../common/engine-settings.ts";
import { JobError } from "../errors/job-errors.ts";
import { EngineSlot } from "../common/engine-slot.ts";
import { findSoffice, startNativeEngine } from "./native-engine.ts";
import type { OfficeEngine } from "./office-engine.ts";
import { startWasmEngine } from "./wasm-engine.ts";

/** A slot for an Office engine of the configured kind, with the worker's settings unless told otherwise. */
export function createOfficeSlot(overrides: Partial<EngineSettings> = {}): EngineSlot<OfficeEngine> {
  const settings = { ...engineSettings(), ...overrides };
  const kind = settings.officeEngine;
  const slot = new EngineSlot<OfficeEngine>({
    name: kind === "native" ? "LibreOffice" : "LibreOffice (WebAssembly)",
    startTimeoutMs: settings.startTimeoutMs,
    maxUses: settings.officeMaxConversions,
    keepWarm: settings.keepWarm,
    async start(signal) {
      if (kind === "wasm") return startWasmEngine(signal);
      const soffice = findSoffice(settings.sofficePath);
      if (!soffice) throw new JobError("EngineUnavailable", "The native LibreOffice engine is configured but no soffice was found; set its path or use the WebAssembly engine.");
      return startNativeEngine(soffice, signal);
    },
  });
  slots.add(slot);
  return slot;
}

const slots = new Set<EngineSlot<OfficeEngine>>();
let shared: EngineSlot<OfficeEngine> | null = null;

/** The worker process's one Office engine slot, made when first needed. */
export function officeSlot(): EngineSlot<OfficeEngine> {
  shared ??= createOfficeSlot();
  return shared;
}

// No LibreOffice outlives the process that started it: when it exits, the slots kill their
// engines (synchronously, the only work an exit hook can do). A WebAssembly engine also ends on
// its own when its parent's IPC channel closes, as it does when the parent is killed.
process.once("exit", () => {
  for (const slot of slots) slot.killNow();
});

/** Stops every Office engine of this process and removes their private folders. */
export async function closeOffice(): Promise<void> {
  shared = null;
  await Promise.allSettled([...slots].map((slot) => slot.close()));
  slots.clear();
}
