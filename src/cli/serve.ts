import { buildApp } from "../app.ts";
import { createDemoAccountIfEmpty, demoBanner } from "../accounts/bootstrap.ts";
import { CommandError, parseFlags, type Command } from "./cli-support.ts";
import { waitForStopSignal } from "./stop-signal.ts";

/** `doctools serve`: API and (unless DOCTOOLS_WORKERS=0) workers in one process, until SIGINT or SIGTERM. */
export const serveCommand: Command = async (config, args) => {
  parseFlags(args, {});
  // Listen for the stop signal before anything is announced, so a SIGTERM sent the moment the
  // process says it is ready still finds the handler and shuts down cleanly.
  const stopped = waitForStopSignal();
  const app = await buildApp(config, { runJobs: config.workers > 0 });
  let address: string;
  try {
    address = await app.server.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL") {
      throw new CommandError(`cannot listen on ${config.host}:${config.port} (${code}); set PORT or HOST to a free address`);
    }
    throw error;
  }
  // The demo key and password are made only once the port is ours, so a failed start never swallows them.
  const demo = await createDemoAccountIfEmpty(app.services.accounts);
  // `address` carries the port actually bound (PORT=0 picks a free one).
  const baseUrl = address.replace("://127.0.0.1", "://localhost").replace("://[::1]", "://localhost");
  if (demo) process.stdout.write(demoBanner(demo, baseUrl));
  process.stdout.write(`doctools dashboard at ${baseUrl}/dashboard, API reference at ${baseUrl}/docs\n`);
  process.stdout.write(`doctools listening on ${baseUrl} (data in ${config.dataDir})\n`);
  await stopped;
  await app.close();
};
