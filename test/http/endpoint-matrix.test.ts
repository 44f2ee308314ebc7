import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { createApiKey } from "../../src/accounts/api-keys.ts";
import type { Endpoint } from "../../src/http/endpoint.ts";
import { endpoints } from "../../src/http/endpoints.ts";
import { endpointOperation } from "../../src/openapi/endpoint-paths.ts";
import type { JsonSchema } from "../../src/openapi/openapi-types.ts";
import { tools } from "../../src/tools/registry.ts";
import { call, json, submit } from "../helpers/api-client.ts";
import { OpenApiResponseChecker } from "../helpers/openapi-responses.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

/**
 * The same checks over every route the service declares (unkey's per-route test matrix), written
 * once and generated from the declarations: a new endpoint is covered by adding it, nothing else.
 * Every answer must be one the route documents, and every answer to a request with a valid key
 * carries the RateLimit-* headers.
 */

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");
/** Well-formed, but no account's. */
const UNKNOWN_KEY = `dtk_${"0".repeat(40)}`;

/**
 * Something of the first account that a path's `{…}` can name, by the start of the path: the
 * one place that knows the kinds of things ids name. A route under a new kind fails until its
 * line is added here.
 */
const owned: ReadonlyArray<readonly [string, (t: TestApp) => Promise<string>]> = [
  ["/v1/jobs/", async (t) => (await submit(t, "rotate-pdf", [pdf])).body.id],
  ["/v1/ask-pdf/", async (t) => (await submit(t, "ask-pdf", [pdf])).body.id],
  ["/v1/batches/", async (t) => (await json(await call(t, "POST", "/v1/batches"))).id],
  ["/v1/uploads/", async (t) => (await json(await call(t, "POST", "/v1/uploads", jsonBody({ fileName: "part.bin", length: 10 })))).id],
  ["/problems/job-errors/", async () => "Timeout"],
  ["/problems/", async () => "validation"],
];

function ownedThing(endpoint: Endpoint): (t: TestApp) => Promise<string> {
  const found = owned.filter(([prefix]) => endpoint.path.startsWith(prefix)).sort(([a], [b]) => b.length - a.length)[0];
  assert.ok(found, `${endpoint.method} ${endpoint.path}: say in \`owned\` what its path parameter names`);
  return found[1];
}

const jsonBody = (value: unknown) => ({ body: JSON.stringify(value), headers: { "content-type": "application/json" } });

/** A value the schema takes: the smallest one, where it has a choice. */
function example(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(((schema.required ?? []) as string[]).map((name) => [name, example(properties[name]!)]));
    }
    case "array":
      return [];
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    default:
      return "a".repeat(Math.max(1, Number(schema.minLength ?? 1)));
  }
}

/** A value of the wrong type for the schema; undefined where any value would do. */
function wrongType(schema: JsonSchema): unknown {
  if (schema.type === "string") return 12345;
  if (["integer", "number", "boolean", "array", "object"].includes(String(schema.type))) return "x";
  return undefined;
}

/**
 * The longest text field a tool call's multipart body carries whole (tool-call-intake.ts); a
 * longer one arrives cut short, so a text field cannot be made too long past it.
 */
const FORM_FIELD_BYTES = 64 * 1024;

/** A text value a form field's schema refuses; undefined where every text would do. */
function badFormValue(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.enum)) return "NotOneOfTheChoices";
  if (schema.type === "integer") return "x";
  if (schema.type === "boolean") return "maybe";
  if (typeof schema.maxLength === "number" && schema.maxLength < FORM_FIELD_BYTES) return "x".repeat(schema.maxLength + 1);
  if (typeof schema.pattern === "string") return ["z", "-", "#"].find((candidate) => !new RegExp(schema.pattern as string, "u").test(candidate));
  return undefined;
}

const parameterNames = (endpoint: Endpoint) => Object.keys(endpoint.params ?? {});

function validQuery(endpoint: Endpoint): string {
  const entries = Object.entries(endpoint.query ?? {}).map(([name, spec]): [string, string] => [name, String(example(spec.schema))]);
  return entries.length === 0 ? "" : `?${new URLSearchParams(entries)}`;
}

function validBody(endpoint: Endpoint): { body?: string; headers?: Record<string, string> } {
  const body = endpoint.body;
  if (!body) return {};
  if ("stream" in body) return { body: "abc", headers: { "content-type": body.mediaType } };
  return jsonBody(example(body.schema));
}

/**
 * The answer with the ids it names taken out, to compare answers about different ids; a
 * problem's `requestId` names the request, which differs every time.
 */
async function withoutIds(response: Response, ...ids: string[]): Promise<string> {
  let text = (await response.text()).replace(/"requestId":"[^"]*"/, '"requestId":"REQUEST"');
  for (const id of ids) text = text.replaceAll(id, "ID");
  return `${response.status} ${response.headers.get("content-type")} ${text}`;
}

describe("every declared route answers the common matrix", () => {
  let t: TestApp;
  let checker: OpenApiResponseChecker;
  let other: string;
  let revoked: string;

  before(async () => {
    // A plan with room for hundreds of requests a second: the matrix is many requests at once.
    t = await startTestApp({ runJobs: false, plan: "Enterprise" });
    const served = await json(await call(t, "GET", "/v1/openapi.json", { key: null }));
    // The pages beside the API are declared the same way; their answers are checked against
    // what the same derivation documents for them.
    const context = { tools: [...t.app.services.tools.values()], resultTtlSeconds: t.app.services.config.resultTtlSeconds, server: t.baseUrl };
    const pages: Record<string, Record<string, unknown>> = {};
    for (const endpoint of endpoints.filter((e) => !e.path.startsWith("/v1/"))) {
      (pages[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = endpointOperation(endpoint, context);
    }
    checker = new OpenApiResponseChecker({ ...served, paths: { ...served.paths, ...pages } });
    other = (await t.other()).key;
    const key = await createApiKey(t.app.services.accounts, t.accountId, "revoked");
    await t.app.services.accounts.revokeApiKey(t.accountId, key.record.id, new Date());
    revoked = key.key;
  });
  after(() => t.close());

  /** Sends a request and checks what every answer must be. */
  async function send(endpoint: Endpoint, path: string, init: Parameters<typeof call>[3] = {}): Promise<Response> {
    const response = await call(t, endpoint.method, path, init);
    await checker.checkFetch(endpoint.method, path.split("?")[0]!, response);
    // Counted against an account: sent with the first account's key (the default) or the other's.
    const keyed = endpoint.auth === "key" && (init.key === undefined || init.key === other);
    for (const header of ["ratelimit-limit", "ratelimit-remaining", "ratelimit-reset"]) {
      if (keyed) assert.ok(response.headers.has(header), `${endpoint.method} ${path} → ${response.status} lacks ${header}`);
      if (endpoint.auth === "public") assert.ok(!response.headers.has(header), `${endpoint.method} ${path}: a public answer counts against no account`);
    }
    return response;
  }

  const path = (endpoint: Endpoint, value: string) => endpoint.path.replace(/\{\w+\}/g, value);

  for (const endpoint of endpoints) {
    const label = `${endpoint.method} ${endpoint.path}`;
    const named = parameterNames(endpoint).length > 0;

    describe(label, () => {
      it("answers a good request with one of its documented answers", async () => {
        const id = named ? await ownedThing(endpoint)(t) : "";
        const response = await send(endpoint, `${path(endpoint, id)}${validQuery(endpoint)}`, validBody(endpoint));
        assert.ok(response.status < 400 || response.status === 409, `${label} → ${response.status}: ${await response.text()}`);
      });

      if (endpoint.auth === "key") {
        it("refuses a request without a key, with an unknown key or a revoked key (403)", async () => {
          const target = `${path(endpoint, randomUUID())}${validQuery(endpoint)}`;
          for (const [key, detail] of [
            [null, "missing X-Api-Key header"],
            [UNKNOWN_KEY, "invalid or revoked API key"],
            [revoked, "invalid or revoked API key"],
          ] as const) {
            const response = await send(endpoint, target, { ...validBody(endpoint), key });
            assert.equal(response.status, 403, `${label} with key ${key}`);
            const problem = await json(response);
            assert.equal(problem.type, "/problems/invalid-api-key");
            assert.equal(problem.detail, detail);
          }
        });
      } else if (endpoint.auth === "metrics") {
        // Its answer changes from one request to the next (it counts them).
        it("needs no API key, and no token unless the operator sets one", async () => {
          const without = await send(endpoint, `${path(endpoint, "")}${validQuery(endpoint)}`, { key: null });
          const unknown = await send(endpoint, `${path(endpoint, "")}${validQuery(endpoint)}`, { key: UNKNOWN_KEY });
          assert.equal(without.status, 200);
          assert.equal(unknown.status, 200);
          assert.equal(unknown.headers.get("content-type"), without.headers.get("content-type"));
        });
      } else {
        it("needs no key: the same answer without one and with an unknown one", async () => {
          const id = named ? await ownedThing(endpoint)(t) : "";
          const target = `${path(endpoint, id)}${validQuery(endpoint)}`;
          const without = await send(endpoint, target, { ...validBody(endpoint), key: null });
          const unknown = await send(endpoint, target, { ...validBody(endpoint), key: UNKNOWN_KEY });
          assert.equal(without.status, 200);
          assert.equal(await withoutIds(unknown), await withoutIds(without));
        });
      }

      if (named && endpoint.auth === "key") {
        it("answers another account's id exactly like a random one, and a malformed one (404)", async () => {
          const id = await ownedThing(endpoint)(t);
          const random = randomUUID();
          const query = validQuery(endpoint);
          const foreign = await send(endpoint, `${path(endpoint, id)}${query}`, { ...validBody(endpoint), key: other });
          const absent = await send(endpoint, `${path(endpoint, random)}${query}`, { ...validBody(endpoint), key: other });
          const malformed = await send(endpoint, `${path(endpoint, "not-an-id")}${query}`, validBody(endpoint));
          assert.equal(foreign.status, 404, label);
          const notFound = await withoutIds(absent, random);
          assert.equal(await withoutIds(foreign, id), notFound);
          assert.equal(await withoutIds(malformed, "not-an-id"), notFound);
          // The positive control: the owner's key finds it.
          const own = await send(endpoint, `${path(endpoint, id)}${query}`, validBody(endpoint));
          assert.notEqual(own.status, 404, `${label}: the owner does not find ${id}`);
        });
      }

      if (named && endpoint.auth === "public") {
        it("answers a value that names nothing with 404", async () => {
          const response = await send(endpoint, path(endpoint, "no-such-thing"));
          assert.equal(response.status, 404);
        });
      }

      const body = endpoint.body;
      if (body && "schema" in body) {
        it("names every bad field of a bad body, all at once (400)", async () => {
          const target = `${path(endpoint, randomUUID())}${validQuery(endpoint)}`;
          const properties = (body.schema.properties ?? {}) as Record<string, JsonSchema>;
          const bad: Record<string, unknown> = {};
          for (const [name, schema] of Object.entries(properties)) {
            const value = wrongType(schema);
            if (value !== undefined) bad[name] = value;
          }
          const openEnded = body.schema.additionalProperties !== false && Object.keys(properties).length > 0;
          if (!openEnded) bad.notAField = 1;
          const response = await send(endpoint, target, jsonBody(bad));
          assert.equal(response.status, 400, label);
          const problem = await json(response);
          assert.equal(problem.type, "/problems/validation");
          const fields = problem.errors.map((error: { field: string }) => error.field).sort();
          const expected = Object.keys(properties).length > 0 ? Object.keys(bad).sort() : ["body"];
          assert.deepEqual(fields, expected, JSON.stringify(problem));
          for (const error of problem.errors) assert.ok(error.detail.trim().length > 0, `${error.field} has no detail`);

          const notObject = await send(endpoint, target, jsonBody(["not", "an", "object"]));
          assert.equal(notObject.status, 400);
          assert.deepEqual((await json(notObject)).errors.map((error: { field: string }) => error.field), ["body"]);
        });
      }

      if (body) {
        it(`refuses a body that is not ${body.mediaType} before reading it (415)`, async () => {
          const target = `${path(endpoint, randomUUID())}${validQuery(endpoint)}`;
          const response = await send(endpoint, target, { body: "<a/>", headers: { "content-type": "application/xml" } });
          assert.equal(response.status, 415, label);
          assert.match((await json(response)).detail, new RegExp(body.mediaType.replace("/", "\\/")));
        });
      }

      if (endpoint.query) {
        const query = endpoint.query;
        it("names every bad query parameter, and a missing required one (400)", async () => {
          const target = path(endpoint, randomUUID());
          const bad = Object.entries(query).flatMap(([name, spec]) => {
            const value = spec.schema.type === "integer" || spec.schema.type === "number" ? "x" : Array.isArray(spec.schema.enum) ? "NotOneOfTheChoices" : undefined;
            return value === undefined ? [] : [[name, value] as [string, string]];
          });
          if (bad.length > 0) {
            const response = await send(endpoint, `${target}?${new URLSearchParams(bad)}`, validBody(endpoint));
            assert.equal(response.status, 400, label);
            assert.deepEqual((await json(response)).errors.map((error: { field: string }) => error.field).sort(), bad.map(([name]) => name).sort());
          }
          const required = Object.entries(query).filter(([, spec]) => spec.required).map(([name]) => name);
          if (required.length > 0) {
            const response = await send(endpoint, target, validBody(endpoint));
            assert.equal(response.status, 400, label);
            assert.deepEqual((await json(response)).errors.map((error: { field: string }) => error.field).sort(), required.sort());
          }
        });
      }
    });
  }

  // Tool routes are declared by the tools themselves (src/tools/*.ts); the same matrix, with the
  // bad values taken from each tool's form as the document describes it.
  for (const tool of tools) {
    const target = `/v1/${tool.name}`;
    const asEndpoint = { method: "POST", path: target, auth: "key" } as Endpoint;

    describe(`POST ${target}`, () => {
      // No files: refusals come before any is stored, and a missing one is one more bad field.
      const form = () => new FormData();

      it("refuses a request without a key, with an unknown key or a revoked key (403)", async () => {
        for (const key of [null, UNKNOWN_KEY, revoked]) {
          const response = await send(asEndpoint, target, { body: form(), key });
          assert.equal(response.status, 403);
          assert.equal((await json(response)).type, "/problems/invalid-api-key");
        }
      });

      it("names every bad field, all at once (400)", async () => {
        const served = await json(await call(t, "GET", "/v1/openapi.json", { key: null }));
        const schema = served.paths[target].post.requestBody.content["multipart/form-data"].schema as { properties: Record<string, JsonSchema> };
        const data = form();
        const bad: string[] = [];
        for (const name of Object.keys(tool.fields)) {
          const value = badFormValue(schema.properties[name]!);
          if (value === undefined) continue;
          data.append(name, value);
          bad.push(name);
        }
        data.append("notAField", "1");
        const response = await send(asEndpoint, target, { body: data });
        assert.equal(response.status, 400);
        const fields = new Set((await json(response)).errors.map((error: { field: string }) => error.field));
        for (const name of [...bad, "notAField"]) assert.ok(fields.has(name), `${tool.name}: ${name} is not named among ${[...fields].join(", ")}`);
      });

      it("refuses a body that is not multipart/form-data (415)", async () => {
        const response = await send(asEndpoint, target, { body: "<a/>", headers: { "content-type": "application/xml" } });
        assert.equal(response.status, 415);
      });
    });
  }
});
