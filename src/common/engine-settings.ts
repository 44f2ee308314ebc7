import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Config } from "../config.ts";

/** What the Office and browser engines need from the configuration, inside a worker process. */
export interface EngineSettings {
  readonly officeEngine: "wasm" | "native";
  readonly sofficePath: string | null;
  readonly officeMaxConversions: number;
  readonly chromiumPath: string | null;
  readonly browserMaxConversions: number;
  readonly startTimeoutMs: number;
  readonly keepWarm: boolean;
  /** Whether webhook-style address rules are lifted (tests and private deployments only). */
  readonly allowPrivateAddresses: boolean;
  /** sign-pdf's RFC 3161 time-stamping authority; null: no time-stamp, no request leaves the machine. */
  readonly tsaUrl: string | null;
}

export function engineSettingsFrom(config: Config): EngineSettings {
  return {
    officeEngine: config.officeEngine,
    sofficePath: config.sofficePath,
    officeMaxConversions: config.officeMaxConversions,
    chromiumPath: config.chromiumPath,
    browserMaxConversions: config.browserMaxConversions,
    startTimeoutMs: config.engineStartTimeoutSeconds * 1000,
    keepWarm: config.engineKeepWarm,
    allowPrivateAddresses: config.webhookAllowPrivate,
    tsaUrl: config.tsaUrl,
  };
}

/**
 * Config is read once, by the parent; worker processes get the engine settings through this one
 * variable of their environment, set by the worker pool.
 */
export const WORKER_ENGINE_ENV = "DOCTOOLS_WORKER_ENGINES";

export function engineWorkerEnv(config: Config): Record<string, string> {
  return { [WORKER_ENGINE_ENV]: JSON.stringify(engineSettingsFrom(config)) };
}

const defaults: EngineSettings = {
  officeEngine: "wasm",
  sofficePath: null,
  officeMaxConversions: 10,
  chromiumPath: null,
  browserMaxConversions: 100,
  startTimeoutMs: 60_000,
  keepWarm: true,
  allowPrivateAddresses: false,
  tsaUrl: null,
};

/** The settings in a worker (or the defaults, for an engine used outside one, as tests do). */
export function engineSettings(env: Record<string, string | undefined> = process.env): EngineSettings {
  const value = env[WORKER_ENGINE_ENV];
  return value ? { ...defaults, ...(JSON.parse(value) as Partial<EngineSettings>) } : defaults;
}

const require = createRequire(import.meta.url);

/**
 * The version of an installed package, or null when it is not installed. Found from its entry
 * point, since not every package lets its package.json be imported.
 */
function packageVersion(name: string): string | null {
  try {
    let folder = path.dirname(require.resolve(name));
    for (let depth = 0; depth < 6; depth++, folder = path.dirname(folder)) {
      const file = path.join(folder, "package.json");
      if (!fs.existsSync(file)) continue;
      const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (manifest.name === name && manifest.version) return manifest.version;
    }
    return null;
  } catch {
    return null;
  }
}

/** Which engines convert Office documents and web pages in this service, as operators and clients are told. */
export function describeEngines(settings: EngineSettings): { readonly office: string; readonly browser: string } {
  const office =
    settings.officeEngine === "native"
      ? `LibreOffice, native (${settings.sofficePath ?? "soffice on PATH"})`
      : `LibreOffice compiled to WebAssembly (@matbee/libreoffice-converter ${packageVersion("@matbee/libreoffice-converter") ?? "not installed"})`;
  const browser = settings.chromiumPath
    ? `Chromium at ${settings.chromiumPath}`
    : `Chromium (@sparticuz/chromium ${packageVersion("@sparticuz/chromium") ?? "not installed"})`;
  return { office, browser };
}
