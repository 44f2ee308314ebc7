import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { runDoctools } from "../helpers/doctools-process.ts";

// A configuration that would refuse any command: help and the version must not need one.
const badConfig = { PORT: "not-a-port", DOCTOOLS_DATA_DIR: "/nonexistent/doctools-help-test" };
const packageJson = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as { version: string };

/** The command words `doctools --help` lists: "serve", "accounts create", … */
function listedCommands(help: string): string[] {
  return [...help.matchAll(/^ {2}doctools ([a-z]+(?: [a-z-]+)?)(?= |$)/gm)].map((match) => match[1]!);
}

describe("doctools --help and --version", () => {
  it("--help lists every command with a one-sentence summary, on stdout, with exit code 0", async () => {
    for (const args of [["--help"], ["-h"], ["help"]]) {
      const run = await runDoctools(args, badConfig);
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.stderr, "");
      const commands = listedCommands(run.stdout);
      for (const expected of ["serve", "worker", "accounts create", "accounts list", "accounts show", "accounts set-plan", "accounts set-password", "keys create", "keys list", "keys revoke", "webhooks add", "credits add"]) {
        assert.ok(commands.includes(expected), `${args.join(" ")} should list ${expected}:\n${run.stdout}`);
      }
      assert.match(run.stdout, /Exit codes: 0 done, 1 .*, 2 /);
    }
  });

  it("every listed command and every group answers --help with its own usage, needing no configuration", async () => {
    const commands = listedCommands((await runDoctools(["--help"], badConfig)).stdout);
    const groups = [...new Set(commands.filter((words) => words.includes(" ")).map((words) => words.split(" ")[0]!))];
    const runs = await Promise.all(commands.map((words) => runDoctools([...words.split(" "), "--help"], badConfig)));
    runs.forEach((run, i) => {
      const words = commands[i]!;
      assert.equal(run.code, 0, `${words} --help: ${run.stderr}`);
      assert.equal(run.stderr, "");
      assert.ok(run.stdout.startsWith(`Usage: doctools ${words}`), run.stdout);
      // The usage line is followed by what the command does, in a sentence.
      assert.match(run.stdout.split("\n")[2]!, /^[A-Z].*\.$/, run.stdout);
    });
    for (const group of groups) {
      const run = await runDoctools([group, "--help"], badConfig);
      assert.equal(run.code, 0, run.stderr);
      assert.deepEqual(listedCommands(run.stdout), commands.filter((words) => words.startsWith(`${group} `)));
    }
    // --help anywhere among the flags, and `doctools help <command>`, ask for the same page.
    const page = runs[commands.indexOf("accounts set-plan")]!.stdout;
    assert.match(page, /--plan P/);
    assert.equal((await runDoctools(["accounts", "set-plan", "--email", "x@example.test", "-h"], badConfig)).stdout, page);
    assert.equal((await runDoctools(["help", "accounts", "set-plan"], badConfig)).stdout, page);
  });

  it("--version prints the package's version", async () => {
    const run = await runDoctools(["--version"], badConfig);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, `doctools ${packageJson.version}\n`);
  });

  it("no command at all shows the list on stderr with exit code 2", async () => {
    const run = await runDoctools([], badConfig);
    assert.equal(run.code, 2);
    assert.equal(run.stdout, "");
    assert.deepEqual(listedCommands(run.stderr), listedCommands((await runDoctools(["--help"], badConfig)).stdout));
  });

  it("a group without its command, or with an unknown one, is refused with exit code 2", async () => {
    const missing = await runDoctools(["accounts"], badConfig);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /^doctools accounts: missing command; expected "accounts create" or .*"accounts set-password"\n$/);
    const unknown = await runDoctools(["accounts", "delete", "--help"], badConfig);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown command "delete"/);
  });
});

/** A Node older than 24 on this machine (the system's), or null when there is none to try. */
function olderNode(): string | null {
  for (const candidate of ["/usr/bin/node", "/usr/local/bin/node"]) {
    try {
      const version = execFileSync(candidate, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
      if (Number(version.split(".")[0]) < 24) return candidate;
    } catch {
      // Not installed there.
    }
  }
  return null;
}

describe("the doctools launcher on an older Node", () => {
  const node = olderNode();
  it("refuses in one sentence naming both versions, with exit code 2 and no stack trace", { skip: node === null ? "no Node older than 24 on this machine" : false }, async () => {
    const version = execFileSync(node!, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
    for (const args of [["--version"], ["serve"], ["accounts", "list"]]) {
      const run = await runDoctools(args, { DOCTOOLS_DATA_DIR: "/nonexistent/doctools-launcher-test" }, { node: node! });
      assert.equal(run.code, 2, run.stderr);
      assert.equal(run.stdout, "");
      assert.equal(
        run.stderr,
        `doctools needs Node.js 24 or newer (this is Node.js ${version}): install it from https://nodejs.org/ and run the command again.\n`,
      );
    }
  });
});
