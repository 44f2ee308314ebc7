import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { closeChromium } from "../../src/browser/chromium-slot.ts";
import { JobError } from "../../src/errors/job-errors.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { htmlFields, printFiles } from "./print-helpers.ts";

/*
 * Pages that never finish, loop forever or eat memory end in a named failure within the job's
 * limit, and the next job is printed by a fresh Chromium. Each failure retires the engine (its
 * state is unknown), so each test here starts one: that is the behaviour under test.
 */

const PROFILE_PREFIX = "doctools-chromium-profile-";

/** Chromium processes whose command line names a profile folder of `pid` (the process that started them). */
async function chromiumProcessesOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await fs.readFile(`/proc/${entry}/cmdline`, "latin1").catch(() => "");
    if (cmdline.includes(`${PROFILE_PREFIX}${pid}-`)) found.push(Number(entry));
  }
  return found;
}

async function profileFoldersOf(pid: number): Promise<string[]> {
  return (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith(`${PROFILE_PREFIX}${pid}-`));
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

async function printsAgain(): Promise<void> {
  const { bytes } = await printFiles([{ name: "after.html", data: "<p>The next job works</p>" }], htmlFields());
  assert.match(await (await readPdf(bytes)).pageText(1), /The next job works/);
}

describe("hostile pages", () => {
  after(async () => {
    await closeChromium();
    assert.deepEqual(await chromiumProcessesOf(process.pid), [], "a Chromium outlived its engine");
    assert.ok(await until(async () => (await profileFoldersOf(process.pid)).length === 0, 3000), "a profile folder was left behind");
  });

  for (const [what, page, fields] of [
    ["a page that never shows what waitForSelector waits for", "<p>Working…</p><script>setInterval(() => document.body.append('.'), 50)</script>", { waitForSelector: "#never" }],
    ["a script that loops forever", "<p>Loop</p><script>for (;;) {}</script>", {}],
  ] as const) {
    it(`${what}: stopped by the job's signal, its Chromium killed`, async () => {
      const started = Date.now();
      // The Chromium processes at work on the page: the first ones seen while it runs (looked for
      // from the first second on: on a busy machine Chromium may take seconds to start). A warm
      // spare may start after them.
      let working: number[] = [];
      let looking: Promise<void> = Promise.resolve();
      let since = 0;
      const look = setInterval(() => {
        if ((since += 250) < 1000) return;
        looking = looking.then(async () => {
          if (working.length === 0) working = await chromiumProcessesOf(process.pid);
        });
      }, 250);
      await assert.rejects(printFiles([{ name: "hostile.html", data: page }], htmlFields(fields), { signal: AbortSignal.timeout(3000) }), (error: Error) => {
        assert.equal(error.name, "TimeoutError", String(error));
        return true;
      });
      clearInterval(look);
      await looking;
      assert.ok(Date.now() - started < 8000, `ended ${Date.now() - started} ms after it started`);
      assert.ok(working.length > 0);
      const alive = async () => (await chromiumProcessesOf(process.pid)).filter((pid) => working.includes(pid));
      assert.ok(await until(async () => (await alive()).length === 0, 5000), `the Chromium behind the stopped job is gone (left: ${await alive()})`);
      await printsAgain();
    });
  }

  it("a script that allocates without end: OutOfMemory once its heap is full", async () => {
    const page = "<p>Hungry</p><script>const kept = []; for (;;) kept.push(new Array(1e6).fill(1.5));</script>";
    await assert.rejects(printFiles([{ name: "hungry.html", data: page }], htmlFields(), { signal: AbortSignal.timeout(60_000) }), (error: JobError) => {
      assert.equal(error.code, "OutOfMemory", String(error));
      assert.match(error.detail, /more memory than a page may use/);
      return true;
    });
    await printsAgain();
  });

  it("a page whose memory is outside the script heap (canvases): OutOfMemory once Chromium holds more than the job may use", async () => {
    const page = "<script>const kept = []; for (;;) { const c = document.createElement('canvas'); c.width = c.height = 3000; const g = c.getContext('2d'); g.fillStyle = '#f00'; g.fillRect(0, 0, 3000, 3000); kept.push(c, g.getImageData(0, 0, 3000, 3000)); }</script>";
    await assert.rejects(printFiles([{ name: "canvas.html", data: page }], htmlFields(), { signal: AbortSignal.timeout(60_000), memoryMb: 768 }), (error: JobError) => {
      assert.equal(error.code, "OutOfMemory", String(error));
      return true;
    });
    await printsAgain();
  });

  it("no Chromium outlives a worker that exits or is killed outright, and its profile folder goes", async () => {
    const engineModule = pathToFileURL(path.resolve(import.meta.dirname, "../../src/browser/chromium-engine.ts")).href;
    for (const ending of ["exit", "SIGKILL"] as const) {
      const script = `
        const { ChromiumEngine } = await import(${JSON.stringify(engineModule)});
        const engine = await ChromiumEngine.start({ executablePath: null, jsHeapMb: 128 }, new AbortController().signal);
        console.log(JSON.stringify({ pid: engine.pid }));
        ${ending === "exit" ? "setTimeout(() => process.exit(0), 200);" : "setInterval(() => {}, 1000);"}
      `;
      const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.once("data", (data: Buffer) => resolve(data.toString()));
        child.once("exit", () => reject(new Error("the child ended before starting Chromium")));
      });
      const browserPid = (JSON.parse(line) as { pid: number }).pid;
      if (ending === "SIGKILL") child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
      assert.ok(await until(async () => (await chromiumProcessesOf(child.pid!)).length === 0, 10_000), `Chromium ${browserPid} outlived its worker (${ending})`);
      if (ending === "exit") assert.deepEqual(await profileFoldersOf(child.pid!), [], "the exit hook removes the profile");
      // A worker killed outright cannot clean up: the next engine started on the machine removes what it left.
      else {
        await closeChromium();
        await printsAgain();
        await closeChromium();
        assert.deepEqual(await profileFoldersOf(child.pid!), [], "the next start removes a dead worker's profile");
      }
    }
  });
});
