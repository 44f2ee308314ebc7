import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { jobErrorCatalogue } from "../../src/errors/job-errors.ts";
import { toPublicJob, type JobRecord } from "../../src/jobs/job.ts";
import { call } from "../helpers/api-client.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";

type Document = {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>>;
  components: { schemas: Record<string, any>; securitySchemes: Record<string, any> };
  security: unknown[];
};

/** Registered URLs from Fastify's route tree, in OpenAPI's `{param}` form. */
function registeredPaths(tree: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? "") + match[2]!;
    stack.push(full);
    paths.push(full.replace(/:(\w+)/g, "{$1}"));
  }
  return paths;
}

describe("the OpenAPI document at /v1/openapi.json", () => {
  let t: TestApp;
  let document: Document;
  before(async () => {
    t = await startTestApp({ runJobs: false });
    const response = await call(t, "GET", "/v1/openapi.json", { key: null });
    assert.equal(response.status, 200);
    assert.match(response.headers.get("content-type") ?? "", /^application\/json/);
    document = (await response.json()) as Document;
  });
  after(() => t.close());

  it("is a valid OpenAPI 3.1.1 document of interface version v1", async () => {
    const result = await new Validator().validate(structuredClone(document));
    assert.deepEqual(result.errors ?? [], [], JSON.stringify(result.errors, null, 2));
    assert.equal(result.valid, true);
    assert.equal(document.openapi, "3.1.1");
    assert.equal(document.info.version, "v1");
  });

  it("requires the key (X-Api-Key, or a bearer token) everywhere except on the document itself", () => {
    const scheme = document.components.securitySchemes.apiKey;
    assert.deepEqual([scheme.type, scheme.in, scheme.name], ["apiKey", "header", "X-Api-Key"]);
    const bearer = document.components.securitySchemes.bearer;
    assert.deepEqual([bearer.type, bearer.scheme], ["http", "bearer"]);
    assert.deepEqual(document.security, [{ apiKey: [] }, { bearer: [] }]);
    const publicOperations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).filter(([, op]) => op.security?.length === 0).map(([method]) => `${method} ${path}`),
    );
    assert.deepEqual(publicOperations, ["get /v1/openapi.json"]);
  });

  it("documents exactly the /v1 paths the app registers, each with a route for its method", async () => {
    const registered = registeredPaths(t.app.server.printRoutes({ commonPrefix: false })).filter((path) => path.startsWith("/v1/"));
    assert.deepEqual([...registered].sort(), Object.keys(document.paths).sort());
    // A documented operation must reach a handler: not the 405 of a known path, not the
    // 404 of an unknown one.
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        const response = await call(t, method.toUpperCase(), path.replace("{id}", randomUUID()));
        const body = (await response.json()) as { detail?: string };
        assert.notEqual(response.status, 405, `${method} ${path}`);
        assert.doesNotMatch(body.detail ?? "", /endpoint\.$/, `${method} ${path}`);
      }
    }
  });

  it("holds only schemas that are valid JSON Schema 2020-12", () => {
    // The OpenAPI validator checks the document's structure; the schemas inside it are checked here.
    const ajv = new Ajv2020();
    const schemas: Array<[string, unknown]> = [];
    const collect = (value: unknown, where: string): void => {
      if (Array.isArray(value)) return value.forEach((inner, index) => collect(inner, `${where}/${index}`));
      if (value === null || typeof value !== "object") return;
      for (const [key, inner] of Object.entries(value)) {
        if (key === "schema") schemas.push([`${where}/schema`, inner]);
        else collect(inner, `${where}/${key}`);
      }
    };
    collect(document.paths, "#/paths");
    for (const [name, schema] of Object.entries(document.components.schemas)) schemas.push([`#/components/schemas/${name}`, schema]);
    assert.ok(schemas.length > 10);
    for (const [where, schema] of schemas) {
      assert.equal(ajv.validateSchema(schema as object), true, `${where}: ${ajv.errorsText()}`);
    }
  });

  it("names the engine office-to-pdf and html-to-pdf run on here", () => {
    const description = (path: string) => (document.paths[path] as unknown as { post: { description: string } }).post.description;
    assert.match(description("/v1/office-to-pdf"), /On this service it runs on LibreOffice compiled to WebAssembly \(@matbee\/libreoffice-converter \d+\.\d+\.\d+\)\./);
    assert.match(description("/v1/html-to-pdf"), /On this service it runs on Chromium \(@sparticuz\/chromium \d+\.\d+\.\d+\)\./);
    assert.doesNotMatch(description("/v1/merge-pdf"), /On this service it runs on/);
  });

  it("gives operationIds that are unique", () => {
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    assert.equal(new Set(ids).size, ids.length);
  });

  it("describes the Job with exactly the members toPublicJob gives, every one required", () => {
    const sample: JobRecord = {
      id: randomUUID(),
      accountId: randomUUID(),
      operation: "rotate-pdf",
      status: "Queued",
      error: null,
      createdAt: new Date(),
      startedAt: null,
      completedAt: null,
      resultExpiresAt: null,
      fileName: "a.pdf",
      resultBytes: null,
      resultKey: null,
      resultContentType: "application/pdf",
      resultDeletedAt: null,
      batchId: null,
      pageCount: null,
      progress: null,
      inputs: [],
      fields: {},
      sealedSecrets: null,
      export: null,
      exportSealedUrl: null,
      notes: [],
    };
    const job = document.components.schemas.Job;
    const members = Object.keys(toPublicJob(sample)).sort();
    assert.deepEqual(Object.keys(job.properties).sort(), members);
    assert.deepEqual([...job.required].sort(), members);
    for (const name of ["completedAt", "resultExpiresAt"]) assert.deepEqual(job.properties[name].type, ["string", "null"]);
    assert.deepEqual(job.properties.status.enum, ["Queued", "Processing", "Completed", "Failed"]);
    assert.deepEqual(document.components.schemas.JobError.properties.code.enum, Object.keys(jobErrorCatalogue));
  });

  it("describes problem details with the members every error carries", () => {
    const { Problem, ValidationProblem } = document.components.schemas;
    assert.deepEqual([...Problem.required].sort(), ["detail", "instance", "requestId", "status", "title", "type"]);
    assert.equal(ValidationProblem.allOf[0].$ref, "#/components/schemas/Problem");
    assert.deepEqual(ValidationProblem.allOf[1].required, ["errors"]);
  });
});
