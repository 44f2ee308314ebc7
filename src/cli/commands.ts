import type { Config } from "../config.ts";
import { accountsCommands } from "./accounts-command.ts";
import { API_FOOTER } from "./api-session.ts";
import { batchCommandSpec } from "./batch-command.ts";
import { CommandError, UsageError, type AnyCommandSpec, type ApiCommandSpec, type CommandSpec } from "./cli-support.ts";
import { creditsCommands } from "./credits-command.ts";
import { jobsCommands } from "./jobs-command.ts";
import { keysCommands } from "./keys-command.ts";
import { pipelineCommandSpec } from "./pipeline-command.ts";
import { runCommandSpec } from "./run-command.ts";
import { didYouMean } from "../common/did-you-mean.ts";
import { toolsCommandSpec } from "./tools-command.ts";
import { webhooksCommands } from "./webhooks-command.ts";

/** Commands for API users: they talk to a running service over HTTP (`doctools run merge-pdf a.pdf b.pdf`). */
const apiCommands: Readonly<Record<string, AnyCommandSpec>> = {
  tools: toolsCommandSpec,
  run: runCommandSpec,
  pipeline: pipelineCommandSpec,
  batch: batchCommandSpec,
};
const apiGroups: Readonly<Record<string, Readonly<Record<string, AnyCommandSpec>>>> = {
  jobs: jobsCommands,
};

/** Commands that stand alone. serve and worker load the whole service (HTTP, tools, MuPDF): only when they run. */
const operatorCommands: Readonly<Record<string, CommandSpec>> = {
  serve: {
    flags: "",
    summary: "Runs the API, the dashboard and the job workers in one process, until SIGINT or SIGTERM.",
    help: [
      "Configuration comes from the environment (PORT, HOST, DOCTOOLS_DATA_DIR, DATABASE_URL, …; see",
      "the README). The first start on an empty database creates a demo account and prints its API",
      "key and dashboard password, once. DOCTOOLS_WORKERS=0 serves the API without running jobs.",
    ],
    run: async (config, args) => (await import("./serve.ts")).serveCommand(config, args),
  },
  worker: {
    flags: "",
    summary: "Runs job workers only, beside a `doctools serve` on the same data, serving no HTTP.",
    help: ["Takes the same configuration as serve; DOCTOOLS_WORKERS (at least 1) sets how many jobs it runs at once."],
    run: async (config, args) => (await import("./worker-command.ts")).workerCommand(config, args),
  },
};

/** Groups whose second word picks the command. */
const operatorGroups: Readonly<Record<string, Readonly<Record<string, AnyCommandSpec>>>> = {
  accounts: accountsCommands,
  keys: keysCommands,
  webhooks: webhooksCommands,
  credits: creditsCommands,
};

const commands: Readonly<Record<string, AnyCommandSpec>> = { ...apiCommands, ...operatorCommands };
const groups: Readonly<Record<string, Readonly<Record<string, AnyCommandSpec>>>> = { ...apiGroups, ...operatorGroups };

const FOOTER = `Configuration is read from the environment (PORT, HOST, DOCTOOLS_DATA_DIR, …; see README).
Exit codes: 0 done, 1 the command could not be carried out, 2 a bad command line or configuration.
`;

/** A command for API users runs without the service's configuration (see main.ts). */
export function isApiCommand(spec: AnyCommandSpec): spec is ApiCommandSpec {
  return "runApi" in spec;
}

function usageLine(words: string, spec: AnyCommandSpec): string {
  return `doctools ${words}${spec.flags ? ` ${spec.flags}` : ""}`;
}

function listing(entries: ReadonlyArray<[string, AnyCommandSpec]>): string {
  return entries.map(([words, spec]) => `  ${usageLine(words, spec)}\n      ${spec.summary}\n`).join("");
}

function listed(single: Readonly<Record<string, AnyCommandSpec>>, grouped: Readonly<Record<string, Readonly<Record<string, AnyCommandSpec>>>>): Array<[string, AnyCommandSpec]> {
  return [
    ...Object.entries(single),
    ...Object.entries(grouped).flatMap(([group, members]) => Object.entries(members).map(([name, spec]): [string, AnyCommandSpec] => [`${group} ${name}`, spec])),
  ];
}

/** Every command, as `doctools --help` shows them: those for API users first, then the operator's. */
export function usage(): string {
  return `doctools: a self-hostable document tools API

Using the API of a running service (DOCTOOLS_URL, DOCTOOLS_API_KEY):

${listing(listed(apiCommands, apiGroups))}
Running the service (operator commands, on its configuration and data):

${listing(listed(operatorCommands, operatorGroups))}
  doctools --help, doctools <command> --help
      This list, or one command's flags.
  doctools --version
      The installed version.

${API_FOOTER}
${FOOTER}`;
}

function groupHelp(group: string): string {
  const members = Object.entries(groups[group]!).map(([name, spec]): [string, AnyCommandSpec] => [`${group} ${name}`, spec]);
  return `doctools ${group}: ${members.length === 1 ? "one command" : `${members.length} commands`}\n\n${listing(members)}\nRun \`doctools ${group} <command> --help\` for one command's flags.\n`;
}

function commandHelp(words: string, spec: AnyCommandSpec): string {
  return `Usage: ${usageLine(words, spec)}\n\n${spec.summary}\n${spec.help.length > 0 ? `\n${spec.help.join("\n")}\n` : ""}\n${isApiCommand(spec) ? API_FOOTER : FOOTER}`;
}

/** What a command line asks for, found without reading the configuration (help needs none). */
export type CommandLine =
  | { readonly kind: "help"; readonly text: string }
  | { readonly kind: "version" }
  | { readonly kind: "refused"; readonly message: string }
  | { readonly kind: "command"; readonly name: string; readonly spec: AnyCommandSpec; readonly args: string[] };

/** `--help` (or `-h`) anywhere among a command's flags asks for its help instead of running it. */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf("--");
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === "--help" || arg === "-h");
}

/** A command's help, or the help its arguments ask for (a tool's, for `run TOOL --help`). */
function helpOf(words: string, spec: AnyCommandSpec, args: readonly string[]): CommandLine {
  const specific = spec.helpFor?.(args.filter((arg) => arg !== "--help" && arg !== "-h")) ?? null;
  if (specific === null) return { kind: "help", text: commandHelp(words, spec) };
  return "text" in specific ? { kind: "help", text: specific.text } : { kind: "refused", message: specific.refused };
}

/** Reads the command words of a command line (without the program name). */
export function readCommandLine(argv: readonly string[]): CommandLine {
  const [word = "", ...rest] = argv;
  if (word === "") return { kind: "refused", message: usage() };
  if (word === "--help" || word === "-h") return { kind: "help", text: usage() };
  // `doctools help accounts set-plan` is `doctools accounts set-plan --help`.
  if (word === "help") return rest.length === 0 ? { kind: "help", text: usage() } : readCommandLine([...rest, "--help"]);
  if (word === "--version") return { kind: "version" };
  const single = Object.hasOwn(commands, word) ? commands[word] : undefined;
  if (single) return asksForHelp(rest) ? helpOf(word, single, rest) : { kind: "command", name: `doctools ${word}`, spec: single, args: rest };
  const group = Object.hasOwn(groups, word) ? groups[word] : undefined;
  if (!group) {
    const hint = didYouMean(word, [...Object.keys(commands), ...Object.keys(groups)]);
    return { kind: "refused", message: hint ? `doctools: unknown command "${word}".${hint} \`doctools --help\` lists every command.\n` : `doctools: unknown command "${word}"\n\n${usage()}` };
  }
  const [sub = "", ...args] = rest;
  const spec = Object.hasOwn(group, sub) ? group[sub] : undefined;
  if (spec) return asksForHelp(args) ? { kind: "help", text: commandHelp(`${word} ${sub}`, spec) } : { kind: "command", name: `doctools ${word} ${sub}`, spec, args };
  if ((sub === "" || sub.startsWith("-")) && asksForHelp(rest)) return { kind: "help", text: groupHelp(word) };
  const expected = Object.keys(group).map((name) => `"${word} ${name}"`).join(" or ");
  return { kind: "refused", message: `doctools ${word}: ${sub ? `unknown command "${sub}"` : "missing command"}; expected ${expected}\n` };
}

/** Runs one operator command and returns the process exit code. */
export async function runCommand(config: Config, command: { readonly name: string; readonly spec: CommandSpec; readonly args: string[] }): Promise<number> {
  try {
    await command.spec.run(config, command.args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${command.name}: ${error.message}\n`);
      return 2;
    }
    if (error instanceof CommandError) {
      process.stderr.write(`${command.name}: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
