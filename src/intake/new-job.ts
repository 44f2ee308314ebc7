import type { NewJob } from "../jobs/job.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import type { FieldSpecs, FieldValues, StoredFieldValues } from "../tools/fields.ts";
import { resultFileName } from "../tools/result-name.ts";
import { chooseResultFormat, type AnyTool } from "../tools/tool-definition.ts";
import type { ToolCall } from "./tool-call.ts";

/** The job's record: its result's name and format, its fields with secret ones sealed apart. */
export function newJob(secretBox: SecretBox, tool: AnyTool, ids: Pick<NewJob, "id" | "accountId" | "batchId">, call: ToolCall, values: FieldValues<FieldSpecs>): NewJob {
  const secrets = takeSecrets(tool, values);
  const format = chooseResultFormat(tool, values, call.inputs.length);
  return {
    ...ids,
    operation: tool.name,
    createdAt: new Date(),
    fileName: resultFileName({ tool, inputNames: call.inputs.map((input) => input.name), fileName: call.fileName, extension: format.extension }),
    resultContentType: format.contentType,
    inputs: call.inputs,
    fields: values,
    sealedSecrets: secrets === null ? null : secretBox.seal(JSON.stringify(secrets)),
  };
}

/** Takes the values of secret fields out of `values` (they are sealed, never stored in the clear); null when there are none. */
function takeSecrets(tool: AnyTool, values: StoredFieldValues): Record<string, string> | null {
  const secrets: Record<string, string> = {};
  for (const [name, spec] of Object.entries(tool.fields as FieldSpecs)) {
    const value = values[name];
    if (spec.kind === "text" && spec.secret && typeof value === "string") {
      secrets[name] = value;
      delete values[name];
    }
  }
  return Object.keys(secrets).length > 0 ? secrets : null;
}

