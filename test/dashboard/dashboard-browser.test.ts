import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { call, submit, waitForJob } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { fitsWidth, inPage, launchChromium, screenshot } from "./browser.ts";
import { createUser, type DashboardUser } from "./dashboard-client.ts";

const PHONE = { width: 390, height: 844 };

describe("the dashboard in a real browser", () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let user: DashboardUser;

  before(async () => {
    t = await startTestApp();
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
    // The email field has focus on arrival; the rest is done with the keyboard alone.
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
    assert.equal(await inPage(page, "document.activeElement?.id"), "password", "focus is on the password to retype");

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
    assert.match((await jobRow.textContent()) ?? "", /text_numbered_pages_11p\.pdf/);
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
