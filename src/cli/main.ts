import { ConfigError, loadConfig } from "../config.ts";
import { runCommand, usage } from "./commands.ts";

/** `doctools <command>`: the operator command line of decisions §10. */
async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    process.stdout.write(usage);
    return command ? 0 : 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  return runCommand(config, argv);
}

process.exitCode = await main(process.argv.slice(2)).catch((error: Error) => {
  process.stderr.write(`doctools: ${error.message}\n`);
  return 1;
});
