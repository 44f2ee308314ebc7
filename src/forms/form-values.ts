import { closestMatch } from "./did-you-mean.ts";
import type { FieldOption, FormField } from "./form-fields.ts";

/** A value as the call gives it: text (or a number, written as text), a checkbox's true or false, or a list box's selections. */
export type GivenValue = string | number | boolean | readonly string[];

/** What is written into a field once its value is checked against the field. */
export type ResolvedValue =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "state"; readonly state: string | null }
  | { readonly kind: "choice"; readonly choices: readonly string[] };

export interface ValueCheck {
  readonly resolved: Map<FormField, ResolvedValue>;
  /** One sentence for each unknown field and each value its field does not take. */
  readonly problems: string[];
}

/** The most sentences one failure lists; the rest are counted. */
const MAX_LISTED = 20;

/**
 * The shape a value must have whatever field it is for, checked when the call arrives; null
 * when it has it.
 */
export function valueShapeProblem(value: unknown): string | null {
  if (typeof value === "string" || typeof value === "boolean") return null;
  if (typeof value === "number") return Number.isFinite(value) ? null : "must be a finite number";
  if (Array.isArray(value)) return value.every((item) => typeof item === "string") ? null : "must be an array of texts (a list box's selections)";
  return "must be text, a number, true or false, or an array of texts";
}

/** Checks each given value against its field: every problem at once, or what to write. */
export function checkValues(fields: readonly FormField[], values: Readonly<Record<string, GivenValue>>): ValueCheck {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const resolved = new Map<FormField, ResolvedValue>();
  const problems: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const field = byName.get(name);
    if (!field) {
      const guess = closestMatch(name, byName.keys());
      problems.push(`"${name}" is not a field of this form${guess === null ? "" : `; did you mean "${guess}"?`}`);
      continue;
    }
    const outcome = resolveValue(field, value);
    if (typeof outcome === "string") problems.push(`"${name}" (${describeType(field)}) ${outcome}`);
    else resolved.set(field, outcome);
  }
  return { resolved, problems };
}

/** The problems as one sentence for a failed job. */
export function describeProblems(problems: readonly string[]): string {
  const listed = problems.slice(0, MAX_LISTED).join("; ");
  const more = problems.length > MAX_LISTED ? `; and ${problems.length - MAX_LISTED} more` : "";
  return `The form does not take these values: ${listed}${more}. Read the form with read-pdf-form for its field names and the values each takes.`;
}

function resolveValue(field: FormField, value: GivenValue): ResolvedValue | string {
  switch (field.type) {
    case "Text": {
      if (typeof value !== "string" && typeof value !== "number") return "takes text";
      const text = String(value);
      if (field.maxLength !== null && [...text].length > field.maxLength) return `takes at most ${field.maxLength} characters (got ${[...text].length})`;
      return { kind: "text", text };
    }
    case "Checkbox": {
      if (value === true) return field.options.length > 0 ? { kind: "state", state: field.options[0]!.export } : "has no appearance to show it checked";
      if (value === false || value === "Off") return { kind: "state", state: null };
      if (typeof value !== "string") return "takes true or false";
      const option = findOption(field.options, value);
      return option ? { kind: "state", state: option.export } : `takes true or false${offer(field.options, value)}`;
    }
    case "Radio": {
      if (value === false || value === "Off") return { kind: "state", state: null };
      if (typeof value !== "string") return `takes one of ${listOptions(field.options)}`;
      const option = findOption(field.options, value);
      return option ? { kind: "state", state: option.export } : `takes one of ${listOptions(field.options)}${offer(field.options, value)}`;
    }
    case "ComboBox": {
      if (typeof value !== "string" && typeof value !== "number") return `takes one of ${listOptions(field.options)}`;
      const text = String(value);
      const option = findOption(field.options, text);
      if (option) return { kind: "choice", choices: [option.export] };
      if (field.editable || text === "") return { kind: "choice", choices: text === "" ? [] : [text] };
      return `takes one of ${listOptions(field.options)}${offer(field.options, text)}`;
    }
    case "ListBox": {
      const wanted = typeof value === "string" ? [value] : Array.isArray(value) ? value : null;
      if (wanted === null) return `takes one of ${listOptions(field.options)}, or an array of them`;
      if (wanted.length > 1 && !field.multiSelect) return `takes one selection (got ${wanted.length})`;
      const choices: string[] = [];
      for (const item of wanted) {
        const option = findOption(field.options, item);
        if (!option) return `takes ${listOptions(field.options)}; "${item}" is not among them${offer(field.options, item)}`;
        if (!choices.includes(option.export)) choices.push(option.export);
      }
      return { kind: "choice", choices };
    }
    case "PushButton":
      return "is a button and holds no value";
    case "Signature":
      return "is a signature field; sign the PDF instead";
  }
}

/** An option by its export value, else by the text it shows. */
function findOption(options: readonly FieldOption[], value: string): FieldOption | undefined {
  return options.find((option) => option.export === value) ?? options.find((option) => option.shown === value);
}

function offer(options: readonly FieldOption[], value: string): string {
  const guess = closestMatch(value, options.flatMap((option) => [option.export, option.shown]));
  return guess === null ? "" : `; did you mean "${guess}"?`;
}

function listOptions(options: readonly FieldOption[]): string {
  if (options.length === 0) return "no values";
  const names = options.slice(0, 12).map((option) => (option.shown === option.export ? `"${option.export}"` : `"${option.export}" ("${option.shown}")`));
  return names.join(", ") + (options.length > 12 ? `, … (${options.length} in all)` : "");
}

function describeType(field: FormField): string {
  const names = { Text: "a text field", Checkbox: "a checkbox", Radio: "a radio group", ComboBox: "a combo box", ListBox: "a list box", PushButton: "a button", Signature: "a signature field" } as const;
  return names[field.type];
}
