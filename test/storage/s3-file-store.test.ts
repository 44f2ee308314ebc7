import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { FileTooLargeError } from "../../src/storage/file-store.ts";
import { S3FileStore } from "../../src/storage/s3-file-store.ts";
import { startS3Server } from "../helpers/s3-server.ts";

/** What the S3 adapter does beyond the shared contract: prefixes, paging, multipart failures. */
const server = await startS3Server();
after(() => server.stop());
const MiB = 1024 * 1024;

const storeAt = (prefix: string) => new S3FileStore({ client: server.client(), bucket: server.bucket, prefix });

describe("S3 file store", () => {
  it("keeps to its prefix: another deployment's objects are neither seen nor removed", async () => {
    const mine = storeAt("deploy-a/");
    const theirs = storeAt("deploy-b/");
    try {
      await theirs.write("jobs/j/result.pdf", Readable.from([Buffer.from("theirs")]));
      assert.equal(await mine.size("jobs/j/result.pdf"), null);
      await mine.write("jobs/j/result.pdf", Readable.from([Buffer.from("mine")]));
      await mine.removePrefix("jobs/");
      assert.deepEqual(await server.listKeys("deploy-"), ["deploy-b/jobs/j/result.pdf"]);
    } finally {
      mine.destroy();
      theirs.destroy();
    }
  });

  it("removes more objects under a prefix than one list page or delete request holds", async () => {
    const store = storeAt("many/");
    const admin = server.client();
    try {
      const keys = Array.from({ length: 1001 }, (_, i) => `many/jobs/j/input-${i}`);
      for (let start = 0; start < keys.length; start += 100) {
        await Promise.all(keys.slice(start, start + 100).map((Key) => admin.send(new PutObjectCommand({ Bucket: server.bucket, Key, Body: "x" }))));
      }
      await admin.send(new PutObjectCommand({ Bucket: server.bucket, Key: "many/jobs/k/input-0", Body: "kept" }));
      await store.removePrefix("jobs/j");
      assert.deepEqual(await server.listKeys("many/"), ["many/jobs/k/input-0"]);
    } finally {
      admin.destroy();
      store.destroy();
    }
  });

  it("keeps nothing of a write that passes maxBytes after several parts were uploaded", async () => {
    const store = storeAt("multipart/");
    try {
      const chunks = Array.from({ length: 24 }, (_, i) => Buffer.alloc(MiB, i));
      await assert.rejects(store.write("jobs/m/result.pdf", Readable.from(chunks), { maxBytes: 20 * MiB }), FileTooLargeError);
      assert.equal(await store.size("jobs/m/result.pdf"), null);
      await assert.rejects(store.append("uploads/m/data", Readable.from(chunks), { maxBytes: 20 * MiB }), FileTooLargeError);
      assert.deepEqual(await server.listKeys("multipart/"), []);
    } finally {
      store.destroy();
    }
  });

  it("says which setting to check when the bucket cannot be used", async () => {
    const store = new S3FileStore({ client: server.client(), bucket: "no-such-bucket-here", prefix: "" });
    try {
      await assert.rejects(store.checkBucket(), /S3 bucket "no-such-bucket-here" cannot be used .*DOCTOOLS_S3_BUCKET/);
      await storeAt("").checkBucket();
    } finally {
      store.destroy();
    }
  });
});
