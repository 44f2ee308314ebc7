import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { verifyPassword } from "../../src/accounts/passwords.ts";
import { usageMonth } from "../../src/accounts/usage-store.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/logger.ts";
import { createServices, type Services } from "../../src/services.ts";
import { commandEnv, launcher, runDoctools, startServe, stopDoctools, type Run } from "../helpers/doctools-process.ts";
import { dataFolderEnv } from "../helpers/test-app.ts";

/** Signs in through the dashboard's real form; the session cookie (`name=value`) or the refusal's status. */
async function signIn(baseUrl: string, email: string, password: string): Promise<{ status: number; cookie: string | null }> {
  const response = await fetch(`${baseUrl}/dashboard/sign-in`, {
    method: "POST",
    headers: { origin: baseUrl },
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { status: response.status, cookie: response.headers.get("set-cookie")?.split(";")[0] ?? null };
}

/** Whether a session cookie still opens the dashboard's keys page. */
async function opensDashboard(baseUrl: string, cookie: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/dashboard/keys`, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  return response.status === 200;
}

function assertRefused(run: Run, code: 1 | 2, pattern: RegExp) {
  assert.equal(run.code, code, `${run.stdout}${run.stderr}`);
  assert.equal(run.stdout, "");
  assert.equal(run.stderr.trimEnd().split("\n").length, 1, run.stderr);
  assert.match(run.stderr, pattern);
}

const hasScript = spawnSync("script", ["--version"]).status === 0;

/**
 * Runs a command on a pseudo-terminal (util-linux `script`), as an operator at a terminal would,
 * typing each answer once the prompt before it has appeared. Returns everything the terminal showed.
 */
function atTerminal(args: string[], env: Record<string, string>, answers: Array<[RegExp, string]>): Promise<{ code: number | null; screen: string }> {
  const command = [process.execPath, launcher, ...args].map((word) => `'${word.replace(/'/g, `'\\''`)}'`).join(" ");
  const child = spawn("script", ["-qfec", command, "/dev/null"], { env: commandEnv(env), stdio: ["pipe", "pipe", "pipe"] });
  let screen = "";
  let next = 0;
  child.stdout.on("data", (chunk) => {
    screen += chunk;
    while (next < answers.length && answers[next]![0].test(screen)) child.stdin.write(answers[next++]![1]);
  });
  child.stderr.on("data", (chunk) => (screen += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, screen })));
}

describe("doctools accounts list, show, set-plan, set-password and keys list", () => {
  let dataDir: string;
  let env: Record<string, string>;
  let dropDatabase: () => Promise<void>;
  before(async () => {
    ({ dataDir, env, drop: dropDatabase } = await dataFolderEnv("doctools-account-commands-"));
    // The service's data, as its first start leaves it: operator commands refuse a folder without a database.
    await (await createServices(loadConfig(env), createLogger("silent"), { withTools: false })).close();
  });
  after(() => dropDatabase());

  const doctools = (args: string[], input?: string) => runDoctools(args, env, input === undefined ? {} : { input });

  async function withServices<T>(fn: (services: Services) => Promise<T>): Promise<T> {
    const services = await createServices(loadConfig(env), createLogger("silent"), { withTools: false });
    try {
      return await fn(services);
    } finally {
      await services.close();
    }
  }

  const storedPasswordMatches = (email: string, password: string) =>
    withServices(async (services) => {
      const account = await services.accounts.getAccountByEmail(email);
      const hash = await services.dashboardSessions.passwordHash(account!.id);
      return hash !== null && (await verifyPassword(password, hash));
    });

  it("accounts list: a table, or one JSON array with --json, oldest first", async () => {
    assert.deepEqual(await doctools(["accounts", "list"]), { code: 0, stdout: "No accounts.\n", stderr: "" });
    assert.deepEqual(await doctools(["accounts", "list", "--json"]), { code: 0, stdout: "[]\n", stderr: "" });

    assert.equal((await doctools(["accounts", "create", "--email", "first@example.test", "--plan", "developer"])).code, 0);
    // A name with a line break in it must not break the table's one line per account.
    assert.equal((await doctools(["accounts", "create", "--email", "second@example.test", "--plan", "Free", "--name", "Two\nLines"])).code, 0);

    const json = await doctools(["accounts", "list", "--json"]);
    assert.equal(json.code, 0, json.stderr);
    const listed = JSON.parse(json.stdout) as Array<Record<string, unknown>>;
    assert.deepEqual(
      listed.map((account) => [account.email, account.name, account.plan, account.credits]),
      [
        ["first@example.test", "first", "Developer", 0],
        ["second@example.test", "Two\nLines", "Free", 0],
      ],
    );
    assert.deepEqual(Object.keys(listed[0]!).sort(), ["createdAt", "credits", "email", "id", "name", "plan"]);
    assert.ok(!Number.isNaN(Date.parse(listed[0]!.createdAt as string)));

    const table = await doctools(["accounts", "list"]);
    assert.equal(table.code, 0, table.stderr);
    const lines = table.stdout.trimEnd().split("\n");
    assert.equal(lines.length, 3, table.stdout);
    assert.match(lines[0]!, /^ID +EMAIL +NAME +PLAN +CREDITS +CREATED$/);
    assert.ok(lines[1]!.startsWith(`${listed[0]!.id as string}  first@example.test`), lines[1]);
    assert.match(lines[2]!, /second@example\.test +Two Lines +Free +0 +\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ$/);
    // The columns line up: each header starts where its values do.
    assert.equal(lines[0]!.indexOf("EMAIL"), lines[2]!.indexOf("second@"));
  });

  it("accounts show: the plan and its limits, this month's usage, credits, storage and active keys", async () => {
    assert.equal((await doctools(["credits", "add", "--account", "first@example.test", "--count", "7"])).code, 0);
    const keys = await Promise.all([1, 2].map(() => doctools(["keys", "create", "--account", "first@example.test", "--json"])));
    const revoked = (JSON.parse(keys[0]!.stdout) as { id: string }).id;
    assert.equal((await doctools(["keys", "revoke", "--account", "first@example.test", "--key", revoked])).code, 0);
    // Two operations of this month, taken as the API takes them.
    const month = usageMonth(new Date());
    await withServices(async (services) => {
      const account = await services.accounts.getAccountByEmail("first@example.test");
      for (const paid of [false, true]) assert.ok((await services.usage.take(account!.id, month, { operationsPerMonth: 5000, paidToolJobsPerMonth: 100 }, paid)).ok);
    });

    const json = await doctools(["accounts", "show", "--email", "FIRST@example.test", "--json"]);
    assert.equal(json.code, 0, json.stderr);
    const shown = JSON.parse(json.stdout) as Record<string, unknown> & { planDetails: { apiAccess: boolean; webhooks: boolean; limits: Record<string, number> } };
    assert.equal(shown.email, "first@example.test");
    assert.equal(shown.plan, "Developer");
    assert.equal(shown.credits, 7);
    assert.equal(shown.activeKeys, 1);
    assert.equal(shown.hasPassword, false);
    assert.deepEqual(shown.usage, { month, operations: 2, paidToolJobs: 1, storageBytes: 0 });
    assert.equal(shown.planDetails.apiAccess, true);
    assert.equal(shown.planDetails.limits.operationsPerMonth, 5000);
    assert.equal(shown.planDetails.limits.storageBytes, 2 * 1024 ** 3);

    const human = await doctools(["accounts", "show", "--email", "first@example.test"]);
    assert.equal(human.code, 0, human.stderr);
    assert.match(human.stdout, /^Plan +Developer \(API access, webhooks\)$/m);
    assert.match(human.stdout, /^Credits +7$/m);
    assert.match(human.stdout, /^API keys +1 active$/m);
    assert.match(human.stdout, /^Password +none: cannot sign in/m);
    assert.match(human.stdout, new RegExp(`^This month \\(${month}, UTC\\):$`, "m"));
    assert.match(human.stdout, /^ {2}Operations +2 of 5,000$/m);
    assert.match(human.stdout, /^ {2}Paid tool jobs +1 of 100$/m);
    assert.match(human.stdout, /^ {2}Storage used +0 bytes of 2 GB$/m);
    assert.match(human.stdout, /^ {2}Jobs running at once +2$/m);
  });

  it("accounts set-plan moves the account, the plan named in any letter case; an unknown plan is refused naming the plans", async () => {
    const run = await doctools(["accounts", "set-plan", "--email", "first@example.test", "--plan", "BUSINESS"]);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, "first@example.test is now on the Business plan (was Developer).\n");
    const shown = JSON.parse((await doctools(["accounts", "show", "--email", "first@example.test", "--json"])).stdout) as { plan: string; planDetails: { limits: Record<string, number> } };
    assert.equal(shown.plan, "Business");
    assert.equal(shown.planDetails.limits.operationsPerMonth, 50000);

    assertRefused(await doctools(["accounts", "set-plan", "--email", "first@example.test", "--plan", "Gold"]), 2, /--plan must be one of Free, Developer, Business, Enterprise \(got "Gold"\)/);
    assertRefused(await doctools(["accounts", "set-plan", "--email", "nobody@example.test", "--plan", "Free"]), 1, /no account with the email nobody@example\.test/);
    const again = await doctools(["accounts", "set-plan", "--email", "first@example.test", "--plan", "business"]);
    assert.equal(again.code, 0);
    assert.match(again.stdout, /already on the Business plan/);
  });

  it("keys list shows each key's id, name, prefix, times and revocation, never the key or its hash", async () => {
    const created = JSON.parse((await doctools(["keys", "create", "--account", "first@example.test", "--name", "deploy", "--json"])).stdout) as { id: string; key: string };
    const used = new Date("2025-03-04T05:06:07.000Z");
    await withServices((services) => services.accounts.touchApiKey(created.id, used));

    const json = await doctools(["keys", "list", "--account", "first@example.test", "--json"]);
    const table = await doctools(["keys", "list", "--account", "first@example.test"]);
    const digest = createHash("sha256").update(created.key).digest();
    for (const run of [json, table]) {
      assert.equal(run.code, 0, run.stderr);
      for (const secret of [created.key, created.key.slice(8), digest.toString("hex"), digest.toString("base64"), digest.toString("base64url")]) {
        assert.ok(!run.stdout.includes(secret), `keys list printed the key or its hash:\n${run.stdout}`);
      }
    }
    const listed = JSON.parse(json.stdout) as Array<Record<string, string | null>>;
    assert.equal(listed.length, 3);
    assert.deepEqual(Object.keys(listed[0]!).sort(), ["createdAt", "id", "lastUsedAt", "name", "prefix", "revokedAt"]);
    assert.equal(listed.filter((key) => key.revokedAt !== null).length, 1);
    const deploy = listed.find((key) => key.id === created.id)!;
    assert.deepEqual([deploy.name, deploy.prefix, deploy.lastUsedAt, deploy.revokedAt], ["deploy", created.key.slice(0, 8), used.toISOString(), null]);

    const lines = table.stdout.trimEnd().split("\n");
    assert.match(lines[0]!, /^ID +NAME +PREFIX +CREATED +LAST USED +REVOKED$/);
    assert.equal(lines.length, 4);
    assert.match(table.stdout, new RegExp(`^${created.id} +deploy +${created.key.slice(0, 8)}… +\\S+ \\S+Z +2025-03-04 05:06:07Z +-$`, "m"));

    assert.deepEqual(await doctools(["keys", "list", "--account", "second@example.test", "--json"]), { code: 0, stdout: "[]\n", stderr: "" });
    assert.equal((await doctools(["keys", "list", "--account", "second@example.test"])).stdout, "second@example.test has no API keys.\n");
  });

  it("accounts set-password takes a line from stdin: the dashboard takes the new password, not the old, and the old session ends", async () => {
    assert.equal((await doctools(["accounts", "create", "--email", "dash@example.test", "--plan", "Developer", "--password", "old-password-1"])).code, 0);
    const served = await startServe(env);
    try {
      const before = await signIn(served.baseUrl, "dash@example.test", "old-password-1");
      assert.equal(before.status, 303);
      assert.ok(before.cookie && (await opensDashboard(served.baseUrl, before.cookie)));

      const run = await doctools(["accounts", "set-password", "--email", "dash@example.test"], "new password 2\nignored second line\n");
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.stdout, "Set the dashboard password of dash@example.test; 1 dashboard session was ended.\n");
      assert.ok(!run.stdout.includes("new password 2") && !run.stderr.includes("new password 2"));

      assert.equal(await opensDashboard(served.baseUrl, before.cookie), false);
      assert.equal((await signIn(served.baseUrl, "dash@example.test", "old-password-1")).status, 401);
      const after = await signIn(served.baseUrl, "dash@example.test", "new password 2");
      assert.equal(after.status, 303);
      assert.ok(after.cookie && (await opensDashboard(served.baseUrl, after.cookie)));
    } finally {
      assert.equal(await stopDoctools(served), 0);
    }
  });

  it("accounts create --read-password takes the password from stdin (a Windows line ending too)", async () => {
    const run = await doctools(["accounts", "create", "--email", "piped@example.test", "--plan", "Free", "--read-password", "--json"], "piped-secret-9\r\n");
    assert.equal(run.code, 0, run.stderr);
    assert.equal((JSON.parse(run.stdout) as { email: string }).email, "piped@example.test");
    assert.ok(await storedPasswordMatches("piped@example.test", "piped-secret-9"));
    const shown = JSON.parse((await doctools(["accounts", "show", "--email", "piped@example.test", "--json"])).stdout) as { hasPassword: boolean };
    assert.equal(shown.hasPassword, true);
  });

  it("a password that cannot be used, and an unknown account, change nothing", async () => {
    const cases: Array<[string[], string | undefined, 1 | 2, RegExp]> = [
      [["accounts", "set-password", "--email", "dash@example.test"], "short\n", 2, /at least 8 characters/],
      [["accounts", "set-password", "--email", "dash@example.test"], "", 2, /no password on standard input/],
      [["accounts", "set-password", "--email", "dash@example.test"], undefined, 2, /no password on standard input/],
      [["accounts", "set-password", "--email", "dash@example.test"], `${"x".repeat(1025)}\n`, 2, /at most 1024 characters/],
      [["accounts", "set-password", "--email", "dash@example.test", "--password", "new-password-3"], undefined, 2, /unknown flag --password/],
      [["accounts", "set-password"], "new-password-3\n", 2, /--email is required/],
      [["accounts", "set-password", "--email", "nobody@example.test"], "new-password-3\n", 1, /no account with the email nobody@example\.test/],
      [["accounts", "create", "--email", "both@example.test", "--plan", "Free", "--password", "pw-12345678", "--read-password"], undefined, 2, /--password and --read-password/],
      [["accounts", "show", "--email", "nobody@example.test"], undefined, 1, /no account with the email nobody@example\.test/],
      [["accounts", "show"], undefined, 2, /--email is required/],
      [["accounts", "set-plan", "--email", "first@example.test"], undefined, 2, /--plan is required/],
      [["accounts", "list", "--email", "first@example.test"], undefined, 2, /unknown flag --email/],
      [["keys", "list", "--account", "nobody@example.test"], undefined, 1, /no account with the email nobody@example\.test/],
      [["keys", "list"], undefined, 2, /--account is required/],
    ];
    const runs = await Promise.all(cases.map(([args, input]) => doctools(args, input)));
    runs.forEach((run, i) => assertRefused(run, cases[i]![2], cases[i]![3]));
    assert.ok(await storedPasswordMatches("dash@example.test", "new password 2"));
    await withServices(async (services) => assert.equal(await services.accounts.getAccountByEmail("both@example.test"), null));
  });

  it("at a terminal, set-password asks twice and shows nothing typed; two different answers change nothing", { skip: hasScript ? false : "util-linux script is not installed" }, async () => {
    const email = "dash@example.test";
    const differ = await atTerminal(["accounts", "set-password", "--email", email], env, [
      [/New dashboard password: /, "typed-secret-1\r"],
      [/The same password again: /, "typed-secret-2\r"],
    ]);
    assert.equal(differ.code, 2, differ.screen);
    assert.match(differ.screen, /the two passwords differ; nothing was changed/);
    assert.ok(await storedPasswordMatches(email, "new password 2"));

    const typed = await atTerminal(["accounts", "set-password", "--email", email], env, [
      [/New dashboard password: /, "typed-secret-1\r"],
      [/The same password again: /, "typed-secret-1\r"],
    ]);
    assert.equal(typed.code, 0, typed.screen);
    assert.match(typed.screen, /Set the dashboard password of dash@example\.test/);
    assert.ok(!typed.screen.includes("typed-secret"), `the password was echoed:\n${typed.screen}`);
    assert.ok(await storedPasswordMatches(email, "typed-secret-1"));
  });
});
