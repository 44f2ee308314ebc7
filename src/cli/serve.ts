import { buildApp } from "../app.ts";
import { createDemoAccountIfEmpty, demoBanner } from "../accounts/bootstrap.ts";
import { parseFlags, type Command } from "./cli-support.ts";
import { waitForStopSignal } from "./stop-signal.ts";

/** `doctools serve`: API and (unless DOCTOOLS_WORKERS=0) workers in one process, until SIGINT or SIGTERM. */
export const serveCommand: Command = async (config, args) => {
  parseFlags(args, {});
  const app = await buildApp(config, { runJobs: config.workers > 0 });
  let address: string;
  try {
    address = await app.server.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  // The demo key is made only once the port is ours, so a failed start never swallows it.
  const demoKey = await createDemoAccountIfEmpty(app.services.accounts);
  // `address` carries the port actually bound (PORT=0 picks a free one).
  const baseUrl = address.replace("://127.0.0.1", "://localhost").replace("://[::1]", "://localhost");
  if (demoKey) process.stdout.write(demoBanner(demoKey, baseUrl));
  process.stdout.write(`doctools listening on ${baseUrl} (data in ${config.dataDir})\n`);
  await waitForStopSignal();
  await app.close();
};
