import { createInterface, type Interface } from "node:readline";
import { Writable } from "node:stream";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../accounts/passwords.ts";
import { CommandError, UsageError } from "./cli-support.ts";

/** More than any password the commands accept, so a file piped in by mistake is not read whole. */
const MAX_PIPED_CHARACTERS = 4 * MAX_PASSWORD_LENGTH;

/** A UsageError saying why `password` cannot be a dashboard password; `source` names where it came from. */
export function checkPassword(password: string, source: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new UsageError(`${source} must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH) throw new UsageError(`${source} must be at most ${MAX_PASSWORD_LENGTH} characters`);
}

/**
 * A new dashboard password, never taken from the command line, where the shell history and the
 * process list would keep it: at a terminal it is typed twice without being shown; otherwise it
 * is the first line of standard input (`printf '%s\n' "$PW" | doctools …`).
 */
export async function readNewPassword(): Promise<string> {
  if (process.stdin.isTTY) return askAtTerminal();
  const piped = await readFirstLine();
  if (piped === "") throw new UsageError("no password on standard input: pipe it in as one line, or run the command at a terminal to type it");
  checkPassword(piped, "the password on standard input");
  return piped;
}

/** Asks on stderr, twice, and reads the answers with echo off: readline in terminal mode, its output muted. */
async function askAtTerminal(): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const terminal = createInterface({ input: process.stdin, output: muted, terminal: true });
  try {
    const first = await ask(terminal, "New dashboard password: ");
    checkPassword(first, "the password");
    if ((await ask(terminal, "The same password again: ")) !== first) throw new UsageError("the two passwords differ; nothing was changed");
    return first;
  } finally {
    terminal.close();
  }
}

function ask(terminal: Interface, prompt: string): Promise<string> {
  process.stderr.write(prompt);
  return new Promise<string>((resolve, reject) => {
    const settle = (error: Error | null, line = "") => {
      terminal.off("line", answered).off("SIGINT", cancelled).off("close", closed);
      // The Enter (or Ctrl-C) was not echoed either: end the prompt's line.
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(line);
    };
    const answered = (line: string) => settle(null, line);
    // In raw mode Ctrl-C reaches readline as a key, not as a signal; Ctrl-D on an empty line closes it.
    const cancelled = () => settle(new CommandError("cancelled; nothing was changed"));
    const closed = () => settle(new CommandError("no password was typed; nothing was changed"));
    terminal.on("line", answered).on("SIGINT", cancelled).on("close", closed);
  });
}

/** The first line of piped standard input, without its line ending; "" when it is empty. */
async function readFirstLine(): Promise<string> {
  process.stdin.setEncoding("utf8");
  let text = "";
  for await (const chunk of process.stdin as AsyncIterable<string>) {
    text += chunk;
    if (text.includes("\n") || text.length > MAX_PIPED_CHARACTERS) break;
  }
  const end = text.indexOf("\n");
  return (end === -1 ? text : text.slice(0, end)).replace(/\r$/, "");
}
