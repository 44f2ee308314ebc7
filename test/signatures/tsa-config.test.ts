import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { engineSettingsFrom } from "../../src/common/engine-settings.ts";

describe("DOCTOOLS_TSA_URL", () => {
  it("is unset by default, so signing asks nothing of the network", () => {
    assert.equal(loadConfig({}).tsaUrl, null);
    assert.equal(engineSettingsFrom(loadConfig({})).tsaUrl, null);
  });

  it("reaches the workers' settings when set", () => {
    const config = loadConfig({ DOCTOOLS_TSA_URL: "http://timestamp.example.test/tsa" });
    assert.equal(engineSettingsFrom(config).tsaUrl, "http://timestamp.example.test/tsa");
  });

  it("must be an http or https address", () => {
    assert.throws(
      () => loadConfig({ DOCTOOLS_TSA_URL: "timestamp.example.test" }),
      (error: unknown) => error instanceof ConfigError && error.problems.some((problem) => problem.startsWith("DOCTOOLS_TSA_URL must be")),
    );
  });
});
