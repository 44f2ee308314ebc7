import fs from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";

/** Debian's chromium package; .ci/run installs it when missing. */
export const CHROMIUM = "/usr/bin/chromium";

/**
 * Real headless Chromium. The machine has no network: without the background-networking flags
 * Chromium keeps trying (and failing) to reach Google's services.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const artifactsDir = path.resolve(import.meta.dirname, "../../test-artifacts/dashboard");

/** Saves a full-page screenshot as a test artifact (test-artifacts/dashboard/NAME.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await fs.mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** True when nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export async function fitsWidth(page: Page): Promise<boolean> {
  // A string: the tests are type-checked without the DOM library.
  return (await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")) === true;
}

/** Runs an expression in the page (a string, for the same reason). */
export function inPage(page: Page, expression: string): Promise<unknown> {
  return page.evaluate(expression);
}

/**
 * Waits until an expression is true in the page. Playwright's own waitForFunction polls with eval
 * inside the page, which the dashboard's Content-Security-Policy forbids (it passes only when the
 * first check, made from outside, is already true); this polls from outside every 50 ms.
 */
export async function waitInPage(page: Page, expression: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A page in the middle of a navigation has no context to evaluate in: try again.
    const value = await page.evaluate(expression).catch((error: unknown) => error);
    if (value === true) return;
    if (Date.now() > deadline) throw new Error(`still not true after ${String(timeoutMs)} ms (last: ${String(value)}): ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
