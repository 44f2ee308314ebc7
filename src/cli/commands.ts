import type { parseArgs as ParseArgs } from "node:util";
import type { Config } from "../config.ts";
import { serve } from "./serve.ts";

export const usage = `doctools: a self-hostable document tools API

  doctools serve                   API, dashboard and workers in one process (embedded default)
  doctools worker                  workers only (scale-out)
  doctools accounts create --email E --plan P [--name N] [--password PW] [--json]
  doctools keys create --account E [--name N] [--json]      prints the key once
  doctools keys revoke --account E --key KEY_ID
  doctools webhooks add --account E --url URL [--json]      prints the signing secret once
  doctools credits add --account E --count N

Configuration is read from the environment (PORT, HOST, DOCTOOLS_DATA_DIR, …; see README).
`;

export async function runCommand(
  config: Config,
  command: string,
  sub: string | undefined,
  rest: string[],
  parseArgs: typeof ParseArgs,
): Promise<number> {
  void parseArgs;
  void rest;
  switch (command) {
    case "serve":
      await serve(config, { runJobs: config.workers > 0 });
      return 0;
    default:
      process.stderr.write(`doctools: unknown command "${[command, sub].filter(Boolean).join(" ")}"\n\n${usage}`);
      return 2;
  }
}
