import { didYouMean } from "../common/did-you-mean.ts";
import type { FieldError } from "../errors/app-error.ts";
import type { ResultFormat } from "../contract/result-format.ts";
import { validateFields, type FieldSpec, type FieldSpecs, type StoredFieldValues } from "../tools/fields.ts";
import { chooseResultFormat, type AnyTool } from "../tools/tool-definition.ts";

/** A pipeline holds at most this many steps. */
export const MAX_PIPELINE_STEPS = 10;

/** One step as the caller wrote it: a tool, its fields, and the names of the call's files it takes besides the previous result. */
export interface StepRequest {
  readonly tool: string;
  readonly fields: Record<string, unknown>;
  readonly files: readonly string[];
}

/** One step checked: its tool, its typed field values, how many files it gets and what it gives. */
export interface PlannedStep {
  readonly tool: AnyTool;
  readonly values: StoredFieldValues;
  /** Names of the call's files this step takes after the previous step's result (none for the first step). */
  readonly extraFiles: readonly string[];
  readonly inputCount: number;
  readonly format: ResultFormat;
}

/**
 * Reads the `steps` field: a JSON array of `{ "tool": name, "fields": { … }, "files": [names] }`.
 * Every problem is reported on its step (`steps[2].fields.angle`), all at once.
 */
export function parseSteps(text: string | undefined): { steps: StepRequest[]; errors: FieldError[] } {
  if (text === undefined || text.trim() === "") return { steps: [], errors: [{ field: "steps", detail: "`steps` is required: a JSON array of steps like [{\"tool\":\"ocr-pdf\"},{\"tool\":\"compress-pdf\"}]." }] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { steps: [], errors: [{ field: "steps", detail: "`steps` is not valid JSON; it must be an array of steps like [{\"tool\":\"ocr-pdf\",\"fields\":{\"languages\":\"English\"}}]." }] };
  }
  if (!Array.isArray(parsed)) return { steps: [], errors: [{ field: "steps", detail: "`steps` must be a JSON array of steps." }] };
  if (parsed.length === 0 || parsed.length > MAX_PIPELINE_STEPS) {
    return { steps: [], errors: [{ field: "steps", detail: `A pipeline has 1 to ${MAX_PIPELINE_STEPS} steps (got ${parsed.length}).` }] };
  }
  const steps: StepRequest[] = [];
  const errors: FieldError[] = [];
  for (const [index, item] of parsed.entries()) {
    const at = `steps[${index}]`;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      errors.push({ field: at, detail: `Step ${index + 1} must be an object {"tool": …, "fields": {…}}.` });
      continue;
    }
    const { tool, fields = {}, files = [], ...rest } = item as Record<string, unknown>;
    for (const key of Object.keys(rest)) errors.push({ field: `${at}.${key}`, detail: `Step ${index + 1}: \`${key}\` is not part of a step; a step has \`tool\`, \`fields\` and \`files\`.` });
    if (typeof tool !== "string" || tool === "") {
      errors.push({ field: `${at}.tool`, detail: `Step ${index + 1} names no \`tool\`.` });
      continue;
    }
    if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
      errors.push({ field: `${at}.fields`, detail: `Step ${index + 1}: \`fields\` must be an object of the tool's fields.` });
      continue;
    }
    if (!Array.isArray(files) || !files.every((name) => typeof name === "string")) {
      errors.push({ field: `${at}.files`, detail: `Step ${index + 1}: \`files\` must be an array of the names of files sent in \`files\`.` });
      continue;
    }
    steps.push({ tool, fields: fields as Record<string, unknown>, files });
  }
  return { steps, errors };
}

/**
 * Checks that the steps can work before anything runs: each tool exists and its fields are
 * valid, each step gets as many files as its tool takes (the first the call's files, each later
 * one the previous result plus the files it names), and each result is of a type the next tool
 * takes. `fileNames` are the names of the call's files, in order.
 */
export function planSteps(requests: readonly StepRequest[], tools: ReadonlyMap<string, AnyTool>, fileNames: readonly string[]): { steps: PlannedStep[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const steps: PlannedStep[] = [];
  const named = new Set(requests.slice(1).flatMap((step) => step.files));
  const firstCount = fileNames.filter((name) => !named.has(name)).length;
  for (const [index, request] of requests.entries()) {
    const at = `steps[${index}]`;
    const label = `Step ${index + 1}`;
    const tool = tools.get(request.tool);
    if (!tool) {
      errors.push({ field: `${at}.tool`, detail: `${label}: there is no tool "${request.tool}".${didYouMean(request.tool, [...tools.keys()])}` });
      continue;
    }
    if (index === 0 && request.files.length > 0) errors.push({ field: `${at}.files`, detail: `${label} takes the call's files; only later steps name files.` });
    for (const name of request.files) {
      if (!fileNames.includes(name)) errors.push({ field: `${at}.files`, detail: `${label} names "${name}", which is not one of the files sent.` });
    }
    const { values, errors: fieldErrors } = validateFields(tool.fields as FieldSpecs, fieldText(tool.fields as FieldSpecs, request.fields));
    for (const error of fieldErrors) errors.push({ field: `${at}.fields.${error.field}`, detail: `${label} (${tool.name}): ${error.detail}` });
    const inputCount = index === 0 ? firstCount : 1 + request.files.length;
    const { minFiles, maxFiles } = tool.limits;
    if (inputCount < minFiles || inputCount > maxFiles) {
      errors.push({
        field: `${at}.files`,
        detail: `${label} (${tool.name}) takes ${minFiles === maxFiles ? `${minFiles}` : `${minFiles} to ${maxFiles}`} file${maxFiles === 1 ? "" : "s"} but would get ${inputCount}${index > 0 ? " (the previous result and the files it names)" : ""}.`,
      });
    }
    if (fieldErrors.length > 0) continue;
    for (const error of tool.validate?.(values, { fileCount: inputCount }) ?? []) errors.push({ field: `${at}.fields.${error.field}`, detail: `${label} (${tool.name}): ${error.detail}` });
    const format = chooseResultFormat(tool, values, inputCount);
    const previous = steps.at(-1);
    if (previous && index === steps.length && !takes(tool, previous.format)) {
      errors.push({
        field: `${at}.tool`,
        detail: `${label} (${tool.name}) cannot take what step ${index} (${previous.tool.name}) gives: a ${previous.format.extension.toUpperCase()} file; ${tool.name} takes ${tool.limits.accepts.join(", ")}.`,
      });
    }
    steps.push({ tool, values, extraFiles: index === 0 ? [] : request.files, inputCount, format });
  }
  return { steps: errors.length === 0 ? steps : [], errors };
}

function takes(tool: AnyTool, format: ResultFormat): boolean {
  return tool.limits.accepts.some((type) => type === format.contentType || (type.endsWith("/*") && format.contentType.startsWith(type.slice(0, -1))));
}

/** A step's JSON values as the text a form would carry, so they are read by the one field reader. */
function fieldText(specs: FieldSpecs, fields: Record<string, unknown>): Map<string, string> {
  const text = new Map<string, string>();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const spec: FieldSpec | undefined = specs[name];
    if (typeof value === "string") text.set(name, value);
    else if (typeof value === "number" || typeof value === "boolean") text.set(name, String(value));
    else if (Array.isArray(value) && spec?.kind === "enumList") text.set(name, value.map(String).join(","));
    else if (Array.isArray(value) && spec?.kind === "lines") text.set(name, value.map(String).join("\n"));
    else text.set(name, JSON.stringify(value));
  }
  return text;
}
