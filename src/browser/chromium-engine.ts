import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import puppeteer, { type Browser } from "puppeteer-core";
import type { EngineInstance } from "../common/engine-slot.ts";
import { chromiumExecutable } from "./chromium-executable.ts";
import { NetworkGuard } from "./network-guard.ts";

export interface ChromiumOptions {
  /** The operator's Chromium; null for the one bundled with the service. */
  readonly executablePath: string | null;
  /** Ceiling on a page's JavaScript heap, in MB: a page that allocates without end crashes its renderer instead of the machine. */
  readonly jsHeapMb: number;
}

const PROFILE_PREFIX = "doctools-chromium-profile-";

/** Engines alive in this process, killed on the way out so none outlives its worker. */
const running = new Set<ChromiumEngine>();
process.on("exit", () => {
  for (const engine of running) engine.killAndForget();
});

/**
 * One headless Chromium with a private profile folder of its own, driven over a pipe (so it
 * ends when its worker does, even a worker killed outright: the browser quits when the other
 * end of its pipe closes), and whose every request goes through a network guard.
 */
export class ChromiumEngine implements EngineInstance {
  readonly browser: Browser;
  private readonly process: ChildProcess;
  private readonly profileDir: string;
  /** The proxy the browser was started with: it refuses everything; each job's pages get a guard of their own. */
  private readonly baseGuard: NetworkGuard;
  private exited = false;
  /** The renderer crashes seen, newest last: why a page died (its exit signal) decides the job's failure. */
  readonly crashes: Array<{ readonly status: string; readonly errorCode: number }> = [];

  private constructor(browser: Browser, profileDir: string, baseGuard: NetworkGuard) {
    this.browser = browser;
    this.process = browser.process()!;
    this.profileDir = profileDir;
    this.baseGuard = baseGuard;
    this.process.once("exit", () => {
      this.exited = true;
      running.delete(this);
      void this.cleanUp();
    });
    running.add(this);
  }

  static async start(options: ChromiumOptions, signal: AbortSignal): Promise<ChromiumEngine> {
    await removeStaleProfiles();
    const executable = await chromiumExecutable(options.executablePath);
    signal.throwIfAborted();
    const profileDir = await fs.mkdtemp(path.join(os.tmpdir(), `${PROFILE_PREFIX}${process.pid}-`));
    const baseGuard = await NetworkGuard.start({ kind: "none" });
    try {
      const browser = await puppeteer.launch({
        executablePath: executable.path,
        pipe: true,
        headless: true,
        userDataDir: profileDir,
        args: chromiumArguments(baseGuard.port, options.jsHeapMb),
        // The worker decides when its engines end; puppeteer's own handlers would end them on its signals.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        timeout: 0,
        protocolTimeout: 24 * 60 * 60 * 1000,
        signal,
        // Chromium writes under HOME and the XDG folders (certificate stores, caches): all inside the profile, removed with it.
        env: {
          ...process.env,
          ...executable.env,
          HOME: profileDir,
          XDG_CONFIG_HOME: path.join(profileDir, "config"),
          XDG_CACHE_HOME: path.join(profileDir, "cache"),
        },
      });
      const engine = new ChromiumEngine(browser, profileDir, baseGuard);
      const session = await browser.target().createCDPSession();
      session.on("Target.targetCrashed", (event) => {
        if (engine.crashes.length >= 20) engine.crashes.shift();
        engine.crashes.push({ status: event.status, errorCode: event.errorCode });
      });
      await session.send("Target.setDiscoverTargets", { discover: true });
      return engine;
    } catch (error) {
      await baseGuard.close();
      await fs.rm(profileDir, { recursive: true, force: true });
      throw error;
    }
  }

  get alive(): boolean {
    return !this.exited && this.browser.connected;
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  async close(): Promise<void> {
    if (!this.exited) {
      const exited = new Promise<void>((resolve) => this.process.once("exit", () => resolve()));
      const timer = setTimeout(() => this.kill(), 5000);
      await this.browser.close().catch(() => this.kill());
      await exited;
      clearTimeout(timer);
    }
    await this.cleanUp();
  }

  kill(): void {
    killGroup(this.process);
  }

  /** The process is exiting: kill and remove now, synchronously. */
  killAndForget(): void {
    killGroup(this.process);
    rmSync(this.profileDir, { recursive: true, force: true });
  }

  private async cleanUp(): Promise<void> {
    await this.baseGuard.close();
    // The renderers may still be going for a moment after the browser: removal is retried.
    await fs.rm(this.profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}

/**
 * The browser's process leads a process group of its own (puppeteer starts it detached), and
 * its renderers and helpers are in that group: killing the group leaves none behind.
 */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    child.kill("SIGKILL");
  }
}

/** Profile folders of workers that died without cleaning up (killed outright). */
async function removeStaleProfiles(): Promise<void> {
  const entries = await fs.readdir(os.tmpdir()).catch(() => [] as string[]);
  for (const entry of entries) {
    if (!entry.startsWith(PROFILE_PREFIX)) continue;
    const pid = Number(entry.slice(PROFILE_PREFIX.length).split("-")[0]);
    if (!Number.isInteger(pid) || pid === process.pid || processExists(pid)) continue;
    await fs.rm(path.join(os.tmpdir(), entry), { recursive: true, force: true }).catch(() => undefined);
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * How Chromium is started. Everything that would talk to the network on its own (updates,
 * sync, safe browsing lists, metrics, DNS prefetch, QUIC, WebRTC's direct UDP) is off, and what
 * is left goes through the guard: the proxy applies to loopback too (`<-loopback>` removes the
 * implicit bypass), and Chromium resolves no name itself, so the guard sees every host as the
 * page wrote it and decides on the address it connects to.
 */
export function chromiumArguments(proxyPort: number, jsHeapMb: number): string[] {
  const runningAsRoot = process.getuid?.() === 0;
  return [
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-extensions",
    "--disable-default-apps",
    "--disable-domain-reliability",
    "--disable-breakpad",
    "--disable-client-side-phishing-detection",
    "--metrics-recording-only",
    "--no-pings",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--font-render-hinting=none",
    "--mute-audio",
    "--hide-scrollbars",
    `--proxy-server=http://127.0.0.1:${proxyPort}`,
    "--proxy-bypass-list=<-loopback>",
    // Every name fails in Chromium's own resolver; the proxy is given as a literal address.
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
    "--disable-quic",
    "--dns-prefetch-disable",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--disable-features=NetworkPrediction,DnsOverHttps,AsyncDns,Translate,MediaRouter,OptimizationHints,InterestFeedContentSuggestions,AutofillServerCommunication",
    `--js-flags=--max-old-space-size=${jsHeapMb}`,
    // Chromium's sandbox cannot start as root. Without it a renderer that an exploit took over
    // runs with the worker's rights: the network guard (no request leaves but through it) and
    // the worker's own isolation (a container, an unprivileged user) are then what stands
    // between a hostile page and the machine. Run the service as a user other than root to keep the sandbox.
    ...(runningAsRoot ? ["--no-sandbox"] : []),
  ];
}
