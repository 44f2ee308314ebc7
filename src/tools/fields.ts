import type { JsonSchema } from "../common/json-schema.ts";
import type { FieldError } from "../errors/app-error.ts";
import { PAGE_SELECTION_PATTERN, PAGE_SELECTION_SYNTAX, parsePageSelection, type PageSelection } from "../pdf/page-selection.ts";

/**
 * Form field declarations. A tool lists its fields once; validation, defaults, OpenAPI and
 * the typed values its `run` receives all come from these declarations. Each kind of field
 * owns both its parsing and its schema: it parses its text once, when the call arrives (the
 * typed value is what the job keeps and what the tool gets, plain data that travels as JSON to
 * the database and the worker), and describes the same rule to the OpenAPI document.
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
/** Text with one item a line (redact-pdf's terms); blank lines and surrounding spaces ignored. */
export interface LinesField extends FieldBase {
  readonly kind: "lines";
  readonly maxItems: number;
  readonly maxItemLength: number;
  /** What one line is called in sentences ("term"). */
  readonly item: string;
}
/** A comma-separated list of enum values, each kept once (redact-pdf's patterns, ocr-pdf's languages). */
export interface EnumListField<V extends string = string> extends FieldBase {
  readonly kind: "enumList";
  readonly values: readonly V[];
  /** What a call that names none gets; without it, an empty list. */
  readonly default?: readonly V[];
}
/** A JSON array of boxes on pages, in points from the top left of the page as shown. */
export interface BoxesField extends FieldBase {
  readonly kind: "boxes";
  readonly maxItems: number;
}

/**
 * A JSON object of names to values (fill-pdf-form's field values): the names are the caller's,
 * so each value's shape is checked here and what the names mean by the tool.
 */
export interface JsonObjectField extends FieldBase {
  readonly kind: "jsonObject";
  readonly maxEntries: number;
  /** What one entry's value must be, as a sentence's end ("must be text, …"), or null when it is. */
  readonly valueProblem: (value: unknown) => string | null;
  /** The same rule for the OpenAPI document. */
  readonly valueSchema: JsonSchema;
  readonly example: Readonly<Record<string, unknown>>;
}

export type FieldSpec = EnumField | IntegerField | BooleanField | TextField | PageSelectionField | LinesField | EnumListField | BoxesField | JsonObjectField;
export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

/** A box of a `boxes` field; `page` is 1-based. */
export interface PageBox {
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

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
          : F extends LinesField
            ? string[]
            : F extends EnumListField<infer V>
              ? V[]
              : F extends BoxesField
                ? PageBox[]
                : F extends JsonObjectField
                  ? Record<string, unknown>
                  : never;

type HasValue<F extends FieldSpec> = F extends { required: true } ? true : F extends { default: unknown } ? true : F extends { kind: "lines" | "enumList" | "boxes" | "jsonObject" } ? true : false;

/** The typed values a tool's run function receives: required, defaulted and list fields are never undefined. */
export type FieldValues<S extends FieldSpecs> = {
  -readonly [K in keyof S]: HasValue<S[K]> extends true ? ValueOf<S[K]> : ValueOf<S[K]> | undefined;
};

/** Field values as a job keeps them: the typed values above, which are plain JSON data. */
export type StoredFieldValues = Record<string, unknown>;

type Parsed = { readonly value: unknown } | string;

/** What a kind of field knows: how to read its text, and the schema that tells clients the same rule. */
interface FieldKind<F extends FieldSpec> {
  /** The typed value, or the sentence for the client. */
  parse(name: string, spec: F, raw: string): Parsed;
  /** The field's schema in the form: numbers and booleans travel as text there. */
  schema(spec: F): JsonSchema;
}

const kinds: { readonly [K in FieldSpec["kind"]]: FieldKind<Extract<FieldSpec, { kind: K }>> } = {
  enum: {
    parse(name, spec, raw) {
      const value = raw.trim();
      if (spec.values.includes(value)) return { value };
      return `\`${name}\` must be ${describeEnum(spec.values)} (got "${raw}").`;
    },
    schema: (spec) => ({ type: "string", enum: spec.values, ...defaultOf(spec.default), description: spec.description }),
  },
  integer: {
    parse(name, spec, raw) {
      const value = raw.trim();
      const n = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isSafeInteger(n) && n >= spec.min && n <= spec.max) return { value: n };
      return `\`${name}\` must be an integer from ${spec.min} to ${spec.max} (got "${raw}").`;
    },
    schema: (spec) => ({ type: "integer", minimum: spec.min, maximum: spec.max, ...defaultOf(spec.default), description: spec.description }),
  },
  boolean: {
    parse(name, _spec, raw) {
      const value = raw.trim().toLowerCase();
      if (value === "true") return { value: true };
      if (value === "false") return { value: false };
      return `\`${name}\` must be true or false (got "${raw}").`;
    },
    schema: (spec) => ({ type: "boolean", ...defaultOf(spec.default), description: spec.description }),
  },
  text: {
    parse(name, spec, raw) {
      const length = [...raw].length;
      if (length > spec.maxLength) return `\`${name}\` must be at most ${spec.maxLength} characters (got ${length}).`;
      if (length < (spec.minLength ?? (spec.required ? 1 : 0))) {
        return spec.required ? `\`${name}\` is required.` : `\`${name}\` must be at least ${spec.minLength} characters.`;
      }
      if (spec.pattern && !spec.pattern.regex.test(raw)) return `\`${name}\` ${spec.pattern.explain} (got "${raw}").`;
      return { value: raw };
    },
    schema: (spec) => ({
      type: "string",
      maxLength: spec.maxLength,
      ...(spec.minLength !== undefined ? { minLength: spec.minLength } : spec.required ? { minLength: 1 } : {}),
      ...(spec.pattern ? { pattern: spec.pattern.openapi } : {}),
      ...defaultOf(spec.default),
      // Secrets are sealed at rest and never echoed back; clients should mask them.
      ...(spec.secret ? { format: "password", writeOnly: true } : {}),
      description: spec.description,
    }),
  },
  pages: {
    parse(name, spec, raw) {
      const parsed = parsePageSelection(raw, { unique: spec.unique ?? false });
      return parsed.ok ? { value: parsed.selection } : `\`${name}\` ${parsed.problem}`;
    },
    schema: (spec) => ({
      type: "string",
      pattern: PAGE_SELECTION_PATTERN,
      description: `${spec.description} ${PAGE_SELECTION_SYNTAX}${spec.unique ? " Each page may be listed once." : ""}`,
      examples: ["1,3,5-7", "4-"],
    }),
  },
  lines: {
    parse(name, spec, raw) {
      const lines = raw.split(/\r\n|\r|\n/).map((line) => line.trim()).filter((line) => line !== "");
      if (lines.length > spec.maxItems) return `\`${name}\` may hold at most ${spec.maxItems} ${spec.item}s, one per line (got ${lines.length}).`;
      const long = lines.findIndex((line) => [...line].length > spec.maxItemLength);
      if (long >= 0) return `\`${name}\`: each ${spec.item} may be at most ${spec.maxItemLength} characters; ${spec.item} ${long + 1} has ${[...lines[long]!].length}.`;
      return { value: lines };
    },
    schema: (spec) => ({ type: "string", description: spec.description }),
  },
  enumList: {
    parse(name, spec, raw) {
      const names = raw.split(",").map((item) => item.trim()).filter((item) => item !== "");
      const unknown = names.filter((item) => !spec.values.includes(item));
      if (unknown.length > 0) {
        return `\`${name}\` must be a comma-separated list from ${spec.values.join(", ")} (unknown: ${unknown.map((n) => `"${n}"`).join(", ")}).`;
      }
      return { value: names.length === 0 ? emptyValue(spec) : [...new Set(names)] };
    },
    schema: (spec) => ({
      type: "string",
      pattern: `^\\s*(${spec.values.join("|")})(\\s*,\\s*(${spec.values.join("|")}))*\\s*$`,
      ...defaultOf(spec.default?.join(",")),
      description: spec.description,
      examples: [spec.values.slice(0, 2).join(",")],
    }),
  },
  boxes: {
    parse(name, spec, raw) {
      if (raw.trim() === "") return { value: [] };
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return `\`${name}\` must be a JSON array of boxes like [{"page":1,"x":72,"y":72,"width":200,"height":20}].`;
      }
      if (!Array.isArray(parsed)) return `\`${name}\` must be a JSON array of boxes, each {page, x, y, width, height}.`;
      if (parsed.length > spec.maxItems) return `\`${name}\` may hold at most ${spec.maxItems} boxes (got ${parsed.length}).`;
      const boxes: PageBox[] = [];
      for (const [index, box] of parsed.entries()) {
        const problem = boxProblem(box);
        if (problem) return `\`${name}\` box ${index + 1}: ${problem}`;
        const { page, x, y, width, height } = box as PageBox;
        boxes.push({ page, x, y, width, height });
      }
      return { value: boxes };
    },
    schema: (spec) => ({
      type: "string",
      contentMediaType: "application/json",
      contentSchema: {
        type: "array",
        maxItems: spec.maxItems,
        items: {
          type: "object",
          required: ["page", "x", "y", "width", "height"],
          additionalProperties: false,
          properties: {
            page: { type: "integer", minimum: 1 },
            x: { type: "number", minimum: 0 },
            y: { type: "number", minimum: 0 },
            width: { type: "number", exclusiveMinimum: 0 },
            height: { type: "number", exclusiveMinimum: 0 },
          },
        },
      },
      description: spec.description,
    }),
  },
  jsonObject: {
    parse(name, spec, raw) {
      if (raw.trim() === "") return { value: {} };
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return `\`${name}\` must be a JSON object like ${JSON.stringify(spec.example)}.`;
      }
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return `\`${name}\` must be a JSON object like ${JSON.stringify(spec.example)}.`;
      const entries = Object.entries(parsed);
      if (entries.length > spec.maxEntries) return `\`${name}\` may hold at most ${spec.maxEntries} entries (got ${entries.length}).`;
      const problems = entries.flatMap(([key, value]) => {
        const problem = spec.valueProblem(value);
        return problem === null ? [] : [`"${key}" ${problem}`];
      });
      if (problems.length > 0) return `\`${name}\`: ${problems.slice(0, 10).join("; ")}${problems.length > 10 ? `; and ${problems.length - 10} more` : ""}.`;
      // A plain object without a prototype, so that names such as "__proto__" stay names.
      return { value: Object.assign(Object.create(null) as Record<string, unknown>, Object.fromEntries(entries)) };
    },
    schema: (spec) => ({
      type: "string",
      contentMediaType: "application/json",
      contentSchema: { type: "object", maxProperties: spec.maxEntries, additionalProperties: spec.valueSchema },
      examples: [JSON.stringify(spec.example)],
      description: spec.description,
    }),
  },
};

/** What a field holds when the call leaves it out: its declared default, or an empty list. */
function emptyValue(spec: FieldSpec): unknown {
  if (spec.kind === "enumList") return [...(spec.default ?? [])];
  if (spec.kind === "jsonObject") return {};
  return spec.kind === "lines" || spec.kind === "boxes" ? [] : "default" in spec ? spec.default : undefined;
}

function parseField(name: string, spec: FieldSpec, raw: string): Parsed {
  return (kinds[spec.kind] as FieldKind<FieldSpec>).parse(name, spec, raw);
}

/** The schema of one tool field, from the same declaration the intake parses it with. */
export function fieldSchema(spec: FieldSpec): JsonSchema {
  return (kinds[spec.kind] as FieldKind<FieldSpec>).schema(spec);
}

function defaultOf(value: unknown): JsonSchema {
  return value === undefined ? {} : { default: value };
}

function describeEnum(values: readonly string[]): string {
  return values.length === 2 ? `${values[0]} or ${values[1]}` : `one of ${values.join(", ")}`;
}

/**
 * Reads the text values of a form against the declarations, once: the typed values, or every
 * problem at once.
 */
export function validateFields<S extends FieldSpecs>(specs: S, input: ReadonlyMap<string, string>): { values: FieldValues<S>; errors: FieldError[] } {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const raw = input.get(name);
    if (raw === undefined || (raw.trim() === "" && spec.kind !== "text")) {
      if (spec.required) errors.push({ field: name, detail: `\`${name}\` is required.` });
      else values[name] = emptyValue(spec);
      continue;
    }
    const parsed = parseField(name, spec, raw);
    if (typeof parsed === "string") errors.push({ field: name, detail: parsed });
    else values[name] = parsed.value;
  }
  for (const name of input.keys()) {
    if (!Object.hasOwn(specs, name)) errors.push({ field: name, detail: `\`${name}\` is not a field of this tool.` });
  }
  return { values: values as FieldValues<S>, errors };
}

/**
 * The typed values of a stored job. Jobs accepted before fields were kept typed stored the text
 * of page selections, lines, lists and boxes; those are read now, the only second reading.
 */
export function storedFieldValues<S extends FieldSpecs>(specs: S, stored: StoredFieldValues): FieldValues<S> {
  const values: Record<string, unknown> = { ...stored };
  for (const [name, spec] of Object.entries(specs)) {
    const value = stored[name];
    // A list stored empty before its field declared a default gets the default, as a new call would.
    if (spec.kind === "enumList" && Array.isArray(value) && value.length === 0) values[name] = emptyValue(spec);
    if (typeof value !== "string" || !["pages", "lines", "enumList", "boxes"].includes(spec.kind)) continue;
    const parsed = parseField(name, spec, value);
    if (typeof parsed === "string") throw new Error(`the stored value of ${name} no longer reads: ${parsed}`);
    values[name] = parsed.value;
  }
  return values as FieldValues<S>;
}

function boxProblem(box: unknown): string | null {
  if (typeof box !== "object" || box === null || Array.isArray(box)) return "must be an object {page, x, y, width, height}.";
  const record = box as Record<string, unknown>;
  const extra = Object.keys(record).filter((key) => !["page", "x", "y", "width", "height"].includes(key));
  if (extra.length > 0) return `has keys a box does not take: ${extra.join(", ")}.`;
  if (!Number.isSafeInteger(record.page) || (record.page as number) < 1) return "`page` must be a page number from 1.";
  for (const key of ["x", "y"]) {
    if (typeof record[key] !== "number" || !Number.isFinite(record[key]) || (record[key] as number) < 0) return `\`${key}\` must be a number of points, 0 or more.`;
  }
  for (const key of ["width", "height"]) {
    if (typeof record[key] !== "number" || !Number.isFinite(record[key]) || (record[key] as number) <= 0) return `\`${key}\` must be a number of points above 0.`;
  }
  return null;
}
