import { toolCatalogue } from "../../packages/client/src/index.ts";
import { parseFlags, type ApiCommandSpec } from "./cli-support.ts";
import { EXIT, runApiSession } from "./api-session.ts";
import { toolsListing } from "./tool-help.ts";

export const toolsCommandSpec: ApiCommandSpec = {
  flags: "[--json]",
  summary: "Lists the tools, one line each: its name and what it does.",
  help: [
    "  --json  print the whole catalogue as JSON: each tool's files and fields with their types,",
    "          defaults and allowed values",
    "",
    "`doctools run TOOL --help` shows one tool's fields. The list is this command line's own",
    "catalogue, made from the service's tool declarations; it needs no running service.",
  ],
  // Reads nothing but its own catalogue: no service, no key.
  runApi: (args, env) =>
    runApiSession("doctools tools", env, async () => {
      const values = parseFlags(args, { json: { type: "boolean" } });
      process.stdout.write(values.json ? `${JSON.stringify(toolCatalogue)}\n` : toolsListing());
      return EXIT.done;
    }),
};
