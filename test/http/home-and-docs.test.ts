import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";
import { fitsWidth, inPage, launchChromium } from "../dashboard/browser.ts";

describe("the page at / and the reference's width, in headless Chromium", () => {
  let t: TestApp;
  let browser: Browser;
  before(async () => {
    t = await startTestApp();
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
    await t.close();
  });

  it("GET / is an HTML page saying what this is, with links to /docs, /dashboard and health that all answer", async () => {
    const response = await fetch(`${t.baseUrl}/`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get("content-type") ?? "", /^text\/html/);
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    try {
      await page.goto(`${t.baseUrl}/`);
      assert.equal(await page.title(), "doctools");
      assert.match((await inPage(page, "document.querySelector('main').innerText")) as string, /document-tools service/);
      const links = (await inPage(page, "[...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))")) as string[];
      for (const href of ["/docs", "/dashboard", "/healthz", "/readyz", "/v1/openapi.json"]) {
        assert.ok(links.includes(href), `links to ${href}`);
        const target = await fetch(`${t.baseUrl}${href}`, { redirect: "manual" });
        assert.ok(target.status < 400, `${href} answers ${target.status}`);
      }
      assert.ok(await fitsWidth(page), "the page fits a phone");
    } finally {
      await page.close();
    }
  });

  it("unknown paths still answer with a JSON problem", async () => {
    for (const path of ["/v1/no-such-tool", "/no-such-page"]) {
      const response = await fetch(`${t.baseUrl}${path}`, { headers: { "x-api-key": t.key } });
      assert.equal(response.status, 404, path);
      assert.match(response.headers.get("content-type") ?? "", /^application\/problem\+json/);
    }
  });

  it("/docs fits a 1,280 px window: long patterns and code wrap instead of widening the page", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${t.baseUrl}/docs`);
      const width = (await inPage(page, "document.documentElement.scrollWidth")) as number;
      assert.ok(await fitsWidth(page), `the page is ${width} px wide`);
      // The longest pattern (ocr-pdf's languages) is still shown whole, wrapped.
      const shown = (await inPage(page, "document.body.innerText")) as string;
      assert.match(shown, /pattern \^/);
    } finally {
      await page.close();
    }
  });
});
