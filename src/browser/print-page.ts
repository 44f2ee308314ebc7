import { createWriteStream } from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setTimeout as delay } from "node:timers/promises";
import type { LookupFunction } from "node:net";
import type { BrowserContext, HTTPResponse, Page } from "puppeteer-core";
import type { HostLookup } from "../common/guarded-lookup.ts";
import { JobError } from "../errors/job-errors.ts";
import type { ChromiumEngine } from "./chromium-engine.ts";
import { defaultGuardLimits, NetworkGuard, type GuardLimits } from "./network-guard.ts";
import { headerFooterTemplate, type PrintOptions } from "./print-options.ts";
import { groupResidentMb } from "./process-memory.ts";
import { SITE_ORIGIN, type SiteFiles } from "./site-files.ts";

/** What is printed: the job's own files, or an address on the web. */
export type PageSource =
  | { readonly kind: "files"; readonly site: SiteFiles }
  | { readonly kind: "url"; readonly url: string; readonly allowPrivate: boolean; readonly resolve?: HostLookup; readonly lookup?: LookupFunction };

export interface PrintLimits {
  /** Memory Chromium may hold while printing, in MB, its renderers included. */
  readonly memoryMb: number;
  /** Largest PDF written, in bytes. */
  readonly maxPdfBytes: number;
  readonly guard: GuardLimits;
  /** The JavaScript heap the engine's renderers were started with, in MB (named in the failure). */
  readonly jsHeapMb: number;
}

const SIGTRAP = 5;
const MEMORY_CHECK_MS = 500;
/** Schemes a page may load; `file:`, `chrome:` and the rest are refused before Chromium acts on them. */
const allowedSchemes = new Set(["http:", "https:", "data:", "blob:", "about:"]);

/** What a print of one page found out, besides the PDF. */
export interface PrintReport {
  readonly requests: number;
  readonly refusals: readonly string[];
}

/**
 * Prints one page to `outputPath` in a browser context of its own (no cookie, cache or storage
 * shared with another job), whose traffic goes through a network guard made for this page.
 * Fails with a named JobError: PageLoadFailed, InvalidRequest (a bad selector), OutOfMemory,
 * TooComplex; the job's signal ending it is the caller's to name (the slot kills the engine).
 */
export async function printPage(engine: ChromiumEngine, source: PageSource, options: PrintOptions, outputPath: string, limits: PrintLimits, signal: AbortSignal): Promise<PrintReport> {
  const guard = await NetworkGuard.start(
    source.kind === "files"
      ? { kind: "files", site: source.site }
      : { kind: "web", allowPrivate: source.allowPrivate, ...(source.resolve ? { resolve: source.resolve } : {}), ...(source.lookup ? { lookup: source.lookup } : {}) },
    limits.guard,
  );
  let context: BrowserContext | null = null;
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal.reason);
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    context = await engine.browser.createBrowserContext({ proxyServer: `http://127.0.0.1:${guard.port}`, proxyBypassList: ["<-loopback>"] });
    const page = await context.newPage();
    const crashesBefore = engine.crashes.length;
    const failed = new Promise<never>((_, reject) => {
      page.once("error", () => {
        // The crash's details arrive on another session: a moment to let them in.
        setTimeout(() => reject(crashFailure(engine.crashes.slice(crashesBefore), limits.jsHeapMb)), 50);
      });
      void watchMemory(engine, limits.memoryMb, stop.signal).then((overMb) => {
        if (overMb === null) return;
        engine.kill();
        reject(new JobError("OutOfMemory", `The page needed more memory than a job may use (${limits.memoryMb} MB; it reached ${Math.round(overMb)} MB) and was stopped.`));
      });
    });
    failed.catch(() => undefined);
    const step = <T>(work: Promise<T>): Promise<T> => Promise.race([work, failed]);
    await step(preparePage(page, options));
    const address = source.kind === "files" ? `${SITE_ORIGIN}/${encodeURI(source.site.entry)}` : source.url;
    const response = await step(page.goto(address, { waitUntil: "load", timeout: 0, signal: stop.signal }).catch((error: unknown) => {
      throw loadFailure(guard, address, error, signal);
    }));
    checkMainResponse(guard, address, response);
    if (options.waitForSelector) {
      const selector = options.waitForSelector;
      await step(
        page.waitForSelector(selector, { timeout: 0, signal: stop.signal }).catch((error: unknown) => {
          if (/not a valid selector|SyntaxError/i.test(String(error))) throw new JobError("InvalidRequest", `\`waitForSelector\` "${selector}" is not a valid CSS selector.`);
          throw error;
        }),
      );
    }
    if (options.waitDelayMs > 0) await step(delay(options.waitDelayMs, undefined, { signal: stop.signal }));
    await step(page.evaluate("document.fonts.ready.then(() => true)"));
    const stream = await step(
      page.createPDFStream({
        format: options.paperSize,
        landscape: options.landscape,
        margin: { top: `${options.marginMm[0]}mm`, right: `${options.marginMm[1]}mm`, bottom: `${options.marginMm[2]}mm`, left: `${options.marginMm[3]}mm` },
        printBackground: options.printBackground,
        scale: options.scale,
        preferCSSPageSize: true,
        displayHeaderFooter: options.headerHtml !== undefined || options.footerHtml !== undefined,
        headerTemplate: headerFooterTemplate(options.headerHtml),
        footerTemplate: headerFooterTemplate(options.footerHtml),
        tagged: true,
        outline: true,
        timeout: 0,
      }),
    );
    await step(pipeline(Readable.fromWeb(stream as import("node:stream/web").ReadableStream<Uint8Array>), byteLimit(limits.maxPdfBytes), createWriteStream(outputPath)));
    return { requests: guard.requests, refusals: [...guard.refusals] };
  } finally {
    stop.abort();
    signal.removeEventListener("abort", onAbort);
    if (context && engine.alive) await context.close().catch(() => undefined);
    await guard.close();
  }
}

async function preparePage(page: Page, options: PrintOptions): Promise<void> {
  await page.emulateMediaType(options.media);
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    if (request.isInterceptResolutionHandled()) return;
    let scheme: string;
    try {
      scheme = new URL(request.url()).protocol;
    } catch {
      scheme = "";
    }
    if (allowedSchemes.has(scheme)) void request.continue().catch(() => undefined);
    else void request.abort("accessdenied").catch(() => undefined);
  });
}

function checkMainResponse(guard: NetworkGuard, address: string, response: HTTPResponse | null): void {
  if (response === null) return;
  const status = response.status();
  if (status < 400) return;
  const finalAddress = response.url();
  const reason = guard.failureFor(new URL(finalAddress));
  const what = reason ?? `it answered with HTTP ${status}${response.statusText() ? ` ${response.statusText()}` : ""}`;
  const via = finalAddress !== address ? ` (redirected to ${finalAddress})` : "";
  throw new JobError("PageLoadFailed", `The page at ${address}${via} could not be loaded: ${what}.`);
}

const netErrors: Readonly<Record<string, string>> = {
  ERR_NAME_NOT_RESOLVED: "its host name could not be found",
  ERR_CONNECTION_REFUSED: "the server refused the connection",
  ERR_CONNECTION_TIMED_OUT: "the server did not answer",
  ERR_CONNECTION_RESET: "the server closed the connection",
  ERR_CERT_AUTHORITY_INVALID: "its TLS certificate is not trusted",
  ERR_CERT_COMMON_NAME_INVALID: "its TLS certificate is for another name",
  ERR_CERT_DATE_INVALID: "its TLS certificate has expired or is not yet valid",
  ERR_SSL_PROTOCOL_ERROR: "the TLS connection failed",
  ERR_TOO_MANY_REDIRECTS: "it redirected too many times",
  ERR_BLOCKED_BY_CLIENT: "that kind of address is not loaded",
  ERR_ACCESS_DENIED: "that kind of address is not loaded",
  ERR_EMPTY_RESPONSE: "the server sent an empty answer",
  ERR_INVALID_RESPONSE: "the server's answer was not valid HTTP",
  ERR_ABORTED: "it is not a page the browser shows (a file to download, say)",
  ERR_TUNNEL_CONNECTION_FAILED: "it could not be reached",
};

function loadFailure(guard: NetworkGuard, address: string, error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted || error instanceof JobError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = /net::(ERR_[A-Z_]+)/.exec(message)?.[1];
  if (code === undefined) return error;
  let url: URL | null = null;
  try {
    url = new URL(address);
  } catch {
    url = null;
  }
  const reason = (url && guard.failureFor(url)) ?? netErrors[code] ?? `the browser reported ${code}`;
  return new JobError("PageLoadFailed", `The page at ${address} could not be loaded: ${reason}.`);
}

/**
 * A renderer that died while printing. V8 ends a renderer whose heap is full with a trap
 * (SIGTRAP), Chromium's own out-of-memory ends report "oom": both are memory; anything else is
 * a page Chromium could not handle.
 */
function crashFailure(crashes: ReadonlyArray<{ status: string; errorCode: number }>, jsHeapMb: number): JobError {
  const crash = crashes.at(-1);
  if (crash === undefined || crash.status === "oom" || crash.errorCode === SIGTRAP) {
    return new JobError("OutOfMemory", `The page's scripts needed more memory than a page may use (${jsHeapMb} MB of script heap), and its renderer stopped.`);
  }
  return new JobError("TooComplex", `The page made the browser's renderer stop (${crash.status}, code ${crash.errorCode}); simplify the page.`);
}

/** Resolves with the memory reached once Chromium holds more than `limitMb`; with null when `signal` ends the watch. */
async function watchMemory(engine: ChromiumEngine, limitMb: number, signal: AbortSignal): Promise<number | null> {
  const group = engine.pid;
  if (group === undefined) return null;
  while (!signal.aborted) {
    await delay(MEMORY_CHECK_MS, undefined, { signal }).catch(() => undefined);
    if (signal.aborted) return null;
    const used = await groupResidentMb(group);
    if (used === null) return null;
    if (used > limitMb) return used;
  }
  return null;
}

function byteLimit(maxBytes: number): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new JobError("TooComplex", `The printed PDF would be larger than ${Math.round(maxBytes / 1048576)} MB; print fewer pages.`));
      else callback(null, chunk);
    },
  });
}

export { defaultGuardLimits };
