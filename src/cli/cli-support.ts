import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import type { Account } from "../accounts/account-store.ts";
import type { Config } from "../config.ts";
import type { Services } from "../services.ts";

/** The command line itself is wrong: a flag missing, unknown or badly formed. Exit code 2. */
export class UsageError extends Error {}

/** The command was well formed but could not be carried out (unknown account, a limit). Exit code 1. */
export class CommandError extends Error {}

/** One operator command: its arguments after the command words; throws UsageError or CommandError. */
export type Command = (config: Config, args: string[]) => Promise<void>;

/**
 * A command for API users (`doctools run`, `jobs`, `batch`): it talks HTTP to a running service
 * and nothing else, so it reads no service configuration and opens no database. It gets the
 * environment for DOCTOOLS_URL and DOCTOOLS_API_KEY and returns its exit code.
 */
export type ApiCommand = (args: string[], env: Readonly<Record<string, string | undefined>>) => Promise<number>;

/**
 * A command as the command line and its help know it, declared beside the command itself: the
 * list of commands and every `--help` are made from these, so a new command brings its own help.
 */
interface CommandDeclaration {
  /** What follows the command's words on its usage line, e.g. `--email E --plan P [--json]`; "" for none. */
  readonly flags: string;
  /** What the command does, in one sentence. */
  readonly summary: string;
  /** What `--help` adds below the usage line: each flag, then anything else worth knowing. */
  readonly help: readonly string[];
  /**
   * Help that depends on the arguments given with `--help` (`doctools run merge-pdf --help`
   * shows the tool's fields): its text, or a refusal, or null for the command's own help.
   */
  readonly helpFor?: (args: readonly string[]) => { readonly text: string } | { readonly refused: string } | null;
}

/** An operator command: it runs on the service's own configuration and data. */
export interface CommandSpec extends CommandDeclaration {
  readonly run: Command;
}

/** A command for API users, run without the service's configuration. */
export interface ApiCommandSpec extends CommandDeclaration {
  readonly runApi: ApiCommand;
}

export type AnyCommandSpec = CommandSpec | ApiCommandSpec;

type Value<O> = O extends { type: "boolean" } ? boolean : O extends { multiple: true } ? string[] : string;
type Values<T extends ParseArgsOptionsConfig> = { [K in keyof T]?: Value<T[K]> };

/**
 * node:util parseArgs, strict, with its multi-sentence errors turned into one line that names
 * the flag: every bad flag is a one-line error and exit code 2.
 */
export function parseFlags<T extends ParseArgsOptionsConfig>(args: string[], options: T): Values<T> {
  return parseArguments(args, options, false).values;
}

/** parseFlags for commands that also take arguments (`doctools run TOOL FILE...`). */
export function parseFlagsAndArguments<T extends ParseArgsOptionsConfig>(args: string[], options: T): { values: Values<T>; positionals: string[] } {
  return parseArguments(args, options, true);
}

function parseArguments<T extends ParseArgsOptionsConfig>(args: string[], options: T, allowPositionals: boolean): { values: Values<T>; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({ args, options, strict: true, allowPositionals });
    return { values: values as Values<T>, positionals };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const named = /'(-[^' ]+)/.exec(message)?.[1] ?? /'([^']+)'/.exec(message)?.[1];
    switch (code) {
      case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
        throw new UsageError(`unknown flag ${named}`);
      case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
        // Both "--email <value> argument missing" and "--email is ambiguous" (next word is a flag).
        throw new UsageError(named?.startsWith("--") && options[named.slice(2)]?.type === "boolean" ? `${named} takes no value` : `${named} needs a value`);
      case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
        throw new UsageError(`unexpected argument "${named}"`);
      default:
        throw new UsageError(message.split("\n")[0]!);
    }
  }
}

/** The value of a required string flag, trimmed; a UsageError naming the flag when absent or empty. */
export function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === "") throw new UsageError(`--${flag} is required`);
  return value.trim();
}

/** Plain addresses only: something@host, no spaces, as stored and shown by `GET /v1/me`. */
export function parseEmail(value: string, flag: string): string {
  if (value.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(value)) throw new UsageError(`--${flag} must be an email address (got "${value}")`);
  return value;
}

/**
 * Opens the shared services for one command and closes them after. Logs go to stderr at warn
 * level, so stdout holds only the command's own output (one JSON object with --json).
 *
 * A data folder without a database is refused unless `create` is set (`accounts create
 * --create`): run from another folder, a command would otherwise make an empty database there
 * and answer from it ("No accounts."), as if the service had none.
 */
export async function withServices<T>(config: Config, fn: (services: Services) => Promise<T>, options: { create?: boolean } = {}): Promise<T> {
  // Loaded here, not above: help, the version and a bad command line need no database driver.
  const [{ createServices }, { embeddedDatabaseFile }, { destination, pino }] = await Promise.all([import("../services.ts"), import("../open-database.ts"), import("pino")]);
  const file = embeddedDatabaseFile(config);
  if (file !== null && !options.create && !existsSync(file)) {
    throw new UsageError(
      `there is no doctools database in ${config.dataDir} (looked for ${path.basename(file)}); run the command where the service keeps its data or set DOCTOOLS_DATA_DIR to that folder, or start a new database there with \`doctools accounts create … --create\`.`,
    );
  }
  const log = pino({ level: "warn" }, destination({ fd: 2, sync: true }));
  const services = await createServices(config, log, { withTools: false });
  try {
    return await fn(services);
  } finally {
    await services.close();
  }
}

export async function findAccountByEmail(services: Services, email: string): Promise<Account> {
  const account = await services.accounts.getAccountByEmail(email);
  if (!account) throw new CommandError(`there is no account with the email ${email}`);
  return account;
}

/** With --json, one JSON value on stdout (an object, or an array for a listing); otherwise the human lines. */
export function report(json: boolean | undefined, value: Record<string, unknown> | readonly Record<string, unknown>[], human: string[]): void {
  process.stdout.write(json ? `${JSON.stringify(value)}\n` : `${human.join("\n")}\n`);
}

/** A time as listings show it: UTC to the second, `2025-06-01 12:00:00Z`; "-" for none. */
export function formatTime(at: Date | null): string {
  return at === null ? "-" : `${at.toISOString().slice(0, 19).replace("T", " ")}Z`;
}

/**
 * Rows as lines of columns aligned two spaces apart. Control characters in a value (a name given
 * with a newline or an escape sequence) become spaces, so one row stays one line.
 */
export function formatTable(rows: readonly (readonly string[])[]): string[] {
  const clean = rows.map((row) => row.map((cell) => cell.replace(/\p{Cc}/gu, " ")));
  const widths = (clean[0] ?? []).map((_, column) => Math.max(...clean.map((row) => row[column]?.length ?? 0)));
  return clean.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join("  "));
}
