import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { usageMonth } from "../../src/accounts/usage-store.ts";
import { submit, waitForJob } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { fitsWidth, inPage, launchChromium, screenshot, waitInPage } from "./browser.ts";
import { createUser, pageWithToken, request, signIn, type DashboardUser } from "./dashboard-client.ts";

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1200, height: 800 };
const MERGE = ["merge_doc1_3p.pdf", "merge_doc2_3p.pdf", "merge_doc3_3p.pdf"].map((name) => corpus(`pdf/text/${name}`));

/** A PDF's text, page by page, as pdf.js reads it. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await readPdf(bytes);
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) texts.push(await pdf.pageText(n));
  return texts;
}

describe("the Tools page in a real browser, used by a Free account", () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let user: DashboardUser;

  const operations = async () => (await t.app.services.usage.getUsage(user.accountId, usageMonth(new Date()))).operations;

  before(async () => {
    t = await startTestApp();
    user = await createUser(t, "Free");
    browser = await launchChromium();
    context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    page = await context.newPage();
    await page.goto(`${t.baseUrl}/dashboard/sign-in`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // A plan without API access starts on the tools, not on the keys.
    await page.waitForURL(`${t.baseUrl}/dashboard/tools`);
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Waits for the run on the page to end; the status line's last words. */
  async function runEnds(): Promise<void> {
    await page.locator("#job-result:not([hidden]), #job-error:not([hidden])").waitFor({ timeout: 60_000 });
  }

  test("a Free account lands on the tools; the keys and webhooks pages say why they offer nothing", async () => {
    await page.goto(`${t.baseUrl}/dashboard`);
    await page.waitForURL(`${t.baseUrl}/dashboard/tools`);
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Tools");
    for (const tool of t.app.services.tools.values()) {
      assert.equal(await page.getByRole("link", { name: tool.name, exact: true }).count(), 1, `${tool.name} is listed`);
    }
    await screenshot(page, "tools");

    await page.getByRole("link", { name: "API keys" }).click();
    await page.waitForURL(`${t.baseUrl}/dashboard/keys`);
    assert.equal(await page.getByRole("button", { name: "Create key" }).count(), 0, "no key form for a plan without API access");
    assert.match((await page.getByTestId("no-api-access").textContent()) ?? "", /API keys .* come with the Developer, Business or Enterprise plan; this account is on the Free plan/);
    await page.getByRole("link", { name: "Webhooks" }).click();
    await page.waitForURL(`${t.baseUrl}/dashboard/webhooks`);
    assert.equal(await page.getByRole("button", { name: "Add endpoint" }).count(), 0);
    assert.match((await page.getByTestId("no-webhooks").textContent()) ?? "", /Webhooks come with the Developer, Business or Enterprise plan/);
  });

  test("a merge by drag and drop, reordered from the keyboard, counted as one operation, downloaded", async () => {
    const before = await operations();
    await page.goto(`${t.baseUrl}/dashboard/tools/merge-pdf`);
    // Real drag events carrying real files: doc1, doc3, doc2 dropped on the zone.
    const dropped = await Promise.all([MERGE[0]!, MERGE[2]!, MERGE[1]!].map(async (file) => ({ name: path.basename(file), data: (await fs.readFile(file)).toString("base64") })));
    const transfer = await page.evaluateHandle(`(() => {
      const transfer = new DataTransfer();
      for (const file of ${JSON.stringify(dropped)}) {
        const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: "application/pdf" }));
      }
      return transfer;
    })()`);
    for (const type of ["dragenter", "dragover", "drop"]) await page.dispatchEvent("#drop-zone", type, { dataTransfer: transfer });
    const names = () => page.locator("#file-list .file-name").allTextContents();
    assert.deepEqual((await names()).map((n) => n.replace(/ \(.*/, "")), ["merge_doc1_3p.pdf", "merge_doc3_3p.pdf", "merge_doc2_3p.pdf"]);
    assert.match((await page.locator("#file-count").textContent()) ?? "", /^3 files chosen/);

    // Keyboard only: doc2 moved up one place with Enter, then Tab on to the run button.
    await page.getByRole("button", { name: "Move up merge_doc2_3p.pdf" }).focus();
    await page.keyboard.press("Enter");
    assert.deepEqual((await names()).map((n) => n.replace(/ \(.*/, "")), ["merge_doc1_3p.pdf", "merge_doc2_3p.pdf", "merge_doc3_3p.pdf"]);
    assert.match(String(await inPage(page, "document.activeElement?.getAttribute('aria-label')")), /merge_doc2_3p\.pdf/, "focus stays on the moved file");
    await page.getByRole("button", { name: "Run merge-pdf" }).focus();
    await page.keyboard.press("Enter");
    await runEnds();
    const link = page.locator("#job-result").getByRole("link", { name: /^Download / });
    assert.equal(await link.count(), 1, (await page.locator("#job-error").textContent()) ?? "");
    assert.equal(await inPage(page, "document.activeElement?.classList.contains('download')"), true, "focus moves to the result");
    await screenshot(page, "merge-done");

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const bytes = new Uint8Array(await fs.readFile((await download.path())!));
    assert.equal(Buffer.from(bytes.subarray(0, 5)).toString(), "%PDF-");
    const merged = await pageTexts(bytes);
    assert.equal(merged.length, 9);
    const parts = await Promise.all(MERGE.map(async (file) => pageTexts(new Uint8Array(await fs.readFile(file)))));
    assert.deepEqual(merged, parts.flat(), "pages in the order chosen on the page: doc1, doc2, doc3");
    assert.equal(await operations(), before + 1, "the run counted one operation of the Free plan");
    await waitInPage(page, `document.querySelector('[data-testid="operations-used"]').textContent === "${before + 1}"`, 10_000);
    assert.ok(await page.locator("#work-row").isHidden(), "no progress bar left once done");

    // The recent jobs list now offers the same result.
    const row = page.locator("#recent-jobs tr", { hasText: "merge-pdf" });
    await row.first().waitFor();
    const href = await row.first().getByRole("link", { name: /Download/ }).getAttribute("href");
    const again = await page.request.get(`${t.baseUrl}${href}`);
    assert.equal(again.status(), 200);
    assert.deepEqual(new Uint8Array(await again.body()), bytes);

    await page.setViewportSize(PHONE);
    assert.ok(await fitsWidth(page), "the merge page with its files and result fits 375 px");
    assert.ok((await inPage(page, "document.documentElement.scrollWidth")) as number <= 375);
    await screenshot(page, "merge-done-phone");
    await page.setViewportSize(DESKTOP);
  });

  test("rotate-pdf from its declared fields: a bad page selection is refused in the tool's words, then the rotation is done", async () => {
    await page.goto(`${t.baseUrl}/dashboard/tools/rotate-pdf`);
    // The fields come from the declaration: the enum's choices with its default, the page syntax.
    const rotation = page.getByLabel("Rotation");
    assert.deepEqual(await rotation.locator("option").allTextContents(), ["Clockwise", "UpsideDown", "Counterclockwise"]);
    assert.equal(await rotation.inputValue(), "Clockwise");
    assert.match((await page.locator("#field-pages-hint").textContent()) ?? "", /Syntax: comma-separated items/);

    await page.locator("#file-picker").setInputFiles(corpus("pdf/text/text_numbered_pages_11p.pdf"));
    await rotation.selectOption("Counterclockwise");
    await page.getByLabel("Pages", { exact: true }).fill("2-3,x");
    const before = await operations();
    await page.getByRole("button", { name: "Run rotate-pdf" }).click();
    await runEnds();
    const problem = (await page.locator("#job-error").textContent()) ?? "";
    assert.match(problem, /`pages` .*"x"/, problem);
    assert.equal(await page.getByLabel("Pages", { exact: true }).getAttribute("aria-invalid"), "true", "the field is marked");
    assert.equal(await operations(), before, "a refused call is not counted");

    await page.getByLabel("Pages", { exact: true }).fill("2-3");
    await page.getByRole("button", { name: "Run rotate-pdf" }).click();
    await page.locator("#job-result:not([hidden])").waitFor({ timeout: 60_000 });
    assert.equal(await page.getByLabel("Pages", { exact: true }).getAttribute("aria-invalid"), null);
    const href = await page.locator("#job-result").getByRole("link", { name: /^Download / }).getAttribute("href");
    const result = await page.request.get(`${t.baseUrl}${href}`);
    const pdf = await readPdf(new Uint8Array(await result.body()));
    assert.equal(pdf.numPages, 11);
    assert.deepEqual(await Promise.all([1, 2, 3, 4].map((n) => pdf.rotation(n))), [0, 270, 270, 0]);
    assert.equal(await operations(), before + 1);
  });

  test("a damaged PDF: the job's failure is shown in its own words", async () => {
    await page.goto(`${t.baseUrl}/dashboard/tools/rotate-pdf`);
    await page.locator("#file-picker").setInputFiles(corpus("pdf/damaged/damaged_xref_prev_loop_30p.pdf"));
    await page.getByRole("button", { name: "Run rotate-pdf" }).click();
    await runEnds();
    const [job] = await t.app.services.jobStore.listAccountJobs(user.accountId, 1);
    assert.equal(job!.status, "Failed");
    const shown = (await page.getByRole("alert").textContent()) ?? "";
    assert.ok(shown.includes(job!.error!.detail) && shown.includes(job!.error!.code), `${shown} shows ${JSON.stringify(job!.error)}`);
    const recent = page.locator("#recent-jobs tr", { hasText: "Failed" });
    await recent.first().waitFor();
  });

  test("a large upload shows its progress, then the job's progress", async () => {
    const file = corpus("pdf/text/text_irs_1040_instructions_206p.pdf");
    const size = (await fs.stat(file)).size;
    assert.ok(size > 3_000_000, "several MB");
    await page.goto(`${t.baseUrl}/dashboard/tools/add-page-numbers`);
    await page.locator("#file-picker").setInputFiles(file);
    // Every text the upload and processing lines show, as they change.
    await inPage(
      page,
      `(() => {
        window.seen = { upload: [], work: [], status: [] };
        for (const [id, list] of [["upload-text", "upload"], ["work-text", "work"], ["job-status", "status"]]) {
          new MutationObserver(() => window.seen[list].push(document.getElementById(id).textContent)).observe(document.getElementById(id), { childList: true, characterData: true, subtree: true });
        }
      })()`,
    );
    // A slow link (about 2 MB/s up), as from a phone: the upload takes a couple of seconds.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: 8_000_000, uploadThroughput: 2_000_000 });
    try {
      await page.getByRole("button", { name: "Run add-page-numbers" }).click();
      await page.locator("#job-result:not([hidden])").waitFor({ timeout: 120_000 });
    } finally {
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    }
    const seen = (await inPage(page, "window.seen")) as { upload: string[]; work: string[]; status: string[] };
    assert.ok(seen.status.includes("Queued: waiting for a free worker."), "the job was shown queued first");
    const percents = seen.upload.map((text) => Number(/\((\d+)%\)/.exec(text)?.[1])).filter((n) => Number.isFinite(n));
    assert.ok(percents.length >= 3, `several upload progress events: ${JSON.stringify(seen.upload)}`);
    assert.ok(percents.some((p) => p > 0 && p < 100), "some part-way");
    assert.deepEqual(percents, [...percents].sort((a, b) => a - b), "never backwards");
    assert.equal(await inPage(page, "document.getElementById('upload-progress').value"), 100);
    const href = await page.locator("#job-result").getByRole("link", { name: /^Download / }).getAttribute("href");
    const pdf = await readPdf(new Uint8Array(await (await page.request.get(`${t.baseUrl}${href}`)).body()));
    assert.equal(pdf.numPages, 206);
    // Page progress is written at most once a second or so; a fast job may end before any shows.
    for (const text of seen.work.filter((w) => w !== "")) assert.match(text, /^\d+ of 206$/);
  });

  test("ask-pdf: questions about the document are asked on the page, as the API asks them", async () => {
    await page.goto(`${t.baseUrl}/dashboard/tools/ask-pdf`);
    await page.locator("#file-picker").setInputFiles(corpus("pdf/text/text_us_constitution_19p.pdf"));
    await page.getByRole("button", { name: "Run ask-pdf" }).click();
    await runEnds();
    const box = page.getByRole("form", { name: "Questions about the document" });
    await box.waitFor();
    await box.getByLabel("Ask a question about the document").fill("How old must a Senator be?");
    await box.getByRole("button", { name: "Ask" }).click();
    const answer = box.locator(".answers li").first();
    await waitInPage(page, `/questions left/.test(document.querySelector(".answers li p")?.textContent ?? "")`, 30_000);
    const text = (await answer.textContent()) ?? "";
    assert.match(text, /Age\*{0,2} of thirty \*{0,2}Years/i, text);
    assert.match(text, /\(p\. \d+\)/, "the answer cites its page");
    // From another origin the same question is refused.
    const [latest] = await t.app.services.jobStore.listAccountJobs(user.accountId, 1);
    assert.equal(latest?.operation, "ask-pdf");
    const jobId = latest!.id;
    const refused = await page.request.post(`${t.baseUrl}/dashboard/jobs/${String(jobId)}/questions`, { headers: { origin: "https://evil.example", "content-type": "application/json" }, data: { question: "x" } });
    assert.equal(refused.status(), 403);
  });

  test("at 375 px every tools page fits without sideways scrolling", async () => {
    await page.setViewportSize(PHONE);
    for (const address of ["/dashboard/tools", "/dashboard/tools/ocr-pdf", "/dashboard/tools/redact-pdf", "/dashboard/tools/html-to-pdf", "/dashboard/keys", "/dashboard/usage"]) {
      await page.goto(`${t.baseUrl}${address}`);
      // Opened, so that what they hold is measured too.
      await inPage(page, "document.querySelectorAll('details').forEach((d) => { d.open = true; })");
      const width = (await inPage(page, "document.documentElement.scrollWidth")) as number;
      assert.ok(width <= 375, `${address} is ${width} px wide`);
      // Every control can be reached by its name: a label, or a legend for a group of choices.
      const unlabelled = await inPage(
        page,
        `Array.from(document.querySelectorAll("main input:not([type=hidden]), main select, main textarea, main button"))
          .filter((c) => !(c.labels?.length > 0 || c.getAttribute("aria-label") || (c.tagName === "BUTTON" && c.textContent.trim() !== "")))
          .map((c) => c.outerHTML)`,
      );
      assert.deepEqual(unlabelled, [], address);
      assert.equal(await inPage(page, "document.querySelectorAll('main div[onclick], main span[onclick], main [role=button]').length"), 0, "buttons are buttons");
      await screenshot(page, `phone-${address.replace(/\W+/g, "-")}`);
    }
    await page.setViewportSize(DESKTOP);
  });

  test("CSRF: a cross-origin POST, or one without the page's token, is refused and counts nothing", async () => {
    const { cookie } = await signIn(t, user, "/dashboard/tools");
    const { csrf } = await pageWithToken(t, "/dashboard/tools/merge-pdf", cookie);
    const form = () => {
      const body = new FormData();
      for (const file of MERGE.slice(0, 2)) body.append("files", new Blob([]), path.basename(file));
      return body;
    };
    const before = await operations();
    const crossOrigin = await fetch(`${t.baseUrl}/dashboard/tools/merge-pdf`, { method: "POST", headers: { cookie, origin: "https://evil.example", "x-csrf-token": csrf }, body: form() });
    assert.equal(crossOrigin.status, 403);
    assert.match(((await crossOrigin.json()) as { detail: string }).detail, /another site/);
    const noToken = await fetch(`${t.baseUrl}/dashboard/tools/merge-pdf`, { method: "POST", headers: { cookie, origin: t.baseUrl }, body: form() });
    assert.equal(noToken.status, 403);
    const signedOut = await fetch(`${t.baseUrl}/dashboard/tools/merge-pdf`, { method: "POST", headers: { origin: t.baseUrl, "x-csrf-token": csrf }, body: form() });
    assert.equal(signedOut.status, 403);
    assert.equal(await operations(), before, "nothing was counted");
    // Keys are not made for a plan that could never use them, whatever the form says.
    const { csrf: keysCsrf } = await pageWithToken(t, "/dashboard/keys", cookie);
    const key = await request(t, "POST", "/dashboard/keys", { cookie, form: { csrf: keysCsrf, name: "sneaky" } });
    assert.equal(key.status, 403);
    assert.deepEqual(await t.app.services.accounts.listApiKeys(user.accountId), []);
  });

  test("another account's jobs and results are never shown", async () => {
    const { response, body } = await submit(t, "rotate-pdf", [corpus("pdf/text/text_numbered_pages_11p.pdf")], {}, t.key);
    assert.equal(response.status, 202);
    assert.equal((await waitForJob(t, body.id, { key: t.key })).status, "Completed");
    const result = await page.request.get(`${t.baseUrl}/dashboard/jobs/${body.id}/result`);
    assert.equal(result.status(), 404);
    assert.doesNotMatch(await result.text(), /%PDF/);
    const job = await page.request.get(`${t.baseUrl}/dashboard/jobs/${body.id}`);
    assert.equal(job.status(), 404);
    await page.goto(`${t.baseUrl}/dashboard/tools`);
    assert.ok(!(await page.content()).includes(body.id), "not among the recent jobs");
  });
});
