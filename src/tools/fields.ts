import type { FieldError } from "../errors/app-error.ts";
import { parsePageSelection, type PageSelection } from "../pdf/page-selection.ts";

/**
 * Form field declarations. A tool lists its fields once; validation, defaults, OpenAPI and
 * the typed values its `run` receives all come from these declarations.
 */
interface FieldBase {
  readonly description: string;
  readonly required?: boolean;
}

export interface EnumField<V extends string = string> extends FieldBase {
  readonly kind: "enum";
  readonly values: readonly V[];
  readonly default?: V;
}
export interface IntegerField extends FieldBase {
  readonly kind: "integer";
  readonly min: number;
  readonly max: number;
  readonly default?: number;
}
export interface BooleanField extends FieldBase {
  readonly kind: "boolean";
  readonly default?: boolean;
}
export interface TextField extends FieldBase {
  readonly kind: "text";
  readonly maxLength: number;
  readonly minLength?: number;
  readonly default?: string;
  /** A regular expression the whole value must match, with the sentence that explains it. */
  readonly pattern?: { readonly regex: RegExp; readonly explain: string; readonly openapi: string };
  /** Secrets are kept encrypted at rest and never shown in job records or logs. */
  readonly secret?: boolean;
}
export interface PageSelectionField extends FieldBase {
  readonly kind: "pages";
  /** reorder-pages: each page may be listed once. */
  readonly unique?: boolean;
}

export type FieldSpec = EnumField | IntegerField | BooleanField | TextField | PageSelectionField;
export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

type ValueOf<F extends FieldSpec> = F extends EnumField<infer V>
  ? V
  : F extends IntegerField
    ? number
    : F extends BooleanField
      ? boolean
      : F extends TextField
        ? string
        : F extends PageSelectionField
          ? PageSelection
          : never;

type HasValue<F extends FieldSpec> = F extends { required: true } ? true : F extends { default: unknown } ? true : false;

/** The typed values a tool's run function receives: required or defaulted fields are never undefined. */
export type FieldValues<S extends FieldSpecs> = {
  -readonly [K in keyof S]: HasValue<S[K]> extends true ? ValueOf<S[K]> : ValueOf<S[K]> | undefined;
};

/** Serializable form of validated values (page selections as their source text). */
export type RawFieldValues = Record<string, string | number | boolean | undefined>;

function describeEnum(values: readonly string[]): string {
  return values.length === 2 ? `${values[0]} or ${values[1]}` : `one of ${values.join(", ")}`;
}

/**
 * Checks the text values of a form against the declarations and returns every problem at once.
 * Values come back in their serializable form; `hydrateFields` turns them into typed values.
 */
export function validateFields(
  specs: FieldSpecs,
  input: ReadonlyMap<string, string>,
): { values: RawFieldValues; errors: FieldError[] } {
  const values: RawFieldValues = {};
  const errors: FieldError[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const raw = input.get(name);
    if (raw === undefined || (raw.trim() === "" && spec.kind !== "text")) {
      if (spec.required) errors.push({ field: name, detail: `\`${name}\` is required.` });
      else values[name] = "default" in spec ? spec.default : undefined;
      continue;
    }
    const problem = checkValue(name, spec, raw);
    if (typeof problem === "string") errors.push({ field: name, detail: problem });
    else values[name] = problem.value;
  }
  for (const name of input.keys()) {
    if (!Object.hasOwn(specs, name)) errors.push({ field: name, detail: `\`${name}\` is not a field of this tool.` });
  }
  return { values, errors };
}

function checkValue(name: string, spec: FieldSpec, raw: string): string | { value: string | number | boolean } {
  switch (spec.kind) {
    case "enum": {
      const value = raw.trim();
      if (spec.values.includes(value)) return { value };
      return `\`${name}\` must be ${describeEnum(spec.values)} (got "${raw}").`;
    }
    case "integer": {
      const value = raw.trim();
      const n = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isSafeInteger(n) && n >= spec.min && n <= spec.max) return { value: n };
      return `\`${name}\` must be an integer from ${spec.min} to ${spec.max} (got "${raw}").`;
    }
    case "boolean": {
      const value = raw.trim().toLowerCase();
      if (value === "true") return { value: true };
      if (value === "false") return { value: false };
      return `\`${name}\` must be true or false (got "${raw}").`;
    }
    case "text": {
      const length = [...raw].length;
      if (length > spec.maxLength) return `\`${name}\` must be at most ${spec.maxLength} characters (got ${length}).`;
      if (length < (spec.minLength ?? (spec.required ? 1 : 0))) {
        return spec.required ? `\`${name}\` is required.` : `\`${name}\` must be at least ${spec.minLength} characters.`;
      }
      if (spec.pattern && !spec.pattern.regex.test(raw)) return `\`${name}\` ${spec.pattern.explain} (got "${raw}").`;
      return { value: raw };
    }
    case "pages": {
      const parsed = parsePageSelection(raw, { unique: spec.unique ?? false });
      if (!parsed.ok) return `\`${name}\` ${parsed.problem}`;
      return { value: raw.trim() };
    }
  }
}

/** Turns validated, serialized values back into the typed values a tool's run receives. */
export function hydrateFields<S extends FieldSpecs>(specs: S, raw: RawFieldValues): FieldValues<S> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const value = raw[name];
    if (spec.kind === "pages" && typeof value === "string") {
      const parsed = parsePageSelection(value, { unique: spec.unique ?? false });
      if (!parsed.ok) throw new Error(`stored page selection for ${name} no longer parses`);
      out[name] = parsed.selection;
    } else {
      out[name] = value;
    }
  }
  return out as FieldValues<S>;
}
