import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { call, submit, waitForJob } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { fitsWidth, inPage, launchChromium, screenshot, waitInPage } from "./browser.ts";
import { createUser, type DashboardUser } from "./dashboard-client.ts";
import { startReceiver, type ReceivedCall, type WebhookReceiver } from "../helpers/webhook-receiver.ts";

const PHONE = { width: 390, height: 844 };

/** Reloads the page (a GET) until `done`, for records written just after an event arrives. */
async function reloadUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  let first = true;
  await eventually(
    async () => {
      if (!first) await page.reload();
      first = false;
      return done();
    },
    { timeoutMs: 10_000, intervalMs: 100, what: `${page.url()} showed it` },
  );
}

/** The first call `match` accepts, waiting for it to arrive if need be. */
async function arrival(receiver: WebhookReceiver, match: (call: ReceivedCall) => boolean): Promise<ReceivedCall> {
  for (;;) {
    const found = receiver.calls.find(match);
    if (found) return found;
    await receiver.waitForCalls(receiver.calls.length + 1);
  }
}

describe("the dashboard in a real browser", () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let user: DashboardUser;

  before(async () => {
    // Local receivers are allowed (they are on 127.0.0.1); retries are an hour apart so that a
    // failed attempt is followed by nothing but the resend the test asks for.
    t = await startTestApp({ env: { DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1", DOCTOOLS_WEBHOOK_RETRY_DELAYS: "3600,3600,3600,3600,3600,3600" } });
    user = await createUser(t);
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: t.baseUrl });
    page = await context.newPage();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  async function signInWithKeyboard(password: string): Promise<void> {
    await page.goto(`${t.baseUrl}/dashboard`);
    assert.equal(new URL(page.url()).pathname, "/dashboard/sign-in");
    // The email field has focus on arrival (autofocus, applied once the page is rendered); the
    // rest is done with the keyboard alone.
    await waitInPage(page, "document.activeElement?.id === 'email'", 5000);
    await page.keyboard.type(user.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    await page.waitForLoadState("load");
  }

  test("a wrong password is refused; the right one signs in", async () => {
    await page.goto(`${t.baseUrl}/dashboard`);
    await screenshot(page, "sign-in");
    await signInWithKeyboard("not-my-password");
    assert.equal(new URL(page.url()).pathname, "/dashboard/sign-in");
    assert.equal((await page.getByRole("alert").textContent())?.trim(), "The email or password is wrong.");
    assert.equal(await page.getByLabel("Email").inputValue(), user.email, "the email is kept for the next try");
    // Focus is on the password to retype (autofocus is applied after rendering, hence the wait).
    await waitInPage(page, "document.activeElement?.id === 'password'", 5000);

    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${t.baseUrl}/dashboard/keys`);
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "API keys");
    const cookies = await context.cookies();
    assert.equal(cookies.length, 1);
    assert.equal(cookies[0]!.httpOnly, true);
    assert.equal(cookies[0]!.sameSite, "Strict");
  });

  let key = "";
  let jobId = "";

  test("a key created on the page works against the API; usage shows the job", async () => {
    await page.goto(`${t.baseUrl}/dashboard/usage`);
    assert.match(await page.getByRole("row", { name: /Operations/ }).textContent() ?? "", /0 of 5000/);

    await page.goto(`${t.baseUrl}/dashboard/keys`);
    await page.getByLabel("Name").fill("build server");
    await page.getByRole("button", { name: "Create key" }).click();
    await page.waitForLoadState("load");
    key = (await page.locator("#new-key").textContent()) ?? "";
    assert.match(key, /^dtk_[0-9A-Za-z]{40}$/);
    assert.equal(await inPage(page, "document.activeElement?.textContent"), "New key “build server”", "focus moves to the new key");
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByText("Copied.").waitFor();
    assert.equal(await inPage(page, "navigator.clipboard.readText()"), key, "the copy button put the key on the clipboard");
    await screenshot(page, "keys-new-key");
    await page.setViewportSize(PHONE);
    assert.ok(await fitsWidth(page), "the keys page fits a phone's width");
    await screenshot(page, "keys-new-key-phone");
    await page.setViewportSize({ width: 1200, height: 800 });

    const { response, body } = await submit(t, "rotate-pdf", [corpus("pdf/text/text_numbered_pages_11p.pdf")], { pages: "2" }, key);
    assert.equal(response.status, 202, JSON.stringify(body));
    jobId = body.id;
    const job = await waitForJob(t, body.id, { key });
    assert.equal(job.status, "Completed");
    const result = await call(t, "GET", `/v1/jobs/${body.id}/result`, { key });
    const pdf = await readPdf(new Uint8Array(await result.arrayBuffer()));
    assert.equal(await pdf.rotation(2), 90);
    assert.equal(await pdf.rotation(1), 0);

    // A fresh GET (a reload would post the form again and make a second key).
    await page.goto(`${t.baseUrl}/dashboard/keys`);
    const row = page.getByRole("row", { name: /build server/ });
    assert.match((await row.textContent()) ?? "", /Active/);
    assert.doesNotMatch((await row.locator('[data-label="Last used"]').textContent()) ?? "", /—/, "last used is filled in");
    assert.ok(!(await page.content()).includes(key), "the key is not shown again");

    await page.getByRole("link", { name: "Usage" }).click();
    await page.waitForURL(`${t.baseUrl}/dashboard/usage`);
    assert.match(await page.getByRole("row", { name: /Operations/ }).textContent() ?? "", /1 of 5000/);
    const jobRow = page.getByRole("row", { name: /rotate-pdf/ });
    assert.match((await jobRow.textContent()) ?? "", /Completed/);
    assert.match((await jobRow.textContent()) ?? "", /text_numbered_pages_11p-rotated\.pdf/);
    await screenshot(page, "usage");
    await page.setViewportSize(PHONE);
    assert.ok(await fitsWidth(page), "the usage page fits a phone's width");
    await screenshot(page, "usage-phone");
    await page.setViewportSize({ width: 1200, height: 800 });
  });

  test("a revoked key is refused by the API with 403", async () => {
    await page.goto(`${t.baseUrl}/dashboard/keys`);
    // Keyboard: Tab to the revoke button and press Enter.
    const revoke = page.getByRole("button", { name: "Revoke build server" });
    await revoke.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${t.baseUrl}/dashboard/keys?notice=revoked`);
    assert.match((await page.getByRole("status").first().textContent()) ?? "", /revoked/);
    assert.match((await page.getByRole("row", { name: /build server/ }).textContent()) ?? "", /Revoked/);
    const refused = await call(t, "GET", `/v1/jobs/${jobId}`, { key });
    assert.equal(refused.status, 403);
    assert.equal(((await refused.json()) as { detail: string }).detail, "invalid or revoked API key");
    const stillOk = await submit(t, "rotate-pdf", [corpus("pdf/text/text_numbered_pages_11p.pdf")], {}, key);
    assert.equal(stillOk.response.status, 403);
  });

  test("a webhook to a local receiver: test event delivered and signed, listed, filtered, resent", async () => {
    let failing = true;
    const receiver = await startReceiver((call) => ({ status: call.path === "/hooks-flaky" && failing ? 500 : 204 }));
    const hook = receiver.url;
    const flaky = `${receiver.url}-flaky`;
    try {
      await page.getByRole("link", { name: "Webhooks" }).click();
      await page.waitForURL(`${t.baseUrl}/dashboard/webhooks`);
      await page.getByLabel("Endpoint URL").fill(hook);
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await page.waitForLoadState("load");
      const secret = (await page.locator("#new-secret").textContent()) ?? "";
      assert.match(secret, /^whsec_[0-9A-Za-z]{32}$/);

      await page.goto(`${t.baseUrl}/dashboard/webhooks`);
      assert.ok(!(await page.content()).includes(secret), "the secret is shown only once");
      await page.getByRole("button", { name: `Send test event to ${hook}` }).click();
      await page.waitForURL(`${t.baseUrl}/dashboard/webhooks?notice=ping`);
      const ping = await arrival(receiver, (r) => r.path === "/hooks");
      assert.equal(ping.headers["service-event"], "ping");
      const event = JSON.parse(ping.rawBody) as { id: string; type: string };
      assert.equal(event.type, "ping");
      assert.equal(ping.headers["service-delivery"] !== undefined, true);
      // Checked here by hand, independently of the service's own verifier.
      const [, t0, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(ping.headers["service-signature"])) ?? [];
      assert.equal(v1, createHmac("sha256", secret).update(`${t0}.${ping.rawBody}`).digest("hex"));

      // The attempt is recorded once the receiver has answered: reload until it is listed.
      const delivered = page.getByRole("row", { name: new RegExp(event.id) });
      await reloadUntil(page, async () => (await delivered.count()) === 1);
      assert.match((await delivered.textContent()) ?? "", /ping[\s\S]*HTTP 204[\s\S]*succeeded/);

      // A second endpoint that fails: its attempt is listed as failed, and can be resent.
      await page.getByLabel("Endpoint URL").fill(flaky);
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await page.waitForLoadState("load");
      await page.goto(`${t.baseUrl}/dashboard/webhooks`);
      await page.getByRole("button", { name: `Send test event to ${flaky}` }).click();
      await page.waitForURL(/notice=ping/);
      const failedPing = await arrival(receiver, (r) => r.path === "/hooks-flaky");
      const failedId = (JSON.parse(failedPing.rawBody) as { id: string }).id;
      const failedRow = page.getByRole("row", { name: new RegExp(failedId) });
      await reloadUntil(page, async () => (await failedRow.count()) === 1);
      assert.match((await failedRow.textContent()) ?? "", /HTTP 500[\s\S]*failed[\s\S]*next try/);

      await page.getByLabel("Outcome").selectOption("failed");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/outcome=failed/);
      assert.equal(await page.getByRole("row", { name: new RegExp(event.id) }).count(), 0, "the succeeded ping is filtered out");
      assert.equal(await page.getByRole("row", { name: new RegExp(failedId) }).count(), 1);
      await page.getByLabel("Outcome").selectOption("");
      await page.getByLabel("Endpoint", { exact: true }).selectOption({ label: hook });
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/endpoint=/);
      assert.equal(await page.getByRole("row", { name: new RegExp(failedId) }).count(), 0, "only the chosen endpoint's deliveries");
      assert.equal(await page.getByRole("row", { name: new RegExp(event.id) }).count(), 1);

      failing = false;
      await page.goto(`${t.baseUrl}/dashboard/webhooks`);
      await page.getByRole("button", { name: `Resend ping ${failedId}` }).click();
      await page.waitForURL(/notice=resent/);
      await arrival(receiver, (r) => r.path === "/hooks-flaky" && r !== failedPing && r.rawBody === failedPing.rawBody);
      const rows = page.getByRole("row", { name: new RegExp(failedId) });
      await reloadUntil(page, async () => (await rows.count()) === 2);
      assert.match((await rows.first().textContent()) ?? "", /HTTP 204[\s\S]*succeeded/, "newest first: the resend succeeded");
      assert.match((await rows.nth(1).textContent()) ?? "", /HTTP 500[\s\S]*failed/);
      await screenshot(page, "webhooks");
      await page.setViewportSize(PHONE);
      assert.ok(await fitsWidth(page), "the webhooks page fits a phone's width");
      await screenshot(page, "webhooks-phone");
      await page.setViewportSize({ width: 1200, height: 800 });

      await page.getByRole("button", { name: `Remove ${flaky}` }).click();
      await page.waitForURL(/notice=removed/);
      assert.equal(await page.getByRole("button", { name: `Remove ${flaky}` }).count(), 0);
      assert.deepEqual((await t.app.services.webhooks.listEndpoints(user.accountId)).map((e) => e.url), [hook]);
    } finally {
      await receiver.close();
    }
  });

  test("signing out returns to sign-in and the pages are closed again", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${t.baseUrl}/dashboard/sign-in?signed-out`);
    assert.match((await page.getByRole("status").textContent()) ?? "", /signed out/);
    assert.equal((await context.cookies()).length, 0);
    await page.goto(`${t.baseUrl}/dashboard/usage`);
    assert.equal(new URL(page.url()).pathname, "/dashboard/sign-in");
    await page.setViewportSize(PHONE);
    assert.ok(await fitsWidth(page));
    await screenshot(page, "sign-in-phone");
  });
});
