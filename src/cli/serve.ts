import { buildApp } from "../app.ts";
import { createDemoAccountIfEmpty, demoBanner } from "../accounts/bootstrap.ts";
import type { Config } from "../config.ts";

/** Runs the service until SIGINT or SIGTERM, then shuts down cleanly. */
export async function serve(config: Config, options: { runJobs: boolean }): Promise<void> {
  const app = await buildApp(config, { runJobs: options.runJobs });
  const demoKey = await createDemoAccountIfEmpty(app.services.accounts);
  const address = await app.server.listen({ port: config.port, host: config.host });
  const baseUrl = address.replace("://127.0.0.1", "://localhost").replace("://[::1]", "://localhost");
  if (demoKey) process.stdout.write(demoBanner(demoKey, baseUrl));
  process.stdout.write(`doctools listening on ${baseUrl} (data in ${config.dataDir})\n`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await app.close();
}
