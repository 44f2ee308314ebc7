import type { Config } from "../config.ts";
import { AppError } from "../errors/app-error.ts";
import type { FieldValues, FieldSpecs } from "../tools/fields.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { aiSettingsFrom, MISSING_MODEL } from "../ai-model/ai-settings.ts";

/**
 * Retry-After of a refusal for want of a model (every 503 carries one). The model
 * only appears when the operator configures one and restarts the service, which no client can
 * hasten; an hour keeps a client that honours the header from hammering the service meanwhile,
 * yet is short enough that one that waits sees the model soon after it arrives.
 */
const NO_MODEL_RETRY_AFTER_SECONDS = 3600;

/**
 * The 503 for a call that needs an AI model when none is configured: the local
 * engine never pretends to translate or to write in another language. Null when the call can run.
 */
export function modelRefusal(tool: AnyTool, fields: FieldValues<FieldSpecs>, config: Config): AppError | null {
  if (aiSettingsFrom(config) !== null) return null;
  const need = tool.needsModel?.(fields) ?? null;
  if (need === null) return null;
  return new AppError("service-unavailable", `${need}; ${MISSING_MODEL}.`, {
    headers: { "retry-after": String(NO_MODEL_RETRY_AFTER_SECONDS) },
  });
}
