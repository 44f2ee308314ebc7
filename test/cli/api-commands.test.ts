import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { testRegistryModule } from "../fixtures/test-registry.ts";
import { commandEnv, launcher, runDoctools, type Run } from "../helpers/doctools-process.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { readZip } from "../helpers/zip-reader.ts";

const doc1 = corpus("pdf/text/merge_doc1_3p.pdf");
const doc2 = corpus("pdf/text/merge_doc2_3p.pdf");
const plain = corpus("pdf/text/text_pdflatex_minimal_1p.pdf");

/**
 * Settings that would stop any operator command (a bad worker count, a database nobody can
 * reach, a data folder that cannot exist): the commands for API users must not read them.
 */
const serviceSettingsThatWouldFail = { DOCTOOLS_WORKERS: "lots", DATABASE_URL: "postgres://nobody@db.invalid:1/none", DOCTOOLS_DATA_DIR: "/proc/doctools-must-not-open" };

/** A port nothing listens on: one just given up by a server of our own. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** "Document 1:Page 1" → "1:1" for each page, read with pdf.js. */
async function origins(bytes: Uint8Array): Promise<string[]> {
  const pdf = await readPdf(bytes);
  try {
    const out: string[] = [];
    for (let page = 1; page <= pdf.numPages; page++) out.push(/Document\s*(\d)\s*:\s*Page\s*(\d)/.exec(await pdf.pageText(page))?.slice(1).join(":") ?? "?");
    return out;
  } finally {
    await pdf.destroy();
  }
}

describe("doctools run, jobs and batch: the command line for API users, as real processes against a real service", () => {
  let t: TestApp;
  let dir: string;
  let env: Record<string, string>;
  before(async () => {
    t = await startTestApp({ config: { toolRegistryModule: testRegistryModule }, env: { DOCTOOLS_SHUTDOWN_GRACE_SECONDS: "1" } });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-api-cli-"));
    env = { DOCTOOLS_URL: t.baseUrl, DOCTOOLS_API_KEY: t.key, ...serviceSettingsThatWouldFail };
  });
  after(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const doctools = (args: string[], extra: Record<string, string> = {}, cwd = dir) => runDoctools(args, { ...env, ...extra }, { cwd });
  const ok = (run: Run) => assert.equal(run.code, 0, `${run.stdout}${run.stderr}`);

  it("run saves the result to --out, with progress lines on a stderr that is no terminal", async () => {
    const run = await doctools(["run", "merge-pdf", doc1, doc2, "--out", "merged.pdf"]);
    ok(run);
    assert.match(run.stdout, /^saved merged\.pdf \(\d+\.\d kB\)\n$/);
    assert.deepEqual(await origins(await fs.readFile(path.join(dir, "merged.pdf"))), ["1:1", "1:2", "1:3", "2:1", "2:2", "2:3"]);

    const lines = run.stderr.trimEnd().split("\n");
    for (const line of lines) assert.match(line, /^(upload \d+% \(.+ of .+\)|processing (Queued|Processing|Completed)|download \d+% \(.+ of .+\))$/, run.stderr);
    assert.ok(lines.length <= 3 * 11 + 3, `one line per phase change and tenth, not a flood:\n${run.stderr}`);
    assert.equal(new Set(lines).size, lines.length, "no line repeats");
    assert.ok(lines.includes("processing Completed"));
    assert.match(lines.find((line) => line.startsWith("upload 100%"))!, /^upload 100% \((.+) of \1\)$/);
    assert.match(lines.at(-1)!, /^download 100% \((.+) of \1\)$/);
  });

  it("run without --out saves under the job's file name in the current folder; --json prints the job", async () => {
    const here = await fs.mkdtemp(path.join(dir, "cwd-"));
    const run = await doctools(["run", "rotate-pdf", plain, "--field", "rotation=UpsideDown", "--field", "fileName=turned", "--json"], {}, here);
    ok(run);
    const job = JSON.parse(run.stdout) as { status: string; fileName: string; id: string };
    assert.equal(run.stdout.split("\n").length, 2, "one JSON line");
    assert.equal(job.status, "Completed");
    assert.equal(job.fileName, "turned.pdf");
    const pdf = await readPdf(await fs.readFile(path.join(here, "turned.pdf")));
    assert.equal(await pdf.rotation(1), 180);
    await pdf.destroy();
    assert.deepEqual(await fs.readdir(here), ["turned.pdf"], "no temporary file is left");
  });

  it("run sends a call with fields alone to a tool that takes no file, and prints a page with html-to-pdf from a file", async () => {
    const here = await fs.mkdtemp(path.join(dir, "fields-"));
    ok(await doctools(["run", "test-from-text", "--field", "text=Only a field"], {}, here));
    const page = await readPdf(await fs.readFile(path.join(here, "test-from-text.pdf")));
    assert.match(await page.pageText(1), /Only a field/);
    await page.destroy();

    await fs.writeFile(path.join(here, "note.html"), "<!doctype html><h1>Printed from the command line</h1>");
    ok(await doctools(["run", "html-to-pdf", "note.html", "--field", "paperSize=A5"], {}, here));
    const printed = await readPdf(await fs.readFile(path.join(here, "note-printed.pdf")));
    assert.match(await printed.pageText(1), /Printed from the command line/);
    await printed.destroy();
  });

  it("never writes over an existing file without --overwrite", async () => {
    const taken = path.join(dir, "taken.pdf");
    await fs.writeFile(taken, "keep me");
    const refused = await doctools(["run", "rotate-pdf", plain, "--out", taken]);
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(refused.stderr, /taken\.pdf already exists; pass --overwrite/);
    assert.equal(await fs.readFile(taken, "utf8"), "keep me");

    // A name that comes from the job is the input's with the tool's word, beside the input;
    // when that file exists already (a second run), it is numbered.
    const folder = await fs.mkdtemp(path.join(dir, "folder-"));
    const input = path.join(folder, "text_pdflatex_minimal_1p.pdf");
    await fs.copyFile(plain, input);
    ok(await doctools(["run", "rotate-pdf", input], {}, folder));
    const numbered = await doctools(["run", "rotate-pdf", input, "--json"], {}, folder);
    ok(numbered);
    const { id } = JSON.parse(numbered.stdout) as { id: string };
    assert.deepEqual(await fs.readFile(input), await fs.readFile(plain), "the input is untouched");
    assert.deepEqual(
      (await fs.readdir(folder)).sort(),
      ["text_pdflatex_minimal_1p-rotated (2).pdf", "text_pdflatex_minimal_1p-rotated.pdf", "text_pdflatex_minimal_1p.pdf"],
      "no temporary file is left",
    );
    const second = await readPdf(await fs.readFile(path.join(folder, "text_pdflatex_minimal_1p-rotated (2).pdf")));
    assert.equal(await second.rotation(1), 90);
    await second.destroy();

    // jobs result with --overwrite replaces the file of the job's name.
    const named = path.join(folder, "text_pdflatex_minimal_1p-rotated.pdf");
    await fs.writeFile(named, "replace me");
    const replaced = await doctools(["jobs", "result", id, "--out", folder, "--overwrite"]);
    ok(replaced);
    const pdf = await readPdf(await fs.readFile(named));
    assert.equal(await pdf.rotation(1), 90);
    await pdf.destroy();
  });

  it("exit code 1 when the job fails, with its code and detail on stderr, and nothing saved", async () => {
    const here = await fs.mkdtemp(path.join(dir, "failed-"));
    const run = await doctools(["run", "unlock-pdf", plain, "--field", "password=secret"], {}, here);
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stderr, /job [0-9a-f-]{36} failed: NotEncrypted: /);
    assert.equal(run.stdout, "");
    assert.deepEqual(await fs.readdir(here), []);
  });

  it("exit code 2 for a bad command line, before anything is sent", async () => {
    const cases: Array<[string[], Record<string, string>, RegExp]> = [
      [["run"], {}, /missing TOOL/],
      [["run", "merge-pdf"], {}, /missing FILE/],
      [["run", "merge-pdf", path.join(dir, "nowhere.pdf")], {}, /cannot read .*nowhere\.pdf: no such file/],
      [["run", "rotate-pdf", plain, "--colour", "red"], {}, /unknown flag --colour/],
      [["run", "rotate-pdf", plain, "--field", "rotation"], {}, /--field takes NAME=VALUE/],
      [["run", "rotate-pdf", plain, "--no-wait", "--out", "x.pdf"], {}, /--no-wait/],
      [["run", "rotate-pdf", plain], { DOCTOOLS_API_KEY: "" }, /no API key: set DOCTOOLS_API_KEY or pass --key/],
      [["run", "rotate-pdf", plain, "--url", "ftp://example.test"], {}, /--url must be an http/],
      [["jobs", "get"], {}, /missing JOB_ID/],
      [["batch", "rotate-pdf", plain], {}, /--out is required/],
    ];
    const runs = await Promise.all(cases.map(([args, extra]) => doctools(args, extra)));
    runs.forEach((run, i) => {
      const [args, , message] = cases[i]!;
      assert.equal(run.code, 2, `${args.join(" ")}: ${run.stderr}`);
      assert.match(run.stderr, message);
      assert.equal(run.stdout, "");
    });
  });

  it("exit code 3 when the service refuses the call, with the problem's detail", async () => {
    const invalid = await doctools(["run", "watermark-pdf", plain, "--field", "opacity=500"]);
    assert.equal(invalid.code, 3, invalid.stderr);
    assert.match(invalid.stderr, /\[400 Invalid request\]/);
    assert.match(invalid.stderr, /^ {2}text: /m);
    assert.match(invalid.stderr, /^ {2}opacity: /m);

    const badKey = await doctools(["jobs", "get", "0b3c9c3e-0000-4000-8000-000000000000", "--key", "dtk_wrong"]);
    assert.equal(badKey.code, 3);
    assert.match(badKey.stderr, /invalid or revoked API key|API key/i);

    const noTool = await doctools(["run", "shred-pdf", plain]);
    assert.equal(noTool.code, 3);
    assert.match(noTool.stderr, /has no tool "shred-pdf"/);

    const closed = await closedPort();
    const unreachable = await doctools(["run", "rotate-pdf", plain, "--url", `http://127.0.0.1:${closed}`]);
    assert.equal(unreachable.code, 3);
    assert.match(unreachable.stderr, new RegExp(`could not reach the service at http://127\\.0\\.0\\.1:${closed}: ECONNREFUSED`));
  });

  it("--no-wait prints the job; jobs get, jobs wait and jobs result pick it up", async () => {
    const submitted = await doctools(["run", "test-sleep", plain, "--field", "ms=800", "--no-wait", "--json"]);
    ok(submitted);
    const queued = JSON.parse(submitted.stdout) as { id: string; status: string };
    assert.match(queued.status, /^(Queued|Processing)$/);

    const got = await doctools(["jobs", "get", queued.id, "--json"]);
    ok(got);
    assert.equal((JSON.parse(got.stdout) as { id: string }).id, queued.id);
    const human = await doctools(["jobs", "get", queued.id]);
    assert.match(human.stdout, new RegExp(`^id {8}${queued.id}\\ntool {6}test-sleep\\nstatus {4}`));

    const waited = await doctools(["jobs", "wait", queued.id, "--json"]);
    ok(waited);
    assert.equal((JSON.parse(waited.stdout) as { status: string }).status, "Completed");

    const saved = await doctools(["jobs", "result", queued.id, "--out", "slept.pdf"]);
    ok(saved);
    assert.match(saved.stdout, /^saved slept\.pdf \(/);
    assert.deepEqual(await fs.readFile(path.join(dir, "slept.pdf")), await fs.readFile(plain), "test-sleep gives its input back");

    const failed = await doctools(["run", "unlock-pdf", plain, "--field", "password=x", "--no-wait"]);
    const id = /^([0-9a-f-]{36}) /.exec(failed.stdout)![1]!;
    const waitedFailed = await doctools(["jobs", "wait", id]);
    assert.equal(waitedFailed.code, 1);
    assert.match(waitedFailed.stdout, /^error {5}NotEncrypted: /m);
    const resultOfFailed = await doctools(["jobs", "result", id]);
    assert.equal(resultOfFailed.code, 3, "the service refuses the result of a failed job");
    assert.match(resultOfFailed.stderr, /NotEncrypted|failed/);
  });

  it("batch runs a job per file and saves one ZIP of the results", async () => {
    const run = await doctools(["batch", "rotate-pdf", doc1, doc2, "--field", "rotation=Counterclockwise", "--out", "rotated.zip", "--json"]);
    ok(run);
    const batch = JSON.parse(run.stdout) as { total: number; completed: number; failed: number; jobs: Array<{ batchId: string }>; id: string };
    assert.deepEqual([batch.total, batch.completed, batch.failed], [2, 2, 0]);
    assert.ok(batch.jobs.every((job) => job.batchId === batch.id));
    const entries = await readZip(await fs.readFile(path.join(dir, "rotated.zip")));
    assert.deepEqual(entries.map((entry) => entry.name).sort(), ["merge_doc1_3p-rotated.pdf", "merge_doc2_3p-rotated.pdf"]);
    for (const entry of entries) {
      const pdf = await readPdf(new Uint8Array(entry.data));
      assert.equal(pdf.numPages, 3);
      assert.equal(await pdf.rotation(1), 270);
      await pdf.destroy();
    }
    assert.match(run.stderr, /^upload 100%/m);
    assert.match(run.stderr, /^processing 100% \(2 of 2\)$/m);
    assert.match(run.stderr, /^download 0 B$/m, "a ZIP made as it is sent has no size ahead");
  });

  it("Ctrl-C while waiting leaves the job running, prints its id and how to fetch it, and exits 130", async () => {
    const child = spawn(process.execPath, [launcher, "run", "test-sleep", plain, "--field", "ms=10000", "--out", "later.pdf"], { env: commandEnv({ DOCTOOLS_LOG_LEVEL: "info", ...env }), cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`never saw the job processing:\n${stderr}`)), 30_000);
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
        if (/^processing Processing$/m.test(stderr)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.kill("SIGINT");
    assert.equal(await exited, 130, stderr);
    const id = /Job ([0-9a-f-]{36}) goes on running/.exec(stderr)?.[1];
    assert.ok(id, stderr);
    assert.ok(stderr.includes(`doctools jobs wait ${id} && doctools jobs result ${id} --out "later.pdf"`), stderr);
    const job = await t.app.services.jobStore.getJob(id);
    assert.equal(job?.status, "Processing", "the job was not cancelled");
    assert.deepEqual((await fs.readdir(dir)).filter((name) => name.startsWith("text_pdflatex")), [], "nothing was saved");
  });

  it("--help for each command for API users; no service settings needed", async () => {
    for (const words of [["run"], ["batch"], ["jobs", "get"], ["jobs", "wait"], ["jobs", "result"]]) {
      const help = await doctools([...words, "--help"]);
      ok(help);
      assert.ok(help.stdout.startsWith(`Usage: doctools ${words.join(" ")} `), help.stdout);
      assert.match(help.stdout, /DOCTOOLS_API_KEY/);
      assert.match(help.stdout, /130 interrupted/);
    }
    const group = await doctools(["jobs", "--help"]);
    ok(group);
    assert.match(group.stdout, /doctools jobs get JOB_ID/);
    // The same settings stop an operator command: the API commands above never read them.
    const operator = await doctools(["keys", "list", "--account", "a@example.test"]);
    assert.equal(operator.code, 2);
    assert.match(operator.stderr, /DOCTOOLS_WORKERS/);
  });
});
