import { describe, it } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { ConfigError, loadConfig } from "../../src/config.ts";

describe("configuration", () => {
  it("takes the defaults of decisions §11 from an empty environment", () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, "127.0.0.1");
    assert.equal(config.dataDir, path.resolve("./data"));
    assert.equal(config.resultTtlSeconds, 3600);
    assert.deepEqual(config.webhookRetryDelays, [60, 300, 1800, 7200, 21600, 43200]);
    assert.equal(config.webhookTimeoutSeconds, 10);
    assert.equal(config.jobTimeoutSeconds, 300);
    assert.equal(config.webhookAllowPrivate, false);
    assert.equal(config.databaseUrl, null);
    assert.ok(Object.isFrozen(config));
  });

  it("names every bad variable at once", () => {
    const env = { PORT: "eighty", DOCTOOLS_WORKERS: "-1", DOCTOOLS_LOG_LEVEL: "loud", DATABASE_URL: "mysql://x", DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "maybe" };
    assert.throws(
      () => loadConfig(env),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        const named = error.problems.map((problem) => problem.split(" ")[0]).sort();
        assert.deepEqual(named, ["DATABASE_URL", "DOCTOOLS_LOG_LEVEL", "DOCTOOLS_WEBHOOK_ALLOW_PRIVATE", "DOCTOOLS_WORKERS", "PORT"]);
        return true;
      },
    );
  });

  it("splits DOCTOOLS_MEMORY_MB over the workers and the spare, after the API process's share, and refuses a budget too small for them", () => {
    const config = loadConfig({ DOCTOOLS_MEMORY_MB: "4096", DOCTOOLS_WORKERS: "3" });
    assert.equal(config.memoryBudgetMb, 4096);
    assert.equal(config.workerMemoryMb, Math.floor((4096 - 384) / 4));
    assert.equal(config.workerRecycleMb, Math.min(768, Math.floor(config.workerMemoryMb * 0.6)));
    assert.equal(config.workerMaxJobs, 500);
    assert.ok(loadConfig({}).memoryBudgetMb >= 1024, "a default derived from the machine");
    assert.throws(() => loadConfig({ DOCTOOLS_WORKER_MEMORY_MB: "2048" }), /DOCTOOLS_WORKER_MEMORY_MB is no longer read/);
    assert.throws(
      () => loadConfig({ DOCTOOLS_MEMORY_MB: "1000", DOCTOOLS_WORKERS: "8" }),
      (error: unknown) => error instanceof ConfigError && /DOCTOOLS_MEMORY_MB \(1000\).*DOCTOOLS_WORKERS=8/.test(error.problems.join("\n")),
    );
  });
});
