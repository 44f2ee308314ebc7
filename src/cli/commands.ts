import type { Config } from "../config.ts";
import { accountsCommands } from "./accounts-command.ts";
import { CommandError, UsageError, type Command } from "./cli-support.ts";
import { creditsCommands } from "./credits-command.ts";
import { keysCommands } from "./keys-command.ts";
import { webhooksCommands } from "./webhooks-command.ts";

export const usage = `doctools: a self-hostable document tools API

  doctools serve                   API, dashboard and workers in one process (embedded default)
  doctools worker                  workers only (scale-out)
  doctools accounts create --email E --plan P [--name N] [--password PW] [--json]
  doctools keys create --account E [--name N] [--json]      prints the key once
  doctools keys revoke --account E --key KEY_ID
  doctools webhooks add --account E --url URL [--json]      prints the signing secret once
  doctools credits add --account E --count N

Configuration is read from the environment (PORT, HOST, DOCTOOLS_DATA_DIR, …; see README).
Exit codes: 0 done, 1 the command could not be carried out, 2 a bad command line or configuration.
`;

/** Commands that stand alone, and groups whose second word picks the command (decisions §10). */
// serve and worker load the whole service (HTTP, tools, MuPDF): only when they are the command.
const commands: Readonly<Record<string, Command>> = {
  serve: async (config, args) => (await import("./serve.ts")).serveCommand(config, args),
  worker: async (config, args) => (await import("./worker-command.ts")).workerCommand(config, args),
};
const groups: Readonly<Record<string, Readonly<Record<string, Command>>>> = {
  accounts: accountsCommands,
  keys: keysCommands,
  webhooks: webhooksCommands,
  credits: creditsCommands,
};

/** Runs one command line (without the program name) and returns the process exit code. */
export async function runCommand(config: Config, argv: string[]): Promise<number> {
  const [word = "", ...rest] = argv;
  let name = `doctools ${word}`;
  try {
    const single = Object.hasOwn(commands, word) ? commands[word] : undefined;
    const group = Object.hasOwn(groups, word) ? groups[word] : undefined;
    if (single) {
      await single(config, rest);
    } else if (group) {
      const [sub = "", ...args] = rest;
      const command = Object.hasOwn(group, sub) ? group[sub] : undefined;
      if (!command) throw new UsageError(`${sub ? `unknown command "${sub}"` : "missing command"}; expected ${Object.keys(group).map((s) => `"${word} ${s}"`).join(" or ")}`);
      name = `doctools ${word} ${sub}`;
      await command(config, args);
    } else {
      process.stderr.write(`doctools: unknown command "${word}"\n\n${usage}`);
      return 2;
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${name}: ${error.message}\n`);
      return 2;
    }
    if (error instanceof CommandError) {
      process.stderr.write(`${name}: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
