import { pipeline, Transform, type Readable } from "node:stream";
import v8 from "node:v8";
import vm from "node:vm";

/**
 * Socket reads arrive in fresh 64 KiB buffers held outside the JS heap. V8 frees them only when
 * a garbage collection notices their small wrappers are dead, and it waits for tens of MB of
 * such memory before it looks; during a large upload that shows as RSS growth of 20–50 MiB.
 * A young-generation collection every 2 MB received frees them (≈1 ms each, ~50 for 100 MB,
 * no measurable change in upload speed), so a 100 MB upload raises the process's memory by
 * 2–3 MiB instead of 17–47 MiB (bench/upload-memory.ts, five runs each).
 */
v8.setFlagsFromString("--expose-gc");
const collect = vm.runInNewContext("gc") as (options?: { type: "minor" | "major"; execution?: "sync" | "async" }) => void;

const EVERY_BYTES = 2 * 1024 * 1024;
let received = 0;

/** Counts bytes taken from a client; collects short-lived buffers every few MB. */
export function noteBytesReceived(bytes: number): void {
  received += bytes;
  if (received >= EVERY_BYTES) {
    received = 0;
    collect({ type: "minor" });
  }
}

/**
 * The same for a large download: the stream handed to the client, passed through a counter so
 * the file-read buffers behind it are collected as they go: downloading a 193 MiB batch ZIP grew
 * the process by 12.4 MiB, with this by 0.8 MiB (bench/batch-zip-memory.ts). Errors of the
 * source end the returned stream too.
 */
export function collectingAsItFlows(source: Readable): Readable {
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      noteBytesReceived(chunk.length);
      callback(null, chunk);
    },
  });
  pipeline(source, counted, () => undefined);
  return counted;
}
