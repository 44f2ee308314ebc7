import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { buildApp, type App } from "../../src/app.ts";
import { createApiKey } from "../../src/accounts/api-keys.ts";
import { loadConfig, type Config } from "../../src/config.ts";
import type { Logger } from "../../src/logger.ts";
import { becomes } from "./eventually.ts";
import type { S3TestServer } from "./s3-server.ts";

export const corpusDir = path.resolve(import.meta.dirname, "../../../shared/corpus");

/** Absolute path of a file of the shared corpus, e.g. corpus("pdf/text/merge_doc1_3p.pdf"). */
export function corpus(relative: string): string {
  return path.join(corpusDir, relative);
}

export interface TestApp {
  readonly app: App;
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly key: string;
  readonly accountId: string;
  /** The environment the service was configured from (database settings included), for tests that start it again. */
  readonly env: Record<string, string>;
  /** Drops the PostgreSQL schemas of a test app closed without `close` (restart tests); nothing on SQLite. */
  dropDatabase(): Promise<void>;
  /** A second account, for checks that one account never sees another's things. */
  other(): Promise<{ key: string; accountId: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment, read through the real config parser. */
  readonly env?: Record<string, string>;
  readonly config?: Partial<Config>;
  readonly plan?: string;
  readonly runJobs?: boolean;
  /** The service's logger, for tests that read what it logs. */
  readonly log?: Logger;
}

/**
 * With DOCTOOLS_TEST_DATABASE_URL set (CI's second run), every test app gets a schema of its own
 * on that PostgreSQL server (and one for its queue), dropped when the app closes.
 */
export async function testDatabaseEnv(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const url = process.env.DOCTOOLS_TEST_DATABASE_URL;
  if (!url) return { env: {}, drop: async () => {} };
  const schema = `t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  return {
    // A quick queue supervisor, so jobs of a worker that died come back within seconds.
    env: { DATABASE_URL: url, DOCTOOLS_DB_SCHEMA: schema, DOCTOOLS_SECRET_KEY: `test-secret-${schema}`, DOCTOOLS_QUEUE_SUPERVISE_SECONDS: "1" },
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_queue CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Builds the real service on a temporary data folder, listening on a free port, with one
 * account and key (fastify/demo's test helper, on a real socket). Close it after the test.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-test-"));
  const database = await testDatabaseEnv();
  // DOCTOOLS_TEST_S3=1 runs the suite on S3: one test server for the run (or the test process), a prefix per app.
  const s3Server = process.env.DOCTOOLS_TEST_S3 === "1" ? await (await import("./s3-server.ts")).sharedS3Server() : null;
  const s3Prefix = `app-${randomUUID()}/`;
  const s3 = s3Server ? s3Server.env(s3Prefix) : {};
  // A one-second rate window: the plan's requestsPerMinute per second, so that polling helpers
  // stay within it; test/http/metering.test.ts sets its own window to test the limit itself.
  const env = { DOCTOOLS_DATA_DIR: dataDir, DOCTOOLS_WORKERS: "1", DOCTOOLS_LOG_LEVEL: "warn", PORT: "0", DOCTOOLS_RATE_WINDOW_SECONDS: "1", ...database.env, ...s3, ...options.env };
  const config = loadConfig(env, options.config);
  const app = await buildApp(config, { ...(options.runJobs === undefined ? {} : { runJobs: options.runJobs }), ...(options.log ? { log: options.log } : {}) });
  const address = await app.server.listen({ port: 0, host: "127.0.0.1" });
  const makeAccount = async (plan: string) => {
    const account = await app.services.accounts.createAccount({
      id: randomUUID(),
      email: `${randomUUID()}@example.test`,
      name: "Test",
      plan,
      passwordHash: null,
    });
    const { key } = await createApiKey(app.services.accounts, account.id, "test");
    return { key, accountId: account.id };
  };
  const main = await makeAccount(options.plan ?? "Developer");
  return {
    app,
    baseUrl: address,
    dataDir,
    key: main.key,
    accountId: main.accountId,
    env,
    dropDatabase: () => database.drop(),
    other: () => makeAccount("Developer"),
    async close() {
      await app.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
      // The server outlives the app: what the app left in the bucket goes with it.
      if (s3Server) await emptyS3Prefix(s3Server, s3Prefix);
    },
  };
}

async function emptyS3Prefix(server: S3TestServer, prefix: string): Promise<void> {
  const { deleteUnder } = await import("../../src/storage/s3-objects.ts");
  const client = server.client();
  try {
    await deleteUnder(client, server.bucket, prefix);
  } finally {
    client.destroy();
  }
}

/** Waits until the app's store holds nothing under `prefix` (local disk or S3); false on timeout. */
export async function waitUntilNothingStored(t: TestApp, prefix: string, timeoutMs = 3000): Promise<boolean> {
  return becomes(async () => (await storedKeys(t, prefix)).length === 0, { timeoutMs });
}

/** Keys the app's file store holds under `prefix`, on local disk or in S3: e.g. "jobs/<id>/result.pdf". */
export async function storedKeys(t: TestApp, prefix = ""): Promise<string[]> {
  const files = t.app.services.files;
  if (t.app.services.config.s3Bucket !== null) {
    const { S3FileStore } = await import("../../src/storage/s3-file-store.ts");
    const { listObjects } = await import("../../src/storage/s3-objects.ts");
    if (!(files instanceof S3FileStore)) throw new Error("DOCTOOLS_S3_BUCKET is set but the app stores files elsewhere");
    const keys: string[] = [];
    for await (const page of listObjects(files.client, files.bucket, `${files.prefix}${prefix}`)) {
      keys.push(...page.map((object) => object.key.slice(files.prefix.length)));
    }
    return keys;
  }
  const root = path.join(t.dataDir, "files");
  const entries = await fs.readdir(path.join(root, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/**
 * An empty data folder and, with DOCTOOLS_TEST_DATABASE_URL, an empty PostgreSQL schema, as the
 * environment of a `doctools` process; `drop` removes both.
 */
export async function dataFolderEnv(prefix: string): Promise<{ dataDir: string; env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const database = await testDatabaseEnv();
  return {
    dataDir,
    env: { DOCTOOLS_DATA_DIR: dataDir, ...database.env },
    async drop() {
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
