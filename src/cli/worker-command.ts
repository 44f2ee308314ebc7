import { buildApp } from "../app.ts";
import { parseFlags, UsageError, type Command } from "./cli-support.ts";
import { waitForStopSignal } from "./stop-signal.ts";

/**
 * `doctools worker`: runs jobs from the shared database without serving HTTP, to add job capacity
 * beside a `doctools serve` (decisions §10). The app is built as for `serve` and never listens.
 */
export const workerCommand: Command = async (config, args) => {
  parseFlags(args, {});
  if (config.workers < 1) throw new UsageError("DOCTOOLS_WORKERS is 0; a worker process needs at least 1");
  // Listen for the stop signal before anything is announced, so a SIGTERM sent the moment the
  // process says it is ready still finds the handler and shuts down cleanly.
  const stopped = waitForStopSignal();
  const app = await buildApp(config, { runJobs: true });
  // On stderr, like serve's: stdout carries the JSON log lines only.
  process.stderr.write(`doctools worker running ${config.workers} job worker(s) (data in ${config.dataDir})\n`);
  await stopped;
  await app.close();
};
