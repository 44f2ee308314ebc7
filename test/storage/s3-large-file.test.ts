import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import v8 from "node:v8";
import vm from "node:vm";
import { watchResidentMemory } from "../helpers/resident-memory.ts";
import { S3FileStore } from "../../src/storage/s3-file-store.ts";
import { startS3Server } from "../helpers/s3-server.ts";

const MiB = 1024 * 1024;
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;
const server = await startS3Server();
after(() => server.stop());

/** `total` bytes in 256 KiB chunks, each different (its index is in it), hashed as they are made. */
function generated(total: number): { stream: Readable; digest(): string } {
  const hash = createHash("sha256");
  const block = Buffer.alloc(256 * 1024);
  for (let i = 0; i < block.length; i++) block[i] = (i * 131 + (i >> 9)) & 0xff;
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const chunk = Buffer.from(block.subarray(0, Math.min(block.length, total - sent)));
      chunk.writeUInt32BE(sent / block.length, 0);
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest("hex") };
}

describe("S3 file store with a large file", () => {
  it("streams 120 MiB in and out holding a few parts, never the file", async () => {
    const store = new S3FileStore({ client: server.client(), bucket: server.bucket, prefix: "large/" });
    let collector: NodeJS.Timeout | undefined;
    try {
      // Load the SDK and open connections before the baseline, as a running service has.
      await store.write("warm/up", Readable.from([Buffer.from("warm")]));
      assert.equal(await text(await store.read("warm/up")), "warm");

      // V8 lets up to ~64 MiB of dead buffers pile up before it collects them, whatever the file's
      // size (measured: growth 56–69 MiB for 60 MiB, 75 MiB for 180 MiB); collecting often leaves
      // what the store holds alive, which is what must not grow with the file.
      collector = setInterval(collectGarbage, 50);
      const memory = await watchResidentMemory(process.pid);
      const source = generated(120 * MiB);
      const { bytes } = await store.write("jobs/big/input-0", source.stream);
      const readBack = createHash("sha256");
      let readBytes = 0;
      for await (const chunk of await store.read("jobs/big/input-0")) {
        readBack.update(chunk as Buffer);
        readBytes += (chunk as Buffer).length;
      }
      const { baselineMiB, peakMiB, growthMiB } = await memory.stop();
      console.log(`120 MiB through S3: test process RSS ${baselineMiB.toFixed(1)} MiB before, peak ${peakMiB.toFixed(1)} MiB, growth ${growthMiB.toFixed(1)} MiB`);

      assert.equal(bytes, 120 * MiB);
      assert.equal(readBytes, 120 * MiB);
      assert.equal(readBack.digest("hex"), source.digest());
      // Upload holds about three 8 MiB parts and one being joined (measured 37 MiB for 60 and for
      // 180 MiB files on a quiet machine, 50 MiB for 60 MiB on a loaded one, where the collector
      // runs late); holding the file would cost 120 MiB and more. The file is twice the bound so
      // that a slow collector cannot be mistaken for a store that holds the file.
      assert.ok(growthMiB < 80, `RSS grew by ${growthMiB.toFixed(1)} MiB for a 120 MiB file`);
    } finally {
      clearInterval(collector);
      store.destroy();
    }
  });
});
