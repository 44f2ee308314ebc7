import type { Config } from "../config.ts";

/** How to reach the operator's OpenAI-compatible chat model; null settings mean the local engine. */
export interface AiSettings {
  readonly baseUrl: string;
  readonly apiKey: string | null;
  readonly model: string;
  readonly timeoutMs: number;
  readonly retries: number;
  readonly retryBaseMs: number;
  readonly concurrency: number;
  readonly contextTokens: number;
}

/** The model counts as configured once it has an address and a name; the key is optional (local servers). */
export function aiSettingsFrom(config: Config): AiSettings | null {
  if (config.aiBaseUrl === null || config.aiModel === null) return null;
  return {
    baseUrl: config.aiBaseUrl,
    apiKey: config.aiApiKey,
    model: config.aiModel,
    timeoutMs: config.aiTimeoutMs,
    retries: config.aiRetries,
    retryBaseMs: config.aiRetryBaseMs,
    concurrency: config.aiConcurrency,
    contextTokens: config.aiContextTokens,
  };
}

/** The sentence that ends every refusal for want of a model. */
export const MISSING_MODEL =
  "the operator has not configured DOCTOOLS_AI_BASE_URL and DOCTOOLS_AI_MODEL, so only the built-in local engine (English, offline) is available";

/**
 * Config is read once, by the parent; worker processes get the AI settings through this one
 * variable of their environment, set by the worker pool.
 */
export const WORKER_AI_ENV = "DOCTOOLS_WORKER_AI";

export function aiWorkerEnv(config: Config): Record<string, string> {
  const settings = aiSettingsFrom(config);
  return { [WORKER_AI_ENV]: settings ? JSON.stringify(settings) : "" };
}

export function aiSettingsFromWorkerEnv(value: string | undefined): AiSettings | null {
  return value ? (JSON.parse(value) as AiSettings) : null;
}
