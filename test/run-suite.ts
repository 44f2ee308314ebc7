import { spawn } from "node:child_process";
import { globSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { run } from "node:test";
import { dot, spec } from "node:test/reporters";
import { parseArgs } from "node:util";
import { oneAtATime, storeFreeFiles, waitingFiles } from "./suite-plan.ts";

/**
 * Runs the test files (all of test/**\/*.test.ts, or those named), each in a process of its own
 * as `node --test` does, but scheduled for a machine of few cores where most files compute and
 * some mostly wait:
 *
 * - At most one computing file per core runs at a time, the longest first (by the seconds a
 *   recorded run took, test/suite-times.json, or suite-times-postgres.json for the PostgreSQL
 *   run; a file not recorded counts as the longest), so the run does not end on one long file
 *   with the other cores idle.
 * - Files that mostly wait (suite-plan.ts: on timers, leases, sockets or other processes) run
 *   beside them, up to `--waiting` of them at once, so their waits do not hold a core.
 * - Every process of the run (test files, the service's workers, `doctools` commands the tests
 *   start) keeps Node's compile cache in one folder, so the same sources are not compiled again
 *   in each of hundreds of processes.
 * - With DOCTOOLS_TEST_S3=1 one S3 server serves the whole run (each test app keeps to a prefix
 *   of its own), instead of one started in every test process.
 * - Files of one `oneAtATime` group (suite-plan.ts) never run at the same time.
 * - The PostgreSQL run (DOCTOOLS_TEST_DATABASE_URL set) leaves out the files that open no store
 *   (suite-plan.ts), which `npm test` runs, unless they are named.
 * - With `--checks`, the static checks (types, floors, client types) run in the schedule too,
 *   first, each in a core's place, instead of one after the other before the tests.
 *
 *   node test/run-suite.ts [--checks] [--reporter spec|dot] [--times FILE] [--record] [files…]
 *
 * `--times FILE` writes each file's seconds (slowest first) and when it started after the run;
 * `--record` adds them to the record for the next runs' order. Exits 1 if any test (or check) failed.
 */
const root = path.resolve(import.meta.dirname, "..");
/** The PostgreSQL run's files take other times (the queue, S3), so it keeps its own record. */
const timesFile = path.join(import.meta.dirname, process.env.DOCTOOLS_TEST_DATABASE_URL ? "suite-times-postgres.json" : "suite-times.json");

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    reporter: { type: "string", default: "spec" },
    checks: { type: "boolean", default: false },
    times: { type: "string" },
    record: { type: "boolean", default: false },
    cores: { type: "string", default: String(os.availableParallelism()) },
    waiting: { type: "string", default: "3" },
  },
});
const cores = Math.max(1, Number(options.cores));
const waitingSlots = Math.max(0, Number(options.waiting));

const relative = (file: string) => path.relative(root, path.resolve(file)).split(path.sep).join("/");
/** What starts the service, a `doctools` process or a store: a file using any of it is no store-free file. */
const STORE_USE = /\b(startTestApp|startWithPlans|buildApp|startDoctools|startServe|runDoctools|openDatabase|createServices)\b|helpers\/api-client\.ts/;
for (const file of storeFreeFiles) {
  const source = await fs.readFile(path.join(root, file), "utf8").catch(() => null);
  if (source === null || STORE_USE.test(source)) {
    console.error(`test/suite-plan.ts lists ${file} as opening no store, but it ${source === null ? "does not exist" : `uses ${STORE_USE.exec(source)![0]}`}.`);
    process.exit(2);
  }
}
const storeFree = new Set(storeFreeFiles);
// The PostgreSQL run leaves the files that touch no store to the embedded run, unless named.
const everyFile = globSync("test/**/*.test.ts", { cwd: root }).map(relative).filter((file) => !(process.env.DOCTOOLS_TEST_DATABASE_URL && storeFree.has(file)));
const files = positionals.length > 0 ? positionals.map(relative) : everyFile;
const waiting = new Set(waitingFiles);
const recorded = JSON.parse(await fs.readFile(timesFile, "utf8").catch(() => "{}")) as Record<string, number>;
// Longest first; a file not yet recorded may be long, so it starts early rather than last.
const order = [...files].sort((a, b) => (recorded[b] ?? Infinity) - (recorded[a] ?? Infinity) || a.localeCompare(b));

process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), "doctools-node-compile-cache");
if (process.env.DOCTOOLS_TEST_S3 === "1" && !process.env.DOCTOOLS_TEST_S3_ENDPOINT) {
  // It ends with this process.
  const { startS3Server } = await import("./helpers/s3-server.ts");
  process.env.DOCTOOLS_TEST_S3_ENDPOINT = (await startS3Server()).endpoint;
}

/** Every file's events, in one stream for one reporter. */
const events = new PassThrough({ objectMode: true });
const reporter = options.reporter === "dot" ? events.compose(dot) : events.compose(spec());
reporter.pipe(process.stdout);

const counts = { tests: 0, suites: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 };
/** Any failure at all, a suite's own (a hook that threw, a file that crashed) included. */
let failed = false;
const seconds = new Map<string, number>();
/** Seconds into the run each file started at. */
const startedAt = new Map<string, number>();
const started = Date.now();

/** Runs one file; its events go to the reporter together once it has ended, so files running at once do not interleave. */
async function runFile(file: string): Promise<void> {
  const begun = Date.now();
  const own: unknown[] = [];
  for await (const event of run({ files: [path.join(root, file)], cwd: root, forceExit: true })) {
    // Each file's own totals are left out: the run's come at the end.
    if ((event.type === "test:diagnostic" && event.data.file === undefined) || event.type === "test:summary" || event.type === "test:plan") continue;
    if (event.type === "test:pass" || event.type === "test:fail") {
      const { details, skip, todo } = event.data;
      if (event.type === "test:fail" && !todo) failed = true;
      if (details.type === "suite") counts.suites++;
      else {
        counts.tests++;
        if (skip) counts.skipped++;
        else if (todo) counts.todo++;
        else if (event.type === "test:pass") counts.pass++;
        else if ((details.error as { failureType?: string } | undefined)?.failureType === "cancelledByParent") counts.cancelled++;
        else counts.fail++;
      }
    }
    own.push(event);
  }
  seconds.set(file, (Date.now() - begun) / 1000);
  for (const event of own) events.write(event);
}

/**
 * The static checks `npm test` runs besides the tests (types, the floors' import rules, the
 * committed client types), each as a test of its own in the run: they compute, so each takes
 * a core like a test file, and a failure shows with the command's own output.
 */
const checkCommands = ["typecheck", "lint:floors", "client:check"].map((script) => `npm run -s ${script}`);

async function runCheck(command: string): Promise<void> {
  const begun = Date.now();
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk) => (text += chunk));
    child.stderr.on("data", (chunk) => (text += chunk));
    child.on("close", (exit) => resolve({ code: exit, output: text }));
  });
  const ms = Date.now() - begun;
  seconds.set(command, ms / 1000);
  counts.tests++;
  const data = { name: command, nesting: 0, testNumber: counts.tests, file: path.join(root, "package.json"), line: 1, column: 1 };
  if (code === 0) {
    counts.pass++;
    events.write({ type: "test:pass", data: { ...data, details: { duration_ms: ms, type: "test" } } });
  } else {
    counts.fail++;
    failed = true;
    const error = Object.assign(new Error(`${command} exited with ${code}:\n${output.trim()}`), { failureType: "testCodeFailure" });
    events.write({ type: "test:fail", data: { ...data, details: { duration_ms: ms, type: "test", error } } });
  }
}

/**
 * Starts files in order as they fit: a computing file while fewer than `cores` compute, a
 * waiting one while fewer than `waitingSlots` wait, or in a core no computing file is left to take.
 */
await new Promise<void>((resolve) => {
  const queue = [...(options.checks ? checkCommands : []), ...order];
  let computing = 0;
  let waitingNow = 0;
  /** Files running now, for the groups that run one at a time. */
  const running = new Set<string>();
  const groupBusy = (file: string) => oneAtATime.some((group) => group.includes(file) && group.some((other) => running.has(other)));
  const next = () => {
    for (let index = 0; index < queue.length; ) {
      const file = queue[index]!;
      const waits = waiting.has(file);
      if (groupBusy(file)) {
        index++;
        continue;
      }
      const computingLeft = queue.filter((queued) => !waiting.has(queued)).length;
      const spareCores = Math.max(0, cores - computing - computingLeft);
      if (waits ? waitingNow >= waitingSlots + spareCores : computing >= cores) {
        index++;
        continue;
      }
      queue.splice(index, 1);
      startedAt.set(file, (Date.now() - started) / 1000);
      running.add(file);
      if (waits) waitingNow++;
      else computing++;
      void (checkCommands.includes(file) ? runCheck(file) : runFile(file)).finally(() => {
        running.delete(file);
        if (waits) waitingNow--;
        else computing--;
        next();
      });
    }
    if (queue.length === 0 && computing + waitingNow === 0) resolve();
  };
  next();
});

const total = (Date.now() - started) / 1000;
for (const [name, value] of Object.entries(counts)) events.write({ type: "test:diagnostic", data: { nesting: 0, message: `${name} ${value}` } });
events.write({ type: "test:diagnostic", data: { nesting: 0, message: `duration_ms ${Math.round(total * 1000)}` } });
events.end();
await new Promise((resolve) => reporter.on("end", resolve).on("close", resolve));

const slowest = [...seconds].sort((a, b) => b[1] - a[1]);
if (options.times) {
  const lines = slowest.map(([file, s]) => `${s.toFixed(1).padStart(7)}  from ${startedAt.get(file)!.toFixed(0).padStart(4)} s  ${file}`);
  await fs.writeFile(options.times, `total ${total.toFixed(1)} s, ${seconds.size} files (seconds each took, and when it started)\n${lines.join("\n")}\n`);
}
if (options.record) {
  const measured = Object.fromEntries(slowest.filter(([file]) => !checkCommands.includes(file)).map(([file, s]) => [file, Math.round(s)]));
  const kept = Object.entries({ ...recorded, ...measured }).filter(([file]) => globSync(file, { cwd: root }).length > 0);
  await fs.writeFile(timesFile, `${JSON.stringify(Object.fromEntries(kept.sort((a, b) => b[1] - a[1])), null, 2)}\n`);
}
process.exitCode = failed ? 1 : 0;
