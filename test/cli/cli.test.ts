import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { verifyApiKey } from "../../src/accounts/api-keys.ts";
import { createLogger } from "../../src/logger.ts";
import { loadConfig } from "../../src/config.ts";
import { createServices } from "../../src/services.ts";
import { runDoctools, type Run } from "../helpers/doctools-process.ts";
import { dataFolderEnv } from "../helpers/test-app.ts";

/** Asserts a usage error: exit code 2 and one line on stderr that names the flag. */
function assertUsageError(run: Run, flag: string) {
  assert.equal(run.code, 2, run.stderr);
  assert.equal(run.stdout, "");
  const lines = run.stderr.trimEnd().split("\n");
  assert.equal(lines.length, 1, run.stderr);
  assert.ok(lines[0]!.includes(flag), `"${lines[0]}" should name ${flag}`);
}

describe("doctools operator command line", () => {
  let dataDir: string;
  // The data folder, and with DOCTOOLS_TEST_DATABASE_URL a PostgreSQL schema of this file's own.
  let env: Record<string, string>;
  let dropDatabase: () => Promise<void>;
  before(async () => {
    ({ dataDir, env, drop: dropDatabase } = await dataFolderEnv("doctools-cli-"));
    // The service's data, as its first start leaves it: operator commands refuse a folder without a database.
    await (await createServices(loadConfig(env), createLogger("silent"), { withTools: false })).close();
  });
  after(() => dropDatabase());

  /** Runs the real `doctools` command on this file's data. */
  const doctools = (args: string[], extra: Record<string, string> = {}) => runDoctools(args, { ...env, ...extra });

  /** Opens the same data the commands wrote, as the service would. */
  async function withServices<T>(fn: (services: Awaited<ReturnType<typeof createServices>>) => Promise<T>): Promise<T> {
    const services = await createServices(loadConfig(env), createLogger("silent"));
    try {
      return await fn(services);
    } finally {
      await services.close();
    }
  }

  it("accounts create stores the account under the canonical plan name and refuses the same email twice", async () => {
    const run = await doctools(["accounts", "create", "--email", "ops@example.test", "--plan", "developer", "--name", "Ops", "--password", "correct horse", "--json"]);
    assert.equal(run.code, 0, run.stderr);
    const created = JSON.parse(run.stdout) as Record<string, unknown>;
    assert.deepEqual(Object.keys(created).sort(), ["email", "id", "plan"]);
    assert.equal(created.email, "ops@example.test");
    assert.equal(created.plan, "Developer");

    const again = await doctools(["accounts", "create", "--email", "OPS@example.test", "--plan", "Business"]);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /already exists/);

    await withServices(async (services) => {
      const account = await services.accounts.getAccountByEmail("ops@example.test");
      assert.equal(account?.id, created.id);
      assert.equal(account?.name, "Ops");
    });
  });

  it("keys create prints a key the service accepts, until keys revoke", async () => {
    const run = await doctools(["keys", "create", "--account", "ops@example.test", "--name", "ci", "--json"]);
    assert.equal(run.code, 0, run.stderr);
    const { id, key } = JSON.parse(run.stdout) as { id: string; key: string };
    assert.match(key, /^dtk_[0-9A-Za-z]{40}$/);

    await withServices(async (services) => {
      const check = await verifyApiKey(services.accounts, key);
      assert.ok(check.ok);
      assert.equal(check.key.id, id);
      assert.equal(check.account.email, "ops@example.test");
    });

    const revoke = await doctools(["keys", "revoke", "--account", "ops@example.test", "--key", id]);
    assert.equal(revoke.code, 0, revoke.stderr);
    await withServices(async (services) => assert.deepEqual(await verifyApiKey(services.accounts, key), { ok: false, reason: "invalid" }));

    const twice = await doctools(["keys", "revoke", "--account", "ops@example.test", "--key", id]);
    assert.equal(twice.code, 1);
    assert.match(twice.stderr, /already revoked/);
  });

  it("keys create without --json shows the key once in plain text", async () => {
    const run = await doctools(["keys", "create", "--account", "ops@example.test"]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^ {2}dtk_[0-9A-Za-z]{40}$/m);
  });

  it("an unknown account is a clear error with exit code 1", async () => {
    for (const args of [
      ["keys", "create", "--account", "nobody@example.test"],
      ["keys", "revoke", "--account", "nobody@example.test", "--key", "x"],
      ["webhooks", "add", "--account", "nobody@example.test", "--url", "https://127.0.0.1/"],
      ["credits", "add", "--account", "nobody@example.test", "--count", "3"],
    ]) {
      const run = await doctools(args);
      assert.equal(run.code, 1, args.join(" "));
      assert.match(run.stderr, /no account with the email nobody@example\.test/);
    }
  });

  it("webhooks add refuses http:// and non-public hosts unless DOCTOOLS_WEBHOOK_ALLOW_PRIVATE=1", async () => {
    for (const url of ["http://example.com/hook", "https://127.0.0.1/hook", "https://10.1.2.3/hook", "https://[::1]/hook", "ftp://example.com/", "https://168.63.129.16/hook", `https://8.8.8.8/${"a".repeat(100_000)}`]) {
      const run = await doctools(["webhooks", "add", "--account", "ops@example.test", "--url", url]);
      assertUsageError(run, "--url");
    }
    const allowed = await doctools(["webhooks", "add", "--account", "ops@example.test", "--url", "https://127.0.0.1:9/hook", "--json"], {
      DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1",
    });
    assert.equal(allowed.code, 0, allowed.stderr);
    const endpoint = JSON.parse(allowed.stdout) as { id: string; url: string; secret: string };
    assert.deepEqual(Object.keys(endpoint).sort(), ["id", "secret", "url"]);
    assert.equal(endpoint.url, "https://127.0.0.1:9/hook");
    assert.match(endpoint.secret, /^whsec_[0-9A-Za-z]{32}$/);

    await withServices(async (services) => {
      const [stored, ...others] = await services.webhookEndpoints.listEndpoints((await services.accounts.getAccountByEmail("ops@example.test"))!.id);
      assert.equal(others.length, 0);
      assert.equal(stored?.id, endpoint.id);
      // Kept sealed, not in clear, yet the service can recover it to sign deliveries.
      assert.ok(!stored!.secretSealed.includes(endpoint.secret));
      assert.equal(services.secrets.open(stored!.secretSealed), endpoint.secret);
    });
  });

  it("webhooks add allows five endpoints per account, and none on a plan without webhooks", async () => {
    const env = { DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1" };
    assert.equal((await doctools(["accounts", "create", "--email", "five@example.test", "--plan", "Business"])).code, 0);
    for (let n = 1; n <= 5; n++) {
      const run = await doctools(["webhooks", "add", "--account", "five@example.test", "--url", `http://127.0.0.1:9/hook${n}`], env);
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, /whsec_[0-9A-Za-z]{32}/);
    }
    const sixth = await doctools(["webhooks", "add", "--account", "five@example.test", "--url", "http://127.0.0.1:9/hook6"], env);
    assert.equal(sixth.code, 1);
    assert.match(sixth.stderr, /5 webhook endpoints/);

    assert.equal((await doctools(["accounts", "create", "--email", "free@example.test", "--plan", "Free"])).code, 0);
    const free = await doctools(["webhooks", "add", "--account", "free@example.test", "--url", "https://127.0.0.1:9/hook"], env);
    assert.equal(free.code, 1);
    assert.match(free.stderr, /Free plan has no webhooks/);
  });

  it("credits add adds prepaid credits to the account", async () => {
    const run = await doctools(["credits", "add", "--account", "ops@example.test", "--count", "25"]);
    assert.equal(run.code, 0, run.stderr);
    const again = await doctools(["credits", "add", "--account", "ops@example.test", "--count", "5"]);
    assert.match(again.stdout, /now has 30/);
    await withServices(async (services) => assert.equal((await services.accounts.getAccountByEmail("ops@example.test"))?.credits, 30));
  });

  it("bad or missing flags are one-line errors naming the flag, with exit code 2", async () => {
    const cases: Array<[string[], string]> = [
      [["accounts", "create", "--plan", "Developer"], "--email"],
      [["accounts", "create", "--email", "x@example.test"], "--plan"],
      [["accounts", "create", "--email", "x@example.test", "--plan", "Gold"], "--plan"],
      [["accounts", "create", "--email", "not-an-address", "--plan", "Free"], "--email"],
      [["accounts", "create", "--email", "--plan", "Free"], "--email"],
      [["accounts", "create", "--email", "x@example.test", "--plan", "Free", "--password", "short"], "--password"],
      [["accounts", "create", "--email", "x@example.test", "--plan", "Free", "--colour", "red"], "--colour"],
      [["accounts", "create", "--email", "x@example.test", "--plan", "Free", "--json=yes"], "--json"],
      [["keys", "create"], "--account"],
      [["keys", "revoke", "--account", "ops@example.test"], "--key"],
      [["webhooks", "add", "--account", "ops@example.test"], "--url"],
      [["webhooks", "add", "--account", "ops@example.test", "--url", "not a url"], "--url"],
      [["credits", "add", "--account", "ops@example.test"], "--count"],
      [["credits", "add", "--account", "ops@example.test", "--count", "0"], "--count"],
      [["credits", "add", "--account", "ops@example.test", "--count", "-4"], "--count"],
      [["credits", "add", "--account", "ops@example.test", "--count", "2.5"], "--count"],
      [["credits", "add", "--account", "ops@example.test", "--count", "ten"], "--count"],
      [["worker", "--now"], "--now"],
    ];
    const runs = await Promise.all(cases.map(([args]) => doctools(args)));
    runs.forEach((run, i) => assertUsageError(run, cases[i]![1]));
    // The refused account was never created.
    await withServices(async (services) => assert.equal(await services.accounts.getAccountByEmail("x@example.test"), null));
  });

  it("an unknown command or subcommand is refused with exit code 2", async () => {
    assert.equal((await doctools(["frobnicate"])).code, 2);
    const run = await doctools(["keys", "rotate"]);
    assert.equal(run.code, 2);
    assert.equal(run.stdout, "");
    assert.match(run.stderr, /unknown command "rotate".*"keys create" or "keys list" or "keys revoke"/);
  });
});
