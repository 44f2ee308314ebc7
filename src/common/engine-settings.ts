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
};

/** The settings in a worker (or the defaults, for an engine used outside one, as tests do). */
export function engineSettings(env: Record<string, string | undefined> = process.env): EngineSettings {
  const value = env[WORKER_ENGINE_ENV];
  return value ? { ...defaults, ...(JSON.parse(value) as Partial<EngineSettings>) } : defaults;
}
