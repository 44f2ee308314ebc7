import { spawn } from "node:child_process";
import { accessSync, constants, rmSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { OfficeFamily } from "./file-type.ts";
import { OfficeConversionError, pdfFilterData, type ConversionRequest, type OfficeEngine } from "./office-engine.ts";
import { securityRegistry } from "./security-profile.ts";

/** The soffice to run: the configured one, or the first on PATH; null when there is none. */
export function findSoffice(configured: string | null, searchPath = process.env.PATH ?? ""): string | null {
  const candidates = configured ? [configured] : searchPath.split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, "soffice"));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const exportFilter: Record<OfficeFamily, string> = {
  text: "writer_pdf_Export",
  spreadsheet: "calc_pdf_Export",
  presentation: "impress_pdf_Export",
};

/**
 * A native LibreOffice (soffice) with a private profile of its own, made when the engine starts
 * (holding the security settings, and filled in by one run of soffice so that conversions do not
 * pay for it) and removed when it stops. soffice runs once per conversion, in a process group of
 * its own so that killing the engine kills soffice.bin as well as its launcher.
 */
export async function startNativeEngine(soffice: string, signal: AbortSignal): Promise<OfficeEngine> {
  const home = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-soffice-"));
  const engine = new NativeEngine(soffice, home);
  try {
    await fs.mkdir(path.join(home, "profile", "user"), { recursive: true });
    await fs.writeFile(path.join(home, "profile", "user", "registrymodifications.xcu"), securityRegistry());
    const onAbort = () => engine.kill();
    signal.addEventListener("abort", onAbort, { once: true });
    try {
      await engine.run(["--terminate_after_init"]);
    } finally {
      signal.removeEventListener("abort", onAbort);
    }
    signal.throwIfAborted();
    return engine;
  } catch (error) {
    engine.kill();
    throw error;
  }
}

class NativeEngine implements OfficeEngine {
  readonly kind = "native";
  private readonly soffice: string;
  private readonly home: string;
  private running: { pid: number; done: Promise<unknown> } | null = null;
  private gone = false;

  constructor(soffice: string, home: string) {
    this.soffice = soffice;
    this.home = home;
  }

  get alive(): boolean {
    return !this.gone;
  }

  /** Runs soffice with this engine's profile to its end; rejects when it fails to start or is killed. */
  run(args: string[]): Promise<{ code: number | null; output: string }> {
    if (this.gone) return Promise.reject(new OfficeConversionError("crashed", "LibreOffice was stopped."));
    const child = spawn(
      this.soffice,
      [`-env:UserInstallation=${pathToFileURL(path.join(this.home, "profile")).href}`, "--headless", "--invisible", "--norestore", "--nologo", "--nodefault", "--nolockcheck", ...args],
      {
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        // HOME in the private folder: nothing of the worker's user is read or written.
        env: { PATH: process.env.PATH ?? "", HOME: this.home, LANG: "C.UTF-8", SAL_USE_VCLPLUGIN: "svp" },
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output = (output + chunk.toString("utf8")).slice(-8000)));
    child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString("utf8")).slice(-8000)));
    const done = new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (code, signal) => {
        if (this.running?.pid === child.pid) this.running = null;
        if (signal) reject(new OfficeConversionError("crashed", `LibreOffice ended with ${signal}.`));
        else resolve({ code, output });
      });
    });
    if (child.pid !== undefined) this.running = { pid: child.pid, done: done.catch(() => undefined) };
    return done;
  }

  async convert(request: ConversionRequest): Promise<void> {
    const job = await fs.mkdtemp(path.join(this.home, "job-"));
    try {
      // A name of our choosing, with the extension of the type read from the bytes.
      const input = path.join(job, `document.${request.format}`);
      await fs.symlink(path.resolve(request.input), input);
      const target = request.target === "pdf" ? `pdf:${exportFilter[familyFor(request.format)]}:${JSON.stringify(pdfFilterData)}` : "ods";
      const { output } = await this.run(["--convert-to", target, "--outdir", job, input]);
      const produced = path.join(job, `document.${request.target}`);
      const stat = await fs.stat(produced).catch(() => null);
      if (!stat || stat.size === 0) {
        const stage = /could not be loaded|general input\/output error/i.test(output) ? "load" : "export";
        throw new OfficeConversionError(stage, output.trim().split("\n").slice(-2).join(" ") || "LibreOffice wrote nothing.");
      }
      await fs.rename(produced, request.output).catch(async () => {
        await fs.copyFile(produced, request.output);
      });
    } finally {
      await fs.rm(job, { recursive: true, force: true });
    }
  }

  async close(): Promise<void> {
    if (this.running) {
      const running = this.running.done;
      const timer = setTimeout(() => this.kill(), 5000);
      await running;
      clearTimeout(timer);
    }
    this.gone = true;
    await fs.rm(this.home, { recursive: true, force: true });
  }

  kill(): void {
    this.gone = true;
    if (this.running) {
      try {
        process.kill(-this.running.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    // Synchronous: kill() also runs in the process's exit hook, where nothing asynchronous finishes.
    rmSync(this.home, { recursive: true, force: true });
  }
}

function familyFor(format: ConversionRequest["format"]): OfficeFamily {
  return format === "docx" || format === "doc" || format === "odt" || format === "rtf"
    ? "text"
    : format === "pptx" || format === "ppt" || format === "odp"
      ? "presentation"
      : "spreadsheet";
}
