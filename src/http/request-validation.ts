import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import { isCleanFileName } from "../common/file-names.ts";
import { validationError, type AppError, type FieldError } from "../errors/app-error.ts";
import type { JsonSchema } from "../openapi/openapi-types.ts";
import type { ParameterSpec } from "../openapi/endpoint-declaration.ts";

/**
 * Checks request parts against the JSON Schemas endpoints declare (endpoint.ts), reporting every
 * bad field at once, not only the first. Nothing is coerced or removed: a body is taken as sent.
 */
const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  formats: {
    // The rule names from clients are held to (common/file-names.ts).
    "file-name": isCleanFileName,
    // A path id names a thing or nothing: a malformed one is looked up like any other and is
    // not found (404, like another account's), so `uuid` describes ids here and checks nothing.
    "uuid": true,
  },
});

/** Checks a value; null when it is good, else the validation problem listing each bad field. */
type Check = (value: unknown) => AppError | null;

/** A check of a JSON body against `schema`, with the endpoint's sentence for each field. */
export function compileBodyCheck(schema: JsonSchema, invalid: Readonly<Record<string, string>> = {}): Check {
  const validate = ajv.compile(schema);
  const members = Object.keys((schema.properties ?? {}) as object);
  return (value) => {
    if (validate(value)) return null;
    return validationError(fieldErrors(validate.errors ?? [], (field, error) => bodySentence(field, error, invalid, members)));
  };
}

/**
 * A check of path or query parameters. They arrive as text: one declared an integer is read as
 * one when it is written as digits (and only then), before the schema sees it.
 */
export function compileParameterCheck(specs: Readonly<Record<string, ParameterSpec>>, alwaysRequired: boolean): (value: unknown) => { value: Record<string, unknown> } | { error: AppError } {
  const validate = ajv.compile(parametersSchema(specs, alwaysRequired));
  return (value) => {
    const read: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [name, spec] of Object.entries(specs)) {
      if (spec.schema.type === "integer" && typeof read[name] === "string" && /^-?\d+$/.test(read[name])) read[name] = Number(read[name]);
    }
    if (validate(read)) return { value: read };
    const sentence = (field: string, error: ErrorObject) => specs[field]?.invalid ?? `\`${field}\` ${error.message ?? "is invalid"}.`;
    return { error: validationError(fieldErrors(validate.errors ?? [], sentence)) };
  };
}

/** The parameters of one kind (path, query) as the schema of the object Fastify gives them in. */
export function parametersSchema(specs: Readonly<Record<string, ParameterSpec>>, alwaysRequired: boolean): JsonSchema {
  return {
    type: "object",
    properties: Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, spec.schema])),
    required: Object.entries(specs).filter(([, spec]) => alwaysRequired || spec.required).map(([name]) => name),
  };
}

/**
 * One entry per bad field, in the order found. A field is a top-level member, or an item of an
 * array member (`history[2]`); what is wrong deeper inside is reported on that member or item.
 */
function fieldErrors(errors: readonly ErrorObject[], sentence: (field: string, error: ErrorObject) => string): FieldError[] {
  const found = new Map<string, string>();
  for (const error of errors) {
    const field = fieldOf(error);
    if (!found.has(field)) found.set(field, sentence(field, error));
  }
  return [...found].map(([field, detail]) => ({ field, detail }));
}

function fieldOf(error: ErrorObject): string {
  const segments = error.instancePath.split("/").slice(1).map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (error.keyword === "required") segments.push(String(error.params.missingProperty));
  if (error.keyword === "additionalProperties") segments.push(String(error.params.additionalProperty));
  const [member, item] = segments;
  if (member === undefined) return "body";
  return item !== undefined && /^\d+$/.test(item) ? `${member}[${item}]` : member;
}

function bodySentence(field: string, error: ErrorObject, invalid: Readonly<Record<string, string>>, members: readonly string[]): string {
  const item = /^(.+)\[\d+\]$/.exec(field)?.[1];
  const declared = invalid[field] ?? (item === undefined ? undefined : invalid[`${item}[]`]);
  if (declared) return declared;
  if (field === "body") return `The body ${error.message ?? "is invalid"}.`;
  if (error.keyword === "additionalProperties" && error.instancePath === "") {
    return `\`${field}\` is not a field of this request; send ${listed(members)}.`;
  }
  return `\`${field}\` ${error.message ?? "is invalid"}.`;
}

/** `a`, `b` and `c`. */
function listed(names: readonly string[]): string {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length <= 1 ? (quoted[0] ?? "nothing") : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}
