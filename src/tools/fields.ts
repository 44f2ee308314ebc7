import type { FieldError } from "../errors/app-error.ts";
import { parsePageSelection, type PageSelection } from "../pdf/page-selection.ts";

/**
 * Form field declarations. A tool lists its fields once; validation, defaults, OpenAPI and
 * the typed values its `run` receives all come from these declarations. Each kind of field
 * parses its text once, when the call arrives: the typed value is what the job keeps and what
 * the tool gets (plain data, so it travels as JSON to the database and the worker).
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
/** A comma-separated list of enum values, each kept once (redact-pdf's patterns). */
export interface EnumListField<V extends string = string> extends FieldBase {
  readonly kind: "enumList";
  readonly values: readonly V[];
}
/** A JSON array of boxes on pages, in points from the top left of the page as shown. */
export interface BoxesField extends FieldBase {
  readonly kind: "boxes";
  readonly maxItems: number;
}

export type FieldSpec = EnumField | IntegerField | BooleanField | TextField | PageSelectionField | LinesField | EnumListField | BoxesField;
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
                : never;

type HasValue<F extends FieldSpec> = F extends { required: true } ? true : F extends { default: unknown } ? true : F extends { kind: "lines" | "enumList" | "boxes" } ? true : false;

/** The typed values a tool's run function receives: required, defaulted and list fields are never undefined. */
export type FieldValues<S extends FieldSpecs> = {
  -readonly [K in keyof S]: HasValue<S[K]> extends true ? ValueOf<S[K]> : ValueOf<S[K]> | undefined;
};

/** Field values as a job keeps them: the typed values above, which are plain JSON data. */
export type StoredFieldValues = Record<string, unknown>;

type Parsed = { readonly value: unknown } | string;

/** How each kind of field reads its text; a string back is the sentence for the client. */
const kinds: { readonly [K in FieldSpec["kind"]]: (name: string, spec: Extract<FieldSpec, { kind: K }>, raw: string) => Parsed } = {
  enum(name, spec, raw) {
    const value = raw.trim();
    if (spec.values.includes(value)) return { value };
    return `\`${name}\` must be ${describeEnum(spec.values)} (got "${raw}").`;
  },
  integer(name, spec, raw) {
    const value = raw.trim();
    const n = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isSafeInteger(n) && n >= spec.min && n <= spec.max) return { value: n };
    return `\`${name}\` must be an integer from ${spec.min} to ${spec.max} (got "${raw}").`;
  },
  boolean(name, _spec, raw) {
    const value = raw.trim().toLowerCase();
    if (value === "true") return { value: true };
    if (value === "false") return { value: false };
    return `\`${name}\` must be true or false (got "${raw}").`;
  },
  text(name, spec, raw) {
    const length = [...raw].length;
    if (length > spec.maxLength) return `\`${name}\` must be at most ${spec.maxLength} characters (got ${length}).`;
    if (length < (spec.minLength ?? (spec.required ? 1 : 0))) {
      return spec.required ? `\`${name}\` is required.` : `\`${name}\` must be at least ${spec.minLength} characters.`;
    }
    if (spec.pattern && !spec.pattern.regex.test(raw)) return `\`${name}\` ${spec.pattern.explain} (got "${raw}").`;
    return { value: raw };
  },
  pages(name, spec, raw) {
    const parsed = parsePageSelection(raw, { unique: spec.unique ?? false });
    return parsed.ok ? { value: parsed.selection } : `\`${name}\` ${parsed.problem}`;
  },
  lines(name, spec, raw) {
    const lines = raw.split(/\r\n|\r|\n/).map((line) => line.trim()).filter((line) => line !== "");
    if (lines.length > spec.maxItems) return `\`${name}\` may hold at most ${spec.maxItems} ${spec.item}s, one per line (got ${lines.length}).`;
    const long = lines.findIndex((line) => [...line].length > spec.maxItemLength);
    if (long >= 0) return `\`${name}\`: each ${spec.item} may be at most ${spec.maxItemLength} characters; ${spec.item} ${long + 1} has ${[...lines[long]!].length}.`;
    return { value: lines };
  },
  enumList(name, spec, raw) {
    const names = raw.split(",").map((item) => item.trim()).filter((item) => item !== "");
    const unknown = names.filter((item) => !spec.values.includes(item));
    if (unknown.length > 0) {
      return `\`${name}\` must be a comma-separated list from ${spec.values.join(", ")} (unknown: ${unknown.map((n) => `"${n}"`).join(", ")}).`;
    }
    return { value: [...new Set(names)] };
  },
  boxes(name, spec, raw) {
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
};

/** What a list field holds when the call leaves it out. */
function emptyValue(spec: FieldSpec): unknown {
  return spec.kind === "lines" || spec.kind === "enumList" || spec.kind === "boxes" ? [] : "default" in spec ? spec.default : undefined;
}

function parseField(name: string, spec: FieldSpec, raw: string): Parsed {
  return (kinds[spec.kind] as (name: string, spec: FieldSpec, raw: string) => Parsed)(name, spec, raw);
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
