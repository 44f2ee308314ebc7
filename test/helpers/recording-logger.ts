import { Writable } from "node:stream";
import { createLogger } from "../../src/logger.ts";

/** A real logger whose lines are kept, parsed, for the test to read. */
export function recordingLogger(level = "info") {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger(level, destination), lines };
}
