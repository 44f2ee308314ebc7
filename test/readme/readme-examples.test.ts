import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { freshProject, npmInstall, packClient, repositoryRoot, typescriptCompiler } from "../client/client-package.ts";
import { readmeExamples, shellScript, type Example } from "./readme-blocks.ts";

const run = promisify(execFile);

/** The files the README's examples name, as real documents. */
const INPUTS: Readonly<Record<string, string>> = {
  "first.pdf": "pdf/text/merge_doc1_3p.pdf",
  "second.pdf": "pdf/text/merge_doc2_3p.pdf",
  "report.pdf": "pdf/text/text_pdflatex_4p.pdf",
};

const sha256 = async (file: string) => createHash("sha256").update(await fs.readFile(file)).digest("hex");

/** A folder holding copies of the inputs, and their hashes to compare with after the example ran. */
async function folderWithInputs(dir: string): Promise<Map<string, string>> {
  await fs.mkdir(dir, { recursive: true });
  const hashes = new Map<string, string>();
  for (const [name, source] of Object.entries(INPUTS)) {
    await fs.copyFile(corpus(source), path.join(dir, name));
    hashes.set(name, await sha256(path.join(dir, name)));
  }
  return hashes;
}

/** Tool calls an example makes (and so results it must leave): CLI runs without --help, curl downloads, client runs. */
function callsIn(example: Example): number {
  const lines = example.code.split("\n").filter((line) => !/^\s*(#|\/\/)/.test(line));
  if (example.kind === "client") return lines.filter((line) => line.includes("client.run(")).length;
  if (example.kind === "curl") return lines.filter((line) => /^\s*curl .*(-OJ?\b|-o )/.test(line)).length;
  return lines.filter((line) => /(doctools|bin\/doctools\.js) (run|batch) /.test(line) && !/--help\b/.test(line)).length;
}

/** Every input is byte for byte what it was; every new file is a result that opens. */
async function assertResults(example: Example, dir: string, inputs: Map<string, string>, output: string) {
  for (const [name, hash] of inputs) assert.equal(await sha256(path.join(dir, name)), hash, `${example.where}: ${name} was overwritten\n${output}`);
  const results = (await fs.readdir(dir)).filter((name) => !inputs.has(name) && !name.startsWith(".") && !/\.(mts|ts|js)$/.test(name));
  assert.ok(results.length >= callsIn(example), `${example.where}: ${callsIn(example)} results expected, found ${results.join(", ") || "none"}\n${output}`);
  for (const name of results) {
    const bytes = await fs.readFile(path.join(dir, name));
    if (!name.endsWith(".pdf")) {
      assert.ok(bytes.length > 0, `${example.where}: ${name} is empty`);
      continue;
    }
    const pdf = await readPdf(bytes);
    try {
      assert.ok(pdf.numPages >= 1, `${example.where}: ${name} has no page`);
    } finally {
      await pdf.destroy();
    }
  }
}

describe("the README's examples, run as pasted next to the files they name, against a real service", () => {
  const examples = readmeExamples();
  let t: TestApp;
  let work: string;

  before(async () => {
    t = await startTestApp();
    work = await freshProject("doctools-readme-");
  });
  after(async () => {
    await t.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it("shows command line, curl and client examples", () => {
    const kinds = new Set(examples.map((example) => example.kind));
    assert.deepEqual([...kinds].sort(), ["cli", "client", "curl"], examples.map((example) => example.where).join("\n"));
  });

  for (const [index, example] of examples.entries()) {
    if (example.kind === "client") continue;
    it(`${example.kind}: ${example.where}`, async () => {
      const dir = path.join(work, `shell-${index}`);
      const inputs = await folderWithInputs(dir);
      const script = shellScript(example.code, { repositoryRoot, baseUrl: t.baseUrl, key: t.key });
      // DOCTOOLS_URL stands for the default address the README leaves out; the key only where the example sets it.
      const env = { PATH: process.env.PATH, DOCTOOLS_URL: t.baseUrl, ...(/DOCTOOLS_API_KEY=/.test(example.code) ? {} : { DOCTOOLS_API_KEY: t.key }) };
      const done = await run("bash", ["--noprofile", "--norc", "-c", script], { cwd: dir, env, encoding: "utf8", maxBuffer: 8 * 1024 * 1024 }).catch((error: { code: number; stdout: string; stderr: string }) => error);
      const output = `${script}\n--- stdout\n${done.stdout}\n--- stderr\n${done.stderr}`;
      assert.ok(!("code" in done) || done.code === 0, `${example.where} failed (exit ${"code" in done ? done.code : 0})\n${output}`);
      await assertResults(example, dir, inputs, output);
    });
  }

  it("client: every TypeScript example, in a project with @doctools/client installed from its tarball, compiles under tsc --init's strict settings and runs", async () => {
    const clients = examples.filter((example) => example.kind === "client");
    assert.ok(clients.length >= 2, "the quick start and the client section each show one");
    const project = path.join(work, "project");
    await fs.mkdir(project);
    await fs.writeFile(path.join(project, "package.json"), `${JSON.stringify({ name: "readme-client", private: true, type: "module" })}\n`);
    await npmInstall(project, [await packClient(work), "@types/node@24"]);
    const folders = await Promise.all(
      clients.map(async (example, index) => {
        const dir = path.join(project, `example-${index}`);
        const inputs = await folderWithInputs(dir);
        await fs.writeFile(path.join(dir, "example.mts"), example.code);
        return { example, dir, inputs };
      }),
    );
    const tsc = (args: string[]) => run(process.execPath, [typescriptCompiler, ...args], { cwd: project, encoding: "utf8" });
    await tsc(["--init", "--types", "node"]);
    const checked = await tsc(["-p", ".", "--noEmit"]).catch((error: { stdout: string }) => error);
    assert.equal(checked.stdout, "", "tsc reports errors in the README's client examples");

    for (const { example, dir, inputs } of folders) {
      const env = { PATH: process.env.PATH, DOCTOOLS_URL: t.baseUrl, DOCTOOLS_API_KEY: t.key };
      const done = await run(process.execPath, ["example.mts"], { cwd: dir, env, encoding: "utf8" }).catch((error: { code: number; stdout: string; stderr: string }) => error);
      const output = `--- stdout\n${done.stdout}\n--- stderr\n${done.stderr}`;
      assert.ok(!("code" in done) || done.code === 0, `${example.where} failed\n${output}`);
      assert.match(done.stdout, /^saved /m, `${example.where}\n${output}`);
      await assertResults(example, dir, inputs, output);
    }
  });
});
