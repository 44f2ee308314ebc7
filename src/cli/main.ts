import packageJson from "../../package.json" with { type: "json" };
import { ConfigError, loadConfig } from "../config.ts";
import { isApiCommand, readCommandLine, runCommand } from "./commands.ts";

/** `doctools <command>`: the operator command line, and the commands for API users. */
async function main(argv: string[]): Promise<number> {
  const line = readCommandLine(argv);
  switch (line.kind) {
    case "help":
      process.stdout.write(line.text);
      return 0;
    case "version":
      process.stdout.write(`doctools ${packageJson.version}\n`);
      return 0;
    case "refused":
      process.stderr.write(line.message);
      return 2;
  }
  // Commands for API users talk HTTP only: they need no service configuration and open no database.
  if (isApiCommand(line.spec)) return line.spec.runApi(line.args, process.env);
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
  return runCommand(config, { ...line, spec: line.spec });
}

process.exitCode = await main(process.argv.slice(2)).catch((error: Error) => {
  process.stderr.write(`doctools: ${error.message}\n`);
  return 1;
});
