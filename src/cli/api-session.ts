import { createClient, DoctoolsAbortError, DoctoolsJobError, DoctoolsProblemError, type DoctoolsClient, type Job } from "../../packages/client/src/index.ts";
import { UsageError } from "./cli-support.ts";
import { createProgressDisplay, formatBytes, type ProgressDisplay } from "./progress-display.ts";
import { FileExistsError } from "./result-file.ts";

/** The exit codes of the commands for API users. */
export const EXIT = {
  done: 0,
  /** The job failed (or, for a batch, one of its jobs did), or its result could not be saved. */
  failed: 1,
  usage: 2,
  /** The service refused the call, or could not be reached. */
  refused: 3,
  /** Ctrl-C: 128 + SIGINT, as shells report it. */
  interrupted: 130,
} as const;

export const DEFAULT_URL = "http://localhost:8080";

/** The flags every command for API users takes. */
export const connectionFlags = { url: { type: "string" }, key: { type: "string" } } as const;

/** The help lines of --url and --key, their descriptions starting at `column` like the command's other flags. */
export function connectionHelp(column: number): string[] {
  const flag = (name: string) => `  ${name}`.padEnd(column);
  return [
    `${flag("--url URL")}the service (default: DOCTOOLS_URL, else http://localhost:8080)`,
    `${flag("--key KEY")}the API key (default: DOCTOOLS_API_KEY, which keeps the key out of`,
    `${"".padEnd(column)}the process list and the shell's history)`,
  ];
}

export const API_FOOTER = `Commands for API users talk to a running service over HTTP and need no service configuration.
Exit codes: 0 done, 1 the job failed or its result could not be saved, 2 a bad command line,
3 the service refused the call or could not be reached, 130 interrupted (Ctrl-C).
`;

export interface ApiSession {
  /** The client for `--url` and `--key`, else DOCTOOLS_URL and DOCTOOLS_API_KEY. */
  connect(values: { url?: string | undefined; key?: string | undefined }): DoctoolsClient;
  /** Aborted by Ctrl-C: the command stops waiting and says how to pick the job up again. */
  readonly signal: AbortSignal;
  /**
   * Hands the first Ctrl-C to `handler` instead of aborting `signal` (null gives it back); the
   * handler calls `stop` when the command is to stop. A Ctrl-C after `stop` ends the process.
   */
  onInterrupt(handler: (() => void) | null): void;
  /** Aborts `signal`, as a Ctrl-C without a handler does. */
  stop(): void;
  readonly progress: ProgressDisplay;
  readonly cwd: string;
  /** One line on stderr, after any progress bar. */
  say(text: string): void;
  /** The command's result on stdout. */
  print(text: string): void;
}

type Env = Readonly<Record<string, string | undefined>>;

function clientFor(values: { url?: string | undefined; key?: string | undefined }, env: Env): DoctoolsClient {
  const apiKey = values.key ?? env.DOCTOOLS_API_KEY;
  if (!apiKey) throw new UsageError("no API key: set DOCTOOLS_API_KEY or pass --key");
  const baseUrl = values.url ?? (env.DOCTOOLS_URL || DEFAULT_URL);
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new UsageError(`--url must be an http:// or https:// address (got "${baseUrl}")`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new UsageError(`--url must be an http:// or https:// address (got "${baseUrl}")`);
  return createClient({ baseUrl: parsed.href.replace(/\/+$/, ""), apiKey });
}

/**
 * Runs one command for API users: hands Ctrl-C to an AbortSignal instead of ending the process
 * (a second Ctrl-C does end it), and turns a bad command line and the client's errors into their
 * exit codes and one-line messages on stderr.
 */
export async function runApiSession(name: string, env: Env, command: (session: ApiSession) => Promise<number>): Promise<number> {
  const controller = new AbortController();
  const progress = createProgressDisplay(process.stderr);
  let service: string | null = null;
  const say = (text: string) => {
    progress.finish();
    process.stderr.write(`${text}\n`);
  };
  let handler: (() => void) | null = null;
  const stop = () => controller.abort(new Error("interrupted"));
  const session: ApiSession = {
    onInterrupt: (next) => void (handler = next),
    stop,
    connect(values) {
      const client = clientFor(values, env);
      service = client.baseUrl;
      return client;
    },
    signal: controller.signal,
    progress,
    cwd: process.cwd(),
    say,
    print: (text) => void process.stdout.write(`${text}\n`),
  };
  const interrupt = () => {
    if (controller.signal.aborted) process.exit(EXIT.interrupted);
    if (handler) handler();
    else stop();
  };
  process.on("SIGINT", interrupt);
  try {
    return await command(session);
  } catch (error) {
    return report(name, error, say, service);
  } finally {
    process.off("SIGINT", interrupt);
    progress.finish();
  }
}

function report(name: string, error: unknown, say: (text: string) => void, service: string | null): number {
  if (error instanceof UsageError) {
    say(`${name}: ${error.message}`);
    return EXIT.usage;
  }
  if (error instanceof FileExistsError) {
    say(`${name}: ${error.message}`);
    return EXIT.usage;
  }
  if (error instanceof DoctoolsAbortError) {
    say(error.job ? `${name}: stopped waiting. ${pickUpLater(error.job)}` : `${name}: stopped.`);
    return EXIT.interrupted;
  }
  if (error instanceof DoctoolsJobError) {
    say(`${name}: job ${error.job.id} failed: ${error.code}: ${error.detail}`);
    return EXIT.failed;
  }
  if (error instanceof DoctoolsProblemError) {
    say(`${name}: ${describeProblem(error)}`);
    return EXIT.refused;
  }
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) {
    const cause = (error.cause as { code?: string; message?: string } | undefined) ?? {};
    say(`${name}: could not reach the service at ${service}: ${cause.code ?? cause.message ?? error.message}`);
    return EXIT.refused;
  }
  throw error;
}

/** The problem's detail, each bad field's own detail, and a hint where the status calls for one. */
export function describeProblem(problem: DoctoolsProblemError): string {
  const fields = problem.errors.filter((e) => !problem.detail.includes(e.detail)).map((e) => `\n  ${e.field}: ${e.detail}`);
  const retry = problem.retryAfter !== null && (problem.status === 429 || problem.status === 503) ? ` (try again in ${problem.retryAfter} s)` : "";
  return `${problem.detail}${retry} [${problem.status} ${problem.title}]${fields.join("")}`;
}

/** How to get at a job whose waiting was stopped: it runs on in the service. `resultFlags` are those of `jobs result` (`--out …`). */
export function pickUpLater(job: Job, resultFlags = ""): string {
  return `Job ${job.id} goes on running; wait for it and fetch its result later with\n  doctools jobs wait ${job.id} && doctools jobs result ${job.id}${resultFlags}`;
}

/** One line per job for people: id, tool, status, then the file or the error. */
export function describeJob(job: Job): string {
  const size = job.resultBytes === null ? "" : ` (${formatBytes(job.resultBytes)})`;
  const tail = job.status === "Failed" && job.error ? `${job.error.code}: ${job.error.detail}` : `${job.fileName}${size}`;
  return `${job.id}  ${job.operation}  ${job.status}  ${tail}`;
}

/** `NAME=VALUE` of `--field`, for the tool's form. The same name twice sends the field twice. */
export function parseFieldFlags(values: readonly string[] | undefined): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const item of values ?? []) {
    const at = item.indexOf("=");
    if (at <= 0) throw new UsageError(`--field takes NAME=VALUE (got "${item}")`);
    const name = item.slice(0, at);
    const value = item.slice(at + 1);
    const before = fields[name];
    fields[name] = before === undefined ? value : [before, value].flat();
  }
  return fields;
}
