import { findOwnBatch, type BatchRecord, type BatchStore } from "../batches/batch-store.ts";
import type { Caller } from "../accounts/caller.ts";
import { isCleanFileName } from "../common/file-names.ts";
import type { Config } from "../config.ts";
import type { SqlExportBucketStore } from "../accounts/export-bucket-store.ts";
import { validationError, type FieldError } from "../errors/app-error.ts";
import { validateFields, type FieldSpecs, type FieldValues } from "../tools/fields.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { modelRefusal } from "./model-refusal.ts";
import { checkUploads, type UploadServices } from "./take-uploads.ts";
import type { ToolCall } from "./tool-call.ts";
import { checkExportUrl, checkUrls } from "./url-inputs.ts";

export interface CheckServices extends UploadServices {
  readonly batches: BatchStore;
  readonly exportBuckets: SqlExportBucketStore;
  readonly config: Config;
}

/**
 * Refuses a call whose fields, files, uploads or batch are wrong (400, every problem at once),
 * or that needs an AI model none is configured for (503). Returns the field values and the
 * caller's batch the call names.
 */
export async function checkToolCall(
  services: CheckServices,
  tool: AnyTool,
  caller: Caller,
  call: ToolCall,
): Promise<{ values: FieldValues<FieldSpecs>; batch: BatchRecord | null }> {
  const accountId = caller.account.id;
  const { values, errors } = validateFields(tool.fields, call.toolFields);
  if (errors.length === 0 && tool.validate) errors.push(...tool.validate(values, { fileCount: call.inputs.length + call.uploads.length + call.urls.length }));
  // A batchId naming none of the caller's batches is a validation error on its field, not a 404.
  const batch = call.batchId !== undefined && tool.acceptsBatch ? await findOwnBatch(services.batches, accountId, call.batchId) : null;
  errors.unshift(...call.errors, ...checkCommonFields(tool, call.inputs.length + call.urls.length, call.uploads, call.fileName, batch ? undefined : call.batchId), ...checkUrls(call), ...checkExportUrl(call, services.config.urlAllowOrigins, call.exportTo !== undefined ? await services.exportBuckets.get(accountId) : null));
  errors.push(...(await checkUploads(services, tool, accountId, caller.plan.limits.maxFileBytes, call)));
  const count = call.inputs.length + call.uploads.length + call.urls.length;
  if (call.urls.length > 0 && count > tool.limits.maxFiles) {
    errors.push({ field: "url", detail: `${tool.name} takes at most ${tool.limits.maxFiles} file${tool.limits.maxFiles === 1 ? "" : "s"} in \`files\`, \`uploads\` and \`url\` together (got ${count}).` });
  }
  if (errors.length > 0) throw validationError(errors);
  const refusal = modelRefusal(tool, values, services.config);
  if (refusal) throw refusal;
  return { values, batch };
}

function checkCommonFields(tool: AnyTool, fileCount: number, uploads: string[], fileName: string | undefined, batchId: string | undefined): FieldError[] {
  const errors: FieldError[] = [];
  const { minFiles, maxFiles } = tool.limits;
  // Batches are created through their own endpoint; an id that names none of the caller's is
  // refused on its field. Uploads are checked by checkUploads.
  const count = fileCount + uploads.length;
  if (count < minFiles) {
    errors.push({
      field: "files",
      detail:
        minFiles === maxFiles
          ? `${tool.name} takes exactly ${minFiles} file${minFiles === 1 ? "" : "s"} in \`files\` (got ${count}).`
          : `${tool.name} takes ${minFiles} to ${maxFiles} files in \`files\` (got ${count}).`,
    });
  }
  if (fileName !== undefined) {
    if (!isCleanFileName(fileName)) {
      errors.push({ field: "fileName", detail: "`fileName` must be 1 to 200 characters with no slashes, drive letters, quotes, control or direction characters." });
    }
  }
  if (batchId !== undefined) {
    errors.push(
      tool.acceptsBatch
        ? { field: "batchId", detail: `\`batchId\` names "${batchId}", which is not an open batch of this account.` }
        : { field: "batchId", detail: `${tool.name} does not take \`batchId\`.` },
    );
  }
  return errors;
}
