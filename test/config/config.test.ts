import { describe, it } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { ConfigError, loadConfig } from "../../src/config.ts";

describe("configuration", () => {
  it("takes the documented defaults from an empty environment", () => {
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

  it("bounds slow clients and trusts no proxy by default", () => {
    const config = loadConfig({});
    assert.equal(config.headersTimeoutSeconds, 10);
    assert.equal(config.clientIdleTimeoutSeconds, 20);
    assert.equal(config.requestTimeoutSeconds, 900);
    assert.equal(config.keepAliveTimeoutSeconds, 72);
    assert.equal(config.maxConnectionsPerAddress, 64);
    assert.equal(config.trustProxy, null);
    assert.equal(loadConfig({ DOCTOOLS_MAX_CONNECTIONS_PER_ADDRESS: "0" }).maxConnectionsPerAddress, 0, "0: no cap");
  });

  it("reads DOCTOOLS_TRUST_PROXY as a number of proxies or a list of addresses and networks", () => {
    assert.deepEqual(loadConfig({ DOCTOOLS_TRUST_PROXY: "2" }).trustProxy, { hops: 2 });
    assert.equal(loadConfig({ DOCTOOLS_TRUST_PROXY: "0" }).trustProxy, null);
    assert.deepEqual(loadConfig({ DOCTOOLS_TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1 , fd00::/8" }).trustProxy, {
      addresses: ["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"],
    });
    for (const bad of ["10.0.0.0/33", "proxy.example", "10.0.0.1/8/9", "127.0.0.1,", "::1/129", "33", "-1"]) {
      assert.throws(
        () => loadConfig({ DOCTOOLS_TRUST_PROXY: bad }),
        (error: unknown) => error instanceof ConfigError && error.problems.length === 1 && error.problems[0]!.startsWith("DOCTOOLS_TRUST_PROXY "),
        bad,
      );
    }
  });

  it("refuses connection limits out of range, and a request time shorter than the header time", () => {
    const env = {
      DOCTOOLS_HEADERS_TIMEOUT_SECONDS: "0",
      DOCTOOLS_CLIENT_IDLE_TIMEOUT_SECONDS: "soon",
      DOCTOOLS_KEEP_ALIVE_TIMEOUT_SECONDS: "-5",
      DOCTOOLS_MAX_CONNECTIONS_PER_ADDRESS: "1.5",
    };
    assert.throws(
      () => loadConfig(env),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.deepEqual(error.problems.map((problem) => problem.split(" ")[0]).sort(), Object.keys(env).sort());
        return true;
      },
    );
    assert.throws(
      () => loadConfig({ DOCTOOLS_HEADERS_TIMEOUT_SECONDS: "30", DOCTOOLS_REQUEST_TIMEOUT_SECONDS: "20" }),
      (error: unknown) => error instanceof ConfigError && /^DOCTOOLS_REQUEST_TIMEOUT_SECONDS \(20\) must be at least DOCTOOLS_HEADERS_TIMEOUT_SECONDS \(30\)/.test(error.problems.join("\n")),
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

  it("reads the CORS origins, the metrics token and the worker's metrics port, none by default", () => {
    const defaults = loadConfig({});
    assert.deepEqual(defaults.corsOrigins, []);
    assert.equal(defaults.metricsToken, null);
    assert.equal(defaults.workerMetricsPort, null);
    const set = loadConfig({
      DOCTOOLS_CORS_ORIGINS: " https://app.example,http://localhost:3000 , https://app.example,",
      DOCTOOLS_METRICS_TOKEN: "0123456789abcdef0123",
      DOCTOOLS_WORKER_METRICS_PORT: "9464",
    });
    assert.deepEqual(set.corsOrigins, ["https://app.example", "http://localhost:3000"]);
    assert.equal(set.metricsToken, "0123456789abcdef0123");
    assert.equal(set.workerMetricsPort, 9464);
    for (const bad of ["*", "https://app.example/", "app.example", "https://app.example/path", "ftp://app.example", "https://APP.example", "https://app.example:443"]) {
      assert.throws(
        () => loadConfig({ DOCTOOLS_CORS_ORIGINS: bad }),
        (error: unknown) => error instanceof ConfigError && error.problems.length === 1 && error.problems[0]!.startsWith("DOCTOOLS_CORS_ORIGINS "),
        bad,
      );
    }
    for (const [name, bad] of [["DOCTOOLS_METRICS_TOKEN", "short"], ["DOCTOOLS_METRICS_TOKEN", "has a space in it somewhere"], ["DOCTOOLS_WORKER_METRICS_PORT", "70000"]] as const) {
      assert.throws(
        () => loadConfig({ [name]: bad }),
        (error: unknown) => error instanceof ConfigError && error.problems.length === 1 && error.problems[0]!.startsWith(`${name} `),
        bad,
      );
    }
  });
});
