import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { freshProject, npm, npmInstall, packClient, typescriptCompiler } from "./client-package.ts";

const run = promisify(execFile);

/** What a user's program does: merge two PDFs with the installed client and save the result. */
const program = (out: string) => `import { writeFile } from "node:fs/promises";
import { createClient } from "@doctools/client";

const client = createClient({ baseUrl: process.env.DOCTOOLS_URL ?? "http://localhost:8080", apiKey: process.env.DOCTOOLS_API_KEY ?? "" });
const { job, data } = await client.run("merge-pdf", { files: ["first.pdf", "second.pdf"] });
await writeFile(${JSON.stringify(out)}, data);
console.log(JSON.stringify({ status: job.status, operation: job.operation, bytes: data.length }));
`;

describe("@doctools/client installed from its tarball, outside the repository", () => {
  let t: TestApp;
  let work: string;
  let project: string;
  let tarball: string;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    t = await startTestApp();
    work = await freshProject("doctools-client-pack-");
    tarball = await packClient(work);
    project = await freshProject("doctools-client-user-");
    // @types/node for the TypeScript program's own use of process and node:fs.
    await npmInstall(project, [tarball, "@types/node@24"]);
    for (const [name, source] of [["first.pdf", "pdf/text/merge_doc1_3p.pdf"], ["second.pdf", "pdf/text/merge_doc2_3p.pdf"]] as const) {
      await fs.copyFile(corpus(source), path.join(project, name));
    }
    env = { PATH: process.env.PATH, DOCTOOLS_URL: t.baseUrl, DOCTOOLS_API_KEY: t.key };
  });
  after(async () => {
    await t.close();
    await fs.rm(work, { recursive: true, force: true });
    await fs.rm(project, { recursive: true, force: true });
  });

  /** The merged PDF holds the 3 pages of each input, first's first. */
  async function assertMerged(file: string) {
    const pdf = await readPdf(await fs.readFile(path.join(project, file)));
    try {
      assert.equal(pdf.numPages, 6);
      assert.match(await pdf.pageText(1), /Document\s*1/);
      assert.match(await pdf.pageText(4), /Document\s*2/);
    } finally {
      await pdf.destroy();
    }
  }

  it("holds compiled JavaScript with declarations and no sources, and depends on openapi-fetch alone", async () => {
    const { stdout } = await run("tar", ["-tzf", tarball], { encoding: "utf8" });
    const files = stdout.trim().split("\n").sort();
    assert.ok(files.includes("package/dist/index.js") && files.includes("package/dist/index.d.ts"), files.join(", "));
    assert.deepEqual(files.filter((file) => /\.ts$/.test(file) && !file.endsWith(".d.ts")), [], "no TypeScript sources");
    assert.ok(files.every((file) => file === "package/package.json" || file === "package/README.md" || file.startsWith("package/dist/")), files.join(", "));

    const installed = JSON.parse(await fs.readFile(path.join(project, "node_modules/@doctools/client/package.json"), "utf8")) as { dependencies: Record<string, string> };
    assert.deepEqual(Object.keys(installed.dependencies), ["openapi-fetch"]);
    // Nothing of the service came with it: only the client, openapi-fetch's own helper, and the
    // @types/node the project asked for.
    const { stdout: tree } = await npm(["ls", "--all", "--parseable"], project);
    const packages = tree.trim().split("\n").slice(1).map((dir) => path.relative(path.join(project, "node_modules"), dir)).sort();
    assert.deepEqual(packages, ["@doctools/client", "@types/node", "openapi-fetch", "openapi-typescript-helpers", "undici-types"]);
  });

  it("runs a tool from plain Node (.mjs)", async () => {
    await fs.writeFile(path.join(project, "merge.mjs"), program("merged-mjs.pdf"));
    const { stdout } = await run(process.execPath, ["merge.mjs"], { cwd: project, env, encoding: "utf8" });
    assert.deepEqual(JSON.parse(stdout), { status: "Completed", operation: "merge-pdf", bytes: (await fs.stat(path.join(project, "merged-mjs.pdf"))).size });
    await assertMerged("merged-mjs.pdf");
  });

  it("compiles without an error in a strict project made by tsc --init, also checking the declarations, and runs a tool", async () => {
    const tsc = (args: string[]) => run(process.execPath, [typescriptCompiler, ...args], { cwd: project, encoding: "utf8" });
    // The project's own settings, as tsc --init writes them (strict among them), with Node's types.
    await tsc(["--init", "--types", "node"]);
    const settings = await fs.readFile(path.join(project, "tsconfig.json"), "utf8");
    assert.match(settings, /"strict": true/);
    await fs.writeFile(path.join(project, "merge.ts"), program("merged-ts.pdf"));
    for (const args of [["-p", "."], ["-p", ".", "--noEmit", "--skipLibCheck", "false"]]) {
      const compiled = await tsc(args).catch((error: { stdout: string; code: number }) => error);
      assert.equal("code" in compiled ? compiled.stdout : "", "", `tsc ${args.join(" ")} reports errors`);
    }
    const { stdout } = await run(process.execPath, ["merge.js"], { cwd: project, env, encoding: "utf8" });
    assert.equal(JSON.parse(stdout).status, "Completed");
    await assertMerged("merged-ts.pdf");
  });
});
