import assert from "node:assert/strict";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";

/** The parts of an OpenAPI 3.1 document this checker reads. */
interface OpenApiLike {
  readonly paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
  readonly components?: { readonly schemas?: Record<string, unknown> };
}

export interface ObservedResponse {
  readonly status: number;
  /** The Content-Type header as sent, parameters included; null when the answer has none. */
  readonly contentType: string | null;
  /** The parsed JSON body, for JSON answers; ignored for others. */
  readonly body?: unknown;
  /** Whether any body bytes were sent (a documented 204 or 304 must send none). */
  readonly hasBody?: boolean;
}

const DOCUMENT_ID = "https://doctools.invalid/openapi.json";

/**
 * Checks real HTTP answers against the responses an OpenAPI document declares: the status
 * must be documented for the operation, the content type must be one it lists, and a JSON
 * body must match its schema (JSON Schema 2020-12, through ajv). Formats the service uses are
 * checked by small rules here (no ajv-formats dependency); annotation-only formats pass.
 */
export class OpenApiResponseChecker {
  readonly #document: OpenApiLike;
  readonly #ajv: Ajv2020;
  readonly #compiled = new Map<string, ValidateFunction>();

  constructor(document: unknown) {
    this.#document = document as OpenApiLike;
    this.#ajv = new Ajv2020({
      allErrors: true,
      strict: false,
      formats: {
        "uuid": /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
        "date-time": (value: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(value) && !Number.isNaN(Date.parse(value)),
        "uri-reference": (value: string) => !/[\s<>"]/.test(value),
        "binary": true,
        "password": true,
      },
    });
    // Refs like "#/components/schemas/Job" resolve against this copy of the components.
    this.#ajv.addSchema({ $id: DOCUMENT_ID, components: this.#document.components ?? {} });
  }

  /** The path template of the document that a concrete path (e.g. `/v1/jobs/<uuid>`) falls under. */
  templateFor(path: string): string {
    if (Object.hasOwn(this.#document.paths, path)) return path;
    const match = Object.keys(this.#document.paths).find((template) =>
      new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+")}$`).test(path),
    );
    assert.ok(match, `${path} is not a path of the OpenAPI document`);
    return match;
  }

  /** Fails (AssertionError) when the answer is not one the document declares for the operation. */
  check(method: string, path: string, observed: ObservedResponse): void {
    const template = this.templateFor(path.split("?")[0]!);
    const operation = this.#document.paths[template]?.[method.toLowerCase()];
    assert.ok(operation, `${method.toUpperCase()} ${template} is not documented`);
    const where = `${method.toUpperCase()} ${template} → ${observed.status}`;
    const documented = operation.responses?.[String(observed.status)];
    assert.ok(
      documented,
      `${where} is not a documented response (documented: ${Object.keys(operation.responses ?? {}).join(", ")}); body: ${JSON.stringify(observed.body)}`,
    );
    const content = documented.content;
    if (!content || Object.keys(content).length === 0) {
      assert.ok(!observed.hasBody, `${where} is documented without a body but one was sent`);
      return;
    }
    assert.ok(observed.contentType, `${where} sent no Content-Type`);
    const mediaType = observed.contentType.split(";")[0]!.trim().toLowerCase();
    const key = Object.keys(content).find((candidate) => mediaTypeMatches(candidate, mediaType));
    assert.ok(key, `${where} sent ${mediaType}; documented: ${Object.keys(content).join(", ")}`);
    if (!isJson(mediaType) || content[key]!.schema === undefined) return;
    const validate = this.#validator(`${template} ${method} ${observed.status} ${key}`, content[key]!.schema);
    if (!validate(observed.body)) {
      assert.fail(`${where} (${mediaType}) does not match its schema:\n${this.#ajv.errorsText(validate.errors, { separator: "\n" })}\nbody: ${JSON.stringify(observed.body)}`);
    }
  }

  /** Fails when `value` does not match the document's component schema `name` (e.g. a webhook body). */
  checkComponent(name: string, value: unknown): void {
    const validate = this.#validator(`component ${name}`, { $ref: `#/components/schemas/${name}` });
    if (!validate(value)) assert.fail(`not a valid ${name}:\n${this.#ajv.errorsText(validate.errors, { separator: "\n" })}\nvalue: ${JSON.stringify(value)}`);
  }

  /** Reads a fetch answer (without consuming it for the caller), checks it, returns its JSON body if any. */
  async checkFetch(method: string, path: string, response: Response): Promise<unknown> {
    const contentType = response.headers.get("content-type");
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    const json = contentType !== null && isJson(contentType.split(";")[0]!.trim()) && bytes.length > 0;
    const body = json ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
    this.check(method, path, { status: response.status, contentType, body, hasBody: bytes.length > 0 });
    return body;
  }

  #validator(cacheKey: string, schema: unknown): ValidateFunction {
    let validate = this.#compiled.get(cacheKey);
    if (!validate) {
      validate = this.#ajv.compile(rebaseRefs(schema) as object);
      this.#compiled.set(cacheKey, validate);
    }
    return validate;
  }
}

/** Points the document-relative refs of an inline schema at the registered components. */
function rebaseRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebaseRefs);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, key === "$ref" && typeof inner === "string" && inner.startsWith("#/") ? `${DOCUMENT_ID}${inner}` : rebaseRefs(inner)]),
  );
}

function isJson(mediaType: string): boolean {
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

function mediaTypeMatches(documented: string, actual: string): boolean {
  const [type, subtype] = documented.toLowerCase().split("/");
  const [actualType, actualSubtype] = actual.split("/");
  return (type === "*" || type === actualType) && (subtype === "*" || subtype === actualSubtype);
}
