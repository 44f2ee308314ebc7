import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { after, before, describe, test } from "node:test";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { SignInThrottle } from "../../src/dashboard/sign-in-throttle.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";
import { createUser, request, type DashboardUser } from "./dashboard-client.ts";

/**
 * The sign-in throttle over HTTP. Every request here comes from 127.0.0.1; failures
 * from other addresses are recorded through a SignInThrottle on the same database, as another API
 * process would record them.
 */
const attempt = (t: TestApp, user: DashboardUser, password: string) => request(t, "POST", "/dashboard/sign-in", { form: { email: user.email, password } });
const statuses = (responses: Response[]) => responses.map((response) => response.status).sort();
const alert = async (response: Response) => /role="alert">([^<]*)</.exec(await response.text())?.[1];

describe("sign-in throttle over HTTP", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ runJobs: false });
  });
  after(async () => t.close());

  test("10 wrong passwords sent at once: exactly 5 are checked (401), 5 are refused with Retry-After", async () => {
    const user = await createUser(t);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, n) => attempt(t, user, `guess-${n}`)));
    assert.deepEqual(statuses(responses), [401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    for (const refused of responses.filter((response) => response.status === 429)) {
      const wait = Number(refused.headers.get("retry-after"));
      // Three minutes, rounded up: the burst's attempts read the clock milliseconds apart, so a
      // refused one may be told a few milliseconds past 180 s, which rounds up to 181.
      assert.ok(wait > 0 && wait <= 181, `Retry-After: ${wait}`);
      assert.equal(await alert(refused), "Too many failed sign-ins. Try again in 3 minutes.");
    }
    const right = await attempt(t, user, user.password);
    assert.equal(right.status, 429);
    assert.equal(right.headers.get("set-cookie"), null);
  });

  test("a success resets the count for its email and address", async () => {
    const user = await createUser(t);
    for (let n = 0; n < 4; n++) assert.equal((await attempt(t, user, `guess-${n}`)).status, 401);
    assert.equal((await attempt(t, user, user.password)).status, 303);
    const after = await Promise.all(Array.from({ length: 6 }, (_, n) => attempt(t, user, `again-${n}`)));
    assert.deepEqual(statuses(after), [401, 401, 401, 401, 401, 429]);
  });

  test("failures from other addresses slow the owner on a new address and never stop them where they signed in before", async () => {
    const elsewhere = new SignInThrottle(t.app.services.sql);
    const guessFromEverywhere = (user: DashboardUser, at: number) =>
      Promise.all(Array.from({ length: 15 }, (_, n) => elsewhere.takeAttempt(user.email, `203.0.113.${n + 1}`, at)));

    // A minute and a half ago others used up the email's attempts: the owner's turn comes in
    // another minute and a half, not after a lock-out.
    const recent = await createUser(t);
    await guessFromEverywhere(recent, Date.now() - 90_000);
    const slowed = await attempt(t, recent, recent.password);
    assert.equal(slowed.status, 429);
    const wait = Number(slowed.headers.get("retry-after"));
    assert.ok(wait > 80 && wait <= 90, `Retry-After: ${wait}`);

    // Three minutes on, the owner gets the next attempt, and it signs them in.
    const earlier = await createUser(t);
    await guessFromEverywhere(earlier, Date.now() - 181_000);
    assert.equal((await attempt(t, earlier, earlier.password)).status, 303);

    // Where the owner has signed in before, the others' failures do not count at all.
    const regular = await createUser(t);
    assert.equal((await attempt(t, regular, regular.password)).status, 303);
    await guessFromEverywhere(regular, Date.now());
    assert.equal((await elsewhere.takeAttempt(regular.email, "203.0.113.99")).allowed, false);
    assert.equal((await attempt(t, regular, regular.password)).status, 303);
  });
});

test("the count survives a restart of the service on the same database", async () => {
  const t = await startTestApp({ runJobs: false });
  let closed = false;
  try {
    const user = await createUser(t);
    const responses = await Promise.all(Array.from({ length: 5 }, (_, n) => attempt(t, user, `guess-${n}`)));
    closed = true;
    await t.app.close();
    assert.deepEqual(statuses(responses), [401, 401, 401, 401, 401]);

    const restarted = await buildApp(loadConfig({ ...t.env, DOCTOOLS_LOG_LEVEL: "warn" }), { runJobs: false });
    try {
      const baseUrl = await restarted.server.listen({ port: 0, host: "127.0.0.1" });
      const refused = await request({ ...t, baseUrl }, "POST", "/dashboard/sign-in", { form: { email: user.email, password: user.password } });
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers.get("retry-after")) > 0);
    } finally {
      await restarted.close();
    }
  } finally {
    // A service left running on a dropped schema would keep this test file alive for ever.
    if (!closed) await t.app.close();
    await t.dropDatabase();
    await fs.rm(t.dataDir, { recursive: true, force: true });
  }
});
