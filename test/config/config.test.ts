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
});
