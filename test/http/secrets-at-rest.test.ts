import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { destination } from "pino";
import { buildApp, type App } from "../../src/app.ts";
import { createApiKey } from "../../src/accounts/api-keys.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/logger.ts";
import { eventually } from "../helpers/eventually.ts";
import { corpus } from "../helpers/test-app.ts";

/**
 * Keys never reach the log, however a client sends them; the data folder and what the service
 * keeps in it are readable by the service's user only, whatever umask it was started with.
 */
describe("secrets in logs and at rest", () => {
  let app: App;
  let baseUrl: string;
  let key: string;
  let dataDir: string;
  let logFile: string;
  before(async () => {
    process.umask(0o022);
    dataDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "doctools-private-")), "data");
    logFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "doctools-log-")), "service.log");
    // The embedded database and local files on purpose: this is about the data folder.
    app = await buildApp(loadConfig({ DOCTOOLS_DATA_DIR: dataDir, DOCTOOLS_WORKERS: "1" }), { log: createLogger("debug", destination({ dest: logFile, sync: true, append: true })) });
    baseUrl = await app.server.listen({ port: 0, host: "127.0.0.1" });
    const id = randomUUID();
    await app.services.accounts.createAccount({ id, email: `${id}@example.test`, name: "T", plan: "Developer", passwordHash: null });
    key = (await createApiKey(app.services.accounts, id, "test")).key;
  });
  after(async () => {
    await app.close();
    await fs.rm(path.dirname(dataDir), { recursive: true, force: true });
    await fs.rm(path.dirname(logFile), { recursive: true, force: true });
  });

  it("never logs a key, whether sent in the header, a query string, the path or a bearer token", async () => {
    await fetch(`${baseUrl}/v1/me`, { headers: { "x-api-key": key } });
    await fetch(`${baseUrl}/v1/me?api_key=${key}`);
    await fetch(`${baseUrl}/v1/me?${key}`);
    await fetch(`${baseUrl}/v1/${key}`, { headers: { "x-api-key": key } });
    await fetch(`${baseUrl}/v1/me`, { headers: { authorization: `Bearer ${key}` } });
    const form = new FormData();
    form.append("files", new Blob([await fs.readFile(corpus("pdf/text/merge_doc1_3p.pdf"))]), "a.pdf");
    await fetch(`${baseUrl}/v1/rotate-pdf?key=${key}`, { method: "POST", headers: { "x-api-key": key }, body: form });
    const log = await fs.readFile(logFile, "utf8");
    assert.match(log, /incoming request/, "requests were logged");
    assert.equal(log.includes(key), false, "the log holds the key");
    assert.equal(log.includes(key.slice(4, 24)), false, "the log holds part of the key");
  });

  it("keeps the data folder, the database and stored files readable by the service's user only", async () => {
    const form = new FormData();
    form.append("files", new Blob([await fs.readFile(corpus("pdf/text/merge_doc1_3p.pdf"))]), "a.pdf");
    const job = (await (await fetch(`${baseUrl}/v1/rotate-pdf`, { method: "POST", headers: { "x-api-key": key }, body: form })).json()) as { id: string };
    await eventually(async () => ((await (await fetch(`${baseUrl}/v1/jobs/${job.id}`, { headers: { "x-api-key": key } })).json()) as { status: string }).status === "Completed", {
      intervalMs: 25,
      what: "the job completed",
    });
    assert.equal((await fs.stat(dataDir)).mode & 0o777, 0o700, "the data folder");
    let files = 0;
    for await (const entry of walk(dataDir)) {
      const mode = (await fs.stat(entry)).mode & 0o777;
      const isDir = (await fs.stat(entry)).isDirectory();
      assert.equal(mode & 0o077, 0, `${path.relative(dataDir, entry)} is ${mode.toString(8)}`);
      if (!isDir) files++;
    }
    assert.ok(files >= 3, "the database, the secret key and the result were looked at");
  });
});

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    yield full;
    if (entry.isDirectory()) yield* walk(full);
  }
}
