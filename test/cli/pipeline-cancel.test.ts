import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { testRegistryModule } from "../fixtures/test-registry.ts";
import { commandEnv, launcher, runDoctools, type Run } from "../helpers/doctools-process.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

const doc1 = corpus("pdf/text/merge_doc1_3p.pdf"); // pages say "Document 1:Page N"
const doc2 = corpus("pdf/text/merge_doc2_3p.pdf");
const plain = corpus("pdf/text/text_pdflatex_minimal_1p.pdf");

/** Each page's rotation, which document and page it came from ("1:2"), and its text, read with pdf.js. */
async function pages(file: string): Promise<Array<{ rotation: number; origin: string; text: string }>> {
  const pdf = await readPdf(new Uint8Array(await fs.readFile(file)));
  try {
    const out = [];
    for (let page = 1; page <= pdf.numPages; page++) {
      const text = await pdf.pageText(page);
      out.push({ rotation: await pdf.rotation(page), origin: /Document\s*(\d)\s*:\s*Page\s*(\d)/.exec(text)?.slice(1).join(":") ?? "?", text });
    }
    return out;
  } finally {
    await pdf.destroy();
  }
}

const scriptAvailable = await hasScript();

describe("doctools pipeline, --file-url, jobs cancel and Ctrl-C, as real processes against a real service", () => {
  let t: TestApp;
  let dir: string;
  let env: Record<string, string>;
  let server: http.Server;
  let origin: string;
  before(async () => {
    server = http.createServer(async (request, response) => {
      if (request.url === "/scans/merge_doc1_3p.pdf") response.writeHead(200, { "content-type": "application/pdf" }).end(await fs.readFile(doc1));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    t = await startTestApp({ config: { toolRegistryModule: testRegistryModule }, env: { DOCTOOLS_SHUTDOWN_GRACE_SECONDS: "1", DOCTOOLS_URL_ALLOW_ORIGINS: `127.0.0.1:${port}` } });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-pipeline-cli-"));
    env = { DOCTOOLS_URL: t.baseUrl, DOCTOOLS_API_KEY: t.key };
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fs.rm(dir, { recursive: true, force: true });
  });

  const doctools = (args: string[], cwd = dir) => runDoctools(args, env, { cwd });
  const ok = (run: Run) => assert.equal(run.code, 0, `${run.stdout}${run.stderr}`);

  it("pipeline rotates then numbers the pages as one job, saved under the first file's name and the last tool's, never over a file", async () => {
    const first = await doctools(["pipeline", "rotate-pdf", "add-page-numbers", "--field", "1.rotation=90", "--field", "2.format=number", doc1]);
    ok(first);
    const saved = /^saved (.+\.pdf) \(/.exec(first.stdout)?.[1];
    assert.ok(saved, first.stdout);
    assert.match(saved, /^merge_doc1_3p-.+\.pdf$/);
    const result = await pages(path.join(dir, saved));
    assert.deepEqual(result.map((page) => page.rotation), [90, 90, 90], "turned by 90 degrees, given as degrees");
    assert.deepEqual(result.map((page) => page.origin), ["1:1", "1:2", "1:3"]);
    for (const [index, page] of result.entries()) assert.match(page.text, new RegExp(`(^|\\D)${index + 1}(\\D|$)`), `page ${index + 1} is numbered: ${page.text}`);

    const again = await doctools(["pipeline", "rotate-pdf", "add-page-numbers", doc1]);
    ok(again);
    assert.equal(/^saved (.+) \(/.exec(again.stdout)?.[1], saved.replace(/\.pdf$/, " (2).pdf"), "the first result was kept");
  });

  it("a later step takes the files named with --files; --file-url gives an input by its address", async () => {
    const merged = await doctools(["pipeline", "rotate-pdf", "merge-pdf", "--field", "1.rotation=UPSIDEDOWN", "--files", `2=${doc2}`, doc1, "--out", "merged.pdf"]);
    ok(merged);
    const result = await pages(path.join(dir, "merged.pdf"));
    assert.deepEqual(result.map((page) => `${page.origin}@${page.rotation}`), ["1:1@180", "1:2@180", "1:3@180", "2:1@0", "2:2@0", "2:3@0"]);

    const fetched = await doctools(["run", "rotate-pdf", "--file-url", `${origin}/scans/merge_doc1_3p.pdf`, "--out", "fetched.pdf", "--json"]);
    ok(fetched);
    assert.deepEqual((await pages(path.join(dir, "fetched.pdf"))).map((page) => page.rotation), [90, 90, 90]);
    const viaPipeline = await doctools(["pipeline", "rotate-pdf", "add-page-numbers", "--file-url", `${origin}/scans/merge_doc1_3p.pdf`, "--out", "fetched2.pdf", "--export-url", `${origin}/bucket/out.pdf?sig=1`, "--json"]);
    ok(viaPipeline);
    const job = JSON.parse(viaPipeline.stdout) as { operation: string; export: { target: string } | null };
    assert.equal(job.operation, "pipeline");
    assert.equal(job.export?.target, `${origin}/bucket/out.pdf`, "the export URL went with the call");
    assert.equal((await pages(path.join(dir, "fetched2.pdf"))).length, 3);

    const missing = await doctools(["run", "rotate-pdf", "--file-url", `${origin}/scans/gone.pdf`, "--out", "gone.pdf"]);
    assert.equal(missing.code, 1, missing.stderr);
    assert.match(missing.stderr, /failed: DownloadFailed: .*404/);
  });

  it("refuses bad step fields before sending anything, naming the step and the field meant", async () => {
    const cases: Array<[string[], RegExp]> = [
      [["--field", "2.positon=TopLeft"], /step 2: add-page-numbers has no field "positon"\. Did you mean "?position"?/i],
      [["--field", "3.rotation=90"], /--field names step 3, but the pipeline has 2 steps \(1\. rotate-pdf, 2\. add-page-numbers\)/],
      [["--field", "rotation=90"], /--field takes N\.NAME=VALUE/],
      [["--field", "1.rotation=45"], /step 1: rotate-pdf: "45" is not a value of rotation/],
      [["--files", "1=x.pdf"], /the first step takes the FILEs themselves/],
      [["--field", "1.fileName=x"], /fileName names the pipeline's result/],
    ];
    for (const [flags, message] of cases) {
      const run = await doctools(["pipeline", "rotate-pdf", "add-page-numbers", ...flags, doc1]);
      assert.equal(run.code, 2, `${flags.join(" ")}: ${run.stderr}`);
      assert.match(run.stderr, message);
    }
    const typo = await doctools(["pipeline", "rotate-pdf", "add-page-number", doc1]);
    assert.equal(typo.code, 2);
    assert.match(typo.stderr, /unknown tool "add-page-number"\. Did you mean "?add-page-numbers"?/i);
    // A step list the service finds cannot work is its 400, naming the step.
    const refused = await doctools(["pipeline", "pdf-to-image", "compress-pdf", doc1]);
    assert.equal(refused.code, 3, refused.stderr);
    assert.match(refused.stderr, /Step 2 \(compress-pdf\) cannot take what step 1 \(pdf-to-image\) gives/);
  });

  it("jobs cancel ends a running job as Cancelled; a finished one is left as it is, exit code 1", async () => {
    const started = await doctools(["run", "test-sleep", plain, "--field", "ms=30000", "--no-wait", "--json"]);
    ok(started);
    const { id } = JSON.parse(started.stdout) as { id: string };
    const cancelled = await doctools(["jobs", "cancel", id]);
    ok(cancelled);
    assert.match(cancelled.stdout, /status\s+Failed/);
    assert.match(cancelled.stdout, /error\s+Cancelled: /);
    assert.equal((await t.app.services.jobStore.getJob(id))?.status, "Failed");
    const twice = await doctools(["jobs", "cancel", id, "--json"]);
    ok(twice);

    const done = await doctools(["run", "rotate-pdf", doc1, "--no-wait", "--json"]);
    const doneId = (JSON.parse(done.stdout) as { id: string }).id;
    ok(await doctools(["jobs", "wait", doneId]));
    const late = await doctools(["jobs", "cancel", doneId]);
    assert.equal(late.code, 1);
    assert.match(late.stderr, /had already ended Completed; nothing was cancelled/);
  });

  it("Ctrl-C without a terminal leaves a pipeline's job running, prints its id and exits 130", async () => {
    const child = spawn(process.execPath, [launcher, "pipeline", "test-sleep", "rotate-pdf", "--field", "1.ms=20000", plain], { env: commandEnv(env), cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`never saw the job processing:\n${stderr}`)), 30_000);
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
        if (/^processing/m.test(stderr)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.kill("SIGINT");
    assert.equal(await exited, 130, stderr);
    const id = /Job ([0-9a-f-]{36}) goes on running/.exec(stderr)?.[1];
    assert.ok(id, stderr);
    assert.notEqual((await t.app.services.jobStore.getJob(id))?.status, "Failed", "the job was not cancelled");
    ok(await doctools(["jobs", "cancel", id]));
  });

  /** `doctools run test-sleep` in a pseudo-terminal (script(1)): Ctrl-C typed there becomes SIGINT, and answers are typed the same way. */
  function atTerminal(out: string) {
    const command = [process.execPath, launcher, "run", "test-sleep", plain, "--field", "ms=20000", "--out", out].map(shellQuote).join(" ");
    const child = spawn("script", ["-qefc", command, "/dev/null"], { env: commandEnv(env), cwd: dir, stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    const seen = async (pattern: RegExp) => {
      const deadline = Date.now() + 30_000;
      while (!pattern.test(output)) {
        if (Date.now() > deadline) throw new Error(`never saw ${pattern}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    return { type: (text: string) => child.stdin.write(text), seen, exited, output: () => output };
  }

  /** Waits for the job to be processing, types Ctrl-C and waits for the question: the job's id. */
  async function interrupted(terminal: ReturnType<typeof atTerminal>): Promise<string> {
    await terminal.seen(/processing/);
    terminal.type("\x03");
    await terminal.seen(/Cancel job [0-9a-f-]{36}\? \[y\/N\] /);
    return /Cancel job ([0-9a-f-]{36})\?/.exec(terminal.output())![1]!;
  }

  it("Ctrl-C at a terminal asks whether to cancel; yes cancels the job", { skip: !scriptAvailable && "no script(1) to give the command a terminal" }, async () => {
    const terminal = atTerminal("never.pdf");
    const id = await interrupted(terminal);
    terminal.type("y\r");
    assert.equal(await terminal.exited, 130, terminal.output());
    assert.match(terminal.output(), new RegExp(`cancelled job ${id}`));
    const job = await t.app.services.jobStore.getJob(id);
    assert.equal(job?.status, "Failed");
    assert.equal(job?.error?.code, "Cancelled");
    await assert.rejects(fs.stat(path.join(dir, "never.pdf")), "nothing was saved");
  });

  it("at a terminal, answering no or pressing Ctrl-C again leaves the job running and prints its id", { skip: !scriptAvailable && "no script(1) to give the command a terminal" }, async () => {
    for (const answer of ["n\r", "\x03"]) {
      const terminal = atTerminal("later.pdf");
      const id = await interrupted(terminal);
      terminal.type(answer);
      assert.equal(await terminal.exited, 130, terminal.output());
      assert.match(terminal.output(), new RegExp(`Job ${id} goes on running`));
      assert.equal((await t.app.services.jobStore.getJob(id))?.status, "Processing", `${JSON.stringify(answer)} did not cancel the job`);
      ok(await doctools(["jobs", "cancel", id]));
    }
  });
});

async function hasScript(): Promise<boolean> {
  return fs.access("/usr/bin/script").then(() => true, () => false);
}

function shellQuote(word: string): string {
  return `'${word.replace(/'/g, "'\\''")}'`;
}
