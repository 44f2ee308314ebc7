import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "../../src/config.ts";

describe("S3 settings", () => {
  it("reads the bucket, endpoint, prefix, region and keys", () => {
    const config = loadConfig({
      DOCTOOLS_S3_BUCKET: "docs",
      DOCTOOLS_S3_ENDPOINT: "http://127.0.0.1:9000",
      DOCTOOLS_S3_PREFIX: "/prod/eu/",
      AWS_DEFAULT_REGION: "eu-west-3",
      AWS_ACCESS_KEY_ID: "id",
      AWS_SECRET_ACCESS_KEY: "secret",
      AWS_SESSION_TOKEN: "token",
    });
    assert.equal(config.s3Bucket, "docs");
    assert.equal(config.s3Endpoint, "http://127.0.0.1:9000");
    assert.equal(config.s3Prefix, "prod/eu/");
    assert.equal(config.s3Region, "eu-west-3");
    assert.deepEqual([config.s3AccessKeyId, config.s3SecretAccessKey, config.s3SessionToken], ["id", "secret", "token"]);
    assert.equal(loadConfig({ AWS_REGION: "us-west-2", AWS_DEFAULT_REGION: "eu-west-3" }).s3Region, "us-west-2");
  });

  it("defaults to local disk, no prefix, and the SDK's credential chain", () => {
    const config = loadConfig({});
    assert.equal(config.s3Bucket, null);
    assert.equal(config.s3Prefix, "");
    assert.equal(config.s3Region, "us-east-1");
    assert.equal(config.s3AccessKeyId, null);
    // A lone AWS key matters only when S3 is in use.
    assert.equal(loadConfig({ AWS_ACCESS_KEY_ID: "id" }).s3AccessKeyId, "id");
  });

  it("names bad S3 settings", () => {
    assert.throws(
      () => loadConfig({ DOCTOOLS_S3_BUCKET: "docs", DOCTOOLS_S3_ENDPOINT: "minio:9000", DOCTOOLS_S3_PREFIX: "a/../b", AWS_ACCESS_KEY_ID: "id" }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.deepEqual(error.problems.map((problem) => problem.split(" ")[0]).sort(), ["AWS_ACCESS_KEY_ID", "DOCTOOLS_S3_ENDPOINT", "DOCTOOLS_S3_PREFIX"]);
        return true;
      },
    );
  });
});
