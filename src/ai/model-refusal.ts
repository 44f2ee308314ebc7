import type { Config } from "../config.ts";
import { AppError } from "../errors/app-error.ts";
import type { FieldValues, FieldSpecs } from "../tools/fields.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { aiSettingsFrom, MISSING_MODEL } from "./ai-settings.ts";

/**
 * The 503 for a call that needs an AI model when none is configured (decisions §8): the local
 * engine never pretends to translate or to write in another language. Null when the call can run.
 */
export function modelRefusal(tool: AnyTool, fields: FieldValues<FieldSpecs>, config: Config): AppError | null {
  if (aiSettingsFrom(config) !== null) return null;
  const need = tool.needsModel?.(fields) ?? null;
  return need === null ? null : new AppError("service-unavailable", `${need}; ${MISSING_MODEL}.`);
}
