import { Transform } from "node:stream";
import { FileTooLargeError } from "./file-store.ts";

/** Passes bytes through, counting them, and fails the stream once they pass `maxBytes`. */
export function byteCounter(maxBytes = Number.POSITIVE_INFINITY): { stream: Transform; bytes(): number } {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new FileTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}
