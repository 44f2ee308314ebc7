import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { after, before, describe, test } from "node:test";
import { hashSessionToken } from "../../src/dashboard/sessions.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";
import { createUser, pageWithToken, request, signIn } from "./dashboard-client.ts";

/** A raw request with a Host header of our choosing (fetch will not set one). */
function postWithHost(t: TestApp, path: string, host: string, body: string): Promise<{ status: number; setCookie: string[] }> {
  const url = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: "POST",
        headers: { host, origin: `https://${host}`, "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode!, setCookie: res.headers["set-cookie"] ?? [] }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("dashboard security", () => {
  let t: TestApp;
  before(async () => {
    // No workers, so no webhook dispatcher: events are stored, never sent (nothing listens).
    t = await startTestApp({ runJobs: false, env: { DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1" } });
  });
  after(async () => t.close());

  test("every dashboard answer carries the security headers; pages are never cached", async () => {
    const answers: Array<[string, Response]> = [];
    for (const path of ["/dashboard", "/dashboard/sign-in", "/dashboard/no-such-page", "/dashboard/assets/dashboard.js"]) answers.push([path, await request(t, "GET", path)]);
    const deleted = await fetch(`${t.baseUrl}/dashboard/keys`, { method: "DELETE" });
    assert.equal(deleted.status, 405);
    answers.push(["DELETE /dashboard/keys", deleted]);
    for (const [path, response] of answers) {
      const csp = response.headers.get("content-security-policy") ?? "";
      assert.match(csp, /frame-ancestors 'none'/, path);
      assert.match(csp, /script-src 'self'/, path);
      assert.doesNotMatch(csp, /unsafe-inline/, path);
      assert.equal(response.headers.get("x-content-type-options"), "nosniff", path);
      assert.equal(response.headers.get("referrer-policy"), "same-origin", path);
      assert.equal(response.headers.get("x-frame-options"), "DENY", path);
      if (!path.includes("/assets/")) assert.equal(response.headers.get("cache-control"), "no-store", path);
    }
    const page = await request(t, "GET", "/dashboard/sign-in");
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.doesNotMatch(html, /<script>|<script(?![^>]*\bsrc=)[^>]*>|\son\w+=|style=/i, "no inline script, handler or style");
  });

  test("a wrong password and an unknown email get the same refusal", async () => {
    const user = await createUser(t);
    const wrong = await request(t, "POST", "/dashboard/sign-in", { form: { email: user.email, password: "not-the-password" } });
    const unknown = await request(t, "POST", "/dashboard/sign-in", { form: { email: "nobody@example.test", password: "whatever-it-is" } });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.equal(wrong.headers.get("set-cookie"), null);
    const message = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];
    assert.equal(message(await wrong.text()), "The email or password is wrong.");
    assert.equal(message(await unknown.text()), "The email or password is wrong.");
  });

  test("an account without a password cannot sign in, whatever is typed", async () => {
    const account = await t.app.services.accounts.getAccount(t.accountId);
    const response = await request(t, "POST", "/dashboard/sign-in", { form: { email: account!.email, password: "" } });
    assert.equal(response.status, 401);
  });

  test("the session cookie is HttpOnly, SameSite=Strict, host-only; only its hash is stored", async () => {
    const user = await createUser(t);
    const { cookie, setCookie } = await signIn(t, user);
    assert.match(setCookie, /^doctools_session=[A-Za-z0-9_-]{43}; /);
    assert.match(setCookie, /; HttpOnly/);
    assert.match(setCookie, /; SameSite=Strict/);
    assert.match(setCookie, /; Path=\//);
    assert.doesNotMatch(setCookie, /Domain=/i);
    // Plain http on loopback (this test): a Secure cookie would never come back.
    assert.doesNotMatch(setCookie, /Secure/);
    const token = cookie.split("=")[1]!;
    const stored = await t.app.services.dashboardSessions.findSession(hashSessionToken(token), new Date());
    assert.equal(stored?.accountId, user.accountId);
    assert.equal(await t.app.services.dashboardSessions.findSession(Buffer.from(token), new Date()), null, "the token itself is not a key");

    // Served under a real host name (behind a TLS proxy): Secure, with the __Host- prefix.
    const secure = await postWithHost(t, "/dashboard/sign-in", "dashboard.example.com", new URLSearchParams({ email: user.email, password: user.password }).toString());
    assert.equal(secure.status, 303);
    assert.match(secure.setCookie[0]!, /^__Host-doctools_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
  });

  test("a state-changing form without the session's CSRF token is refused and changes nothing", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { cookie } = await signIn(t, user);
    const { csrf: otherToken } = await pageWithToken(t, "/dashboard/keys", (await signIn(t, other)).cookie);
    const { csrf } = await pageWithToken(t, "/dashboard/keys", cookie);
    const forms: Array<Record<string, string>> = [{ name: "no token" }, { name: "wrong", csrf: randomBytes(32).toString("base64url") }, { name: "other session's", csrf: otherToken }, { name: "empty", csrf: "" }];
    for (const form of forms) {
      const response = await request(t, "POST", "/dashboard/keys", { cookie, form });
      assert.equal(response.status, 403, form.name);
      assert.match(await response.text(), /The form has expired or did not come from this dashboard/);
    }
    assert.equal((await t.app.services.accounts.listApiKeys(user.accountId)).length, 0, "no key was created");
    const accepted = await request(t, "POST", "/dashboard/keys", { cookie, form: { name: "good", csrf } });
    assert.equal(accepted.status, 200);
    assert.deepEqual((await t.app.services.accounts.listApiKeys(user.accountId)).map((k) => k.name), ["good"]);
  });

  test("a POST from another origin, or with no origin at all, is refused even with a valid token", async () => {
    const user = await createUser(t);
    const { cookie } = await signIn(t, user);
    const { csrf } = await pageWithToken(t, "/dashboard/keys", cookie);
    for (const origin of ["http://evil.example", "null", null]) {
      const response = await request(t, "POST", "/dashboard/keys", { cookie, origin, form: { name: "x", csrf } });
      assert.equal(response.status, 403, String(origin));
    }
    const signInFromElsewhere = await request(t, "POST", "/dashboard/sign-in", { origin: "http://evil.example", form: { email: user.email, password: user.password } });
    assert.equal(signInFromElsewhere.status, 403);
    assert.equal(signInFromElsewhere.headers.get("set-cookie"), null);
    assert.equal((await t.app.services.accounts.listApiKeys(user.accountId)).length, 0);
  });

  test("an API key is never a dashboard session", async () => {
    const response = await request(t, "GET", "/dashboard/keys", { headers: { "x-api-key": t.key } });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get("location"), "/dashboard/sign-in");
    const cookieLike = await request(t, "GET", "/dashboard/keys", { cookie: `doctools_session=${t.key}` });
    assert.equal(cookieLike.status, 303);
  });

  test("one account can neither see nor revoke another's keys", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const bobCookie = (await signIn(t, bob)).cookie;
    const bobPage = await pageWithToken(t, "/dashboard/keys", bobCookie);
    await request(t, "POST", "/dashboard/keys", { cookie: bobCookie, form: { name: "bob-secret-key", csrf: bobPage.csrf } });
    const [bobKey] = await t.app.services.accounts.listApiKeys(bob.accountId);
    assert.ok(bobKey);

    const aliceCookie = (await signIn(t, alice)).cookie;
    const { html, csrf } = await pageWithToken(t, "/dashboard/keys", aliceCookie);
    assert.ok(!html.includes("bob-secret-key") && !html.includes(bobKey.id) && !html.includes(bobKey.prefix));
    const revoke = await request(t, "POST", `/dashboard/keys/${bobKey.id}/revoke`, { cookie: aliceCookie, form: { csrf } });
    assert.equal(revoke.status, 404);
    const [after] = await t.app.services.accounts.listApiKeys(bob.accountId);
    assert.equal(after!.revokedAt, null, "Bob's key is still active");
  });

  test("one account can neither see nor touch another's webhook endpoints and events", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const bobAccount = (await t.app.services.accounts.getAccount(bob.accountId))!;
    const { endpoint } = await t.app.services.webhooks.addEndpoint(bobAccount, "http://127.0.0.1:9/bob-private-hook");
    const { eventId } = (await t.app.services.webhooks.sendPing(bob.accountId, endpoint.id))!;
    // One failed attempt recorded through the store, as the dispatcher would record it.
    const events = t.app.services.webhookEvents;
    const claimed = (await events.claimDue(new Date(), "test", new Date(Date.now() + 60_000), []))!;
    assert.equal(claimed.event.id, eventId);
    const attempt = { eventId, eventType: "ping" as const, endpointId: endpoint.id, endpointUrl: endpoint.url, attempt: 1, attemptedAt: new Date(), durationMs: 3 };
    const attemptId = await events.beginAttempt(claimed.delivery.id, attempt);
    await events.recordAttempt(claimed.delivery.id, "test", { attemptId, record: { ...attempt, statusCode: 500, error: null, outcome: "failed" }, nextAttemptAt: null });
    const bobCookie = (await signIn(t, bob)).cookie;
    const bobPage = await (await request(t, "GET", "/dashboard/webhooks", { cookie: bobCookie })).text();
    assert.ok(bobPage.includes(eventId) && bobPage.includes("Resend"), "Bob sees his own failed delivery");

    const aliceCookie = (await signIn(t, alice)).cookie;
    const { html, csrf } = await pageWithToken(t, "/dashboard/webhooks", aliceCookie);
    assert.ok(!html.includes("bob-private-hook") && !html.includes(endpoint.id) && !html.includes(eventId));
    const filtered = await request(t, "GET", `/dashboard/webhooks?endpoint=${endpoint.id}`, { cookie: aliceCookie });
    assert.ok(!(await filtered.text()).includes(eventId));
    for (const action of ["ping", "remove"]) {
      const response = await request(t, "POST", `/dashboard/webhooks/${endpoint.id}/${action}`, { cookie: aliceCookie, form: { csrf } });
      assert.equal(response.status, 404, action);
    }
    const resend = await request(t, "POST", "/dashboard/webhooks/resend", { cookie: aliceCookie, form: { csrf, eventId, endpointId: endpoint.id } });
    assert.equal(resend.status, 404);
    assert.equal((await t.app.services.webhooks.listEndpoints(bob.accountId)).length, 1, "Bob's endpoint is still there");

    // And Bob himself cannot remove it with someone else's form token.
    const forged = await request(t, "POST", `/dashboard/webhooks/${endpoint.id}/remove`, { cookie: bobCookie, form: { csrf } });
    assert.equal(forged.status, 403);
    assert.equal((await t.app.services.webhooks.listEndpoints(bob.accountId)).length, 1);
  });

  test("a refused endpoint URL is explained on the page", async () => {
    const user = await createUser(t);
    const { cookie } = await signIn(t, user);
    const { csrf } = await pageWithToken(t, "/dashboard/webhooks", cookie);
    const response = await request(t, "POST", "/dashboard/webhooks", { cookie, form: { csrf, url: "ftp://example.com/hook" } });
    assert.equal(response.status, 422);
    assert.match(await response.text(), /The endpoint was not added: the URL must start with https:\/\/ \(got ftp:\/\/\)/);
    const free = await createUser(t, "Free");
    const freeCookie = (await signIn(t, free, "/dashboard/tools")).cookie;
    const freePage = await (await request(t, "GET", "/dashboard/webhooks", { cookie: freeCookie })).text();
    assert.match(freePage, /Webhooks come with the Developer, Business or Enterprise plan; this account is on the Free plan/);
    assert.ok(!freePage.includes('name="url"'));
  });

  test("signing out deletes the session server-side: the old cookie no longer works", async () => {
    const user = await createUser(t);
    const { cookie } = await signIn(t, user);
    const { csrf } = await pageWithToken(t, "/dashboard/keys", cookie);
    const out = await request(t, "POST", "/dashboard/sign-out", { cookie, form: { csrf } });
    assert.equal(out.status, 303);
    assert.equal(out.headers.get("location"), "/dashboard/sign-in?signed-out");
    assert.match(out.headers.get("set-cookie") ?? "", /^doctools_session=; .*Max-Age=0/);
    const token = cookie.split("=")[1]!;
    assert.equal(await t.app.services.dashboardSessions.findSession(hashSessionToken(token), new Date()), null);

    const reuse = await request(t, "GET", "/dashboard/keys", { cookie });
    assert.equal(reuse.status, 303);
    assert.equal(reuse.headers.get("location"), "/dashboard/sign-in");
    const replay = await request(t, "POST", "/dashboard/keys", { cookie, form: { name: "after sign-out", csrf } });
    assert.equal(replay.status, 303);
    assert.equal((await t.app.services.accounts.listApiKeys(user.accountId)).length, 0);
  });

  test("an expired session is not accepted", async () => {
    const user = await createUser(t);
    const token = randomBytes(32).toString("base64url");
    const past = new Date(Date.now() - 1000);
    await t.app.services.dashboardSessions.createSession({ tokenHash: hashSessionToken(token), accountId: user.accountId, createdAt: new Date(past.getTime() - 1000), expiresAt: past });
    const response = await request(t, "GET", "/dashboard/usage", { cookie: `doctools_session=${token}` });
    assert.equal(response.status, 303);
  });

  test("repeated failures for one email are throttled, the right password included, without telling if it exists", async () => {
    const user = await createUser(t);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await request(t, "POST", "/dashboard/sign-in", { form: { email: user.email, password: `guess-${attempt}` } });
      assert.equal(response.status, 401, `attempt ${attempt}`);
    }
    const blocked = await request(t, "POST", "/dashboard/sign-in", { form: { email: user.email, password: user.password } });
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get("retry-after")) > 0);
    assert.equal(blocked.headers.get("set-cookie"), null);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await request(t, "POST", "/dashboard/sign-in", { form: { email: "ghost@example.test", password: `guess-${attempt}` } });
    }
    const ghost = await request(t, "POST", "/dashboard/sign-in", { form: { email: "ghost@example.test", password: "again" } });
    assert.equal(ghost.status, 429, "an unknown email is throttled the same way");
  });

  test("names are escaped in the page", async () => {
    const user = await createUser(t);
    const { cookie } = await signIn(t, user);
    const { csrf } = await pageWithToken(t, "/dashboard/keys", cookie);
    const created = await request(t, "POST", "/dashboard/keys", { cookie, form: { name: `<img src=x onerror="alert(1)">`, csrf } });
    const html = await created.text();
    assert.ok(!html.includes("<img src=x"));
    assert.ok(html.includes("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"));
  });
});
