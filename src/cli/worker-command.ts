import { buildApp } from "../app.ts";
import { CommandError, parseFlags, UsageError, type Command } from "./cli-support.ts";
import { waitForStopSignal } from "./stop-signal.ts";

/**
 * `doctools worker`: runs jobs from the shared database without serving the API, to add job
 * capacity beside a `doctools serve`. It listens only when given
 * DOCTOOLS_WORKER_METRICS_PORT, and then answers /healthz, /readyz and /metrics alone.
 */
export const workerCommand: Command = async (config, args) => {
  parseFlags(args, {});
  if (config.workers < 1) throw new UsageError("DOCTOOLS_WORKERS is 0; a worker process needs at least 1");
  // Listen for the stop signal before anything is announced, so a SIGTERM sent the moment the
  // process says it is ready still finds the handler and shuts down cleanly.
  const stopped = waitForStopSignal();
  const app = await buildApp(config, { runJobs: true, routes: "operator" });
  // The jobs a worker runs are counted here, not by the API process: its own metrics, if asked.
  let metrics = "";
  if (config.workerMetricsPort !== null) {
    try {
      const address = await app.server.listen({ port: config.workerMetricsPort, host: config.host });
      metrics = `; health, readiness and metrics on ${address}`;
    } catch (error) {
      await app.close();
      const code = (error as NodeJS.ErrnoException).code;
      throw new CommandError(`cannot listen on ${config.host}:${config.workerMetricsPort} (${code}); set DOCTOOLS_WORKER_METRICS_PORT or HOST to a free address`);
    }
  }
  // On stderr, like serve's: stdout carries the JSON log lines only.
  process.stderr.write(`doctools worker running ${config.workers} job worker(s) (data in ${config.dataDir})${metrics}\n`);
  await stopped;
  await app.close();
};
