import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runDoctools } from "../helpers/doctools-process.ts";

/**
 * Operator commands open the embedded database directly; run from a folder that is not the
 * service's, they refuse instead of making an empty database there.
 */
describe("operator commands and the data folder", () => {
  let dataDir: string;
  before(async () => (dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-no-database-"))));
  after(() => fs.rm(dataDir, { recursive: true, force: true }));

  // The embedded database only: DATABASE_URL names a database that exists elsewhere.
  const doctools = (args: string[]) => runDoctools(args, { DOCTOOLS_DATA_DIR: dataDir, DATABASE_URL: "" });

  it("refuse a folder without a database, naming it, with exit code 2 and one sentence, and leave it empty", async () => {
    for (const args of [
      ["accounts", "list"],
      ["accounts", "create", "--email", "a@example.test", "--plan", "Developer"],
      ["keys", "create", "--account", "a@example.test"],
      ["credits", "add", "--account", "a@example.test", "--count", "5"],
      ["webhooks", "add", "--account", "a@example.test", "--url", "https://example.com/hook"],
    ]) {
      const run = await doctools(args);
      assert.equal(run.code, 2, `${args.join(" ")}: ${run.stderr}`);
      assert.equal(run.stdout, "");
      const lines = run.stderr.trimEnd().split("\n");
      assert.equal(lines.length, 1, run.stderr);
      assert.ok(lines[0]!.includes(dataDir), `names the folder: ${lines[0]}`);
      assert.match(lines[0]!, /no doctools database .*DOCTOOLS_DATA_DIR.*--create/);
    }
    assert.deepEqual(await fs.readdir(dataDir), [], "nothing was created");
  });

  it("accounts create --create starts the database; then the other commands work on it", async () => {
    const created = await doctools(["accounts", "create", "--email", "a@example.test", "--plan", "Free", "--create"]);
    assert.equal(created.code, 0, created.stderr);
    // A Free account has no API access: it is not told to make a key it cannot use.
    assert.doesNotMatch(created.stdout, /keys create/);
    assert.match(created.stdout, /set-password --email a@example\.test/);
    const listed = await doctools(["accounts", "list", "--json"]);
    assert.equal(listed.code, 0, listed.stderr);
    assert.deepEqual((JSON.parse(listed.stdout) as Array<{ email: string }>).map((account) => account.email), ["a@example.test"]);
  });

  it("the https-only webhook refusal says how to test against a local receiver", async () => {
    assert.equal((await doctools(["accounts", "create", "--email", "hooks@example.test", "--plan", "Developer"])).code, 0);
    for (const url of ["http://localhost:3000/hook", "https://127.0.0.1/hook"]) {
      const run = await doctools(["webhooks", "add", "--account", "hooks@example.test", "--url", url]);
      assert.equal(run.code, 2, run.stderr);
      assert.match(run.stderr, /local http:\/\/ receiver, start the service with DOCTOOLS_WEBHOOK_ALLOW_PRIVATE=1/, url);
    }
  });
});
