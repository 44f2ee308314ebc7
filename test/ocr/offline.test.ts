import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { execFile, execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { corpus } from "../helpers/test-app.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { scanOf, wordsOf } from "../helpers/scans.ts";

const run = promisify(execFile);
const here = import.meta.dirname;

/** Whether this machine lets us start a process in a network namespace of its own (no network at all). */
function canIsolateNetwork(): boolean {
  try {
    execFileSync("unshare", ["-rn", "true"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe("OCR offline", () => {
  it("reads a scan in two languages with every outgoing connection refused, writing nothing into the working folder", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "ocr-offline-"));
    try {
      const scan = path.join(folder, "scan.pdf");
      await writeFile(scan, await scanOf(corpus("pdf/lang/lang_russian_slides_21p.pdf"), [8]));
      const workDir = path.join(folder, "work");
      const cwd = path.join(folder, "cwd");
      await Promise.all([mkdir(workDir), mkdir(cwd)]);
      const node = [process.execPath, "--import", path.join(here, "refuse-network.ts"), path.join(here, "read-offline.ts"), scan, workDir, "Russian,English"];
      // In a network namespace of its own the process has no network at all; where namespaces
      // are not allowed, the preloaded module still refuses every connection it could make.
      const [command, ...args] = canIsolateNetwork() ? ["unshare", "-rn", ...node] : node;
      const { stdout } = await run(command!, args, { cwd, timeout: 120_000 });
      const report = JSON.parse(stdout.trim().split("\n").pop()!) as { outputs: string[]; workingFolder: string[] };
      assert.deepEqual(report.outputs, ["result.pdf"]);
      assert.deepEqual(report.workingFolder, [], "the engine wrote into the working folder");
      const reader = await readPdf(new Uint8Array(await readFile(path.join(workDir, "result.pdf"))));
      const words = wordsOf(await reader.pageText(1));
      assert.ok(words.includes("набирай") && words.includes("individuals"), words.join(" "));
      await reader.destroy();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
